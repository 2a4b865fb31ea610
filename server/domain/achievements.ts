// SPEC §2 /achievements/{hash} "Public trainee page", §3 "Achievements", "Achievements
// certificate", §6 public sharing, §7 GET /api/common/achievements/{hash}: what anyone with the
// link may see of a trainee. Built from an allow-list of columns, so nothing private can slip
// in: the trainee's name and surname only (no phone, e-mail, birth date, photo, login), the
// applications the trainee made public (openCourse), of those only the certificates made
// public (publicAvailable), and the score only while the trainee shows it (openScore).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Achievements, AchievementsCertificate, AchievementsTraining } from '../../api/certificates.ts';
import type { WireLocale } from '../../api/common.ts';
import type { Db } from '../db/connect.ts';
import { applications, certificates, courses, customers, lessons } from '../db/schema.ts';
import { NotFoundError } from './errors.ts';
import { pick } from './locale.ts';
import { lessonCounts } from './trainings/lessons.ts';

/** What a page hash can be (the seed and the certificate code write hex); anything else names no page. */
const PAGE_HASH = /^[A-Za-z0-9_-]{1,128}$/;

/** The trainee a page hash names, or null (an unknown hash, or text no hash has: a NUL byte never reaches the database). */
export async function traineeOfPage(db: Db, hash: string): Promise<{ id: number; name: string; surname: string } | null> {
  if (!PAGE_HASH.test(hash)) return null;
  const [row] = await db.select({ id: customers.id, name: customers.name, surname: customers.surname }).from(customers).where(eq(customers.pageHash, hash));
  return row ?? null;
}

/**
 * The public page of the trainee whose pageHash is `hash`, texts in `locale`; an unknown hash
 * is a 404 (the same answer whatever the reason, so nothing is revealed).
 * - courseHeader: the course's brief description, courseContent: its full description (the
 *   course's own texts, as the course page shows them under "About the course" and "Course
 *   programme"; docs/api.md "Achievements").
 * - Counts (SPEC §3 lessonsCount, testsCount, examsCount): the lessons of the trainee's group by
 *   type LESSON, TEST_EXAM, EXAM, as the course and group pages count them; 0 for a BLITZ course
 *   (no group).
 * - totalScore: the score printed on the certificate (the application's total at issue time),
 *   only when openScore and the certificate has one; openScore false always gives null.
 */
export async function loadAchievements(db: Db, hash: string, locale: WireLocale): Promise<Achievements> {
  const trainee = await traineeOfPage(db, hash);
  if (!trainee) throw new NotFoundError();
  const apps = await db
    .select({
      id: applications.id,
      groupId: applications.groupId,
      openScore: applications.openScore,
      name: courses.name,
      header: courses.briefDescription,
      content: courses.fullDescription,
    })
    .from(applications)
    .innerJoin(courses, eq(courses.id, applications.courseId))
    .where(and(eq(applications.customerId, trainee.id), eq(applications.openCourse, true)))
    .orderBy(asc(applications.id));
  const appIds = apps.map((a) => a.id);
  const groupIds = [...new Set(apps.flatMap((a) => (a.groupId === null ? [] : [a.groupId])))];
  const [lessonRows, certRows] = await Promise.all([
    groupIds.length
      ? db.select({ groupId: lessons.groupId, lessonType: lessons.lessonType }).from(lessons).where(inArray(lessons.groupId, groupIds))
      : Promise.resolve([]),
    appIds.length
      ? db
          .select({
            id: certificates.id,
            hash: certificates.hash,
            language: certificates.language,
            applicationId: certificates.applicationId,
            hasScore: certificates.hasScore,
            score: certificates.score,
          })
          .from(certificates)
          .where(and(inArray(certificates.applicationId, appIds), eq(certificates.publicAvailable, true)))
          .orderBy(asc(certificates.id))
      : Promise.resolve([]),
  ]);

  const trainings = apps.map((app): AchievementsTraining => {
    const ofGroup = app.groupId === null ? [] : lessonRows.filter((l) => l.groupId === app.groupId);
    const certs = certRows
      .filter((cert) => cert.applicationId === app.id)
      .map((cert): AchievementsCertificate => ({
        id: cert.id,
        hash: cert.hash,
        language: cert.language as AchievementsCertificate['language'],
        applicationId: app.id,
        openScore: app.openScore,
        totalScore: app.openScore && cert.hasScore && cert.score !== null ? cert.score : null,
      }));
    return {
      applicationId: app.id,
      courseName: pick(app.name, locale),
      courseHeader: pick(app.header, locale),
      courseContent: pick(app.content, locale),
      ...lessonCounts(ofGroup),
      certificates: certs,
    };
  });
  return { trainee: { name: trainee.name, surname: trainee.surname }, trainings };
}
