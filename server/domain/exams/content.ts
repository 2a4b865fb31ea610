// An exam's questions, answers (with the key), pictures and materials, as stored. The key
// never leaves the server except through views.ts when showCheckResult allows it.
import { asc, eq, inArray } from 'drizzle-orm';
import type { QuestionType } from '../../../api/exams.ts';
import { examAnswers, examMaterials, examPictures, examQuestions, type Localized } from '../../db/schema.ts';
import type { AnswerShape } from './answers.ts';
import type { QuestionKey } from './grading.ts';
import type { Conn } from './store.ts';

export type AnswerContent = {
  id: number;
  name: Localized;
  correct: boolean;
  correctOrder: number | null;
  partner: Localized | null;
  pictures: { id: number; contentType: string }[];
};

export type MaterialContent = {
  id: number;
  name: Localized;
  link: string | null;
  fileName: string | null;
  contentType: string | null;
  hasData: boolean;
};

export type QuestionContent = {
  id: number;
  type: QuestionType;
  name: Localized;
  points: number;
  answerSetting: number | null;
  answers: AnswerContent[];
  pictures: number[];
  materials: MaterialContent[];
};

export type ExamContent = { examId: number; questions: QuestionContent[] };

export async function loadExamContent(db: Conn, examId: number): Promise<ExamContent> {
  const questions = await db.select().from(examQuestions).where(eq(examQuestions.examId, examId)).orderBy(asc(examQuestions.sortOrder), asc(examQuestions.id));
  return { examId, questions: await withDetails(db, questions) };
}

export async function loadQuestionContent(db: Conn, questionId: number): Promise<QuestionContent | undefined> {
  const questions = await db.select().from(examQuestions).where(eq(examQuestions.id, questionId));
  return (await withDetails(db, questions))[0];
}

async function withDetails(db: Conn, questions: (typeof examQuestions.$inferSelect)[]): Promise<QuestionContent[]> {
  const ids = questions.map((q) => q.id);
  if (ids.length === 0) return [];
  const [answers, pictures, materials] = await Promise.all([
    db.select().from(examAnswers).where(inArray(examAnswers.questionId, ids)).orderBy(asc(examAnswers.sortOrder), asc(examAnswers.id)),
    db
      .select({ id: examPictures.id, questionId: examPictures.questionId, answerId: examPictures.answerId, contentType: examPictures.contentType })
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
      })
      .from(examMaterials)
      .where(inArray(examMaterials.questionId, ids))
      .orderBy(asc(examMaterials.sortOrder), asc(examMaterials.id)),
  ]);
  const answerIds = answers.map((a) => a.id);
  const answerPictures = answerIds.length
    ? await db
        .select({ id: examPictures.id, answerId: examPictures.answerId, contentType: examPictures.contentType })
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
        pictures: answerPictures.filter((p) => p.answerId === a.id).map((p) => ({ id: p.id, contentType: p.contentType })),
      })),
    pictures: pictures.filter((p) => p.questionId === q.id && p.answerId == null).map((p) => p.id),
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
