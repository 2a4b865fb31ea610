// SPEC §9 "Course duration: BLITZ uses courseDuration in days; FULL uses the weeks between the
// first group's begin and end, rounded up, shown as months when the weeks divide by 4", counted
// by the server for the course detail (issue 59 item 6; server/domain/trainings/course-duration.ts).
// The API side (a FULL course whose groups have all ended has its duration) is in courses.test.ts.
import { describe, expect, it } from 'vitest';
import { courseDurationOf } from '../../server/domain/trainings/course-duration.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** 2026-09-07 10:00 in Kyiv (UTC+3 in summer): a Monday. */
const begin = Date.UTC(2026, 8, 7, 7, 0);
const FULL = { type: 'FULL', durationDays: null };
const group = (days: number, extra = 0) => ({ beginAt: new Date(begin), endAt: new Date(begin + days * DAY + extra) });

describe('courseDurationOf', () => {
  it('BLITZ: its courseDuration days; none when absent or 0', () => {
    expect(courseDurationOf({ type: 'BLITZ', durationDays: 12 }, undefined)).toEqual({ unit: 'days', count: 12 });
    expect(courseDurationOf({ type: 'BLITZ', durationDays: null }, undefined)).toBeNull();
    expect(courseDurationOf({ type: 'BLITZ', durationDays: 0 }, undefined)).toBeNull();
  });

  it('FULL: the weeks of the group rounded up, months when they divide by 4', () => {
    const weeksOf = (days: number) => courseDurationOf(FULL, group(days));
    expect(weeksOf(7)).toEqual({ unit: 'weeks', count: 1 });
    expect(weeksOf(8)).toEqual({ unit: 'weeks', count: 2 });
    expect(weeksOf(25)).toEqual({ unit: 'months', count: 1 }); // 3 weeks 4 days: 4 weeks
    expect(weeksOf(28)).toEqual({ unit: 'months', count: 1 });
    expect(weeksOf(29)).toEqual({ unit: 'weeks', count: 5 });
    expect(weeksOf(12 * 7)).toEqual({ unit: 'months', count: 3 });
    expect(weeksOf(11 * 7 - 3)).toEqual({ unit: 'weeks', count: 11 });
    expect(weeksOf(90)).toEqual({ unit: 'weeks', count: 13 });
  });

  it('FULL: the hours of the day and summer time add no week (calendar days in Kyiv)', () => {
    expect(courseDurationOf(FULL, group(28, 8 * HOUR))).toEqual({ unit: 'months', count: 1 });
    // 7 weeks across the end of summer time (25.10.2026): 09:00 Kyiv is 06:00 UTC before, 07:00 after.
    const across = { beginAt: new Date(Date.UTC(2026, 9, 5, 6, 0)), endAt: new Date(Date.UTC(2026, 10, 23, 7, 0)) };
    expect(courseDurationOf(FULL, across)).toEqual({ unit: 'weeks', count: 7 });
    // 00:30 on 7 September in Kyiv is still 6 September in UTC: the days are Kyiv's (28, not 29).
    const early = { beginAt: new Date(Date.UTC(2026, 8, 6, 21, 30)), endAt: new Date(Date.UTC(2026, 9, 5, 9, 0)) };
    expect(courseDurationOf(FULL, early)).toEqual({ unit: 'months', count: 1 });
  });

  it('FULL: none without a group, or for a group of no day', () => {
    expect(courseDurationOf(FULL, undefined)).toBeNull();
    expect(courseDurationOf(FULL, group(0))).toBeNull();
    expect(courseDurationOf(FULL, group(0, 5 * HOUR))).toBeNull();
  });
});
