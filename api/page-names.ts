import type { Achievements } from './certificates.ts';
import type { WireLocale } from './common.ts';

// The names some pages give themselves, in each language, as the app's catalog has them, for the
// server to write before the app runs (a public page's name from its first paint, its <title>
// and Open Graph tags: src/pages/achievements/page.ts, server/routes/page-preloads.ts,
// server/routes/achievements.ts). test/server/achievements.test.ts holds them to the catalogs.

/** A trainee's public page (src/pages/achievements: the catalog's "{fullName}: achievements"). */
export const ACHIEVEMENTS_PAGE_NAME: Record<WireLocale, string> = {
  ua: '{fullName}: досягнення',
  ru: '{fullName}: достижения',
  en: '{fullName}: achievements',
};

/** A public page whose address names nothing there (the catalog's "Page not found"). */
export const PAGE_NOT_FOUND_NAME: Record<WireLocale, string> = {
  ua: 'Сторінку не знайдено',
  ru: 'Страница не найдена',
  en: 'Page not found',
};

/** The name of this trainee's public page in `locale`, as the app gives it. */
export function achievementsPageName(page: Achievements, locale: WireLocale): string {
  const fullName = `${page.trainee.name} ${page.trainee.surname}`.trim();
  return ACHIEVEMENTS_PAGE_NAME[locale].replace('{fullName}', () => fullName);
}
