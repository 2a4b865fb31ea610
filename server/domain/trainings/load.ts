// The trainee's trainings and the course detail (SPEC §7 "Courses and trainings"): the rows of
// the caller's own applications, their groups' lessons and exam schedules, shaped by the pure
// rules beside this file. Everything is the caller's own, in their locale.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CourseDetail, Lesson, PastTraining, PromoCode, Training, TrainingCard } from '../../../api/trainings.ts';
import { applications, certificates, courseGroups, courses, examResults, examSchedules, lessons, promoCodes, scheduleTrainees } from '../../db/schema.ts';
import { perDatabase, preparedName } from '../../db/prepared.ts';
import type { Caller } from '../caller.ts';
import { NotFoundError } from '../errors.ts';
import { pick } from '../locale.ts';
import { loadCourses } from '../main-data.ts';
import { settledRunning } from '../exams/store.ts';
import { attemptsExceeded } from '../exams/attempts.ts';
import { applicationDates, certificateAvailable, courseDuration, isCurrent, isPast, newestFirst, opensGroupPage, trainingTerms } from './applications.ts';
import { courseDurationOf } from './course-duration.ts';
import { currentLesson, lessonCounts, nextLesson, progress, testsPassed, webinarUrlNow } from './lessons.ts';
import { pickPromo } from './promo.ts';

/**
 * The dashboard's cards and the training pages read these on every request: prepared
 * (server/db/prepared.ts; docs/decisions.md #193, #194), the lists of ids as one array parameter
 * (`= any($1)`), so a statement's text is the same whatever their number.
 */
const trainingReads = perDatabase((db) => {
  const mine = sql.placeholder('customerId');
  const anyOf = (column: AnyPgColumn) => sql`${column} = any(${sql.placeholder('ids')})`;
  return {
    applications: db
      .select({ app: applications, course: courses, group: courseGroups })
      .from(applications)
      .innerJoin(courses, eq(courses.id, applications.courseId))
      .leftJoin(courseGroups, eq(courseGroups.id, applications.groupId))
      .where(eq(applications.customerId, mine))
      .orderBy(asc(applications.createdAt), asc(applications.id))
      .prepare(preparedName('training_applications')),
    lessons: db.select().from(lessons).where(anyOf(lessons.groupId)).orderBy(asc(lessons.beginAt), asc(lessons.id)).prepare(preparedName('group_lessons')),
    schedules: db
      .select({ id: examSchedules.id, start: examSchedules.startAt, finish: examSchedules.finishAt, attempts: examSchedules.attempts })
      .from(examSchedules)
      .where(anyOf(examSchedules.id))
      .prepare(preparedName('lesson_schedules')),
    assigned: db
      .select({ id: scheduleTrainees.scheduleId })
      .from(scheduleTrainees)
      .where(and(eq(scheduleTrainees.customerId, mine), anyOf(scheduleTrainees.scheduleId)))
      .prepare(preparedName('lesson_schedules_assigned')),
    results: db
      .select({ scheduleId: examResults.scheduleId, status: examResults.status, n: count() })
      .from(examResults)
      .where(and(eq(examResults.customerId, mine), anyOf(examResults.scheduleId)))
      .groupBy(examResults.scheduleId, examResults.status)
      .prepare(preparedName('lesson_schedule_passages')),
  };
});

/** The caller's applications with their course and group. */
async function myApplications(a: Caller) {
  const rows = await trainingReads(a.db).applications.execute({ customerId: a.customerId });
  return rows.map((r) => ({ ...r, dates: applicationDates(r.app, r.course, r.group) }));
}
type AppRow = Awaited<ReturnType<typeof myApplications>>[number];

type LessonRow = typeof lessons.$inferSelect;
type ScheduleFacts = { start: number; finish: number; attempts: number | null; mine: boolean };

/** What the lesson views need of the caller's exam passages and the lessons' schedules. */
type ExamFacts = {
  schedules: Map<number, ScheduleFacts>;
  /** scheduleId → how many passages this trainee has (any status). */
  results: Map<number, number>;
  /** Schedules with an ended passage (FINISHED or EXPIRED) by this trainee. */
  ended: Set<number>;
  /** Schedules with a running passage by this trainee. */
  running: Set<number>;
};

