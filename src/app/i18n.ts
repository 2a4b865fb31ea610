import { i18n } from '@lingui/core';
import type { WireLocale } from '../../api/common.ts';
import { toAppLocale, type AppLocale } from '../lib/locale.ts';

// Lingui catalogs per locale (locales/<locale>/messages.po), loaded lazily so only the
// active language ships with a page. Plural rules come from Intl.PluralRules (one/few/many).
const loaders: Record<AppLocale, () => Promise<{ messages: Record<string, unknown> }>> = {
  uk: () => import('../../locales/uk/messages.po'),
  ru: () => import('../../locales/ru/messages.po'),
  en: () => import('../../locales/en/messages.po'),
};

export async function activateLocale(wire: WireLocale | string): Promise<void> {
  const locale = toAppLocale(wire);
  if (i18n.locale === locale) return;
  const { messages } = await loaders[locale]();
  i18n.loadAndActivate({ locale, messages: messages as never });
  document.documentElement.lang = locale;
}

export { i18n };
