// SPEC §7 GET passage/question/{resultQuestionId} and POST passage/answer/{resultQuestionId};
// SPEC §4 "Question answer states". docs/exams.md "Answers":
// - only while the passage is IN_PROGRESS: ended → PassageInterruptException, on a break → 400;
// - a saved answer is locked unless answerHistoryAllowed (a saved essay always); saving the
//   same answer again is a no-op that answers as before; answer ids are the passage's handles
//   (handles.ts) and must belong to the question;
// - correct / correctAnswer only when reveal.ts allows (correctAnswer only when wrong);
// - the grace period (issue 10 item 1, Moodle's "submission grace period"): a save that
//   arrives up to the examSaveGraceSeconds setting after the pass clock ran out (it was sent
//   before passExpires, on a slow network, or by the browser's time-out submitting the
//   drafts) is accepted and the ended passage graded again; the trainee's own finish, a
//   break, the schedule closing an unlimited passage and anything later are refused as before.
import { and, desc, eq } from 'drizzle-orm';
import type { AnswerRequest, AnswerResponse, Question } from '../../../api/exams.ts';
import { isSavedAnswerLocked } from '../../../api/answer-lock.ts';
import { examEssayFiles, examResultQuestions, examResults } from '../../db/schema.ts';
import { type DomainError, NotFoundError, RefusedError, ValidationError } from '../errors.ts';
import { canonicalGiven, readGiven, sameGiven } from './answers.ts';
import { answerShape, loadQuestionContent, questionKey } from './content.ts';
import { PassageInterruptError } from './errors.ts';
import { gradeQuestion } from './grading.ts';
import { answersFromWire } from './handles.ts';
import type { Caller } from '../caller.ts';
import { resultQuestionViews } from './question-rows.ts';
import { mayReveal } from './reveal.ts';
import { isEnded, settle, type Settled } from './settle.ts';
import type { Conn } from '../../db/connect.ts';
import type { Settings } from '../settings.ts';
import { loadResult, persist, regrade, rulesOf, settledRead, type Loaded } from './store.ts';
import { correctAnswerView, handlesOf, questionRef, questionView, revealFacts, type ResultQuestionView } from './views.ts';

/** The passage id of the trainee's question row; 404 for an unknown one or another trainee's. */
export async function resultIdOf(db: Conn, customerId: number, resultQuestionId: number): Promise<number> {
  const [row] = await db
    .select({ resultId: examResultQuestions.resultId })
    .from(examResultQuestions)
    .innerJoin(examResults, eq(examResults.id, examResultQuestions.resultId))
    .where(and(eq(examResultQuestions.id, resultQuestionId), eq(examResults.customerId, customerId)));
  if (!row) throw new NotFoundError();
  return row.resultId;
}

/**
 * A saved answer is locked unless answerHistoryAllowed; a saved essay is always locked
 * (SPEC §4 "Essay saved ... disables editing"; docs/decisions.md #12): the browser's rule too,
 * api/answer-lock.ts.
 */
export const isLocked = (schedule: { answerHistoryAllowed: boolean }, type: string) => isSavedAnswerLocked({ answerHistoryAllowed: schedule.answerHistoryAllowed, type });

/** A passage call that needs the passage running (not ended, not on a break). */
export function requireRunning(status: Loaded['result']['status']): DomainError | null {
  if (isEnded(status)) return new PassageInterruptError();
  if (status === 'BREAK_TAKEN') return new RefusedError('exam.onBreak');
  return null;
}

export async function latestUpload(db: Conn, resultQuestionId: number): Promise<string | null> {
  const [row] = await db
    .select({ fileName: examEssayFiles.fileName })
    .from(examEssayFiles)
    .where(eq(examEssayFiles.resultQuestionId, resultQuestionId))
    .orderBy(desc(examEssayFiles.uploadedAt), desc(examEssayFiles.id))
    .limit(1);
  return row?.fileName ?? null;
}

/** Questions are read only while the passage runs: on a break the pass clock is stopped. */
export async function readQuestion(a: Caller, resultQuestionId: number): Promise<Question> {
  // The passage found by its question row in the same statement (404 for another trainee's).
  const loaded = await settledRead(a.db, a.customerId, { question: resultQuestionId }, a.now);
  const refused = requireRunning(loaded.settled.status);
  if (refused) throw refused;
  return questionOfPassage(a, { ...loaded, questions: await resultQuestionViews(a.db, loaded.result.id) }, resultQuestionId);
}

/**
 * A question of a running passage read already, settled at now, with its question rows: a
 * question read (above) or the page of a passage, which shows its question too (routes/page-preloads.ts).
 */
