// The pure rules of the trainings calls (server/domain/trainings/*.ts): current and next lesson,
// SPEC §4 "Lessons" (states, the webinar link on the lesson's day in Europe/Kyiv), testsPassed,
// progress, counts, which applications are current or past, the group page's access rule,
// course duration and the promo code.
import { describe, expect, it } from 'vitest';
import {
  certificateAvailable,
  courseDuration,
  isCurrent,
  isPast,
  newestFirst,
  opensGroupPage,
  trainingTerms,
  type ApplicationDates,
} from '../../server/domain/trainings/applications.ts';
import {
  currentLesson,
  kyivDay,
  kyivDayStart,
  lessonCounts,
  lessonState,
  nextLesson,
  progress,
  testsPassed,
  webinarUrlNow,
} from '../../server/domain/trainings/lessons.ts';
import { pickPromo } from '../../server/domain/trainings/promo.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
// 2026-11-23 12:00 in Kyiv (UTC+2 in winter).
const NOW = Date.UTC(2026, 10, 23, 10, 0);
const lesson = (id: number, beginH: number, hours = 2) => ({ id, beginTime: NOW + beginH * HOUR, endTime: NOW + (beginH + hours) * HOUR });

describe('lesson state (SPEC §4 "Lessons")', () => {
  it('is future before beginTime, available until endTime, finished from endTime on', () => {
    const l = lesson(1, 1);
    expect(lessonState(l, NOW)).toBe('FUTURE');
    expect(lessonState(l, l.beginTime)).toBe('AVAILABLE');
    expect(lessonState(l, l.endTime - 1)).toBe('AVAILABLE');
    expect(lessonState(l, l.endTime)).toBe('FINISHED');
  });
});

describe('current and next lesson', () => {
  const list = [lesson(3, 48), lesson(1, -48), lesson(2, -1)]; // out of order on purpose
  it('current: the one running now', () => {
    expect(currentLesson(list, NOW)?.id).toBe(2);
  });
  it('current: else the last one that began', () => {
    expect(currentLesson(list, NOW + 2 * HOUR)?.id).toBe(2);
    expect(currentLesson([lesson(1, -48), lesson(2, -24)], NOW)?.id).toBe(2);
  });
  it('current: the latest begun of two running ones', () => {
    expect(currentLesson([lesson(1, -2, 5), lesson(2, -1, 5)], NOW)?.id).toBe(2);
  });
  it('current: none before the first lesson begins', () => {
    expect(currentLesson([lesson(1, 1), lesson(2, 30)], NOW)).toBeNull();
    expect(currentLesson([], NOW)).toBeNull();
  });
  it('next: the first that has not begun; none when all began', () => {
    expect(nextLesson(list, NOW)?.id).toBe(3);
    expect(nextLesson([lesson(2, 30), lesson(1, 1)], NOW)?.id).toBe(1);
    expect(nextLesson(list, NOW + 49 * HOUR)).toBeNull();
  });
});

