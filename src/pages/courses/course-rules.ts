import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { WireLocale } from '../../../api/common.ts';
import type { CourseListItem } from '../../../api/main.ts';
import type { CourseDetail, CourseDuration } from '../../../api/trainings.ts';

// The rules of the course catalogue and the course detail (SPEC §2 "courses", "courses/{courseId}",
// §3 "Course", §9 the course duration's text, plurals and apply links). Pure: the time is a parameter.

/** SPEC §3 "Trainee course status", one label for each value the schema allows. */
export const courseStatusLabels: Record<CourseListItem['status'], MessageDescriptor> = {
  NEW_COURSE: msg`New course`,
  APPLICATION_PROCESSING: msg`Application is being processed`,
  PASSING: msg({ message: 'In progress', context: 'course status' }),
  ALREADY_PASSED: msg`Completed`,
  AVAILABLE: msg`Open for applications`,
};

export const courseTypeLabels: Record<CourseListItem['type'], MessageDescriptor> = {
  FULL: msg`Full course`,
  BLITZ: msg`Blitz course`,
};

/**
 * "5 weeks", "3 місяці", "21 день": the course detail's duration (SPEC §9, counted by the server:
 * CourseDetail.duration, issue 59 item 6) plural-aware in the active language.
 */
export function durationText({ unit, count }: CourseDuration): string {
  switch (unit) {
    case 'days':
      return plural(count, { one: '# day', other: '# days' });
    case 'weeks':
      return plural(count, { one: '# week', other: '# weeks' });
    case 'months':
      return plural(count, { one: '# month', other: '# months' });
  }
}

/**
 * The course list's recentGroupDate, honestly labelled (issue 11: a date called "next" is never
 * in the past): a group that has not begun yet is the next group, one that began is the last.
 */
export type GroupDate = { kind: 'next' | 'began'; at: number } | { kind: 'none' };

export function groupDate(recentGroupDate: number | null, now: number): GroupDate {
  if (recentGroupDate == null) return { kind: 'none' };
  return recentGroupDate > now ? { kind: 'next', at: recentGroupDate } : { kind: 'began', at: recentGroupDate };
}

/**
 * SPEC §9 "Apply links depend on course type and locale": the setting `applyLinks`, JSON
 * {"FULL": {"ua": url, "other": url}, "BLITZ": {...}}; 'ua' for Ukrainian, 'other' for the rest.
 * Only http(s) addresses are used (a setting never becomes a script link); null without one.
 */
export function applyLink(raw: string | undefined, courseType: CourseDetail['courseType'], locale: WireLocale | null): string | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const byType = (parsed as Record<string, unknown> | null)?.[courseType];
  const url = (byType as Record<string, unknown> | null | undefined)?.[locale === 'ua' ? 'ua' : 'other'];
  return typeof url === 'string' && /^https?:\/\//i.test(url) ? url : null;
}

/** Apply only where an application can start: a course the trainee has not applied to. */
export const canApply = (status: CourseDetail['status']) => status === 'NEW_COURSE' || status === 'AVAILABLE';
