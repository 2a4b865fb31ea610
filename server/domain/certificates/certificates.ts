// The trainee's certificates (issue 13; SPEC §4 "Certificate", §5 "Certificate request", §6
// "Public sharing of certificates is allowed only when the course is made public", §7
// allcertificates, certificate/available, POST certificate, public_certificate_*.pdf, open).
// Everything is the caller's own: another trainee's application answers 404, as an unknown one.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { CertificateEntry, CertificateOverview, CertificateRequest, OpenApplication, OpenCertificate } from '../../../api/certificates.ts';
import type { FileStore } from '../../adapters/files/store.ts';
import type { Db } from '../../db/connect.ts';
import { applications, certificates, courseGroups, courses, customers, examResults, lessons } from '../../db/schema.ts';
import type { Caller } from '../caller.ts';
import { ConflictError, NotFoundError, RefusedError } from '../errors.ts';
import { pick } from '../locale.ts';
import type { Settings } from '../settings.ts';
import { storedEnded } from '../exams/store.ts';
import { applicationDates, certificateAvailable, trainingTerms } from '../trainings/applications.ts';
import { certificateNumber } from './number.ts';
import { certificateFileName } from './pdf.ts';
import { courseCertificateLanguages, languagesProblem, prefill, totalScore } from './rules.ts';
import { certificateLanguage, ensureFiles, NO_SCORE_SUFFIX, readFile, storedKey, unstoredPdf } from './store.ts';

type AppRow = { app: typeof applications.$inferSelect; course: typeof courses.$inferSelect; group: typeof courseGroups.$inferSelect | null };

const status = (s: string) => (s === 'AVAILABLE' || s === 'GENERATED' ? s : 'NOT_AVAILABLE');

async function appRows(db: Db, where: ReturnType<typeof and>): Promise<AppRow[]> {
  return db
    .select({ app: applications, course: courses, group: courseGroups })
    .from(applications)
    .innerJoin(courses, eq(courses.id, applications.courseId))
    .leftJoin(courseGroups, eq(courseGroups.id, applications.groupId))
    .where(where)
    .orderBy(asc(applications.createdAt), asc(applications.id));
}

/** The caller's own application, else 404 (another trainee's looks like an unknown one). */
async function ownApplication(a: Caller, applicationId: number): Promise<AppRow> {
  const [r] = await appRows(a.db, and(eq(applications.id, applicationId), eq(applications.customerId, a.customerId)));
  if (!r) throw new NotFoundError();
  return r;
}

/** SPEC §3 "Certificate item" of each row. */
async function overviews(a: Caller, rows: readonly AppRow[]): Promise<CertificateOverview[]> {
  const ids = rows.filter((r) => r.app.certificateStatus === 'GENERATED').map((r) => r.app.id);
  const certs = ids.length === 0 ? [] : await a.db.select().from(certificates).where(inArray(certificates.applicationId, ids)).orderBy(asc(certificates.id));
  return rows.map((r) => {
    const mine = r.app.certificateStatus === 'GENERATED' ? certs.filter((c) => c.applicationId === r.app.id) : [];
    const terms = trainingTerms(applicationDates(r.app, r.course, r.group));
    return {
      applicationId: r.app.id,
      certificateId: r.app.certificateId,
      certificateStatus: status(r.app.certificateStatus),
      certificateAvailable: certificateAvailable(r.app.certificateStatus),
      certificateDate: mine[0]?.issuedAt?.getTime() ?? null,
      groupBeginTime: terms.begin,
      groupEndTime: terms.end,
      openCourse: r.app.openCourse,
      openScore: r.app.openScore,
      courseName: pick(r.course.name, a.locale),
      certificates: mine.map((c) => ({
        id: c.id,
        hash: c.hash,
        language: certificateLanguage(c.language),
        hasScore: c.hasScore,
        title: c.title,
        publicAvailable: c.publicAvailable,
      })),
    };
  });
}

const overviewOf = async (a: Caller, applicationId: number) => (await overviews(a, [await ownApplication(a, applicationId)]))[0]!;

/**
 * GET /api/trainings/allcertificates: every ACCEPTED application of the caller that has or
 * will have a certificate (its course gives one, or its status is AVAILABLE or GENERATED).
 */
export async function allCertificates(a: Caller): Promise<CertificateOverview[]> {
  const rows = await appRows(
    a.db,
    and(
      eq(applications.customerId, a.customerId),
      or(and(eq(applications.status, 'ACCEPTED'), eq(courses.hasCertificate, true)), ne(applications.certificateStatus, 'NOT_AVAILABLE')),
    ),
  );
  return overviews(a, rows);
}

/**
 * GET /api/trainings/certificate/available/{applicationId}: one entry per language of the
 * course's certificates (its own list, else the setting certificateLanguages), prefilled from
 * the profile where the script fits (AVAILABLE), or the issued certificates as entered
 * (GENERATED). NOT_AVAILABLE is refused (400).
 */
