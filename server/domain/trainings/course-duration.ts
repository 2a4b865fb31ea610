// SPEC §9 "Course duration: BLITZ uses courseDuration in days; FULL uses the weeks between the
// first group's begin and end, rounded up, shown as months when the weeks divide by 4." Counted
// on the server (issue 59 item 6), so a FULL course whose groups have all ended, which the
// detail lists none of, still has its duration. Pure: the course and the group are parameters.
import type { CourseDuration } from '../../../api/trainings.ts';
import { kyivDay } from './lessons.ts';

const DAY = 86_400_000;

/** The whole calendar days from the day of `begin` to the day of `end`, in the provider's zone (Europe/Kyiv). */
function calendarDays(begin: number, end: number): number {
  const utcDay = (ms: number) => {
    const [y, m, d] = kyivDay(ms).split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utcDay(end) - utcDay(begin)) / DAY);
}

/**
 * The duration of `course`: BLITZ its days; FULL the weeks of `group` (the first group the detail
 * describes: server/domain/trainings/load.ts courseDetail), counted between the calendar days it
 * begins and ends so that the hours of the day and summer time add no week, rounded up, as months
 * when they divide by 4. Null when it is not known (no days, no group, a group of no day).
 */
export function courseDurationOf(course: { type: string; durationDays: number | null }, group: { beginAt: Date; endAt: Date } | undefined): CourseDuration | null {
  if (course.type === 'BLITZ') {
    const days = course.durationDays;
    return days !== null && days > 0 ? { unit: 'days', count: days } : null;
  }
  if (!group) return null;
  const days = calendarDays(group.beginAt.getTime(), group.endAt.getTime());
  if (days <= 0) return null;
  const weeks = Math.ceil(days / 7);
  return weeks % 4 === 0 ? { unit: 'months', count: weeks / 4 } : { unit: 'weeks', count: weeks };
}
