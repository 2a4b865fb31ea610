import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tellTimeZone } from '../../../src/app/time-zone.ts';

// src/app/time-zone.ts (issue 14, decision #179): the app tells the server its zone in the
// portal_tz cookie at every start, and asks Intl for the zone's name (which starts ICU on the
// main thread) only when the zone may have changed: no cookie yet, or other offsets than those
// kept beside it in portal_tz_offsets.

const zoneCookie = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith('portal_tz='))
    ?.slice('portal_tz='.length);
/** Intl.DateTimeFormat, answering `zone` as the browser's. */
const intlSays = (zone: string) => vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => ({ resolvedOptions: () => ({ timeZone: zone }) }));

beforeEach(() => {
  document.cookie = 'portal_tz=; path=/; max-age=0';
  document.cookie = 'portal_tz_offsets=; path=/; max-age=0';
});
afterEach(() => vi.restoreAllMocks());

describe("the browser's time zone, told to the server", () => {
  it('the first start asks for the zone and writes it for a year', () => {
    const intl = intlSays('Europe/Kyiv');
    const written = vi.spyOn(Document.prototype, 'cookie', 'set');
    tellTimeZone();
    expect(intl).toHaveBeenCalledTimes(1);
    expect(zoneCookie()).toBe(encodeURIComponent('Europe/Kyiv'));
    expect(written).toHaveBeenCalledWith('portal_tz=Europe%2FKyiv; path=/; max-age=31536000; samesite=lax');
  });

  it('a later start in the same zone writes the cookie again (so it never expires) without asking Intl', () => {
    const intl = intlSays('Europe/Kyiv');
    tellTimeZone();
    intl.mockClear();
    const written = vi.spyOn(Document.prototype, 'cookie', 'set');
    tellTimeZone();
    expect(intl).not.toHaveBeenCalled();
    expect(written).toHaveBeenCalledWith('portal_tz=Europe%2FKyiv; path=/; max-age=31536000; samesite=lax');
  });

  it("a trainee who travels to a zone of other offsets is followed at the app's next start", () => {
    const intl = intlSays('Europe/Kyiv');
    tellTimeZone();
    intl.mockClear();
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-540); // Tokyo all year
    intlSays('Asia/Tokyo');
    tellTimeZone();
    expect(intl).toHaveBeenCalledTimes(1);
    expect(zoneCookie()).toBe(encodeURIComponent('Asia/Tokyo'));
  });

  it('a zone written without its offsets (by an older app, or a test logging in through the API) is checked once', () => {
    document.cookie = 'portal_tz=Europe%2FBerlin; path=/';
    const intl = intlSays('Europe/Kyiv');
    tellTimeZone();
    expect(intl).toHaveBeenCalledTimes(1);
    expect(zoneCookie()).toBe(encodeURIComponent('Europe/Kyiv'));
  });

  it('the offsets it was written with are kept beside it for as long', () => {
    intlSays('Europe/Kyiv');
    const written = vi.spyOn(Document.prototype, 'cookie', 'set');
    tellTimeZone();
    expect(written).toHaveBeenCalledWith(expect.stringMatching(/^portal_tz_offsets=-?\d+%2C-?\d+; path=\/; max-age=31536000; samesite=lax$/));
  });
});