export async function questionOfPassage(a: Caller, loaded: Loaded & { settled: Settled; questions: ResultQuestionView[] }, resultQuestionId: number): Promise<Question> {
  const rq = loaded.questions.find((q) => q.id === resultQuestionId);
  const content = rq && (await loadQuestionContent(a.db, loaded.schedule.examId, rq.questionId));
  if (!content) throw new NotFoundError();
  const reveal = revealFacts(loaded.schedule, loaded.resultsCount, a.now, loaded.settled.status);
  return questionView(content, rq, reveal, a.locale, rq.type === 'ESSAY' ? await latestUpload(a.db, rq.id) : null);
}

type Outcome = { ok: true; body: AnswerResponse } | { ok: false; error: DomainError };

const MAX_GRACE_SECONDS = 60;

/** The grace period of saves in ms, from the examSaveGraceSeconds setting (0..60 s; a bad value is the default 5 s). */
export function saveGraceMs(settings: Settings): number {
  const raw = settings.examSaveGraceSeconds;
  const seconds = raw == null || raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds, MAX_GRACE_SECONDS) * 1000 : 5_000;
}

/** The passage ended because its pass clock ran out, and `now` is within the grace period after that. */
export function inSaveGrace(settled: Settled, now: number, graceMs: number): boolean {
  return settled.status === 'FINISHED' && settled.passExpires != null && settled.finishedAt === settled.passExpires && now <= settled.passExpires + graceMs;
}

export async function saveAnswer(a: Caller, resultQuestionId: number, request: AnswerRequest, options: { graceMs?: number } = {}): Promise<AnswerResponse> {
  // Refusals are returned, not thrown, so that what settling decided is committed anyway.
  const outcome: Outcome = await a.db.transaction(async (tx) => {
    const loaded = await loadResult(a.db, a.customerId, { question: resultQuestionId }, tx);
    const settled = settle(loaded.timeline, rulesOf(loaded.schedule), a.now);
    await persist(a.db, tx, loaded, settled);
    const refused = requireRunning(settled.status);
    const late = refused != null && inSaveGrace(settled, a.now, options.graceMs ?? 0);
    if (refused && !late) return { ok: false, error: refused };

    const schedule = loaded.schedule;
    const [row] = await tx.select().from(examResultQuestions).where(eq(examResultQuestions.id, resultQuestionId));
    const content = await loadQuestionContent(a.db, schedule.examId, row!.questionId, tx);
    if (!content) return { ok: false, error: new NotFoundError() };
    const handles = handlesOf(row!);
    const answers = answersFromWire(handles, request.answers);
    if (!answers.ok) return { ok: false, error: new ValidationError(answers.errors) };
    const uploaded = content.type === 'ESSAY' ? await uploadedNames(tx, resultQuestionId) : [];
    const canonical = canonicalGiven(answerShape(content), answers.answers, uploaded);
    if (!canonical.ok) return { ok: false, error: new ValidationError(canonical.errors) };

    const stored = readGiven(row!.given);
    let grade = { correct: row!.correct, points: row!.points ?? 0 };
    if (!(row!.saved && sameGiven(stored, canonical.given))) {
      if (row!.saved && isLocked(schedule, content.type)) return { ok: false, error: new RefusedError('exam.answerLocked') };
      grade = gradeQuestion(questionKey(content), canonical.given);
      await tx
        .update(examResultQuestions)
        .set({ given: canonical.given, saved: true, savedAt: new Date(a.now), correct: grade.correct, points: grade.points })
        .where(eq(examResultQuestions.id, resultQuestionId));
      if (late) await regrade(a.db, tx, loaded); // the passage was graded when it ended
    }
    const reveal = revealFacts(schedule, loaded.resultsCount, a.now, settled.status);
    const saved = { id: resultQuestionId, questionId: content.id, type: content.type, saved: true, correct: grade.correct };
    const show = mayReveal(reveal, saved);
    const body: AnswerResponse = {
      correct: show ? grade.correct : null,
      correctAnswer: show && grade.correct === false ? correctAnswerView(content, a.locale, handles) : null,
      question: questionRef(saved, reveal),
    };
    return { ok: true, body };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.body;
}

async function uploadedNames(db: Conn, resultQuestionId: number): Promise<string[]> {
  const rows = await db.select({ fileName: examEssayFiles.fileName }).from(examEssayFiles).where(eq(examEssayFiles.resultQuestionId, resultQuestionId));
  return rows.map((r) => r.fileName);
}
