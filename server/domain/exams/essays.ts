// Essay files (SPEC §7 POST /api/exams/passage/essay, GET /api/training/download/answer/
// material/{id}). docs/exams.md "Essay files": an upload belongs to one question of one
// passage; it needs the passage running and the question an ESSAY that allows a file and
// is not saved yet (a saved essay is locked). The download id is the resultQuestionId;
// only its owner gets the file.
import { eq } from 'drizzle-orm';
import { essayFileType, MAX_ESSAY_BYTES, readEssayFile, safeFileName, storeEssayFile, type StoredFile } from '../../adapters/uploads.ts';
import { examQuestions, examResultQuestions } from '../../db/schema.ts';
import { DomainError, NotFoundError, RefusedError, ValidationError } from '../errors.ts';
import { readGiven } from './answers.ts';
import { isLocked, requireRunning, resultIdOf } from './answering.ts';
import type { Actor } from './passage.ts';
import { settle } from './settle.ts';
import { loadResult, persist, rulesOf } from './store.ts';

export type Upload = { name: string; bytes: Uint8Array };

/** Field errors of an upload, before anything is read from the database. */
export function checkUpload(file: Upload): { fileName: string; contentType: string } {
  if (file.bytes.length > MAX_ESSAY_BYTES) throw new ValidationError({ file: 'tooLarge' });
  const fileName = safeFileName(file.name);
  if (!fileName) throw new ValidationError({ filename: 'invalid' });
  const contentType = essayFileType(fileName, file.bytes);
  if (!contentType) throw new ValidationError({ file: 'fileType' });
  return { fileName, contentType };
}

export async function uploadEssay(a: Actor, resultQuestionId: number, file: Upload): Promise<{ fileName: string }> {
  const { fileName, contentType } = checkUpload(file);
  const error: DomainError | null = await a.db.transaction(async (tx) => {
    const loaded = await loadResult(tx, a.customerId, { question: resultQuestionId }, true);
    const settled = settle(loaded.timeline, rulesOf(loaded.schedule), a.now);
    await persist(a.db, tx, loaded, settled);
    const refused = requireRunning(settled.status);
    if (refused) return refused;
    const [row] = await tx
      .select({ saved: examResultQuestions.saved, type: examQuestions.type, answerSetting: examQuestions.answerSetting })
      .from(examResultQuestions)
      .innerJoin(examQuestions, eq(examQuestions.id, examResultQuestions.questionId))
      .where(eq(examResultQuestions.id, resultQuestionId));
    if (!row || row.type !== 'ESSAY' || row.answerSetting === 2) return new ValidationError({ resultQuestionId: 'invalid' });
    if (row.saved && isLocked(loaded.schedule, row.type)) return new RefusedError('exam.answerLocked');
    await storeEssayFile(tx, { resultQuestionId, customerId: a.customerId, fileName, contentType, data: file.bytes, now: a.now });
    return null;
  });
  if (error) throw error;
  return { fileName };
}

/** The file of the saved essay answer, else the latest upload; 404 when none or not the owner's. */
export async function downloadEssay(a: Actor, resultQuestionId: number): Promise<StoredFile> {
  await resultIdOf(a.db, a.customerId, resultQuestionId);
  const [row] = await a.db.select({ given: examResultQuestions.given, saved: examResultQuestions.saved }).from(examResultQuestions).where(eq(examResultQuestions.id, resultQuestionId));
  const given = row?.saved ? readGiven(row.given) : null;
  const named = given?.kind === 'essay' ? given.file : null;
  const file = await readEssayFile(a.db, a.customerId, resultQuestionId, named);
  if (!file) throw new NotFoundError();
  return file;
}
