import * as v from 'valibot';
import { defineCalls, idParam } from './contract.ts';
import { CourseListItem, CourseType, TraineeCourseStatus } from './main.ts';

// SPEC §3 "Application/training", "Lesson", "Course (detail)", "Promo code", "Past training
// group"; §7 "Courses and trainings". Times are epoch ms; null where a value does not apply
// (a BLITZ application has no group, a lesson may have no webinar).

export const ApplicationStatus = v.picklist(['NEW', 'ACCEPTED', 'REJECTED', 'NOT_PASSED_EXAM', 'PASSED_EXAM', 'EMAIL_NOT_CONFIRMED', 'AUTO_REJECT', 'NOT_PAID', 'PAID']);
export type ApplicationStatus = v.InferOutput<typeof ApplicationStatus>;
/** SPEC §3 "Application type: {product}, UNIVER, ENGLISH"; ACADEMY stands for {product}. */
export const ApplicationType = v.picklist(['ACADEMY', 'UNIVER', 'ENGLISH']);
export const LessonType = v.picklist(['LESSON', 'EXAM', 'TEST_EXAM']);
export type LessonType = v.InferOutput<typeof LessonType>;
export const CertificateStatus = v.picklist(['NOT_AVAILABLE', 'AVAILABLE', 'GENERATED']);
export type CertificateStatus = v.InferOutput<typeof CertificateStatus>;
export const CertificateLanguage = v.picklist(['UA', 'RU', 'EN']);

/** The exam of an EXAM or TEST_EXAM lesson (SPEC §3 "schedule"); attemptsExceeded is this trainee's. */
export const LessonSchedule = v.object({ scheduleId: v.number(), start: v.number(), finish: v.number(), attemptsExceeded: v.boolean() });

export const Lesson = v.object({
  lessonId: v.number(),
  lessonType: LessonType,
  name: v.string(),
  beginTime: v.number(),
  endTime: v.number(),
  videoLink: v.nullable(v.string()),
  /** The webinar link; the server sends it only on the lesson's day (SPEC §4 "Lessons"). */
  gotowebinarUrl: v.nullable(v.string()),
  schedule: v.nullable(LessonSchedule),
});
export type Lesson = v.InferOutput<typeof Lesson>;

/** The lesson running now or the last one that began; testsPassed: its tests are passed. */
export const CurrentLesson = v.object({ ...Lesson.entries, testsPassed: v.boolean() });
export type CurrentLesson = v.InferOutput<typeof CurrentLesson>;

export const CertificateItem = v.object({
  id: v.number(),
  hash: v.string(),
  language: CertificateLanguage,
  hasScore: v.boolean(),
  title: v.string(),
  publicAvailable: v.boolean(),
});

/** A dashboard card: one current application (SPEC §2 "Dashboard card", §4 "Application status"). */
export const TrainingCard = v.object({
  applicationId: v.number(),
  applicationStatus: ApplicationStatus,
  applicationType: ApplicationType,
  courseName: v.string(),
  courseType: CourseType,
  groupName: v.nullable(v.string()),
  groupBeginTime: v.nullable(v.number()),
  groupEndTime: v.nullable(v.number()),
  /** The training's dates as the card shows them: the group's (FULL) or the blitz terms (BLITZ). */
  beginTime: v.nullable(v.number()),
  endTime: v.nullable(v.number()),
  passedEntryExam: v.boolean(),
  nextLesson: v.nullable(Lesson),
  currentLesson: v.nullable(CurrentLesson),
  certificateStatus: CertificateStatus,
});
export type TrainingCard = v.InferOutput<typeof TrainingCard>;

/** The group page of an ACCEPTED application (SPEC §2 "training/{applicationId}"). */
export const Training = v.object({
  ...TrainingCard.entries,
  number: v.nullable(v.number()),
  courseDurationDays: v.nullable(v.number()),
  courseDescription: v.string(),
  certificateAvailable: v.boolean(),
  courseHasCertificate: v.boolean(),
  certificateId: v.nullable(v.number()),
  certificates: v.array(CertificateItem),
  /** Credentials for the external systems of the course (SPEC §2). */
  login: v.nullable(v.string()),
  password: v.nullable(v.string()),
  mantisUrl: v.nullable(v.string()),
  testlinkUrl: v.nullable(v.string()),
  /** Share of the lessons finished, 0..100. */
  progress: v.number(),
  totalScoreUpdated: v.nullable(v.number()),
  /** BLITZ terms (SPEC §4): from acceptance to finish. */
  acceptedDate: v.nullable(v.number()),
  finishDate: v.nullable(v.number()),
  lessons: v.array(Lesson),
  lessonsCount: v.number(),
  testsCount: v.number(),
  examsCount: v.number(),
  openCourse: v.boolean(),
});
export type Training = v.InferOutput<typeof Training>;