async function lessonsOf(a: Caller, groupIds: number[]): Promise<Map<number, LessonRow[]>> {
  const byGroup = new Map<number, LessonRow[]>();
  if (groupIds.length === 0) return byGroup;
  const rows = await trainingReads(a.db).lessons.execute({ ids: [...new Set(groupIds)] });
  for (const row of rows) byGroup.set(row.groupId, [...(byGroup.get(row.groupId) ?? []), row]);
  return byGroup;
}

async function examFacts(a: Caller, rows: readonly LessonRow[]): Promise<ExamFacts> {
  const ids = [...new Set(rows.flatMap((l) => (l.scheduleId === null ? [] : [l.scheduleId])))];
  const facts: ExamFacts = { schedules: new Map(), results: new Map(), ended: new Set(), running: new Set() };
  if (ids.length === 0) return facts;
  // Running passages past their time are settled first, so 'ended' agrees with the exam pages.
  await settledRunning(a);
  const reads = trainingReads(a.db);
  const [schedules, assigned, results] = await Promise.all([
    reads.schedules.execute({ ids }),
    reads.assigned.execute({ customerId: a.customerId, ids }),
    reads.results.execute({ customerId: a.customerId, ids }),
  ]);
  const mine = new Set(assigned.map((r) => r.id));
  for (const s of schedules) facts.schedules.set(s.id, { start: s.start.getTime(), finish: s.finish.getTime(), attempts: s.attempts, mine: mine.has(s.id) });
  for (const r of results) {
    facts.results.set(r.scheduleId, (facts.results.get(r.scheduleId) ?? 0) + r.n);
    if (r.status === 'FINISHED' || r.status === 'EXPIRED') facts.ended.add(r.scheduleId);
    if (r.status === 'IN_PROGRESS' || r.status === 'BREAK_TAKEN') facts.running.add(r.scheduleId);
  }
  return facts;
}

/**
 * A lesson as the wire carries it: the webinar url only on the lesson's day (SPEC §4), the
 * schedule only when the trainee is assigned to it (otherwise its link would lead nowhere),
 * with this trainee's attemptsExceeded (a running passage is the current attempt, not one over).
 */
function lessonView(a: Caller, l: LessonRow, facts: ExamFacts): Lesson {
  const times = { beginTime: l.beginAt.getTime(), endTime: l.endAt.getTime() };
  const s = l.scheduleId === null ? undefined : facts.schedules.get(l.scheduleId);
  return {
    lessonId: l.id,
    lessonType: l.lessonType === 'EXAM' || l.lessonType === 'TEST_EXAM' ? l.lessonType : 'LESSON',
    name: pick(l.name, a.locale),
    ...times,
    videoLink: l.videoLink,
    gotowebinarUrl: webinarUrlNow(l.webinarUrl, times, a.now),
    schedule:
      s && s.mine && l.scheduleId !== null
        ? {
            scheduleId: l.scheduleId,
            start: s.start,
            finish: s.finish,
            attemptsExceeded: !facts.running.has(l.scheduleId) && attemptsExceeded(s.attempts, facts.results.get(l.scheduleId) ?? 0),
          }
        : null,
  };
}

/** The lesson facts testsPassed decides on: only schedules the trainee is assigned to count. */
const examLessons = (rows: readonly LessonRow[], facts: ExamFacts) =>
  rows.map((l) => {
    const s = l.scheduleId === null ? undefined : facts.schedules.get(l.scheduleId);
    return { beginTime: l.beginAt.getTime(), scheduleId: s?.mine ? l.scheduleId : null, scheduleStart: s?.mine ? s.start : null };
  });

