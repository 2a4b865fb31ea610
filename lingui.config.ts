import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Lingui locales are uk/ru/en; the wire uses ua/ru/en (api/locale.ts maps them).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['uk', 'ru', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['src', 'machines'] }],
  format: formatter({ lineNumbers: false }),
});
