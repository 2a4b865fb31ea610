// A passage's question rows as every passage view and the grading read them: each row with its
// question's type, in the passage's order (passage.ts views, store.ts gradeStored).
import { asc, eq, sql } from 'drizzle-orm';
import type { QuestionType } from '../../../api/exams.ts';
import type { Db, Tx } from '../../db/connect.ts';
import { inTransaction, perDatabase, preparedName } from '../../db/prepared.ts';
import { examQuestions, examResultQuestions } from '../../db/schema.ts';
import { readGiven } from './answers.ts';
import type { ResultQuestionView } from './views.ts';

/** Prepared (server/db/prepared.ts), and run in a transaction when given one. */
const viewReads = perDatabase((db) => ({
  questions: db
    .select({ rq: examResultQuestions, type: examQuestions.type })
    .from(examResultQuestions)
    .innerJoin(examQuestions, eq(examQuestions.id, examResultQuestions.questionId))
    .where(eq(examResultQuestions.resultId, sql.placeholder('resultId')))
    .orderBy(asc(examResultQuestions.position))
    .prepare(preparedName('passage_questions')),
}));

export async function resultQuestionViews(db: Db, resultId: number, tx?: Tx): Promise<ResultQuestionView[]> {
  const read = viewReads(db).questions;
  const rows = await (tx ? inTransaction(read, tx) : read).execute({ resultId });
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
