// GET /api/main (SPEC §3 "Main data") and GET /api/main/info (FAQ and course contacts of
// the info panel, SPEC §1). Everything is the logged-in trainee's own, in their locale.
import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Catalogue, CourseListItem, Info, InquirerListItem, Main } from '../../api/main.ts';
import type { Db } from '../db/connect.ts';
import { perDatabase, preparedName } from '../db/prepared.ts';
import type { Caller } from './caller.ts';
import { applications, courseContacts, courseGroups, courses, documentCatalogues, faq, inquirerAssignments, inquirers } from '../db/schema.ts';
import { REJECTED_STATUSES, recentGroupDate, traineeCourseStatus } from './course-status.ts';
import { loadCustomer } from './customer.ts';
import { pick } from './locale.ts';

/** The caller, and whether the portal logs in by e-mail (the login shown is then the e-mail). */
export type Viewer = Caller & { emailLogin: boolean };

export async function loadMain(viewer: Viewer): Promise<Main> {
  const { db } = viewer;
  const [customer, courseList, catalogues, inquirerList] = await Promise.all([
    loadCustomer(db, viewer.customerId, viewer.emailLogin),
    loadCourses(db, viewer),
    loadCatalogues(db, viewer),
    loadInquirers(db, viewer),
  ]);
  return { customer, courses: courseList, catalogues, inquirers: inquirerList };
}

/**
 * Every logged-in page's first request and GET /api/main read these (issue 14): prepared
 * (server/db/prepared.ts), so they are built once per process and planned once per connection
 * (docs/decisions.md #193). Each finds the trainee's rows by key but two, which read the small
 * tables of courses and groups whole, on the pipelined connections that make such a read the
 * last resort and never compile it (server/db/pipelines.ts).
 */
const mainReads = perDatabase((db) => {
  const customerId = sql.placeholder('customerId');
  const at = sql`${sql.placeholder('now')}::timestamptz`;
  return {
    applications: db
      .select({
        courseId: applications.courseId,
        status: applications.status,
        finishAt: applications.finishAt,
        groupBegin: courseGroups.beginAt,
        groupEnd: courseGroups.endAt,
      })
      .from(applications)
      .leftJoin(courseGroups, eq(courseGroups.id, applications.groupId))
      .where(eq(applications.customerId, customerId))
      .orderBy(asc(applications.createdAt), asc(applications.id))
      .prepare(preparedName('main_applications')),
    courses: db.select().from(courses).where(eq(courses.published, true)).orderBy(asc(courses.sortOrder), asc(courses.id)).prepare(preparedName('main_courses')),
    // Per course, the begin of its next group and of the last one that began: all recentGroupDate
    // needs of a provider's groups, which grow by every group it ever ran (docs/performance.md
    // "A provider's past groups").
    groups: db
      .select({
        courseId: courseGroups.courseId,
        next: sql<Date | null>`min(${courseGroups.beginAt}) filter (where ${courseGroups.beginAt} >= ${at})`.mapWith(courseGroups.beginAt),
        last: sql<Date | null>`max(${courseGroups.beginAt}) filter (where ${courseGroups.beginAt} < ${at})`.mapWith(courseGroups.beginAt),
      })
      .from(courseGroups)
      .groupBy(courseGroups.courseId)
      .prepare(preparedName('main_course_dates')),
    catalogues: db
      .selectDistinct({ id: documentCatalogues.id, name: documentCatalogues.name, sortOrder: documentCatalogues.sortOrder })
      .from(documentCatalogues)
      .innerJoin(applications, eq(applications.courseId, documentCatalogues.courseId))
      .where(and(eq(applications.customerId, customerId), eq(applications.status, 'ACCEPTED')))
      .orderBy(asc(documentCatalogues.sortOrder), asc(documentCatalogues.id))
      .prepare(preparedName('main_catalogues')),
    inquirers: db
      .select({ id: inquirers.id, theme: inquirers.theme, description: inquirers.description })
      .from(inquirers)
      .innerJoin(inquirerAssignments, eq(inquirerAssignments.inquirerId, inquirers.id))
      .where(and(eq(inquirerAssignments.customerId, customerId), isNull(inquirerAssignments.finishedAt)))
      .orderBy(asc(inquirers.createdAt), asc(inquirers.id))
      .prepare(preparedName('main_inquirers')),
  };
});

