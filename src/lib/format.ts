import dayjs from 'dayjs';
import 'dayjs/locale/uk';
import 'dayjs/locale/ru';

// SPEC §9 "Formats" and "Size units". Instants arrive as epoch ms (DESIGN wire formats).
export const DATE = 'DD.MM.YYYY';
export const DATE_TIME = 'DD.MM.YYYY HH:mm';
export const TIME = 'HH:mm:ss';

type Instant = number | null | undefined;

export const formatDate = (ms: Instant) => (ms == null ? '' : dayjs(ms).format(DATE));
export const formatDateTime = (ms: Instant) => (ms == null ? '' : dayjs(ms).format(DATE_TIME));
export const formatTime = (ms: Instant) => (ms == null ? '' : dayjs(ms).format(TIME));

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

/** Strip HTML tags from modal texts (SPEC §1 "Modal texts have HTML tags stripped"). */
export function stripHtml(text: string): string {
  return text
    .replace(/<br\s*\/?>(\n)?/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
