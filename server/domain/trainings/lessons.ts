// The lesson rules of the group page and the dashboard card (SPEC §4 "Lessons", "Application
// status on the dashboard"; §3 "Lesson", "currentLesson (with testsPassed)"). Pure: every
// function takes `now` and the facts it decides on (docs/api.md "Trainings").

/** What the rules need of a lesson. Times are epoch ms. */
export type LessonTimes = { beginTime: number; endTime: number };

/** SPEC §4 "Lessons": available between beginTime and endTime, future before, finished after. */
export type LessonState = 'AVAILABLE' | 'FUTURE' | 'FINISHED';

export function lessonState(lesson: LessonTimes, now: number): LessonState {
  if (now < lesson.beginTime) return 'FUTURE';
  if (now < lesson.endTime) return 'AVAILABLE';
  return 'FINISHED';
}

const byBegin = <T extends LessonTimes>(lessons: readonly T[]) => [...lessons].sort((a, b) => a.beginTime - b.beginTime);

/**
 * The current lesson (SPEC §3 "currentLesson"): the one running now (the latest begun when
 * several overlap), else the last one that began; null before the first lesson begins.
 */
export function currentLesson<T extends LessonTimes>(lessons: readonly T[], now: number): T | null {
  const begun = byBegin(lessons).filter((l) => l.beginTime <= now);
  const running = begun.filter((l) => now < l.endTime);
  return running.at(-1) ?? begun.at(-1) ?? null;
}

/** The next lesson: the first one that has not begun; null when every lesson has begun. */
export function nextLesson<T extends LessonTimes>(lessons: readonly T[], now: number): T | null {
  return byBegin(lessons).find((l) => l.beginTime > now) ?? null;
}

/** The calendar day of an instant in the provider's time zone (SPEC §4 "the lesson's day"). */
export const LESSON_TIME_ZONE = 'Europe/Kyiv';
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: LESSON_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
export const kyivDay = (ms: number): string => dayFormat.format(ms);

/** Epoch ms of the Kyiv midnight that starts the day of `ms`. */
export function kyivDayStart(ms: number): number {
  const day = kyivDay(ms);
  // The offset is +2 or +3 hours: the midnight is one of these two instants.
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d);
  for (const hours of [2, 3]) {
    const candidate = utcMidnight - hours * 3_600_000;
    if (kyivDay(candidate) === day && kyivDay(candidate - 1) !== day) return candidate;
  }
  return utcMidnight - 2 * 3_600_000;
}

/**
 * SPEC §4 "A webinar link shows on the lesson's day": the url only when `now` falls on the
 * day the lesson begins, in Europe/Kyiv; before that (and after it) null.
 */
export function webinarUrlNow(url: string | null, lesson: LessonTimes, now: number): string | null {
  if (!url) return null;
  return kyivDay(lesson.beginTime) === kyivDay(now) ? url : null;
}

/** An exam schedule of a lesson, as testsPassed needs it. */
export type LessonExam = { beginTime: number; scheduleId: number | null; scheduleStart: number | null };

/**
 * testsPassed of the current lesson (SPEC §4 "'unpassed tests' notice when the current
 * lesson's tests are not passed"). Our rule: every exam schedule of a lesson that began no
 * later than the current lesson (the current one included) and whose schedule has opened
 * (start ≤ now) has at least one ended passage (FINISHED or EXPIRED) by this trainee. A
 * schedule not open yet cannot be taken, so it does not count against the trainee; a pass
 * mark is not required (the test was taken).
 */
export function testsPassed(current: LessonTimes, lessons: readonly LessonExam[], endedSchedules: ReadonlySet<number>, now: number): boolean {
  return lessons
    .filter((l) => l.beginTime <= current.beginTime && l.scheduleId !== null && l.scheduleStart !== null && l.scheduleStart <= now)
    .every((l) => endedSchedules.has(l.scheduleId!));
}

/**
 * progress (SPEC §3, the group page's bar): the share of finished lessons, 0..100, rounded.
 * Without lessons (a BLITZ application): the share of the time from acceptance to finish that
 * has passed, when both are known; otherwise 0.
 */
export function progress(lessons: readonly LessonTimes[], now: number, terms?: { begin: number | null; end: number | null }): number {
  if (lessons.length > 0) {
    const finished = lessons.filter((l) => lessonState(l, now) === 'FINISHED').length;
    return Math.round((finished / lessons.length) * 100);
  }
  if (terms?.begin == null || terms.end == null || terms.end <= terms.begin) return 0;
  const share = (now - terms.begin) / (terms.end - terms.begin);
  return Math.round(Math.min(1, Math.max(0, share)) * 100);
}

/** lessonsCount, testsCount, examsCount (SPEC §3): lessons by type LESSON, TEST_EXAM, EXAM. */
export function lessonCounts(lessons: readonly { lessonType: string }[]): { lessonsCount: number; testsCount: number; examsCount: number } {
  const countOf = (type: string) => lessons.filter((l) => l.lessonType === type).length;
  return { lessonsCount: countOf('LESSON'), testsCount: countOf('TEST_EXAM'), examsCount: countOf('EXAM') };
}
