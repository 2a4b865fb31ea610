import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDuration, formatInZone, formatSize, formatTime } from '../../../src/lib/format.ts';
import { stripHtml } from '../../../src/lib/strip-html.ts';
import { toAppLocale, toWireLocale } from '../../../api/locale.ts';
import { readRebootCookie } from '../../../src/lib/reboot-cookie.ts';

describe('SPEC §9 formats', () => {
  const at = new Date(2026, 0, 5, 9, 7, 3).getTime();
  it('dates read DD.MM.YYYY, date-times DD.MM.YYYY HH:mm, times HH:mm:ss', () => {
    expect(formatDate(at)).toBe('05.01.2026');
    expect(formatDateTime(at)).toBe('05.01.2026 09:07');
    expect(formatTime(at)).toBe('09:07:03');
    expect(formatDate(null)).toBe('');
  });

  // Issue 14: a page the server renders shows the browser's zone (src/app/time-zone.ts), not the server's.
  it("a page rendered on the server reads in the browser's zone, across a day's end and summer time", () => {
    const summerNight = Date.UTC(2026, 6, 1, 21, 30, 5); // 00:30 on 2 July in Kyiv (UTC+3)
    const winterMorning = Date.UTC(2026, 10, 24, 8, 29); // 10:29 in Kyiv (UTC+2)
    try {
      formatInZone('Europe/Kyiv');
      expect([formatDate(summerNight), formatDateTime(summerNight), formatTime(summerNight)]).toEqual(['02.07.2026', '02.07.2026 00:30', '00:30:05']);
      expect(formatDateTime(winterMorning)).toBe('24.11.2026 10:29');
      formatInZone('America/New_York');
      expect(formatDateTime(summerNight)).toBe('01.07.2026 17:30');
    } finally {
      formatInZone(undefined);
    }
    expect(formatDateTime(at)).toBe('05.01.2026 09:07'); // back in the process's own zone
  });

  it.each([
    [null, '-'],
    [0, '-'],
    [512, '512 B'],
    [1536, '2 KB'],
    [5 * 1048576 + 100, '5 MB'],
    [1.25 * 1073741824, '1.3 GB'],
  ])('size %s reads %s', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });

  // Issue 10 "Words": КБ/МБ in uk and ru (not "Кб"/"Мб", not the Latin units), a decimal comma.
  it.each([
    ['uk', 512, '512 Б'],
    ['uk', 1536, '2 КБ'],
    ['ru', 5 * 1048576 + 100, '5 МБ'],
    ['ru', 1.25 * 1073741824, '1,3 ГБ'],
    ['en', 1536, '2 KB'],
  ])('in %s, size %s reads %s', (locale, bytes, text) => {
    expect(formatSize(bytes, locale)).toBe(text);
  });

  it('durations read MM:SS and H:MM:SS', () => {
    expect(formatDuration(65)).toBe('01:05');
    expect(formatDuration(3 * 3600 + 4)).toBe('3:00:04');
    expect(formatDuration(-3)).toBe('00:00');
  });
});

describe('locale ids', () => {
  it("'ua' on the wire is 'uk' in the app and back", () => {
    expect(toAppLocale('ua')).toBe('uk');
    expect(toWireLocale('uk')).toBe('ua');
    expect(toAppLocale('ru')).toBe('ru');
    expect(toAppLocale('en')).toBe('en');
  });
});

describe('modal texts', () => {
  it('have HTML tags stripped and entities decoded', () => {
    expect(stripHtml('<p>Hello <b>trainee</b></p>&amp; co<br/>bye')).toBe('Hello trainee& co\nbye');
  });
});

describe("reboot cookie 'Platform-reboot-scheduled'", () => {
  it('reads epoch ms and date strings, ignores other cookies', () => {
    expect(readRebootCookie('a=1; Platform-reboot-scheduled=1700000000000; b=2')).toBe(1700000000000);
    expect(readRebootCookie('Platform-reboot-scheduled=2026-11-22T10%3A00%3A00Z')).toBe(Date.parse('2026-11-22T10:00:00Z'));
    expect(readRebootCookie('other=1')).toBeNull();
    expect(readRebootCookie('Platform-reboot-scheduled=garbage')).toBeNull();
  });
});
