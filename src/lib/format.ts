import dayjs from 'dayjs';
import 'dayjs/locale/uk';
import 'dayjs/locale/ru';

// SPEC §9 "Formats" and "Size units". Instants arrive as epoch ms (DESIGN wire formats).
export const DATE = 'DD.MM.YYYY';
export const DATE_TIME = 'DD.MM.YYYY HH:mm';
export const TIME = 'HH:mm:ss';

type Instant = number | null | undefined;

/** The page's language (set by src/app/i18n.ts): Lingui's 'uk' is the wire's 'ua' (SPEC §9). */
const dateLocale = () => (typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en');
const at = (ms: number) => dayjs(ms).locale(dateLocale());

export const formatDate = (ms: Instant) => (ms == null ? '' : at(ms).format(DATE));
export const formatDateTime = (ms: Instant) => (ms == null ? '' : at(ms).format(DATE_TIME));
export const formatTime = (ms: Instant) => (ms == null ? '' : at(ms).format(TIME));

const KB = 1024;
const MB = 1048576;
const GB = 1073741824;

/** Size units (issue 10 "Words"): КБ/МБ in uk and ru, KB/MB in en. */
const CYRILLIC_UNITS = ['Б', 'КБ', 'МБ', 'ГБ'] as const;
const LATIN_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * B, KB, MB without decimals, GB with one decimal, '-' when empty (SPEC §9), in the page's
 * language: uk and ru write Б/КБ/МБ/ГБ and a decimal comma ("1,3 ГБ").
 */
export function formatSize(bytes: number | null | undefined, locale: string = dateLocale()): string {
  if (bytes == null || bytes <= 0 || !Number.isFinite(bytes)) return '-';
  const cyrillic = locale === 'uk' || locale === 'ru';
  const [b, kb, mb, gb] = cyrillic ? CYRILLIC_UNITS : LATIN_UNITS;
  if (bytes >= GB) {
    const value = (bytes / GB).toFixed(1);
    return `${cyrillic ? value.replace('.', ',') : value} ${gb}`;
  }
  if (bytes >= MB) return `${Math.round(bytes / MB)} ${mb}`;
  if (bytes >= KB) return `${Math.round(bytes / KB)} ${kb}`;
  return `${Math.round(bytes)} ${b}`;
}

/** Seconds as H:MM:SS or MM:SS for countdowns. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(sec).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
