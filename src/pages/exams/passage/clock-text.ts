// SPEC §2 passage timer: HH:MM:SS from an hour up, MM:SS below.
export function clockText(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${two(h)}:${two(m)}:${two(s % 60)}` : `${two(m)}:${two(s % 60)}`;
}

/** The minutes left at which screen readers hear the time (issue 10 item 2). */
export const ANNOUNCED_MINUTES = [10, 5, 1] as const;

/**
 * What the polite live region says: the last threshold (10, 5, 1 minutes) the clock has
 * reached since it was first shown (`firstSeconds`), 0 when the time is up, null before any
 * (nothing is announced at load: the visible clock and its label say the time).
 */
export function announcedMinutes(totalSeconds: number, firstSeconds: number): number | null {
  const s = Math.max(0, Math.ceil(totalSeconds));
  if (s === 0) return 0;
  const reached = ANNOUNCED_MINUTES.filter((m) => s <= m * 60 && m * 60 < firstSeconds);
  return reached.length > 0 ? Math.min(...reached) : null;
}
