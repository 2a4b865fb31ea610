// Essay files (SPEC §7 POST /api/exams/passage/essay, GET /api/training/download/answer/
// material/{id}). docs/exams.md "Essay files": an upload belongs to one question of one
// passage; it needs the passage running and the question an ESSAY that allows a file and
// is not saved yet (a saved essay is locked). One file is kept per question: a new upload
// replaces the last. The bytes go to the file store (server/adapters/files), the row of
// exam_essay_files holds the name, type, size and storage key. The download id is the
// resultQuestionId; only its owner gets the file.
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { safeFileName } from '../../../api/file-names.ts';
import { essayTypeOf, MAX_ESSAY_BYTES } from '../../adapters/uploads.ts';
import { contentMatches } from '../../adapters/file-checks/index.ts';
import { newKey, type FileStore } from '../../adapters/files/store.ts';
import { examEssayFiles, examQuestions, examResultQuestions } from '../../db/schema.ts';
import { NotFoundError, RefusedError, ValidationError, type DomainError } from '../errors.ts';
import { isLocked, requireRunning, resultIdOf } from './answering.ts';
import { checkQuota, lockTrainee } from './essay-limits.ts';
import type { Caller } from '../caller.ts';
import { settle } from './settle.ts';
import type { Tx } from '../../db/connect.ts';
import { loadResult, persist, rulesOf } from './store.ts';

/** A received file part: its temp file on local disk (server/http/multipart.ts). */
export type Upload = { name: string; path: string; size: number; tooLarge: boolean };

/** Field errors of the file itself that need no database: size, name, declared type. */
function checkName(file: Upload): { fileName: string; type: NonNullable<ReturnType<typeof essayTypeOf>> } {
  if (file.tooLarge || file.size > MAX_ESSAY_BYTES) throw new ValidationError({ file: 'tooLarge' });
  const fileName = safeFileName(file.name);
  if (!fileName) throw new ValidationError({ filename: 'invalid' });
  const type = essayTypeOf(fileName);
  if (!type || file.size === 0) throw new ValidationError({ file: 'fileType' });
  return { fileName, type };
}

/** null when the question may take a file now, else why not. Settles the passage first. */
async function refusal(a: Caller, tx: Tx, resultQuestionId: number): Promise<DomainError | null> {
  const loaded = await loadResult(a.db, a.customerId, { question: resultQuestionId }, tx);
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
  return null;
}

async function requireAccepting(a: Caller, resultQuestionId: number): Promise<void> {
  const error = await a.db.transaction((tx) => refusal(a, tx, resultQuestionId));
  if (error) throw error;
}

export type EssayDeps = { files: FileStore; clock: () => number };

/**
 * Checks the received file (name, type, passage, quota, then its whole content), puts it in
 * the store, and commits its row in place of the question's previous file, whose bytes are
 * then deleted. When anything fails, the store and the database are as before. The passage
 * is checked again at the commit, at that moment's time (`deps.clock`).
 */
export async function uploadEssay(a: Caller, deps: EssayDeps, resultQuestionId: number, file: Upload): Promise<{ fileName: string }> {
  const { files } = deps;
  const { fileName, type } = checkName(file);
  await requireAccepting(a, resultQuestionId);
  await checkQuota(a.db, a.customerId, resultQuestionId, file.size);
  if (!(await contentMatches(type.type, new Uint8Array(await readFile(file.path))))) throw new ValidationError({ file: 'fileType' });

  const key = newKey('essay');
  const { size } = await files.put(key, createReadStream(file.path));
  let replaced: string | null = null;
  try {
    // Again inside the transaction: the passage may have ended, or another upload taken the
    // quota, while the file was being stored.
    const error = await a.db.transaction(async (tx) => {
      const refused = await refusal({ ...a, now: deps.clock() }, tx, resultQuestionId);
      if (refused) return refused;
      await lockTrainee(tx, a.customerId);
      await checkQuota(tx, a.customerId, resultQuestionId, size);
      const [old] = await tx
        .select({ storageKey: examEssayFiles.storageKey })
        .from(examEssayFiles)
        .where(eq(examEssayFiles.resultQuestionId, resultQuestionId))
        .for('update');
      replaced = old?.storageKey ?? null;
      const row = { fileName, contentType: type.contentType, size, storageKey: key, data: null, uploadedAt: new Date(a.now) };
      await tx
        .insert(examEssayFiles)
        .values({ resultQuestionId, customerId: a.customerId, ...row })
        .onConflictDoUpdate({ target: examEssayFiles.resultQuestionId, set: row });
      return null;
    });
    if (error) throw error;
  } catch (error) {
    await files.delete(key);
    throw error;
  }
  if (replaced) await files.delete(replaced).catch((error: unknown) => console.error(`essay file ${replaced} not deleted:`, error));
  return { fileName };
}

export type EssayDownload = { fileName: string; contentType: string; size: number; body: Readable };

/** The question's file, to its owner; 404 when there is none or it is another trainee's. */
export async function downloadEssay(a: Caller, files: FileStore, resultQuestionId: number): Promise<EssayDownload> {
  await resultIdOf(a.db, a.customerId, resultQuestionId);
  const [row] = await a.db
    .select({ fileName: examEssayFiles.fileName, contentType: examEssayFiles.contentType, storageKey: examEssayFiles.storageKey, data: examEssayFiles.data })
    .from(examEssayFiles)
    .where(and(eq(examEssayFiles.resultQuestionId, resultQuestionId), eq(examEssayFiles.customerId, a.customerId)));
  if (!row) throw new NotFoundError();
  const meta = { fileName: row.fileName, contentType: row.contentType };
  if (row.storageKey) {
    const stored = await files.get(row.storageKey);
    if (!stored) throw new NotFoundError();
    return { ...meta, size: stored.size, body: stored.body };
  }
  // A row written before the file store (docs/exams.md "Essay files": moved at start).
  if (!row.data) throw new NotFoundError();
  return { ...meta, size: row.data.length, body: Readable.from([Buffer.from(row.data)]) };
}