export const PromoCode = v.object({ announceText: v.string(), promoCode: v.string() });
export type PromoCode = v.InferOutput<typeof PromoCode>;

export const PastTraining = v.object({
  courseName: v.string(),
  courseType: CourseType,
  groupName: v.nullable(v.string()),
  groupBeginTime: v.nullable(v.number()),
  groupEndTime: v.nullable(v.number()),
  blitzBeginTime: v.nullable(v.number()),
  blitzEndTime: v.nullable(v.number()),
});
export type PastTraining = v.InferOutput<typeof PastTraining>;

export const CourseGroup = v.object({ number: v.number(), beginTime: v.number(), endTime: v.number() });

/** SPEC §9 course duration as the course detail shows it: so many days, weeks or months. */
export const CourseDuration = v.object({ unit: v.picklist(['days', 'weeks', 'months']), count: v.number() });
export type CourseDuration = v.InferOutput<typeof CourseDuration>;

export const CourseDetail = v.object({
  courseId: v.number(),
  name: v.string(),
  status: TraineeCourseStatus,
  courseType: CourseType,
  /** BLITZ: days (SPEC §9); FULL: null, the duration comes from the first group. */
  courseDuration: v.nullable(v.number()),
  /**
   * SPEC §9 duration, counted by the server (issue 59 item 6): BLITZ courseDuration days; FULL the
   * weeks of the group the detail describes (the first not ended, else the one that ended last,
   * so a course whose groups have all ended still has one), months when they divide by 4. Null
   * when not known (no group, no days).
   */
  duration: v.nullable(CourseDuration),
  groups: v.array(CourseGroup),
  lessonsCount: v.number(),
  testsCount: v.number(),
  examsCount: v.number(),
  /** The course ends with a certificate. */
  certificate: v.boolean(),
  audience: v.string(),
  conditions: v.string(),
  briefDescription: v.string(),
  fullDescription: v.string(),
});
export type CourseDetail = v.InferOutput<typeof CourseDetail>;

const ApplicationParam = v.object({ applicationId: idParam() });
const CourseParam = v.object({ courseId: idParam() });
const spec = 'SPEC §7 Courses and trainings';

/** SPEC §7 "Courses and trainings" (the certificate calls come with the certificates issue). */
export const trainingCalls = defineCalls({
  'courses.list': {
    method: 'GET',
    path: '/api/courses',
    response: v.array(CourseListItem),
    access: 'trainee',
    errors: [403],
    spec,
    summary: 'The course catalogue with this trainee’s status of each course',
  },
  'courses.get': {
    method: 'GET',
    path: '/api/courses/{courseId}',
    params: CourseParam,
    response: CourseDetail,
    access: 'trainee',
    errors: [400, 403, 404],
    spec,
    summary: 'One published course with its groups and counts',
  },
  'trainings.current': {
    method: 'GET',
    path: '/api/trainings/current',
    response: v.array(TrainingCard),
    access: 'trainee',
    errors: [403],
    spec,
    summary: 'The trainee’s current applications as dashboard cards',
  },
  'trainings.promocode': {
    method: 'GET',
    path: '/api/trainings/promocode',
    response: v.nullable(PromoCode),
    access: 'trainee',
    errors: [403],
    spec,
    summary: 'The promo code offered to this trainee, or null',
  },
  'trainings.past': {
    method: 'GET',
    path: '/api/trainings/past',
    response: v.array(PastTraining),
    access: 'trainee',
    errors: [403],
    spec,
    summary: 'Trainings the trainee finished, newest first',
  },
  'trainings.get': {
    method: 'GET',
    path: '/api/trainings/{applicationId}',
    params: ApplicationParam,
    response: Training,
    access: 'trainee',
    errors: [400, 403, 404],
    spec,
    summary: 'The group page of one of the trainee’s ACCEPTED applications (404 for any other)',
  },
});
