// SPEC §7 passage calls: start, read (passage/{id}, update/{id}), takeBreak, finishBreak,
// finish. Loads, applies the pure rules (attempts.ts, breaks.ts, settle.ts), persists, and
// answers the Passage of api/exams.ts. docs/exams.md has the rules.
import { sql } from 'drizzle-orm';
import type { Passage } from '../../../api/exams.ts';
import type { Db } from '../../db/connect.ts';
import { parsedJson } from '../../db/json.ts';
import { perDatabase, preparedSql } from '../../db/prepared.ts';
import type { Caller } from '../caller.ts';
import { examResultQuestions, examResults } from '../../db/schema.ts';
import { NotFoundError, RefusedError } from '../errors.ts';
import type { Admit } from '../sessions.ts';
import { decideStart } from './attempts.ts';
import { finishBreak, finishPassage, takeBreak, type BreakRules, type Transition } from './breaks.ts';
import { loadExamContent, loadScheduleMaterials } from './content.ts';
import { refusalError } from './errors.ts';
import { maxPointsOf } from './grading.ts';
import { questionKey } from './content.ts';
import type { Random } from './handles.ts';
import { drawOrders } from './shuffle.ts';
import { settle, type Settled, type Timeline } from './settle.ts';
import {
  loadResult,
  loadStartFacts,
  loadStartFactsWithSession,
  persist,
  rulesOf,
  settledRead,
  settleRunning,
  toResult,
  type Loaded,
  type ResultRow,
  type ScheduleRow,
  type StartFacts,
} from './store.ts';
import { resultQuestionViews } from './question-rows.ts';
import { passageView, type ResultQuestionView } from './views.ts';

type Viewed = Loaded & { settled: Settled; questions: ResultQuestionView[]; passage: Passage };

/** The passage's view with what it was made of; `loaded.questions` when its question rows were read already (a start, a grading). */
async function viewed(a: Caller, loaded: Loaded & { settled: Settled; questions?: ResultQuestionView[] }): Promise<Viewed> {
  const [questions, materials] = await Promise.all([loaded.questions ?? resultQuestionViews(a.db, loaded.result.id), loadScheduleMaterials(a.db, loaded.schedule.id)]);
  return { ...loaded, questions, passage: passageView({ ...loaded, questions, materials, now: a.now, locale: a.locale }) };
}

const view = async (a: Caller, loaded: Loaded & { settled: Settled; questions?: ResultQuestionView[] }) => (await viewed(a, loaded)).passage;

/** GET passage/{resultId} and update/{resultId}: the passage settled at now. */
export async function readPassage(a: Caller, resultId: number): Promise<Passage> {
  return view(a, await settledRead(a.db, a.customerId, resultId, a.now));
}

/** readPassage with the rows it read, for the page of a passage that shows its question from them too (routes/page-preloads.ts). */
export async function readPassageViewed(a: Caller, resultId: number): Promise<Viewed> {
  return viewed(a, await settledRead(a.db, a.customerId, resultId, a.now));
}

const UNIQUE_VIOLATION = '23505';
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/**
 * GET start/{scheduleId}: continues the trainee's running passage of this schedule, or starts
 * one. Refused (400) while another passage runs, outside the schedule window, or when the
 * attempts are used up. Two concurrent starts cannot create two passages: the partial unique
 * index on running passages refuses the second insert, which then continues the first.
 */
export async function startPassage(a: Caller, scheduleId: number, random: Random, read?: StartFacts): Promise<Passage> {
  for (let attempt = 0; ; attempt++) {
    // The schedule, the attempts used and the running passages in one statement, of one
    // snapshot: a concurrent start is seen in both or in neither, never only as a used attempt.
    // The first attempt may come with them (startPassageAtOnce).
    const { schedule, resultsCount, runningIds } = attempt === 0 && read ? read : await loadStartFacts(a.db, a.customerId, scheduleId);
    const running = await settleRunning(a.db, a.customerId, a.now, runningIds);
    const decision = decideStart({
      now: a.now,
      scheduleId,
      scheduleStart: schedule.start,
      scheduleFinish: schedule.finish,
      attempts: schedule.attempts,
      resultsCount,
      running: running
        .filter((r) => r.settled.status === 'IN_PROGRESS' || r.settled.status === 'BREAK_TAKEN')
        .map((r) => ({ resultId: r.result.id, scheduleId: r.schedule.id })),
    });
    if (decision.kind === 'refused') throw new RefusedError(`exam.${decision.reason}`);
    if (decision.kind === 'continue') return readPassage(a, decision.resultId);
    try {
      // Answered from what was written: nothing to read back.
      const { loaded, questions } = await insertPassage(a, schedule, resultsCount + 1, random);
      return view(a, { ...loaded, questions });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 2) throw error;
    }
  }
}

/**
 * startPassage with the session read in the same statement as the start's facts (issue 14: a
 * start's first round trip is also its session's; the answer save does the same, answer-save.ts).
 * `admit` applies the session's rules (403 without one); 404 for a schedule not the trainee's.
 */
export async function startPassageAtOnce(db: Db, tokenHash: string | null, admit: Admit, scheduleId: number, random: Random): Promise<Passage> {
  const found = tokenHash ? await loadStartFactsWithSession(db, tokenHash, scheduleId) : null;
  const a = await admit(found?.session ?? null);
  if (!found?.facts) throw new NotFoundError();
  return startPassage(a, scheduleId, random, found.facts);
}

type Inserted = { loaded: Loaded & { settled: Settled }; questions: ResultQuestionView[] };

/**
 * A new passage with its question rows, their per-passage orders (uniform shuffles,
 * shuffle.ts) and answer handles (handles.ts).
 */
