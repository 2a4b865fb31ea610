import type { WireLocale } from './common.ts';

// DESIGN "Decisions already taken": wire locales ua/ru/en, Lingui locales uk/ru/en.
export type AppLocale = 'uk' | 'ru' | 'en';
export const APP_LOCALES: readonly AppLocale[] = ['uk', 'ru', 'en'];

/** A wire locale (ua, ru, en) or a Lingui one (uk); anything else reads as English. */
export function toAppLocale(wire: string): AppLocale {
  if (wire === 'ua' || wire === 'uk') return 'uk';
  if (wire === 'ru') return 'ru';
  return 'en';
}

export function toWireLocale(app: AppLocale): WireLocale {
  return app === 'uk' ? 'ua' : app;
}