export async function availableEntries(a: Caller, all: Settings, applicationId: number): Promise<CertificateEntry[]> {
  const r = await ownApplication(a, applicationId);
  const s = status(r.app.certificateStatus);
  if (s === 'NOT_AVAILABLE') throw new RefusedError('certificate.notAvailable');
  if (s === 'GENERATED') {
    const rows = await a.db.select().from(certificates).where(eq(certificates.applicationId, applicationId)).orderBy(asc(certificates.id));
    return rows.map((c) => ({ language: certificateLanguage(c.language), name: c.name, surname: c.surname, id: c.id }));
  }
  const [profile] = await a.db.select({ name: customers.name, surname: customers.surname }).from(customers).where(eq(customers.id, a.customerId));
  return courseCertificateLanguages(r.course, all.certificateLanguages).map((language) => ({
    language,
    ...prefill(profile ?? { name: '', surname: '' }, language),
    id: null,
  }));
}

/** The application's total score now (./rules.ts totalScore) from its group's exam lessons. */
async function scoreOf(db: Db, customerId: number, groupId: number | null): Promise<number | null> {
  if (groupId === null) return null;
  const rows = await db
    .select({ scheduleId: examResults.scheduleId, points: examResults.points })
    .from(examResults)
    .innerJoin(lessons, eq(lessons.scheduleId, examResults.scheduleId))
    .where(and(eq(lessons.groupId, groupId), eq(examResults.customerId, customerId), storedEnded, isNotNull(examResults.points)));
  return totalScore(rows);
}

/** The caller's pageHash, given one now when they have none (the PDFs link to the public page). */
async function ensurePageHash(db: Db, customerId: number): Promise<void> {
  await db
    .update(customers)
    .set({ pageHash: randomBytes(12).toString('hex') })
    .where(and(eq(customers.id, customerId), isNull(customers.pageHash)));
}

/**
 * POST /api/trainings/certificate/{applicationId}: issues one certificate per language, only
 * while AVAILABLE and only once. The status moves AVAILABLE → GENERATED in one conditional
 * UPDATE inside the transaction that writes the rows, so of two requests at once one gets the
 * certificates and the other 409 (nothing written twice). The PDFs are made and stored after.
 */
export async function requestCertificates(a: Caller, files: FileStore, all: Settings, applicationId: number, body: CertificateRequest): Promise<CertificateOverview> {
  const r = await ownApplication(a, applicationId);
  const s = status(r.app.certificateStatus);
  if (s === 'NOT_AVAILABLE') throw new RefusedError('certificate.notAvailable');
  // GENERATED is not checked here: the conditional UPDATE below is the one place that decides
  // (a check here could pass for two requests at once), and answers 409.
  if (
    languagesProblem(
      body.map((e) => e.language),
      courseCertificateLanguages(r.course, all.certificateLanguages),
    ) !== null
  )
    throw new RefusedError('certificate.languages');

  const issuedAt = new Date(a.now);
  const score = await scoreOf(a.db, a.customerId, r.app.groupId);
  await ensurePageHash(a.db, a.customerId);
  const ids = await a.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(applications)
      .set({ certificateStatus: 'GENERATED' })
      .where(and(eq(applications.id, applicationId), eq(applications.customerId, a.customerId), eq(applications.certificateStatus, 'AVAILABLE')))
      .returning({ id: applications.id });
    if (!moved) return null;
    const rows = await tx
      .insert(certificates)
      .values(
        body.map((e) => ({
          applicationId,
          hash: randomBytes(16).toString('hex'),
          language: e.language,
          hasScore: score !== null,
          title: pick(r.course.name, e.language === 'UA' ? 'ua' : e.language === 'RU' ? 'ru' : 'en'),
          name: e.name.trim(),
          surname: e.surname.trim(),
          issuedAt,
          score,
        })),
      )
      .returning({ id: certificates.id });
    for (const row of rows)
      await tx
        .update(certificates)
        .set({ number: certificateNumber(row.id, issuedAt) })
        .where(eq(certificates.id, row.id));
    await tx.update(applications).set({ certificateId: rows[0]!.id }).where(eq(applications.id, applicationId));
    return rows.map((row) => row.id);
  });
  if (ids === null) throw new ConflictError('certificate.alreadyIssued');
  // The certificates exist from here on; a PDF that fails to store now is made on its first download.
  for (const id of ids) {
    try {
      await ensureFiles(a.db, files, all, id);
    } catch (error) {
      console.error(`certificate ${id}: the PDF was not stored, it is made on the first download:`, error);
    }
  }
  return overviewOf(a, applicationId);
}

