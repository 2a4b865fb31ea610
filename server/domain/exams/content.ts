// An exam's questions, answers (with the key), pictures and materials, as stored. The key
// never leaves the server except through views.ts when showCheckResult allows it.
// Exam content has no editing screens: it is cached per process for CONTENT_TTL_MS (so that
// a start or a save does not re-read every question), an edit made in the database shows
// within that time (docs/exams.md "Caching").
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Conn, Db } from '../../db/connect.ts';
import type { QuestionType } from '../../../api/exams.ts';
import { examAnswers, examMaterials, examPictures, examQuestions, type Localized } from '../../db/schema.ts';
import type { AnswerShape } from './answers.ts';
import type { QuestionKey } from './grading.ts';

export type AnswerContent = {
  id: number;
  name: Localized;
  correct: boolean;
  correctOrder: number | null;
  partner: Localized | null;
  /** `id`: the picture's random public id (GET /api/common/picture/{id}). */
  pictures: PictureContent[];
};

/** A picture or sound: its public id, the author's description and, for a sound, its transcript (issue 10). */
export type PictureContent = { id: number; contentType: string; alt: Localized | null; transcript: Localized | null };

export type MaterialContent = {
  id: number;
  name: Localized;
  link: string | null;
  fileName: string | null;
  contentType: string | null;
  hasData: boolean;
  transcript: Localized | null;
};

export type QuestionContent = {
  id: number;
  type: QuestionType;
  name: Localized;
  points: number;
  answerSetting: number | null;
  answers: AnswerContent[];
  /** The question's pictures under their random public ids. */
  pictures: PictureContent[];
  materials: MaterialContent[];
};

export type ExamContent = { examId: number; questions: QuestionContent[] };

export const CONTENT_TTL_MS = 60_000;
type Cached<T> = { at: number; value: Promise<T> };
const caches = new WeakMap<Db, Map<string, Cached<unknown>>>();

/** `load` through `conn` (which may be a transaction of `db`), cached per `db` and key. */
function cached<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map<string, Cached<unknown>>()));
  const now = performance.now();
  const hit = cache.get(key) as Cached<T> | undefined;
  if (hit && now - hit.at < CONTENT_TTL_MS) return hit.value;
  const value = load();
  cache.set(key, { at: now, value });
  value.catch(() => cache.delete(key));
  return value;
}

/** `db` keys the cache; `conn` reads (pass the transaction when inside one). */
export function loadExamContent(db: Db, examId: number, conn: Conn = db): Promise<ExamContent> {
  return cached(db, `exam:${examId}`, async () => {
    const questions = await conn.select().from(examQuestions).where(eq(examQuestions.examId, examId)).orderBy(asc(examQuestions.sortOrder), asc(examQuestions.id));
    return { examId, questions: await withDetails(conn, questions) };
  });
}

export async function loadQuestionContent(db: Db, examId: number, questionId: number, conn: Conn = db): Promise<QuestionContent | undefined> {
  return (await loadExamContent(db, examId, conn)).questions.find((q) => q.id === questionId);
}

/** Materials of a schedule (exam intro and passage), cached like the content. */
export function loadScheduleMaterials(db: Db, scheduleId: number): Promise<MaterialContent[]> {
  return cached(db, `materials:${scheduleId}`, async () => {
    const rows = await db
      .select({
        id: examMaterials.id,
        name: examMaterials.name,
        link: examMaterials.link,
        fileName: examMaterials.fileName,
        contentType: examMaterials.contentType,
        transcript: examMaterials.transcript,
      })
      .from(examMaterials)
      .where(and(eq(examMaterials.scheduleId, scheduleId), isNull(examMaterials.questionId)))
      .orderBy(asc(examMaterials.sortOrder), asc(examMaterials.id));
    return rows.map((m) => ({ ...m, hasData: m.fileName != null }));
  });
}

const pictureColumns = { id: examPictures.publicId, contentType: examPictures.contentType, alt: examPictures.alt, transcript: examPictures.transcript };

async function withDetails(db: Conn, questions: (typeof examQuestions.$inferSelect)[]): Promise<QuestionContent[]> {
  const ids = questions.map((q) => q.id);
  if (ids.length === 0) return [];
  const [answers, pictures, materials] = await Promise.all([
    db.select().from(examAnswers).where(inArray(examAnswers.questionId, ids)).orderBy(asc(examAnswers.sortOrder), asc(examAnswers.id)),
    db
      .select({ ...pictureColumns, questionId: examPictures.questionId, answerId: examPictures.answerId })
      .from(examPictures)
      .where(inArray(examPictures.questionId, ids))
      .orderBy(asc(examPictures.sortOrder), asc(examPictures.id)),
    db
      .select({
        id: examMaterials.id,
        questionId: examMaterials.questionId,
        name: examMaterials.name,
        link: examMaterials.link,
        fileName: examMaterials.fileName,
        contentType: examMaterials.contentType,
        transcript: examMaterials.transcript,
      })
      .from(examMaterials)
      .where(inArray(examMaterials.questionId, ids))
      .orderBy(asc(examMaterials.sortOrder), asc(examMaterials.id)),
  ]);
  const answerIds = answers.map((a) => a.id);
  const answerPictures = answerIds.length
    ? await db
        .select({ ...pictureColumns, answerId: examPictures.answerId })
        .from(examPictures)
        .where(inArray(examPictures.answerId, answerIds))
        .orderBy(asc(examPictures.sortOrder), asc(examPictures.id))
    : [];
  return questions.map((q) => ({
    id: q.id,
    type: q.type as QuestionType,
    name: q.name,
    points: q.points,
    answerSetting: q.answerSetting,
    answers: answers
      .filter((a) => a.questionId === q.id)
      .map((a) => ({
        id: a.id,
        name: a.name,
        correct: a.correct,
        correctOrder: a.correctOrder,
        partner: a.partner,
        pictures: answerPictures.filter((p) => p.answerId === a.id).map(({ answerId: _, ...p }) => p),
      })),
    pictures: pictures.filter((p) => p.questionId === q.id && p.answerId == null).map(({ questionId: _, answerId: __, ...p }) => p),
    materials: materials.filter((m) => m.questionId === q.id).map(({ questionId: _, ...m }) => ({ ...m, hasData: m.fileName != null })),
  }));
}

export function questionKey(q: QuestionContent): QuestionKey {
  return { type: q.type, points: q.points, answers: q.answers.map((a) => ({ answerId: a.id, correct: a.correct, correctOrder: a.correctOrder })) };
}

export function answerShape(q: QuestionContent): AnswerShape {
  return {
    type: q.type,
    answerIds: q.answers.map((a) => a.id),
    partners: q.answers.filter((a) => a.partner).map((a) => ({ answerId: a.id, texts: Object.values(a.partner!) })),
    answerSetting: q.answerSetting,
  };
}
