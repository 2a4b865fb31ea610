// Pure server rules: locale choice, trainee course status (SPEC §3), session expiry,
// message formatting (SPEC §8 unknown keys in braces).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recentGroupDate, traineeCourseStatus } from '../../server/domain/course-status.ts';
import { localeFromAcceptLanguage, pick } from '../../server/domain/locale.ts';
import { SESSION_IDLE_MS, SESSION_MAX_MS, sessionExpiry } from '../../server/domain/sessions.ts';
import { formatMessage, publicSettings } from '../../server/domain/settings.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 0, 15);

describe('localeFromAcceptLanguage', () => {
  it.each([
    [undefined, 'ua'],
    ['', 'ua'],
    ['uk-UA,uk;q=0.9', 'ua'],
    ['ru', 'ru'],
    ['en-US,en;q=0.9', 'en'],
    ['de,ru;q=0.3,en;q=0.5', 'en'],
    ['en;q=0.2,ru;q=0.8', 'ru'],
    ['ru;q=0', 'ua'],
    ['*', 'ua'],
    // Names every object has are not languages (a header of `__proto__` gave an object).
    ['__proto__', 'ua'],
    ['constructor,ru;q=0.5', 'ru'],
    ['toString', 'ua'],
  ])('%s → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });

  it('always gives a wire locale, whatever the header', () => {
    fc.assert(fc.property(fc.string(), (header) => ['ua', 'ru', 'en'].includes(localeFromAcceptLanguage(header))));
  });
});

describe('pick', () => {
  it('falls back to ua, then any text', () => {
    expect(pick({ ua: 'у', ru: 'р', en: 'e' }, 'en')).toBe('e');
    expect(pick({ ua: 'у', ru: 'р', en: '' }, 'en')).toBe('у');
    expect(pick(null, 'ru')).toBe('');
  });
});

describe('traineeCourseStatus', () => {
  const old = NOW - 365 * DAY;
  it('follows the documented rule', () => {
    expect(traineeCourseStatus([{ status: 'ACCEPTED', endsAt: NOW + DAY }], old, NOW)).toBe('PASSING');
    expect(traineeCourseStatus([{ status: 'ACCEPTED', endsAt: null }], old, NOW)).toBe('PASSING');
    expect(traineeCourseStatus([{ status: 'ACCEPTED', endsAt: NOW - DAY }], old, NOW)).toBe('ALREADY_PASSED');
    expect(traineeCourseStatus([{ status: 'NOT_PAID', endsAt: null }], old, NOW)).toBe('APPLICATION_PROCESSING');
    expect(
      traineeCourseStatus(
        [
          { status: 'ACCEPTED', endsAt: NOW - DAY },
          { status: 'NEW', endsAt: null },
        ],
        old,
        NOW,
      ),
    ).toBe('APPLICATION_PROCESSING');
    expect(traineeCourseStatus([{ status: 'REJECTED', endsAt: null }], old, NOW)).toBe('AVAILABLE');
    expect(traineeCourseStatus([], NOW - 29 * DAY, NOW)).toBe('NEW_COURSE');
    expect(traineeCourseStatus([], NOW - 31 * DAY, NOW)).toBe('AVAILABLE');
  });
});

describe('recentGroupDate', () => {
  it('prefers the trainee group, then the next group, then the last one', () => {
    expect(recentGroupDate([NOW - 5 * DAY], [NOW + DAY], NOW)).toBe(NOW - 5 * DAY);
    expect(recentGroupDate([], [NOW - 9 * DAY, NOW + 9 * DAY, NOW + 3 * DAY], NOW)).toBe(NOW + 3 * DAY);
    expect(recentGroupDate([], [NOW - 9 * DAY, NOW - 3 * DAY], NOW)).toBe(NOW - 3 * DAY);
    expect(recentGroupDate([], [], NOW)).toBeNull();
  });
});

describe('sessionExpiry', () => {
  it('is 12 h after the last request, never more than 30 days after login', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 * DAY }), (sinceLogin) => {
        const expiry = sessionExpiry(NOW, NOW + sinceLogin);
        expect(expiry).toBeLessThanOrEqual(NOW + SESSION_MAX_MS);
        expect(expiry).toBeLessThanOrEqual(NOW + sinceLogin + SESSION_IDLE_MS);
      }),
    );
  });
});

describe('messages and settings', () => {
  it('fills placeholders and shows unknown keys in braces', () => {
    expect(formatMessage({ a: 'Try in {minutes} min, {who}' }, 'a', { minutes: 3 })).toBe('Try in 3 min, {who}');
    expect(formatMessage({}, 'x.y')).toBe('{x.y}');
  });

  it('localizes footerLinks and survives a broken value', () => {
    const links = JSON.stringify([{ text: { ua: 'У', ru: 'Р', en: 'E' }, href: '/a' }, { text: 'Plain', href: '/b' }, { href: 3 }]);
    expect(JSON.parse(publicSettings({ footerLinks: links }, 'ru').footerLinks!)).toEqual([
      { text: 'Р', href: '/a' },
      { text: 'Plain', href: '/b' },
    ]);
    expect(publicSettings({ footerLinks: '{oops' }, 'ua').footerLinks).toBe('[]');
  });
});
