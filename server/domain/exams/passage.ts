// SPEC §7 passage calls: start, read (passage/{id}, update/{id}), takeBreak, finishBreak,
// finish. Loads, applies the pure rules (attempts.ts, breaks.ts, settle.ts), persists, and
// answers the Passage of api/exams.ts. docs/exams.md has the rules.
import { randomInt } from 'node:crypto';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { WireLocale } from '../../../api/common.ts';
import type { Passage, QuestionType } from '../../../api/exams.ts';
import type { Db } from '../../db/connect.ts';
import { examMaterials, examQuestions, examResultQuestions, examResults } from '../../db/schema.ts';
import { RefusedError } from '../errors.ts';
import { readGiven } from './answers.ts';
import { decideStart } from './attempts.ts';
import { finishBreak, finishPassage, takeBreak, type BreakRules, type Transition } from './breaks.ts';
import { loadExamContent, type MaterialContent } from './content.ts';
import { refusalError } from './errors.ts';
import { correctSequence, maxPointsOf } from './grading.ts';
import { questionKey } from './content.ts';
import { derange, shuffle, shuffleAwayFrom, type Random } from './shuffle.ts';
import type { Settled, Timeline } from './settle.ts';
import { loadResult, loadSchedule, persist, rulesOf, settledRead, settleRunning, type Conn, type Loaded, type ScheduleRow } from './store.ts';
import { passageView, type ResultQuestionView } from './views.ts';

/** Who asks, and when. */
export type Actor = { db: Db; customerId: number; now: number; locale: WireLocale };

const cryptoRandom: Random = () => randomInt(0, 2 ** 32) / 2 ** 32;

export async function resultQuestionViews(db: Conn, resultId: number): Promise<ResultQuestionView[]> {
  const rows = await db
    .select({ rq: examResultQuestions, type: examQuestions.type })
    .from(examResultQuestions)
    .innerJoin(examQuestions, eq(examQuestions.id, examResultQuestions.questionId))
    .where(eq(examResultQuestions.resultId, resultId))
    .orderBy(asc(examResultQuestions.position));
  return rows.map(({ rq, type }) => ({
    id: rq.id,
    questionId: rq.questionId,
    type: type as QuestionType,
    answerOrder: rq.answerOrder,
    partnerOrder: rq.partnerOrder,
    given: readGiven(rq.given),
    saved: rq.saved,
    correct: rq.correct,
  }));
}

export async function resultsCountOf(db: Conn, customerId: number, scheduleId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(examResults)
    .where(and(eq(examResults.customerId, customerId), eq(examResults.scheduleId, scheduleId)));
  return row?.n ?? 0;
}

export async function scheduleMaterials(db: Conn, scheduleId: number): Promise<MaterialContent[]> {
  const rows = await db
    .select({ id: examMaterials.id, name: examMaterials.name, link: examMaterials.link, fileName: examMaterials.fileName, contentType: examMaterials.contentType })
    .from(examMaterials)
    .where(and(eq(examMaterials.scheduleId, scheduleId), isNull(examMaterials.questionId)))
    .orderBy(asc(examMaterials.sortOrder), asc(examMaterials.id));
  return rows.map((m) => ({ ...m, hasData: m.fileName != null }));
}

async function view(a: Actor, loaded: Loaded & { settled: Settled }): Promise<Passage> {
  const [questions, resultsCount, materials] = await Promise.all([
    resultQuestionViews(a.db, loaded.result.id),
    resultsCountOf(a.db, a.customerId, loaded.schedule.id),
    scheduleMaterials(a.db, loaded.schedule.id),
  ]);
  return passageView({ ...loaded, questions, resultsCount, materials, now: a.now, locale: a.locale });
}

/** GET passage/{resultId} and update/{resultId}: the passage settled at now. */
export async function readPassage(a: Actor, resultId: number): Promise<Passage> {
  return view(a, await settledRead(a.db, a.customerId, resultId, a.now));
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
export async function startPassage(a: Actor, scheduleId: number, random: Random = cryptoRandom): Promise<Passage> {
  const schedule = await loadSchedule(a.db, a.customerId, scheduleId);
  for (let attempt = 0; ; attempt++) {
    const running = await settleRunning(a.db, a.customerId, a.now);
    const decision = decideStart({
      now: a.now,
      scheduleId,
      scheduleStart: schedule.start,
      scheduleFinish: schedule.finish,
      attempts: schedule.attempts,
      resultsCount: await resultsCountOf(a.db, a.customerId, scheduleId),
      running: running.filter((r) => r.settled.status === 'IN_PROGRESS' || r.settled.status === 'BREAK_TAKEN').map((r) => ({ resultId: r.result.id, scheduleId: r.schedule.id })),
    });
    if (decision.kind === 'refused') throw new RefusedError(`exam.${decision.reason}`);
    if (decision.kind === 'continue') return readPassage(a, decision.resultId);
    try {
      const resultId = await insertPassage(a, schedule, random);
      return readPassage(a, resultId);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 2) throw error;
    }
  }
}

async function insertPassage(a: Actor, schedule: ScheduleRow, random: Random): Promise<number> {
  const content = await loadExamContent(a.db, schedule.examId);
  return a.db.transaction(async (tx) => {
    const [result] = await tx
      .insert(examResults)
      .values({
        scheduleId: schedule.id,
        customerId: a.customerId,
        status: 'IN_PROGRESS',
        startedAt: new Date(a.now),
        maxPoints: maxPointsOf(content.questions.map(questionKey)),
      })
      .returning({ id: examResults.id });
    if (content.questions.length) {
      await tx.insert(examResultQuestions).values(
        content.questions.map((q, position) => {
          const ids = q.answers.map((x) => x.id);
          // Choice answers are shuffled too, so that the place of the right one tells nothing.
          const answerOrder =
            q.type === 'SEQUENCE' ? shuffleAwayFrom(correctSequence(questionKey(q)), random) : q.type === 'COMPARISON' || q.type === 'ESSAY' ? ids : shuffle(ids, random);
          const partnerOrder = q.type === 'COMPARISON' ? derange(ids, random) : null;
          return { resultId: result!.id, questionId: q.id, position, answerOrder, partnerOrder };
        }),
      );
    }
    return result!.id;
  });
}

type Step = (timeline: Timeline, rules: BreakRules, now: number) => Transition;

/** Applies a lifecycle step under the passage's row lock; settle's changes persist even when refused. */
async function act(a: Actor, resultId: number, step: Step): Promise<Passage> {
  const { loaded, transition } = await a.db.transaction(async (tx) => {
    const locked = await loadResult(tx, a.customerId, resultId, true);
    const transition = step(locked.timeline, rulesOf(locked.schedule), a.now);
    const result = await persist(tx, locked, transition.settled);
    return { loaded: { ...locked, result, settled: transition.settled }, transition };
  });
  if (!transition.ok) throw refusalError(transition.refusal);
  return view(a, loaded);
}

export const takeBreakNow = (a: Actor, resultId: number) => act(a, resultId, takeBreak);
export const finishBreakNow = (a: Actor, resultId: number) => act(a, resultId, finishBreak);
export const finishNow = (a: Actor, resultId: number) => act(a, resultId, finishPassage);
