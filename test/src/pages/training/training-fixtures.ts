import type { Lesson, Training } from '../../../../api/trainings.ts';

// A group page as GET /api/trainings/{applicationId} answers it (api/trainings.ts), around NOW.
export const NOW = new Date(2026, 10, 23, 12, 0).getTime();
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export const lesson = (over: Partial<Lesson> = {}): Lesson => ({
  lessonId: 1,
  lessonType: 'LESSON',
  name: 'Lesson',
  beginTime: NOW + HOUR,
  endTime: NOW + 3 * HOUR,
  videoLink: null,
  gotowebinarUrl: null,
  schedule: null,
  ...over,
});

export const lessons: Lesson[] = [
  lesson({ lessonId: 1, name: 'Introduction to testing', beginTime: NOW - 7 * DAY, endTime: NOW - 7 * DAY + 2 * HOUR, videoLink: 'https://video.example/1' }),
  lesson({ lessonId: 2, name: 'Test design techniques', beginTime: NOW - HOUR, endTime: NOW + HOUR, gotowebinarUrl: 'https://webinar.example/2' }),
  lesson({ lessonId: 3, name: 'Bug reports', beginTime: NOW + 2 * DAY, endTime: NOW + 2 * DAY + 2 * HOUR }),
  lesson({
    lessonId: 10,
    lessonType: 'TEST_EXAM',
    name: 'Practice: basics',
    beginTime: NOW - 2 * DAY,
    endTime: NOW + 2 * DAY,
    schedule: { scheduleId: 70, start: NOW - 2 * DAY, finish: NOW + 2 * DAY, attemptsExceeded: true },
  }),
  lesson({
    lessonId: 11,
    lessonType: 'EXAM',
    name: 'Midterm test',
    beginTime: NOW - DAY,
    endTime: NOW + DAY,
    schedule: { scheduleId: 71, start: NOW - DAY, finish: NOW + DAY, attemptsExceeded: false },
  }),
  lesson({
    lessonId: 12,
    lessonType: 'EXAM',
    name: 'Final test',
    beginTime: NOW + 10 * DAY,
    endTime: NOW + 11 * DAY,
    schedule: { scheduleId: 72, start: NOW + 10 * DAY, finish: NOW + 11 * DAY, attemptsExceeded: false },
  }),
  lesson({
    lessonId: 13,
    lessonType: 'TEST_EXAM',
    name: 'Practice: intro',
    beginTime: NOW - 6 * DAY,
    endTime: NOW - 5 * DAY,
    schedule: { scheduleId: 69, start: NOW - 6 * DAY, finish: NOW - 5 * DAY, attemptsExceeded: false },
  }),
];

export const training = (over: Partial<Training> = {}): Training => ({
  applicationId: 5,
  applicationStatus: 'ACCEPTED',
  applicationType: 'ACADEMY',
  courseName: 'Software testing basics',
  courseType: 'FULL',
  groupName: 'QA-26',
  groupBeginTime: new Date(2026, 10, 9).getTime(),
  groupEndTime: new Date(2027, 0, 29).getTime(),
  beginTime: new Date(2026, 10, 9).getTime(),
  endTime: new Date(2027, 0, 29).getTime(),
  passedEntryExam: true,
  nextLesson: null,
  currentLesson: null,
  certificateStatus: 'NOT_AVAILABLE',
  number: 26,
  courseDurationDays: null,
  courseDescription: 'Testing from the first bug report\nto the final test.',
  certificateAvailable: false,
  courseHasCertificate: true,
  certificateId: null,
  certificates: [],
  login: 'trainee-17',
  password: 'S3cret!pass',
  mantisUrl: 'https://bugs.example/qa-26',
  testlinkUrl: 'https://tests.example/qa-26',
  progress: 40,
  totalScoreUpdated: null,
  acceptedDate: null,
  finishDate: null,
  lessons,
  lessonsCount: 3,
  testsCount: 2,
  examsCount: 2,
  openCourse: false,
  ...over,
});
