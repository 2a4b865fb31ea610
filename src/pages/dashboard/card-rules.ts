import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TrainingCard } from '../../../api/trainings.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';

// SPEC §4 "Application status on the dashboard": what a dashboard card says, as pure rules
// (test/src/pages/dashboard/card-rules.test.tsx reads each one in uk, ru and en).

export type LabelTone = 'success' | 'danger' | 'warning';

/** The status label: ACCEPTED green, REJECTED red (by the entry test), anything else 'being processed'. */
export function statusLabel(card: Pick<TrainingCard, 'applicationStatus' | 'passedEntryExam'>): { tone: LabelTone; text: MessageDescriptor } {
  if (card.applicationStatus === 'ACCEPTED') return { tone: 'success', text: msg`Application accepted` };
  if (card.applicationStatus === 'REJECTED') return { tone: 'danger', text: card.passedEntryExam ? msg`Application rejected` : msg`Entry test not passed` };
  return { tone: 'warning', text: msg`Application is being processed` };
}

/** SPEC §4: only an ACCEPTED card is a link (to /training/{applicationId}) and has lesson news. */
export const opensGroupPage = (card: Pick<TrainingCard, 'applicationStatus'>) => card.applicationStatus === 'ACCEPTED';

/** SPEC §4 "UNIVER applications show no info table": the group, dates and next-lesson rows. */
export const showsInfoTable = (card: Pick<TrainingCard, 'applicationType'>) => card.applicationType !== 'UNIVER';

/**
 * SPEC §4 "Next-lesson message" of an ACCEPTED card (null for any other): no current lesson
 * gives the first lesson's date; otherwise by the next lesson's type, a lesson with its date,
 * a practice test (TEST_EXAM) and a test (EXAM) with date and time. A date called next is
 * never in the past (issue 11): a "next" lesson that began before `now` is not next. Without
 * a next lesson: before any lesson 'to be announced', after the lessons began 'no further lessons
 * are scheduled' (decision in the issue 11 report).
 */
export function nextLessonMessage(card: Pick<TrainingCard, 'applicationStatus' | 'nextLesson' | 'currentLesson'>, now: number): MessageDescriptor | null {
  if (!opensGroupPage(card)) return null;
  const next = card.nextLesson && card.nextLesson.beginTime > now ? card.nextLesson : null;
  if (!card.currentLesson) {
    if (!next) return msg`The date of the first lesson will be announced.`;
    const date = formatDate(next.beginTime);
    return msg`First lesson: ${date}`;
  }
  if (!next) return msg`No further lessons are scheduled.`;
  if (next.lessonType === 'LESSON') {
    const date = formatDate(next.beginTime);
    return msg`Next lesson: ${date}`;
  }
  const dateTime = formatDateTime(next.beginTime);
  return next.lessonType === 'TEST_EXAM' ? msg`Next practice test: ${dateTime}` : msg`Next test: ${dateTime}`;
}

/** SPEC §4: an ACCEPTED card's notices, 'unpassed tests' and 'certificate available'. */
export function cardNotices(card: Pick<TrainingCard, 'applicationStatus' | 'currentLesson' | 'certificateStatus'>): MessageDescriptor[] {
  if (!opensGroupPage(card)) return [];
  const notices: MessageDescriptor[] = [];
  if (card.currentLesson && !card.currentLesson.testsPassed) notices.push(msg`You have unpassed tests of the current lesson.`);
  if (card.certificateStatus !== 'NOT_AVAILABLE') notices.push(msg`Your certificate is available.`);
  return notices;
}

/** The card's dates, 'DD.MM.YYYY – DD.MM.YYYY' (SPEC §9), or what is known of them. */
export function cardDates(card: Pick<TrainingCard, 'beginTime' | 'endTime'>): string {
  const begin = formatDate(card.beginTime);
  const end = formatDate(card.endTime);
  return begin && end ? `${begin} – ${end}` : begin || end;
}
