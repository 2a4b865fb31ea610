// SPEC §2 passage timer: HH:MM:SS from an hour up, MM:SS below.
export function clockText(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${two(h)}:${two(m)}:${two(s % 60)}` : `${two(m)}:${two(s % 60)}`;
}

/** The whole minute being counted down: what the polite live region announces. */
export function announcedMinutes(totalSeconds: number): number {
  return Math.ceil(Math.max(0, totalSeconds) / 60);
}
