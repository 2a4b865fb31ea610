// POST passage/answer/{resultQuestionId} (SPEC §7) in as few statements as the rules allow
// (issue 14 "Fewer round trips on the hot path"; docs/performance.md "Statements per call"):
// 1. one SELECT reads the session (by its token's hash), the passage with its schedule and
//    breaks, the question row, its uploaded file names and the trainee's passages of the
//    schedule (for reveal.ts), without a lock (question-read.ts);
// 2. when the passage is running and settling changes nothing (the common case), the rules of
//    answering.ts are applied to what was read and the answer written by one UPDATE that
//    first locks the passage row and checks it is still IN_PROGRESS (and, for an answer that
//    locks once saved, that the question is still unsaved). A finish, a break or another save
//    that came in between makes it write nothing, and the save runs again the long way
//    (answering.ts saveAnswer: a transaction holding the passage's lock), as does every other
//    case (ended, on a break, settling to write, the grace period).
// No BEGIN/COMMIT: the UPDATE is its own transaction. The passage lock it takes orders it with
// a finish (which grades under that lock), so an acknowledged answer is always graded.
import { and, eq, sql } from 'drizzle-orm';
import type { AnswerRequest, AnswerResponse } from '../../../api/exams.ts';
import type { Db } from '../../db/connect.ts';
import { perDatabase, preparedName } from '../../db/prepared.ts';
import { examResultQuestions, examResults } from '../../db/schema.ts';
import type { Caller } from '../caller.ts';
import { NotFoundError, RefusedError, ValidationError } from '../errors.ts';
import type { Admit } from '../sessions.ts';
import { canonicalGiven, readGiven, sameGiven } from './answers.ts';
import { isLocked, saveAnswer } from './answering.ts';
import { answerShape, loadQuestionContent, questionKey } from './content.ts';
import { gradeQuestion } from './grading.ts';
import { answersFromWire } from './handles.ts';
import { mayReveal } from './reveal.ts';
import { diffTimeline, isNoop } from './breaks.ts';
import { settle } from './settle.ts';
import { readQuestionRow, type QuestionRead } from './question-read.ts';
import { rulesOf } from './store.ts';
import { correctAnswerView, handlesOf, questionRef, revealFacts } from './views.ts';

/** The guarded write: the passage row locked and still IN_PROGRESS, the question still unsaved when `unsavedOnly`. */
function writeStatement(db: Db, unsavedOnly: boolean) {
  const locked = db.$with('locked').as(
    db
      .select({ id: examResults.id })
      .from(examResults)
      .where(and(eq(examResults.id, sql.placeholder('resultId')), eq(examResults.status, 'IN_PROGRESS')))
      .for('update'),
  );
  const question = eq(examResultQuestions.id, sql.placeholder('question'));
  return db
    .with(locked)
    .update(examResultQuestions)
    .set({
      given: sql`${sql.placeholder('given')}::jsonb`,
      saved: true,
      savedAt: sql`${sql.placeholder('savedAt')}::timestamptz`,
      correct: sql`${sql.placeholder('correct')}::boolean`,
      points: sql`${sql.placeholder('points')}::integer`,
    })
    .from(locked)
    .where(and(question, eq(examResultQuestions.resultId, locked.id), unsavedOnly ? eq(examResultQuestions.saved, false) : undefined))
    .returning({ id: examResultQuestions.id })
    .prepare(preparedName(unsavedOnly ? 'answer_save_write_unsaved' : 'answer_save_write'));
}

const statements = perDatabase((db) => ({ write: writeStatement(db, false), writeUnsaved: writeStatement(db, true) }));

/**
 * Saves an answer, the session read in the same statement as the passage. `admit` applies
 * the session's rules (403 without one); `graceMs` is asked only when the long way needs it.
 */
export async function saveAnswerAtOnce(
  db: Db,
  tokenHash: string | null,
  admit: Admit,
  resultQuestionId: number,
  request: AnswerRequest,
  graceMs: () => Promise<number>,
): Promise<AnswerResponse> {
  const found = tokenHash ? await readQuestionRow(db, tokenHash, resultQuestionId) : null;
  const a = await admit(found?.session ?? null);
  if (!found?.passage) throw new NotFoundError();
  const quick = await saveQuickly(a, found.passage, resultQuestionId, request);
  return quick ?? saveAnswer(a, resultQuestionId, request, { graceMs: await graceMs() });
}

/** The answer saved by one guarded UPDATE, or null: take the long way. Refusals it can decide alone are thrown. */
async function saveQuickly(a: Caller, p: NonNullable<QuestionRead['passage']>, resultQuestionId: number, request: AnswerRequest): Promise<AnswerResponse | null> {
  const settled = settle(p.timeline, rulesOf(p.schedule), a.now);
  if (settled.status !== 'IN_PROGRESS' || !isNoop(diffTimeline(p.timeline, settled))) return null;
  const { schedule, question: row } = p;
  const content = await loadQuestionContent(a.db, schedule.examId, row.questionId);
  if (!content) return null;
  const handles = handlesOf(row);
  const answers = answersFromWire(handles, request.answers);
  if (!answers.ok) throw new ValidationError(answers.errors);
  const canonical = canonicalGiven(answerShape(content), answers.answers, content.type === 'ESSAY' ? p.uploaded : []);
  if (!canonical.ok) throw new ValidationError(canonical.errors);

  let grade = { correct: row.correct, points: row.points ?? 0 };
  if (!(row.saved && sameGiven(readGiven(row.given), canonical.given))) {
    const locks = isLocked(schedule, content.type);
    if (row.saved && locks) throw new RefusedError('exam.answerLocked');
    grade = gradeQuestion(questionKey(content), canonical.given);
    const write = locks ? statements(a.db).writeUnsaved : statements(a.db).write;
    const written = await write.execute({
      resultId: p.result.id,
      question: resultQuestionId,
      given: canonical.given == null ? null : JSON.stringify(canonical.given),
      savedAt: new Date(a.now).toISOString(),
      correct: grade.correct,
      points: grade.points,
    });
    if (written.length === 0) return null;
  }
  const reveal = revealFacts(schedule, p.resultsCount, a.now, settled.status);
  const saved = { id: resultQuestionId, questionId: content.id, type: content.type, saved: true, correct: grade.correct };
  const show = mayReveal(reveal, saved);
  return {
    correct: show ? grade.correct : null,
    correctAnswer: show && grade.correct === false ? correctAnswerView(content, a.locale, handles) : null,
    question: questionRef(saved, reveal),
  };
}
