import type { WireLocale } from '../../../api/common.ts';

/**
 * SPEC §2 "The site link picked depends on locale (ua versus other)": the setting siteUrlUa for
 * ua, siteUrl for ru and en (issue 13). Only an http(s) address is a link; none without one.
 */
export function siteLink(settings: Record<string, string> | undefined, locale: WireLocale | null): string | null {
  const value = (locale === 'ua' ? settings?.siteUrlUa : settings?.siteUrl)?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