/**
 * POST /api/open/application: openCourse, openScore and the certificates' publicAvailable of
 * the caller's own ACCEPTED application (any other 404); making it public gives the trainee a
 * pageHash when they have none. openCourse false forces openScore and every publicAvailable
 * false (SPEC §4 "Certificate"); a certificate of another application is 404.
 */
export async function openApplication(a: Caller, input: OpenApplication): Promise<CertificateOverview> {
  const r = await ownApplication(a, input.applicationId);
  if (r.app.status !== 'ACCEPTED') throw new NotFoundError(); // only a training the trainee follows can be public
  if (input.openCourse) await ensurePageHash(a.db, a.customerId);
  const own = await a.db.select({ id: certificates.id }).from(certificates).where(eq(certificates.applicationId, r.app.id));
  const requested = input.certificates ?? [];
  if (requested.some((c) => !own.some((o) => o.id === c.id))) throw new NotFoundError();
  await a.db.transaction(async (tx) => {
    await tx
      .update(applications)
      .set({ openCourse: input.openCourse, openScore: input.openCourse && input.openScore })
      .where(eq(applications.id, r.app.id));
    if (!input.openCourse) await tx.update(certificates).set({ publicAvailable: false }).where(eq(certificates.applicationId, r.app.id));
    else for (const c of requested) await tx.update(certificates).set({ publicAvailable: c.publicAvailable }).where(eq(certificates.id, c.id));
  });
  return overviewOf(a, r.app.id);
}

/** POST /api/open/certificate: one certificate public or not; public only while its course is (400). */
export async function openCertificate(a: Caller, input: OpenCertificate): Promise<CertificateOverview> {
  const [row] = await a.db
    .select({ applicationId: certificates.applicationId, openCourse: applications.openCourse })
    .from(certificates)
    .innerJoin(applications, eq(applications.id, certificates.applicationId))
    .where(and(eq(certificates.id, input.id), eq(applications.customerId, a.customerId)));
  if (!row) throw new NotFoundError();
  if (input.publicAvailable && !row.openCourse) throw new RefusedError('certificate.courseNotPublic');
  await a.db.update(certificates).set({ publicAvailable: input.publicAvailable }).where(eq(certificates.id, input.id));
  return overviewOf(a, row.applicationId);
}

/**
 * A PDF to send: its bytes, its readable name, whether it is the owner's (private) copy, and
 * whether it was made for this download alone (`unstored`: not the stored document, so no cache
 * keeps it).
 */
export type CertificateDownload = { data: Uint8Array; fileName: string; asciiName: string; owner: boolean; unstored: boolean; etag: string };

/**
 * GET /api/trainings/public_certificate_{applicationId}_{certificateId}.pdf: the owner
 * (`viewerId`, from the session cookie when there is one) always gets the scored file; anyone
 * else only when the course is public and the certificate publicAvailable, the scored file only
 * when openScore. Anything else is null (404, revealing nothing). Files not made yet are made
 * and stored by the owner's download, with the address `all` names (the request's, issue 59
 * item 2); anyone else gets a copy made for the download and not kept (./store.ts).
 */
export async function downloadCertificate(
  db: Db,
  files: FileStore,
  all: Settings,
  viewerId: number | null,
  applicationId: number,
  certificateId: number,
): Promise<CertificateDownload | null> {
  const [r] = await db
    .select({ cert: certificates, app: applications })
    .from(certificates)
    .innerJoin(applications, eq(applications.id, certificates.applicationId))
    .where(and(eq(certificates.id, certificateId), eq(certificates.applicationId, applicationId), eq(applications.certificateStatus, 'GENERATED')));
  if (!r) return null;
  const owner = viewerId !== null && viewerId === r.app.customerId;
  if (!owner && !(r.app.openCourse && r.cert.publicAvailable)) return null;
  const number = r.cert.number;
  if (number === null) return null;
  // What the file name and the choice of copy need is on the row: the PDF's facts are not read again.
  const scored = owner || r.app.openScore || !r.cert.hasScore || r.cert.score === null;
  const key = owner ? await ensureFiles(db, files, all, r.cert.id) : await storedKey(db, files, r.cert.id);
  const unstored = key === null && !owner;
  const data = key !== null ? await readFile(files, scored ? key : `${key}${NO_SCORE_SUFFIX}`) : unstored ? await unstoredPdf(db, all, r.cert.id, scored) : null;
  if (!data) return null;
  const fileName = certificateFileName({ courseName: r.cert.title, name: r.cert.name, surname: r.cert.surname, number });
  // For a client that reads only filename="…": the name itself when ASCII, else 'certificate-<number>.pdf'.
  const asciiName = /^[\x20-\x7e]+$/.test(fileName) && !/["\\]/.test(fileName) ? fileName : `certificate-${number}.pdf`;
  return { data, fileName, asciiName, owner, unstored, etag: `"${r.cert.hash}-${scored ? 's' : 'n'}"` };
}
