// Bytes of exams for the browser (docs/exams.md "Pictures, materials and sound samples"):
// question and answer pictures (GET /api/common/picture/{id}), question and schedule
// materials (GET /api/training/download/question/material/{id}, …/material/{id}) and the
// sample sounds of the audio check (…/sample/{language}).
//
// Who may read what (docs/decisions.md #14: another trainee's things are 404):
// - a picture or a question material: the trainee has a passage holding its question;
// - a schedule material: the schedule is assigned to the trainee.
// A material without stored bytes (a link) is not downloadable: 404.
import { readFile } from 'node:fs/promises';
import { and, eq, exists, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { WireLocale } from '../../../api/common.ts';
import type { Db } from '../../db/connect.ts';
import { examAnswers, examMaterials, examPictures, examResultQuestions, examResults, scheduleTrainees } from '../../db/schema.ts';
import { safeFileName } from '../../../api/file-names.ts';
import { NotFoundError } from '../errors.ts';

export type ServedFile = { contentType: string; data: Uint8Array; fileName: string | null };

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** The media type of stored bytes: the stored type when it is one (has a '/'), else sniffed ('AUDIO' pictures). */
export function mediaType(stored: string | null, bytes: Uint8Array): string {
  if (stored && /^[\w.+-]+\/[\w.+-]+$/.test(stored)) return stored.toLowerCase();
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF8'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WAVE'), 8)) return 'audio/wav';
  if (startsWith(bytes, ascii('OggS'))) return 'audio/ogg';
  if (startsWith(bytes, ascii('ID3')) || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) return 'audio/mpeg';
  if (startsWith(bytes, ascii('%PDF'))) return 'application/pdf';
  return 'application/octet-stream';
}

/** A file name safe for Content-Disposition (no path, no control or quoting characters). */
export function downloadName(name: string | null, fallback: string): string {
  return (name && safeFileName(name)) || fallback;
}

/** SQL: the trainee has a passage holding the question `questionId`. */
function inTraineePassage(db: Db, customerId: number, questionId: SQL | typeof examMaterials.questionId): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(examResultQuestions)
      .innerJoin(examResults, eq(examResults.id, examResultQuestions.resultId))
      .where(and(eq(examResults.customerId, customerId), eq(examResultQuestions.questionId, questionId))),
  );
}

/** A question's or an answer's picture by its public id, to a trainee who has that question in a passage. */
export async function readPicture(db: Db, customerId: number, publicId: number): Promise<ServedFile> {
  const questionId = sql`coalesce(${examPictures.questionId}, ${examAnswers.questionId})`;
  const [row] = await db
    .select({ contentType: examPictures.contentType, data: examPictures.data })
    .from(examPictures)
    .leftJoin(examAnswers, eq(examAnswers.id, examPictures.answerId))
    .where(and(eq(examPictures.publicId, publicId), inTraineePassage(db, customerId, questionId)));
  if (!row) throw new NotFoundError();
  return { contentType: mediaType(row.contentType, row.data), data: row.data, fileName: null };
}

async function readMaterial(db: Db, materialId: number, allowed: SQL): Promise<ServedFile> {
  const [row] = await db
    .select({ fileName: examMaterials.fileName, contentType: examMaterials.contentType, data: examMaterials.data })
    .from(examMaterials)
    .where(and(eq(examMaterials.id, materialId), isNotNull(examMaterials.data), allowed));
  if (!row?.data) throw new NotFoundError();
  return { contentType: mediaType(row.contentType, row.data), data: row.data, fileName: row.fileName };
}

/** A question's material, to a trainee who has that question in a passage. */
export function readQuestionMaterial(db: Db, customerId: number, materialId: number): Promise<ServedFile> {
  return readMaterial(db, materialId, and(isNotNull(examMaterials.questionId), inTraineePassage(db, customerId, examMaterials.questionId))!);
}

/** A schedule's material (exam intro, passage), to a trainee the schedule is assigned to. */
export function readScheduleMaterial(db: Db, customerId: number, materialId: number): Promise<ServedFile> {
  const assigned = exists(
    db
      .select({ one: sql`1` })
      .from(scheduleTrainees)
      .where(and(eq(scheduleTrainees.scheduleId, examMaterials.scheduleId), eq(scheduleTrainees.customerId, customerId))),
  );
  return readMaterial(db, materialId, and(isNull(examMaterials.questionId), assigned)!);
}

const samples = new Map<WireLocale, Promise<Uint8Array>>();

/** The audio check's sample for a wire locale: a short spoken WAV committed with the seed assets. */
export async function readSample(locale: WireLocale): Promise<ServedFile> {
  let bytes = samples.get(locale);
  if (!bytes) {
    bytes = readFile(new URL(`../../seed/assets/sample-${locale}.wav`, import.meta.url)).then((b) => new Uint8Array(b));
    bytes.catch(() => samples.delete(locale));
    samples.set(locale, bytes);
  }
  return { contentType: 'audio/wav', data: await bytes, fileName: `sample-${locale}.wav` };
}
