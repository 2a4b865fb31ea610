import type { CertificateStatus, Lesson, Training } from '../../../api/trainings.ts';

// The group page's rules (SPEC §4 "Lessons", "Certificate"), pure: the time is an argument, so
// unit tests run them at any instant (test/src/pages/training/training-rules.test.ts).

/** SPEC §4 "Lessons": available now between beginTime and endTime, future before, finished after. */
export type LessonState = 'available' | 'future' | 'finished';

export function lessonState(lesson: Pick<Lesson, 'beginTime' | 'endTime'>, now: number): LessonState {
  if (now < lesson.beginTime) return 'future';
  if (now <= lesson.endTime) return 'available';
  return 'finished';
}

/** Midnight (local time) of the day an instant falls on. */
const dayOf = (ms: number) => new Date(ms).setHours(0, 0, 0, 0);

/**
 * SPEC §4 "A webinar link shows on the lesson's day; before that a 'will be available' note".
 * The server sends gotowebinarUrl only on that day (api/trainings.ts); before the day the
 * page says when it comes; on the day without a link, or after, there is nothing to say.
 */
export type Webinar = { kind: 'link'; url: string } | { kind: 'later'; day: number } | { kind: 'none' };

export function webinar(lesson: Pick<Lesson, 'beginTime' | 'gotowebinarUrl'>, now: number): Webinar {
  if (lesson.gotowebinarUrl) return { kind: 'link', url: lesson.gotowebinarUrl };
  if (dayOf(now) < dayOf(lesson.beginTime)) return { kind: 'later', day: lesson.beginTime };
  return { kind: 'none' };
}

/**
 * SPEC §4 "An exam in a FULL course: not available before start; a link to /exams/{scheduleId}
 * while open and attempts are not exceeded; otherwise finished".
 */
export type ExamState = 'notStarted' | 'open' | 'finished';

export function examState(schedule: NonNullable<Lesson['schedule']>, now: number): ExamState {
  if (now < schedule.start) return 'notStarted';
  if (now <= schedule.finish && !schedule.attemptsExceeded) return 'open';
  return 'finished';
}

/** An exam of the exam timeline: an EXAM or TEST_EXAM lesson that has a schedule. */
export type ExamLesson = Lesson & { schedule: NonNullable<Lesson['schedule']> };

const isExam = (lesson: Lesson): lesson is ExamLesson => lesson.lessonType !== 'LESSON' && lesson.schedule != null;

/**
 * The two timelines of the page, each in time order: the exams (EXAM and TEST_EXAM lessons
 * with a schedule, by their start) and every other lesson (by beginTime).
 */
export function timelines(lessons: readonly Lesson[]): { lessons: Lesson[]; exams: ExamLesson[] } {
  const exams = lessons.filter(isExam).sort((a, b) => a.schedule.start - b.schedule.start);
  const others = lessons.filter((lesson) => !isExam(lesson)).sort((a, b) => a.beginTime - b.beginTime);
  return { lessons: others, exams };
}

/** The page opens only for an ACCEPTED application (SPEC §6); anything else is refused. */
export const opensGroupPage = (training: Pick<Training, 'applicationStatus'>) => training.applicationStatus === 'ACCEPTED';

/**
 * SPEC §4 "Certificate" on the group page: NOT_AVAILABLE a note ('will be available' when the
 * course has a certificate, else that it has none); AVAILABLE the way to request it (the
 * certificate screen); GENERATED the certificates and the way to that screen.
 */
export type CertificateBlock = 'willBeAvailable' | 'noCertificate' | 'request' | 'generated';

export function certificateBlock(status: CertificateStatus, courseHasCertificate: boolean): CertificateBlock {
  if (status === 'AVAILABLE') return 'request';
  if (status === 'GENERATED') return 'generated';
  return courseHasCertificate ? 'willBeAvailable' : 'noCertificate';
}

/** The progress bar's value: a whole percent from 0 to 100, whatever the server sends. */
export const progressPercent = (progress: number) => (Number.isFinite(progress) ? Math.min(100, Math.max(0, Math.round(progress))) : 0);
