import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, loadAllMessages } from '../../../../src/app/i18n.ts';
import type { CourseDuration } from '../../../../api/trainings.ts';
import { applyLink, canApply, durationText, groupDate } from '../../../../src/pages/courses/course-rules.ts';

// SPEC §9 course duration's text (the server counts it: test/server/course-duration.test.ts),
// plurals in uk/ru/en (Slavic one/few/many: 1, 2-4, 5-20, 21, 22-24, 25...), apply links by type
// and locale; issue 11: a date called "next" is never in the past.

const DAY = 86_400_000;
const begin = new Date(2026, 8, 7, 10, 0).getTime();
const counts = [1, 2, 4, 5, 11, 12, 21, 22, 25];
const texts = (unit: CourseDuration['unit']) => counts.map((count) => durationText({ unit, count }));

describe('durationText in every language (SPEC §9 plurals)', () => {
  beforeAll(async () => {
    await activateLocale('en');
    await loadAllMessages();
  });

  it('uk', async () => {
    await activateLocale('ua');
    expect(texts('days')).toEqual(['1 день', '2 дні', '4 дні', '5 днів', '11 днів', '12 днів', '21 день', '22 дні', '25 днів']);
    expect(texts('weeks')).toEqual(['1 тиждень', '2 тижні', '4 тижні', '5 тижнів', '11 тижнів', '12 тижнів', '21 тиждень', '22 тижні', '25 тижнів']);
    expect(texts('months')).toEqual(['1 місяць', '2 місяці', '4 місяці', '5 місяців', '11 місяців', '12 місяців', '21 місяць', '22 місяці', '25 місяців']);
  });

  it('ru', async () => {
    await activateLocale('ru');
    expect(texts('days')).toEqual(['1 день', '2 дня', '4 дня', '5 дней', '11 дней', '12 дней', '21 день', '22 дня', '25 дней']);
    expect(texts('weeks')).toEqual(['1 неделя', '2 недели', '4 недели', '5 недель', '11 недель', '12 недель', '21 неделя', '22 недели', '25 недель']);
    expect(texts('months')).toEqual(['1 месяц', '2 месяца', '4 месяца', '5 месяцев', '11 месяцев', '12 месяцев', '21 месяц', '22 месяца', '25 месяцев']);
  });

  it('en', async () => {
    await activateLocale('en');
    expect(texts('days')).toEqual(['1 day', '2 days', '4 days', '5 days', '11 days', '12 days', '21 days', '22 days', '25 days']);
    expect(texts('weeks')).toEqual(['1 week', '2 weeks', '4 weeks', '5 weeks', '11 weeks', '12 weeks', '21 weeks', '22 weeks', '25 weeks']);
    expect(texts('months')).toEqual(['1 month', '2 months', '4 months', '5 months', '11 months', '12 months', '21 months', '22 months', '25 months']);
  });
});

describe('groupDate: a next group is never in the past', () => {
  const now = begin;
  it('labels a date still to come "next", one already come "began", none when absent', () => {
    expect(groupDate(now + DAY, now)).toEqual({ kind: 'next', at: now + DAY });
    expect(groupDate(now - DAY, now)).toEqual({ kind: 'began', at: now - DAY });
    expect(groupDate(now, now)).toEqual({ kind: 'began', at: now });
    expect(groupDate(null, now)).toEqual({ kind: 'none' });
  });
});

describe('applyLink (SPEC §9, setting applyLinks)', () => {
  const links = JSON.stringify({
    FULL: { ua: 'https://academy.example/ua/schedule', other: 'https://academy.example/schedule' },
    BLITZ: { ua: 'https://academy.example/ua/blitz-exam', other: 'https://academy.example/blitz-exam' },
  });
  it('picks by course type and locale, ua against the others', () => {
    expect(applyLink(links, 'FULL', 'ua')).toBe('https://academy.example/ua/schedule');
    expect(applyLink(links, 'FULL', 'ru')).toBe('https://academy.example/schedule');
    expect(applyLink(links, 'BLITZ', 'en')).toBe('https://academy.example/blitz-exam');
    expect(applyLink(links, 'BLITZ', 'ua')).toBe('https://academy.example/ua/blitz-exam');
  });
  it('gives none for a missing, broken or non-http setting', () => {
    expect(applyLink(undefined, 'FULL', 'en')).toBeNull();
    expect(applyLink('{broken', 'FULL', 'en')).toBeNull();
    expect(applyLink('null', 'FULL', 'en')).toBeNull();
    expect(applyLink(JSON.stringify({ FULL: { other: 'javascript:alert(1)' } }), 'FULL', 'en')).toBeNull();
    expect(applyLink(JSON.stringify({ FULL: {} }), 'FULL', 'en')).toBeNull();
  });
  it('offers applying only for a course not applied to', () => {
    expect(['NEW_COURSE', 'AVAILABLE', 'APPLICATION_PROCESSING', 'PASSING', 'ALREADY_PASSED'].filter((s) => canApply(s as never))).toEqual(['NEW_COURSE', 'AVAILABLE']);
  });
});