const applicationType = (type: string) => (type === 'UNIVER' || type === 'ENGLISH' ? type : 'ACADEMY');
const courseType = (type: string) => (type === 'BLITZ' ? 'BLITZ' : 'FULL');
const certificateStatus = (status: string) => (status === 'AVAILABLE' || status === 'GENERATED' ? status : 'NOT_AVAILABLE');
const APPLICATION_STATUSES = ['NEW', 'ACCEPTED', 'REJECTED', 'NOT_PASSED_EXAM', 'PASSED_EXAM', 'EMAIL_NOT_CONFIRMED', 'AUTO_REJECT', 'NOT_PAID', 'PAID'] as const;
const applicationStatus = (status: string): TrainingCard['applicationStatus'] => APPLICATION_STATUSES.find((s) => s === status) ?? 'NEW';

function card(a: Caller, r: AppRow, groupLessons: readonly LessonRow[], facts: ExamFacts): TrainingCard {
  const terms = trainingTerms(r.dates);
  const accepted = r.app.status === 'ACCEPTED';
  const times = groupLessons.map((l) => ({ row: l, beginTime: l.beginAt.getTime(), endTime: l.endAt.getTime() }));
  const current = accepted ? currentLesson(times, a.now) : null;
  const next = accepted ? nextLesson(times, a.now) : null;
  return {
    applicationId: r.app.id,
    applicationStatus: applicationStatus(r.app.status),
    applicationType: applicationType(r.app.type),
    courseName: pick(r.course.name, a.locale),
    courseType: courseType(r.course.type),
    groupName: r.course.type === 'BLITZ' ? null : (r.group?.name ?? null),
    groupBeginTime: r.dates.groupBegin,
    groupEndTime: r.dates.groupEnd,
    beginTime: terms.begin,
    endTime: terms.end,
    passedEntryExam: r.app.passedEntryExam,
    nextLesson: next ? lessonView(a, next.row, facts) : null,
    currentLesson: current ? { ...lessonView(a, current.row, facts), testsPassed: testsPassed(current, examLessons(groupLessons, facts), facts.ended, a.now) } : null,
    certificateStatus: certificateStatus(r.app.certificateStatus),
  };
}

/** GET /api/trainings/current: a card per current application (applications.ts isCurrent). */
export async function currentTrainings(a: Caller): Promise<TrainingCard[]> {
  const apps = (await myApplications(a)).filter((r) => isCurrent(r.dates, a.now));
  const accepted = apps.filter((r) => r.app.status === 'ACCEPTED' && r.group);
  const byGroup = await lessonsOf(
    a,
    accepted.map((r) => r.group!.id),
  );
  const facts = await examFacts(a, [...byGroup.values()].flat());
  return apps.map((r) => card(a, r, (r.group && byGroup.get(r.group.id)) || [], facts));
}

/** GET /api/trainings/{applicationId}: only the caller's own ACCEPTED application; 404 otherwise. */
export async function training(a: Caller, applicationId: number): Promise<Training> {
  const r = (await myApplications(a)).find((x) => x.app.id === applicationId);
  if (!r || !opensGroupPage({ customerId: r.app.customerId, status: r.app.status }, a.customerId)) throw new NotFoundError();
  const groupLessons = r.group ? ((await lessonsOf(a, [r.group.id])).get(r.group.id) ?? []) : [];
  const facts = await examFacts(a, groupLessons);
  const certs =
    r.app.certificateStatus === 'GENERATED' ? await a.db.select().from(certificates).where(eq(certificates.applicationId, r.app.id)).orderBy(asc(certificates.id)) : [];
  const terms = trainingTerms(r.dates);
  const blitz = r.course.type === 'BLITZ';
  return {
    ...card(a, r, groupLessons, facts),
    number: blitz ? null : (r.group?.number ?? null),
    courseDurationDays: courseDuration(r.course),
    courseDescription: pick(r.course.fullDescription ?? r.course.briefDescription, a.locale),
    certificateAvailable: certificateAvailable(r.app.certificateStatus),
    courseHasCertificate: r.course.hasCertificate,
    certificateId: r.app.certificateId,
    certificates: certs.map((c) => ({
      id: c.id,
      hash: c.hash,
      language: c.language === 'RU' || c.language === 'EN' ? c.language : 'UA',
      hasScore: c.hasScore,
      title: c.title,
      publicAvailable: c.publicAvailable,
    })),
    login: r.app.login,
    password: r.app.password,
    mantisUrl: r.app.mantisUrl,
    testlinkUrl: r.app.testlinkUrl,
    progress: progress(
      groupLessons.map((l) => ({ beginTime: l.beginAt.getTime(), endTime: l.endAt.getTime() })),
      a.now,
      blitz ? terms : undefined,
    ),
    totalScoreUpdated: null,
    acceptedDate: r.dates.acceptedAt,
    finishDate: r.dates.finishAt,
    lessons: groupLessons.map((l) => lessonView(a, l, facts)),
    ...lessonCounts(groupLessons),
    openCourse: r.app.openCourse,
  };
}

