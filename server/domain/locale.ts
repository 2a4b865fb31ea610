// Wire locales (DESIGN "Locale ids on the wire are ua, ru, en") and the choice of an
// anonymous visitor's locale (SPEC §7 language switch; docs/api.md).
import type { WireLocale } from '../../api/common.ts';
import type { Localized } from '../db/schema.ts';

export const LOCALES: readonly WireLocale[] = ['ua', 'ru', 'en'];
export const DEFAULT_LOCALE: WireLocale = 'ua';

/** Language.name of GET /api/common/language: each language in its own words. */
export const LANGUAGE_NAMES: Record<WireLocale, string> = { ua: 'Українська', ru: 'Русский', en: 'English' };

export function isWireLocale(value: unknown): value is WireLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The text of a Localized value in `locale`, falling back to ua, then any non-empty one. */
export function pick(value: Localized | null | undefined, locale: WireLocale): string {
  if (!value) return '';
  return value[locale] || value.ua || value.en || value.ru || '';
}

const TAGS: Record<string, WireLocale> = { uk: 'ua', ua: 'ua', ru: 'ru', en: 'en' };

/**
 * The wire locale an Accept-Language header prefers: the highest-q language among
 * uk (→ ua), ru and en; 'ua' when none of them is listed or the header is absent.
 */
export function localeFromAcceptLanguage(header: string | undefined): WireLocale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0 && Object.hasOwn(TAGS, entry.primary))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.length ? TAGS[ranked[0]!.primary]! : DEFAULT_LOCALE;
}
