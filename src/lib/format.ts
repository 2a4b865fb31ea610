// SPEC §9 "Formats" and "Size units": dates DD.MM.YYYY, date-times DD.MM.YYYY HH:mm, times
// HH:mm:ss. Instants arrive as epoch ms (DESIGN wire formats).

type Instant = number | null | undefined;

/** The page's language (set by src/app/i18n.ts): Lingui's 'uk' is the wire's 'ua' (SPEC §9). */
const dateLocale = () => (typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en');

// Instants are shown in the time zone of the trainee's browser. A page the server renders
// (src/ssr/render-page.tsx, one at a time) shows them in the zone that browser told it
// (src/app/time-zone.ts), so the dates it paints are the ones the app draws when it takes over.
let renderZone: string | undefined;

/** The server's renderer: the zone of the page it is rendering (undefined: the process's own). */
export function formatInZone(zone: string | undefined): void {
  renderZone = zone;
}

const clocks = new Map<string, Intl.DateTimeFormat>();
type Wall = { day: string; month: string; year: string; hour: string; minute: string; second: string };

/** The instant's calendar date and wall-clock time, two digits each (four for the year). */
function wall(ms: number): Wall {
  const zone = renderZone;
  let clock = clocks.get(zone ?? '');
  if (!clock) {
    const fields = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' } as const;
    clocks.set(zone ?? '', (clock = new Intl.DateTimeFormat('en-GB', { ...fields, hourCycle: 'h23', timeZone: zone })));
  }
  const parts: Record<string, string> = {};
  for (const { type, value } of clock.formatToParts(ms)) parts[type] = value;
  return parts as Wall;
}

const date = ({ day, month, year }: Wall) => `${day}.${month}.${year}`;

export const formatDate = (ms: Instant) => (ms == null ? '' : date(wall(ms)));
export const formatDateTime = (ms: Instant) => {
  if (ms == null) return '';
  const at = wall(ms);
  return `${date(at)} ${at.hour}:${at.minute}`;
};
export const formatTime = (ms: Instant) => {
  if (ms == null) return '';
  const { hour, minute, second } = wall(ms);
  return `${hour}:${minute}:${second}`;
};

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
