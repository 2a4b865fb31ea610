// A passage's question rows as every passage view and the grading read them: each row with its
// question's type, in the passage's order (passage.ts views, store.ts gradeStored).
import { asc, eq, sql, type Placeholder } from 'drizzle-orm';
import type { QuestionType } from '../../../api/exams.ts';
import type { Conn } from '../../db/connect.ts';
import { isTransaction, perDatabase, preparedName } from '../../db/prepared.ts';
import { examQuestions, examResultQuestions } from '../../db/schema.ts';
import { readGiven } from './answers.ts';
import type { ResultQuestionView } from './views.ts';

const questionRows = (db: Conn, resultId: number | Placeholder) =>
  db
    .select({ rq: examResultQuestions, type: examQuestions.type })
    .from(examResultQuestions)
    .innerJoin(examQuestions, eq(examQuestions.id, examResultQuestions.questionId))
    .where(eq(examResultQuestions.resultId, resultId))
    .orderBy(asc(examResultQuestions.position));

/** The question rows read outside a transaction: prepared (server/db/prepared.ts). */
const viewReads = perDatabase((db) => ({
  questions: questionRows(db, sql.placeholder('resultId')).prepare(preparedName('passage_questions')),
}));

export async function resultQuestionViews(db: Conn, resultId: number): Promise<ResultQuestionView[]> {
  const rows = isTransaction(db) ? await questionRows(db, resultId) : await viewReads(db).questions.execute({ resultId });
  return rows.map(({ rq, type }) => ({
    id: rq.id,
    questionId: rq.questionId,
    type: type as QuestionType,
    answerOrder: rq.answerOrder,
    partnerOrder: rq.partnerOrder,
    answerHandles: rq.answerHandles,
    given: readGiven(rq.given),
    saved: rq.saved,
    correct: rq.correct,
  }));
}