describe('the webinar link only on the lesson’s day, in Europe/Kyiv', () => {
  const url = 'https://webinar.example/1';
  it('shows from the Kyiv midnight of the lesson’s day to the end of that day', () => {
    const l = { beginTime: Date.UTC(2026, 10, 24, 16, 0), endTime: Date.UTC(2026, 10, 24, 18, 0) }; // 18:00 Kyiv
    const midnight = Date.UTC(2026, 10, 23, 22, 0); // 00:00 Kyiv on the 24th
    expect(webinarUrlNow(url, l, midnight - 1)).toBeNull(); // 23:59:59.999 the day before: 'will be available'
    expect(webinarUrlNow(url, l, midnight)).toBe(url);
    expect(webinarUrlNow(url, l, l.endTime + HOUR)).toBe(url); // still that day
    expect(webinarUrlNow(url, l, midnight + DAY)).toBeNull(); // the next day
  });
  it('follows Kyiv, not UTC: a lesson at 01:00 Kyiv is on the UTC day before', () => {
    const l = { beginTime: Date.UTC(2026, 10, 23, 23, 0), endTime: Date.UTC(2026, 10, 24, 0, 30) }; // 01:00 on the 24th in Kyiv
    expect(webinarUrlNow(url, l, Date.UTC(2026, 10, 23, 21, 0))).toBeNull(); // 23:00 Kyiv on the 23rd, same UTC day
    expect(webinarUrlNow(url, l, Date.UTC(2026, 10, 23, 22, 30))).toBe(url); // 00:30 Kyiv on the 24th
  });
  it('summer time (UTC+3) too', () => {
    const l = { beginTime: Date.UTC(2026, 6, 1, 6, 0), endTime: Date.UTC(2026, 6, 1, 8, 0) };
    expect(webinarUrlNow(url, l, Date.UTC(2026, 5, 30, 21, 0))).toBe(url); // 00:00 Kyiv on 1 July
    expect(webinarUrlNow(url, l, Date.UTC(2026, 5, 30, 20, 59))).toBeNull();
  });
  it('null without a url', () => {
    expect(webinarUrlNow(null, lesson(1, 0), NOW)).toBeNull();
  });
  it('kyivDayStart is the Kyiv midnight, in winter and in summer', () => {
    expect(kyivDayStart(NOW)).toBe(Date.UTC(2026, 10, 22, 22, 0));
    expect(kyivDayStart(Date.UTC(2026, 6, 1, 12, 0))).toBe(Date.UTC(2026, 5, 30, 21, 0));
    expect(kyivDay(kyivDayStart(NOW))).toBe('2026-11-23');
  });
});

describe('testsPassed of the current lesson', () => {
  const current = lesson(0, 0);
  const exam = (beginH: number, scheduleId: number | null, startH: number | null = beginH) => ({
    beginTime: NOW + beginH * HOUR,
    scheduleId,
    scheduleStart: startH === null ? null : NOW + startH * HOUR,
  });
  it('true when every opened schedule of this and earlier lessons has an ended passage', () => {
    expect(testsPassed(current, [exam(-48, 1), exam(0, 2), exam(48, 3)], new Set([1, 2]), NOW)).toBe(true);
  });
  it('false when an earlier lesson’s open schedule has none', () => {
    expect(testsPassed(current, [exam(-48, 1), exam(-24, 2)], new Set([1]), NOW)).toBe(false);
  });
  it('a later lesson and a schedule not open yet do not count; lessons without a schedule neither', () => {
    expect(testsPassed(current, [exam(48, 3), exam(-24, 4, 24), exam(-24, null)], new Set(), NOW)).toBe(true);
  });
});

describe('progress and counts', () => {
  it('finished lessons over all, rounded', () => {
    const list = [lesson(1, -48), lesson(2, -24), lesson(3, -1), lesson(4, 24), lesson(5, 48), lesson(6, 72)];
    expect(progress(list, NOW)).toBe(33); // 2 of 6
    expect(progress(list, NOW + 100 * HOUR)).toBe(100);
    expect(progress(list, NOW - 100 * HOUR)).toBe(0);
    expect(progress([lesson(1, -48), lesson(2, -24), lesson(3, 24)], NOW)).toBe(67); // 2 of 3
  });
  it('without lessons: the share of the blitz terms passed, 0 without terms', () => {
    expect(progress([], NOW, { begin: NOW - 2 * DAY, end: NOW + 6 * DAY })).toBe(25);
    expect(progress([], NOW, { begin: NOW - 9 * DAY, end: NOW - DAY })).toBe(100);
    expect(progress([], NOW, { begin: null, end: null })).toBe(0);
    expect(progress([], NOW)).toBe(0);
  });
  it('lessonsCount, testsCount and examsCount by type', () => {
    const types = ['LESSON', 'LESSON', 'TEST_EXAM', 'EXAM', 'LESSON', 'TEST_EXAM'].map((lessonType) => ({ lessonType }));
    expect(lessonCounts(types)).toEqual({ lessonsCount: 3, testsCount: 2, examsCount: 1 });
  });
});

