import type { CurrentLesson, Lesson, TrainingCard } from '../../../../api/trainings.ts';

// Dashboard cards for the rules and component tests (SPEC §3 "Application/training", "Lesson").
// NOW is 23.11.2026 12:00 local time; DAY a day in ms.
export const NOW = new Date(2026, 10, 23, 12, 0).getTime();
export const DAY = 86_400_000;

export function lesson(overrides: Partial<Lesson> = {}): Lesson {
  const beginTime = overrides.beginTime ?? new Date(2026, 10, 26, 18, 30).getTime();
  return {
    lessonId: 7,
    lessonType: 'LESSON',
    name: 'Test design',
    beginTime,
    endTime: beginTime + 2 * 3_600_000,
    videoLink: null,
    gotowebinarUrl: null,
    schedule: null,
    ...overrides,
  };
}

export function current(overrides: Partial<CurrentLesson> = {}): CurrentLesson {
  return { ...lesson({ lessonId: 6, beginTime: NOW - 2 * DAY }), testsPassed: true, ...overrides };
}

export function card(overrides: Partial<TrainingCard> = {}): TrainingCard {
  return {
    applicationId: 11,
    applicationStatus: 'ACCEPTED',
    applicationType: 'ACADEMY',
    courseName: 'Manual QA',
    courseType: 'FULL',
    groupName: 'QA-42',
    groupBeginTime: new Date(2026, 10, 2).getTime(),
    groupEndTime: new Date(2027, 0, 29).getTime(),
    beginTime: new Date(2026, 10, 2).getTime(),
    endTime: new Date(2027, 0, 29).getTime(),
    passedEntryExam: true,
    nextLesson: lesson(),
    currentLesson: current(),
    certificateStatus: 'NOT_AVAILABLE',
    ...overrides,
  };
}
