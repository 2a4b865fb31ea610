// Where certificate PDFs live (issue 13; docs/operations.md "Files"): generated once, when the
// certificates are issued, and stored through the files adapter (server/adapters/files) under
// certificates.storageKey: `certificate/<uuid>`. A certificate with a score has a second file,
// `<storageKey>-noscore`, the same page without the score: the owner and, when the trainee
// allows it (openScore), everyone get the scored file; anyone else gets the one without
// (docs/decisions: a PDF is never made again per download, so openScore picks a file).
// A row without its files (the demo seeded before the server had a store, a store that lost
// them) gets them made once from the row, by the same code, on its owner's first download or,
// when the setting portalUrl is set, at start.
//
// The verification link and QR code name the portal's public address (issue 59 item 2,
// docs/decisions.md #214): the setting portalUrl when set, else the address of the request that
// makes the files (server/http/public-origin.ts): the owner's request, or the owner's first
// download. At start there is no request, so without portalUrl nothing is made then. Once made,
// a file keeps its address: a later download through another host gets the same document.
// Anyone else who downloads a public certificate whose files are not made yet gets a copy made
// for that download and not kept, so a request's Host never becomes the address the owner's
// certificate is stored with.
import { and, eq, isNull } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { newKey, type FileStore } from '../../adapters/files/store.ts';
import type { Db } from '../../db/connect.ts';
import { applications, certificates, courseGroups, courses, customers } from '../../db/schema.ts';
import { loadSettings, type Settings } from '../settings.ts';
import { applicationDates, trainingTerms } from '../trainings/applications.ts';
import { certificatePdf, type CertificateFacts, type CertificateLanguage } from './pdf.ts';

export const NO_SCORE_SUFFIX = '-noscore';

export type CertificateRow = typeof certificates.$inferSelect;

export const certificateLanguage = (value: string): CertificateLanguage => (value === 'RU' || value === 'EN' ? value : 'UA');

/** The public page a certificate's link and QR code lead to (SPEC §2 /achievements/{hash}). */
export function publicPageUrl(all: Settings, pageHash: string): string {
  return `${(all.portalUrl ?? '').replace(/\/+$/, '')}/achievements/${pageHash}`;
}

/** What certificate `id` prints, read from its row, its application, course, group and trainee. */
export async function factsOf(db: Db, all: Settings, id: number): Promise<CertificateFacts | null> {
  const [r] = await db
    .select({ cert: certificates, app: applications, course: courses, group: courseGroups, pageHash: customers.pageHash })
    .from(certificates)
    .innerJoin(applications, eq(applications.id, certificates.applicationId))
    .innerJoin(courses, eq(courses.id, applications.courseId))
    .innerJoin(customers, eq(customers.id, applications.customerId))
    .leftJoin(courseGroups, eq(courseGroups.id, applications.groupId))
    .where(eq(certificates.id, id));
  if (!r || !r.cert.number || !r.cert.issuedAt) return null;
  const terms = trainingTerms(applicationDates(r.app, r.course, r.group));
  return {
    language: certificateLanguage(r.cert.language),
    productName: all.productName ?? '',
    name: r.cert.name,
    surname: r.cert.surname,
    courseName: r.cert.title,
    begin: terms.begin,
    end: terms.end,
    issuedAt: r.cert.issuedAt.getTime(),
    number: r.cert.number,
    score: r.cert.hasScore ? r.cert.score : null,
    verifyUrl: publicPageUrl(all, r.pageHash ?? ''),
  };
}

/** Writes the file(s) of one certificate under a new key; returns the key. */
async function writeFiles(files: FileStore, facts: CertificateFacts): Promise<string> {
  const key = newKey('certificate');
  await files.put(key, Readable.from([Buffer.from(await certificatePdf(facts))]));
  if (facts.score !== null) await files.put(`${key}${NO_SCORE_SUFFIX}`, Readable.from([Buffer.from(await certificatePdf({ ...facts, score: null }))]));
  return key;
}

async function removeFiles(files: FileStore, key: string): Promise<void> {
  await files.delete(key);
  await files.delete(`${key}${NO_SCORE_SUFFIX}`);
}

/**
 * Makes and stores the PDF(s) of certificate `id` when it has none (storageKey null) or its
 * files are gone from the store; returns its storage key, or null for a row that cannot print
 * (no number: written before migration 0009). Two at once: one key wins, the other's files go.
 */
export async function ensureFiles(db: Db, files: FileStore, all: Settings, id: number): Promise<string | null> {
  const [row] = await db.select({ key: certificates.storageKey }).from(certificates).where(eq(certificates.id, id));
  if (!row) return null;
  if (row.key !== null && (await files.stat(row.key)) !== null) return row.key;
  const facts = await factsOf(db, all, id);
  if (!facts) return null;
  const key = await writeFiles(files, facts);
  const condition = row.key === null ? isNull(certificates.storageKey) : eq(certificates.storageKey, row.key);
  const [won] = await db
    .update(certificates)
    .set({ storageKey: key })
    .where(and(eq(certificates.id, id), condition))
    .returning({ key: certificates.storageKey });
  if (won) return key;
  await removeFiles(files, key);
  const [now] = await db.select({ key: certificates.storageKey }).from(certificates).where(eq(certificates.id, id));
  return now?.key ?? null;
}

/**
 * At start (server/main.ts): the PDFs of every issued certificate that has none (the seeded
 * demo), when the setting portalUrl says what address they name; without it none is made here,
 * each gets the address of its first download instead (ensureFiles, downloadCertificate).
 */
export async function ensureAllFiles(db: Db, files: FileStore, overrides: Settings = {}): Promise<number> {
  const all = await loadSettings(db, overrides);
  if (!all.portalUrl?.trim()) return 0;
  const rows = await db
    .select({ id: certificates.id, key: certificates.storageKey })
    .from(certificates)
    .innerJoin(applications, eq(applications.id, certificates.applicationId))
    .where(eq(applications.certificateStatus, 'GENERATED'));
  let made = 0;
  for (const r of rows) {
    if (r.key !== null && (await files.stat(r.key)) !== null) continue;
    if ((await ensureFiles(db, files, all, r.id)) !== null) made++;
  }
  return made;
}

/** The key of certificate `id`'s files when they are in the store, else null; nothing is made. */
export async function storedKey(db: Db, files: FileStore, id: number): Promise<string | null> {
  const [row] = await db.select({ key: certificates.storageKey }).from(certificates).where(eq(certificates.id, id));
  return row?.key != null && (await files.stat(row.key)) !== null ? row.key : null;
}

/** The PDF of certificate `id`, with the score or without, made for one download and not stored; null when it cannot print. */
export async function unstoredPdf(db: Db, all: Settings, id: number, scored: boolean): Promise<Uint8Array | null> {
  const facts = await factsOf(db, all, id);
  if (!facts) return null;
  return certificatePdf(scored ? facts : { ...facts, score: null });
}

/** The bytes of a stored file, or null when it is missing. */
export async function readFile(files: FileStore, key: string): Promise<Uint8Array | null> {
  const stored = await files.get(key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return new Uint8Array(Buffer.concat(chunks));
}