async function insertPassage(a: Caller, schedule: ScheduleRow, resultsCount: number, random: Random): Promise<Inserted> {
  const content = await loadExamContent(a.db, schedule.examId);
  const orders = content.questions.map((q) => drawOrders(q, random));
  const maxPoints = maxPointsOf(content.questions.map(questionKey));
  const values = content.questions.map((q, position) => ({ questionId: q.id, position, ...orders[position]! }));
  const [result, rows] = values.length ? await insertAtOnce(a, schedule, maxPoints, values) : [await insertResult(a, schedule, maxPoints), []];
  const timeline: Timeline = { status: 'IN_PROGRESS', startedAt: a.now, finishedAt: null, breaks: [] };
  const types = new Map(content.questions.map((q) => [q.id, q.type]));
  const questions = [...rows]
    .sort((x, y) => x.position - y.position)
    .map((rq) => ({
      id: rq.id,
      questionId: rq.questionId,
      type: types.get(rq.questionId)!,
      answerOrder: rq.answerOrder,
      partnerOrder: rq.partnerOrder,
      answerHandles: rq.answerHandles,
      given: null,
      saved: false,
      correct: null,
    }));
  return { loaded: { result, schedule, timeline, resultsCount, settled: settle(timeline, rulesOf(schedule), a.now) }, questions };
}

type QuestionValues = { questionId: number; position: number; answerOrder: number[]; partnerOrder: number[] | null; answerHandles: number[] };
type ResultQuestionRow = typeof examResultQuestions.$inferSelect;

async function insertResult(a: Caller, schedule: ScheduleRow, maxPoints: number): Promise<ResultRow> {
  const [row] = await a.db
    .insert(examResults)
    .values({ scheduleId: schedule.id, customerId: a.customerId, status: 'IN_PROGRESS', startedAt: new Date(a.now), maxPoints })
    .returning();
  return toResult(row!);
}

type InsertedRow = {
  id: number;
  result_id: number;
  question_id: number;
  position: number;
  answer_order: number[] | string;
  partner_order: number[] | null | string;
  answer_handles: number[] | string;
};

/** The passage and its question rows in one statement, prepared (server/db/prepared.ts). */
const startInsert = perDatabase((db) =>
  preparedSql<InsertedRow>(
    db,
    'start_insert',
    sql`
    with r as (
      insert into ${examResults} (schedule_id, customer_id, status, started_at, max_points)
      values (${sql.placeholder('scheduleId')}, ${sql.placeholder('customerId')}, 'IN_PROGRESS', ${sql.placeholder('startedAt')}::timestamptz, ${sql.placeholder('maxPoints')})
      returning id
    )
    insert into ${examResultQuestions} (result_id, question_id, position, answer_order, partner_order, answer_handles)
    select r.id, q.question_id, q.position, q.answer_order, q.partner_order, q.answer_handles
    from r, jsonb_to_recordset(${sql.placeholder('questions')}::jsonb) as q(question_id integer, position integer, answer_order jsonb, partner_order jsonb, answer_handles jsonb)
    returning id, result_id, question_id, position, answer_order, partner_order, answer_handles`,
  ),
);

/**
 * The passage and its question rows in one statement (issue 14: one round trip instead of a
 * transaction of two inserts): the question rows are inserted from the passage row the same
 * statement inserts, all or nothing. The passage row is answered from what was written.
 */
async function insertAtOnce(a: Caller, schedule: ScheduleRow, maxPoints: number, values: QuestionValues[]): Promise<[ResultRow, ResultQuestionRow[]]> {
  const questions = JSON.stringify(
    values.map((v) => ({ question_id: v.questionId, position: v.position, answer_order: v.answerOrder, partner_order: v.partnerOrder, answer_handles: v.answerHandles })),
  );
  const result = await startInsert(a.db).execute({
    scheduleId: schedule.id,
    customerId: a.customerId,
    startedAt: new Date(a.now).toISOString(),
    maxPoints,
    questions,
  });
  const rows: ResultQuestionRow[] = result.rows.map((r) => ({
    id: Number(r.id),
    resultId: Number(r.result_id),
    questionId: Number(r.question_id),
    position: Number(r.position),
    answerOrder: parsedJson(r.answer_order),
    partnerOrder: parsedJson(r.partner_order),
    answerHandles: parsedJson(r.answer_handles),
    given: null,
    saved: false,
    savedAt: null,
    correct: null,
    points: null,
  }));
  const row: ResultRow = {
    id: rows[0]!.resultId,
    scheduleId: schedule.id,
    customerId: a.customerId,
    status: 'IN_PROGRESS',
    startedAt: a.now,
    finishedAt: null,
    maxPoints,
    points: null,
    correctQuestionsCount: null,
    passed: null,
  };
  return [row, rows];
}

type Step = (timeline: Timeline, rules: BreakRules, now: number) => Transition;

/** Applies a lifecycle step under the passage's row lock; settle's changes persist even when refused. */
async function act(a: Caller, resultId: number, step: Step): Promise<Passage> {
  const { loaded, transition } = await a.db.transaction(async (tx) => {
    const locked = await loadResult(a.db, a.customerId, resultId, tx);
    const transition = step(locked.timeline, rulesOf(locked.schedule), a.now);
    const { result, questions } = await persist(a.db, tx, locked, transition.settled);
    return { loaded: { ...locked, result, settled: transition.settled, questions }, transition };
  });
  if (!transition.ok) throw refusalError(transition.refusal);
  return view(a, loaded);
}

export const takeBreakNow = (a: Caller, resultId: number) => act(a, resultId, takeBreak);
export const finishBreakNow = (a: Caller, resultId: number) => act(a, resultId, finishBreak);
export const finishNow = (a: Caller, resultId: number) => act(a, resultId, finishPassage);
