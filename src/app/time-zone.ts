import { TIME_ZONE_COOKIE } from '../../api/page-data.ts';

// Tells the server the browser's time zone (cookie portal_tz, read by server/static.ts), so a
// page it renders shows dates as this browser will (src/lib/format.ts; issue 14 "No layout
// shift when it hydrates"). Checked at every start, so a trainee who travels is followed.
//
// The zone's name comes from Intl, whose first use on a page starts ICU: about 200 ms of a
// phone's main thread at Lighthouse's 4x slowdown (docs/performance.md). So it is asked only when
// the zone may have changed: when there is no portal_tz yet, or when this year's winter and
// summer offsets differ from those written beside it (portal_tz_offsets, which only the app
// reads). Otherwise both are written again as they are, which keeps them from expiring
// (decision #179).

const OFFSETS_COOKIE = 'portal_tz_offsets';
const YEAR_SECONDS = 31_536_000;

/** This year's UTC offsets in January and July: what changes when the zone does, read without Intl. */
function yearOffsets(): string {
  const year = new Date().getFullYear();
  return `${new Date(year, 0, 1).getTimezoneOffset()},${new Date(year, 6, 1).getTimezoneOffset()}`;
}

function cookie(name: string): string | null {
  const pair = document.cookie.split('; ').find((p) => p.startsWith(`${name}=`));
  return pair ? decodeURIComponent(pair.slice(name.length + 1)) : null;
}

const keep = (name: string, value: string) => {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
};

export function tellTimeZone(): void {
  const offsets = yearOffsets();
  const told = cookie(TIME_ZONE_COOKIE);
  const zone = told && cookie(OFFSETS_COOKIE) === offsets ? told : Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone) return;
  keep(TIME_ZONE_COOKIE, zone);
  keep(OFFSETS_COOKIE, offsets);
}