/** The published courses with this trainee's status of each (GET /api/main `courses`, GET /api/courses). */
export async function loadCourses(db: Db, viewer: Caller): Promise<CourseListItem[]> {
  const reads = mainReads(db);
  const [rows, groups, apps] = await Promise.all([
    reads.courses.execute(),
    reads.groups.execute({ now: new Date(viewer.now).toISOString() }),
    reads.applications.execute({ customerId: viewer.customerId }),
  ]);
  return rows.map((course) => {
    const mine = apps.filter((a) => a.courseId === course.id);
    const facts = mine.map((a) => ({
      status: a.status,
      endsAt: (course.type === 'BLITZ' ? a.finishAt : (a.groupEnd ?? a.finishAt))?.getTime() ?? null,
    }));
    const myBegins = mine.flatMap((a) => (a.groupBegin ? [a.groupBegin.getTime()] : []));
    const dated = groups.find((g) => g.courseId === course.id); // one row per course, none without groups
    const begins = [dated?.next, dated?.last].flatMap((at) => (at ? [at.getTime()] : []));
    return {
      courseId: course.id,
      name: pick(course.name, viewer.locale),
      status: traineeCourseStatus(facts, course.createdAt.getTime(), viewer.now),
      type: course.type === 'BLITZ' ? 'BLITZ' : 'FULL',
      recentGroupDate: recentGroupDate(myBegins, begins, viewer.now),
    };
  });
}

/** Catalogues of the courses the trainee was ACCEPTED to (SPEC §1: menu only if any exist). */
async function loadCatalogues(db: Db, viewer: Viewer): Promise<Catalogue[]> {
  const rows = await mainReads(db).catalogues.execute({ customerId: viewer.customerId });
  return rows.map((r) => ({ catalogueId: r.id, name: pick(r.name, viewer.locale) }));
}

/** Inquirers assigned to the trainee and not finished yet (SPEC §4 "Inquirer"). */
async function loadInquirers(db: Db, viewer: Viewer): Promise<InquirerListItem[]> {
  const rows = await mainReads(db).inquirers.execute({ customerId: viewer.customerId });
  return rows.map((r) => ({ id: r.id, theme: pick(r.theme, viewer.locale), description: pick(r.description, viewer.locale) }));
}

/**
 * The info panel: every FAQ link, and the contacts of the courses the trainee has a
 * not-rejected application to (docs/api.md GET /api/main/info). Every trainee's page but a
 * passage carries it (server/routes/common.ts bootstrapAnswer), so its two reads are prepared
 * as GET /api/main's are.
 */
export async function loadInfo(viewer: Viewer): Promise<Info> {
  const reads = infoReads(viewer.db);
  const [faqRows, contactRows] = await Promise.all([reads.faq.execute(), reads.contacts.execute({ customerId: viewer.customerId })]);
  return {
    faq: faqRows.map((f) => ({ text: pick(f.text, viewer.locale), href: f.href })),
    contacts: contactRows.map((r) => ({ ...r, name: pick(r.name, viewer.locale) })),
  };
}

const infoReads = perDatabase((db) => ({
  faq: db.select().from(faq).orderBy(asc(faq.sortOrder), asc(faq.id)).prepare(preparedName('info_faq')),
  contacts: db
    .select({
      courseId: courseContacts.courseId,
      name: courseContacts.name,
      email: courseContacts.email,
      skype: courseContacts.skype,
      phone: courseContacts.phone,
    })
    .from(courseContacts)
    .where(
      inArray(
        courseContacts.courseId,
        db
          .select({ courseId: applications.courseId })
          .from(applications)
          .where(and(eq(applications.customerId, sql.placeholder('customerId')), notInArray(applications.status, [...REJECTED_STATUSES]))),
      ),
    )
    .orderBy(asc(courseContacts.courseId), asc(courseContacts.id))
    .prepare(preparedName('info_contacts')),
}));
