import { TIME_ZONE_COOKIE } from '../../api/page-data.ts';

// Tells the server the browser's time zone (cookie portal_tz, read by server/static.ts), so a
// page it renders shows dates as this browser will (src/lib/format.ts; issue 14 "No layout
// shift when it hydrates"). Written at every start, so a trainee who travels is followed.

export function tellTimeZone(): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (zone) document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
}