describe('current, past and the group page', () => {
  const full = (status: string, endDays: number | null): ApplicationDates => ({
    status,
    courseType: 'FULL',
    groupBegin: endDays === null ? null : NOW + (endDays - 30) * DAY,
    groupEnd: endDays === null ? null : NOW + endDays * DAY,
    acceptedAt: NOW - 40 * DAY,
    finishAt: null,
  });
  const blitz = (status: string, finishDays: number | null): ApplicationDates => ({
    status,
    courseType: 'BLITZ',
    groupBegin: null,
    groupEnd: null,
    acceptedAt: NOW - 10 * DAY,
    finishAt: finishDays === null ? null : NOW + finishDays * DAY,
  });
  it('terms: the group’s for FULL, acceptance to finish for BLITZ', () => {
    expect(trainingTerms(full('ACCEPTED', 5))).toEqual({ begin: NOW - 25 * DAY, end: NOW + 5 * DAY });
    expect(trainingTerms(blitz('ACCEPTED', 4))).toEqual({ begin: NOW - 10 * DAY, end: NOW + 4 * DAY });
  });
  it('current: not ended, in any status; a rejected one while its group runs', () => {
    for (const status of ['ACCEPTED', 'REJECTED', 'NEW', 'PAID']) expect(isCurrent(full(status, 5), NOW)).toBe(true);
    expect(isCurrent(full('REJECTED', -1), NOW)).toBe(false);
    expect(isCurrent(full('NEW', null), NOW)).toBe(true); // no group yet
    expect(isCurrent(blitz('NEW', null), NOW)).toBe(true);
    expect(isCurrent(blitz('ACCEPTED', 0), NOW)).toBe(false); // ends now
  });
  it('past: ACCEPTED and ended only', () => {
    expect(isPast(full('ACCEPTED', -1), NOW)).toBe(true);
    expect(isPast(blitz('ACCEPTED', -1), NOW)).toBe(true);
    expect(isPast(full('REJECTED', -1), NOW)).toBe(false);
    expect(isPast(full('ACCEPTED', 1), NOW)).toBe(false);
  });
  it('past newest first', () => {
    const list = [full('ACCEPTED', -100), blitz('ACCEPTED', -3), full('ACCEPTED', -20)];
    expect(newestFirst(list).map((a) => trainingTerms(a).end)).toEqual([NOW - 3 * DAY, NOW - 20 * DAY, NOW - 100 * DAY]);
  });
  it('the group page: the caller’s own ACCEPTED application only', () => {
    expect(opensGroupPage({ customerId: 1, status: 'ACCEPTED' }, 1)).toBe(true);
    expect(opensGroupPage({ customerId: 2, status: 'ACCEPTED' }, 1)).toBe(false);
    for (const status of ['NEW', 'REJECTED', 'PAID', 'PASSED_EXAM']) expect(opensGroupPage({ customerId: 1, status }, 1)).toBe(false);
  });
  it('course duration: BLITZ its days, FULL null; certificateAvailable unless NOT_AVAILABLE', () => {
    expect(courseDuration({ type: 'BLITZ', durationDays: 14 })).toBe(14);
    expect(courseDuration({ type: 'FULL', durationDays: 14 })).toBeNull();
    expect([certificateAvailable('NOT_AVAILABLE'), certificateAvailable('AVAILABLE'), certificateAvailable('GENERATED')]).toEqual([false, true, true]);
  });
});

describe('promo code', () => {
  const row = (id: number, customerId: number | null, createdDays: number, validUntilDays: number | null = null) => ({
    id,
    customerId,
    createdAt: NOW + createdDays * DAY,
    validUntil: validUntilDays === null ? null : NOW + validUntilDays * DAY,
  });
  it('the trainee’s own over the one for everyone, newest first', () => {
    expect(pickPromo([row(1, null, -1), row(2, 7, -5), row(3, 7, -2)], 7, NOW)?.id).toBe(3);
  });
  it('the one for everyone when the trainee has none; never another trainee’s', () => {
    expect(pickPromo([row(1, null, -9), row(2, 8, -1), row(4, null, -2)], 7, NOW)?.id).toBe(4);
    expect(pickPromo([row(2, 8, -1)], 7, NOW)).toBeNull();
  });
  it('an expired one is not offered', () => {
    expect(pickPromo([row(1, null, -9), row(2, 7, -5, -1)], 7, NOW)?.id).toBe(1);
    expect(pickPromo([row(2, 7, -5, 1)], 7, NOW)?.id).toBe(2);
  });
});