/** GET /api/trainings/past: ACCEPTED and ended, newest first; no group name for BLITZ. */
export async function pastTrainings(a: Caller): Promise<PastTraining[]> {
  const past = newestFirst((await myApplications(a)).filter((r) => isPast(r.dates, a.now)).map((r) => ({ ...r.dates, r })));
  return past.map(({ r }) => {
    const blitz = r.course.type === 'BLITZ';
    return {
      courseName: pick(r.course.name, a.locale),
      courseType: courseType(r.course.type),
      groupName: blitz ? null : (r.group?.name ?? null),
      groupBeginTime: blitz ? null : r.dates.groupBegin,
      groupEndTime: blitz ? null : r.dates.groupEnd,
      blitzBeginTime: blitz ? r.dates.acceptedAt : null,
      blitzEndTime: blitz ? r.dates.finishAt : null,
    };
  });
}

/** GET /api/trainings/promocode (promo.ts pickPromo). */
export async function promoCode(a: Caller): Promise<PromoCode | null> {
  const rows = await a.db.select().from(promoCodes);
  const picked = pickPromo(
    rows.map((r) => ({ ...r, validUntil: r.validUntil?.getTime() ?? null, createdAt: r.createdAt.getTime() })),
    a.customerId,
    a.now,
  );
  return picked ? { announceText: pick(picked.announceText, a.locale), promoCode: picked.promoCode } : null;
}

/** GET /api/courses: the catalogue, as GET /api/main `courses`. */
export const courseList = (a: Caller) => loadCourses(a.db, a);

/**
 * GET /api/courses/{courseId}: a published course (404 otherwise) with its groups that have not
 * ended, soonest first; the counts and the duration (SPEC §9, ./course-duration.ts) come from the
 * first of them (the running or next group), or, when every group has ended, from the one that
 * ended last (issue 59 item 6: such a course still has a duration).
 */
export async function courseDetail(a: Caller, courseId: number): Promise<CourseDetail> {
  const listed = (await courseList(a)).find((c) => c.courseId === courseId);
  const [course] = await a.db.select().from(courses).where(eq(courses.id, courseId));
  if (!listed || !course || !course.published) throw new NotFoundError();
  const groups = await a.db.select().from(courseGroups).where(eq(courseGroups.courseId, courseId)).orderBy(asc(courseGroups.beginAt), asc(courseGroups.id));
  const open = groups.filter((g) => g.endAt.getTime() > a.now);
  const counted = open[0] ?? groups.at(-1);
  const counts = counted ? lessonCounts((await lessonsOf(a, [counted.id])).get(counted.id) ?? []) : lessonCounts([]);
  return {
    courseId: course.id,
    name: pick(course.name, a.locale),
    status: listed.status,
    courseType: courseType(course.type),
    courseDuration: courseDuration(course),
    duration: courseDurationOf(course, counted),
    groups: open.map((g) => ({ number: g.number, beginTime: g.beginAt.getTime(), endTime: g.endAt.getTime() })),
    ...counts,
    certificate: course.hasCertificate,
    audience: pick(course.audience, a.locale),
    conditions: pick(course.conditions, a.locale),
    briefDescription: pick(course.briefDescription, a.locale),
    fullDescription: pick(course.fullDescription, a.locale),
  };
}
