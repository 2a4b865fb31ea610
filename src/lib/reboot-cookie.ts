// SPEC §2 "Restart notice", §9 reboot cookie 'Platform-reboot-scheduled'. The cookie holds
// the restart time, as epoch milliseconds or any date string Date.parse understands.
export const REBOOT_COOKIE = 'Platform-reboot-scheduled';

export function readRebootCookie(cookieHeader: string): number | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== REBOOT_COOKIE) continue;
    const raw = decodeURIComponent(rest.join('='));
    const value = /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
    return Number.isFinite(value) ? value : null;
  }
  return null;
}
