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

/** B, KB, MB without decimals, GB with one decimal, '-' when empty (SPEC §9). */
export function formatSize(bytes: number | null | undefined): string {
  if (bytes == null || bytes <= 0 || !Number.isFinite(bytes)) return '-';
  if (bytes >= GB) return `${(bytes / GB).toFixed(1)} GB`;
  if (bytes >= MB) return `${Math.round(bytes / MB)} MB`;
  if (bytes >= KB) return `${Math.round(bytes / KB)} KB`;
  return `${Math.round(bytes)} B`;
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
