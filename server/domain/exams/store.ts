// Reading and writing passages (exam_results, their breaks and question rows). The rules are
// the pure functions beside this file; this module loads their inputs and writes what they
// decided. Every change to a passage runs in a transaction holding its row lock (FOR UPDATE),
// so concurrent calls on one passage apply one after the other.
import { and, asc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PassageStatus } from '../../../api/exams.ts';
import type { Db, Tx } from '../../db/connect.ts';
import { parsedJson } from '../../db/json.ts';
import { inTransaction, perDatabase, preparedName } from '../../db/prepared.ts';
import { examBreaks, examResultQuestions, examResults, examSchedules, exams, scheduleTrainees, sessions, type Localized } from '../../db/schema.ts';
import type { Caller } from '../caller.ts';
import { NotFoundError } from '../errors.ts';
import { sessionColumns, type SessionRow } from '../sessions.ts';
import { resultQuestionViews } from './question-rows.ts';
import type { ResultQuestionView } from './views.ts';
import { diffTimeline, isNoop, type BreakRules } from './breaks.ts';
import { loadExamContent, questionKey } from './content.ts';
import { gradeResult } from './grading.ts';
import { isEnded, isOpen, settle, type Settled, type Timeline } from './settle.ts';

export type ScheduleRow = {
  id: number;
  examId: number;
  examName: Localized;
  examDescription: Localized;
  start: number;
  finish: number;
  attempts: number | null;
  passTime: number | null;
  breakCount: number | null;
  breakTime: number | null;
  passPoint: number | null;
  enablePassPoint: boolean;
  showPassPoint: boolean;
  showCheckResult: boolean;
  answerHistoryAllowed: boolean;
  checkAudio: boolean;
  passingRules: Localized;
  description: Localized | null;
};

export const scheduleColumns = {
  id: examSchedules.id,
  examId: examSchedules.examId,
  examName: exams.name,
  examDescription: exams.description,
  startAt: examSchedules.startAt,
  finishAt: examSchedules.finishAt,
  attempts: examSchedules.attempts,
  passTime: examSchedules.passTime,
  breakCount: examSchedules.breakCount,
  breakTime: examSchedules.breakTime,
  passPoint: examSchedules.passPoint,
  enablePassPoint: examSchedules.enablePassPoint,
  showPassPoint: examSchedules.showPassPoint,
  showCheckResult: examSchedules.showCheckResult,
  answerHistoryAllowed: examSchedules.answerHistoryAllowed,
  checkAudio: examSchedules.checkAudio,
  passingRules: examSchedules.passingRules,
  description: examSchedules.description,
};

export type ScheduleSelect = { startAt: Date; finishAt: Date } & Omit<ScheduleRow, 'start' | 'finish'>;
const toSchedule = ({ startAt, finishAt, ...rest }: ScheduleSelect): ScheduleRow => ({ ...rest, start: startAt.getTime(), finish: finishAt.getTime() });

/** Passages stored as open (in progress or on a break) or as ended, in SQL: api/passage-open.ts's rule. */
export const storedOpen = inArray(examResults.status, ['IN_PROGRESS', 'BREAK_TAKEN'] satisfies PassageStatus[]);
export const storedEnded = inArray(examResults.status, ['FINISHED', 'EXPIRED'] satisfies PassageStatus[]);

/** The exam lists and pages read the trainee's schedules on every request: prepared (docs/decisions.md #193). */
const scheduleReads = perDatabase((db) => {
  const mine = eq(scheduleTrainees.customerId, sql.placeholder('customerId'));
  const schedules = (where: SQL | undefined) =>
    db
      .select(scheduleColumns)
      .from(scheduleTrainees)
      .innerJoin(examSchedules, eq(examSchedules.id, scheduleTrainees.scheduleId))
      .innerJoin(exams, eq(exams.id, examSchedules.examId))
      .where(where)
      .orderBy(asc(examSchedules.finishAt), asc(examSchedules.id));
  return {
    all: schedules(mine).prepare(preparedName('trainee_schedules')),
    one: schedules(and(mine, eq(scheduleTrainees.scheduleId, sql.placeholder('scheduleId')))).prepare(preparedName('trainee_schedule')),
  };
});

/** Schedules assigned to the trainee (all of them, or the one asked for). */
export async function loadSchedules(db: Db, customerId: number, scheduleId?: number): Promise<ScheduleRow[]> {
  const reads = scheduleReads(db);
  const rows = await (scheduleId === undefined ? reads.all.execute({ customerId }) : reads.one.execute({ customerId, scheduleId }));
  return rows.map(toSchedule);
}

/**
 * What a start decides on, in one statement (issue 14): the trainee's schedule (404 for
 * another trainee's), their passages of it, and their passages stored as running. Read
 * together, the count and the running ones are of one snapshot: a concurrent start is in
 * both or in neither (then the partial unique index refuses the second insert, passage.ts).
 */
export type StartFacts = { schedule: ScheduleRow; resultsCount: number; runningIds: number[] };

export async function loadStartFacts(db: Db, customerId: number, scheduleId: number): Promise<StartFacts> {
  const [row] = await startStatements(db).facts.execute({ customerId, scheduleId });
  if (!row) throw new NotFoundError();
  return toStartFacts(row);
}

/**
 * The session of `tokenHash` and, for its trainee, the start facts of `scheduleId` (null when
 * the schedule is not theirs), in the same one statement: a start's first round trip is also
 * its session's (issue 14, as the answer save reads it: answer-save.ts). Null without a session.
 */
export async function loadStartFactsWithSession(db: Db, tokenHash: string, scheduleId: number): Promise<{ session: SessionRow; facts: StartFacts | null } | null> {
  const [row] = await startStatements(db).factsWithSession.execute({ tokenHash, scheduleId });
  if (!row) return null;
  // The left joins type each schedule column nullable; a schedule row is whole or absent.
  return { session: row.session, facts: row.schedule?.id == null ? null : toStartFacts({ ...row, schedule: row.schedule as ScheduleSelect }) };
}

const toStartFacts = (row: { schedule: ScheduleSelect; resultsCount: number | string; runningIds: number[] | string }): StartFacts => ({
  schedule: toSchedule(row.schedule),
  resultsCount: Number(row.resultsCount),
  runningIds: parsedJson(row.runningIds).map(Number),
});

/** The start facts' columns for the trainee `customerId` (a placeholder, or the column of the session read with them). */
const startFactColumns = (customerId: SQLWrapper) => ({
  schedule: scheduleColumns,
  resultsCount: sql<number | string>`(select count(*) from ${examResults} r where r.customer_id = ${customerId} and r.schedule_id = ${examSchedules.id})`,
  runningIds: sql<
    number[] | string
  >`(select coalesce(json_agg(r.id order by r.id), '[]'::json) from ${examResults} r where r.customer_id = ${customerId} and r.status in ('IN_PROGRESS', 'BREAK_TAKEN'))`,
});

const startStatements = perDatabase((db) => {
  const customerId = sql.placeholder('customerId');
  const scheduleId = sql.placeholder('scheduleId');
  return {
    facts: db
      .select(startFactColumns(customerId))
      .from(scheduleTrainees)
      .innerJoin(examSchedules, eq(examSchedules.id, scheduleTrainees.scheduleId))
      .innerJoin(exams, eq(exams.id, examSchedules.examId))
      .where(and(eq(scheduleTrainees.customerId, customerId), eq(scheduleTrainees.scheduleId, scheduleId)))
      .prepare(preparedName('start_facts')),
    factsWithSession: db
      .select({ session: sessionColumns, ...startFactColumns(sessions.customerId) })
      .from(sessions)
      .leftJoin(scheduleTrainees, and(eq(scheduleTrainees.customerId, sessions.customerId), eq(scheduleTrainees.scheduleId, scheduleId)))
      .leftJoin(examSchedules, eq(examSchedules.id, scheduleTrainees.scheduleId))
      .leftJoin(exams, eq(exams.id, examSchedules.examId))
      .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
      .prepare(preparedName('start_facts_session')),
  };
});

/** The trainee's schedule, or 404 (another trainee's schedule looks unknown). */
export async function loadSchedule(db: Db, customerId: number, scheduleId: number): Promise<ScheduleRow> {
  const [row] = await loadSchedules(db, customerId, scheduleId);
  if (!row) throw new NotFoundError();
  return row;
}

export const rulesOf = (s: ScheduleRow): BreakRules => ({
  passTime: s.passTime,
  breakTime: s.breakTime,
  breakCount: s.breakCount,
  scheduleFinish: s.finish,
});

export type ResultRow = {
  id: number;
  scheduleId: number;
  customerId: number;
  status: PassageStatus;
  startedAt: number;
  finishedAt: number | null;
  maxPoints: number;
  points: number | null;
  correctQuestionsCount: number | null;
  passed: boolean | null;
};

type ResultSelect = typeof examResults.$inferSelect;
export const toResult = (r: ResultSelect): ResultRow => ({
  ...r,
  status: r.status as PassageStatus,
  startedAt: r.startedAt.getTime(),
  finishedAt: r.finishedAt?.getTime() ?? null,
});

/** A passage with what settling needs, and the trainee's passages of its schedule (attempts used, reveal.ts). */
export type Loaded = { result: ResultRow; schedule: ScheduleRow; timeline: Timeline; resultsCount: number };

type BreakJson = { id: number; start: number; end: number | null };

/** The passage's breaks, read in the same query as the passage (epoch ms, in order). */
export const breaksColumn = sql<BreakJson[]>`coalesce((
  select json_agg(json_build_object(
    'id', b.id,
    'start', round(extract(epoch from b.started_at) * 1000)::bigint,
    'end', round(extract(epoch from b.ended_at) * 1000)::bigint
  ) order by b.started_at, b.id)
  from ${examBreaks} b where b.result_id = ${examResults.id}), '[]'::json)`;

/** The trainee's passages of the passage's schedule, read in the same query as the passage. */
export const resultsCountColumn = sql<
  number | string
>`(select count(*) from ${examResults} r2 where r2.customer_id = ${examResults.customerId} and r2.schedule_id = ${examResults.scheduleId})`;

/**
 * The trainee's passage, by its id or by the id of one of its question rows; 404 for an
 * unknown one or another trainee's. With `tx`: read in it, FOR UPDATE of the passage row.
 * Prepared either way (server/db/prepared.ts).
 */
export async function loadResult(db: Db, customerId: number, ref: number | { question: number }, tx?: Tx): Promise<Loaded> {
  const reads = passageReads(db);
  const byId = typeof ref === 'number';
  const read = tx ? inTransaction(byId ? reads.byIdLocked : reads.byQuestionLocked, tx) : byId ? reads.byId : reads.byQuestion;
  const [row] = await read.execute({ customerId, id: byId ? ref : ref.question });
  if (!row) throw new NotFoundError();
  return toLoaded(row);
}

/** The passage by its id, or by the id of one of its question rows, of the trainee (placeholders `id`, `customerId`). */
function passageQuery(db: Db, byQuestion: boolean) {
  const at = { customerId: sql.placeholder('customerId'), id: sql.placeholder('id') };
  const id = byQuestion
    ? eq(examResults.id, sql`(select ${examResultQuestions.resultId} from ${examResultQuestions} where ${examResultQuestions.id} = ${at.id})`)
    : eq(examResults.id, at.id);
  return db
    .select({ result: examResults, schedule: scheduleColumns, breaks: breaksColumn, resultsCount: resultsCountColumn })
    .from(examResults)
    .innerJoin(examSchedules, eq(examSchedules.id, examResults.scheduleId))
    .innerJoin(exams, eq(exams.id, examSchedules.examId))
    .where(and(id, eq(examResults.customerId, at.customerId)));
}

const passageReads = perDatabase((db) => ({
  byId: passageQuery(db, false).prepare(preparedName('passage_by_id')),
  byQuestion: passageQuery(db, true).prepare(preparedName('passage_by_question')),
  byIdLocked: passageQuery(db, false).for('update', { of: examResults }).prepare(preparedName('passage_by_id_locked')),
  byQuestionLocked: passageQuery(db, true).for('update', { of: examResults }).prepare(preparedName('passage_by_question_locked')),
}));

/** A passage as read with scheduleColumns, breaksColumn and resultsCountColumn (here and question-read.ts). */
export function toLoaded(row: { result: ResultSelect; schedule: ScheduleSelect; breaks: BreakJson[] | string; resultsCount: number | string }): Loaded {
  const result = toResult(row.result);
  const breaks = parsedJson(row.breaks).map((b) => ({
    id: Number(b.id),
    start: Number(b.start),
    end: b.end == null ? null : Number(b.end),
  }));
  const timeline: Timeline = { status: result.status, startedAt: result.startedAt, finishedAt: result.finishedAt, breaks };
  return { result, schedule: toSchedule(row.schedule), timeline, resultsCount: Number(row.resultsCount) };
}

/** What persist wrote: the passage row, and the question rows it graded when the passage just ended. */
export type Persisted = { result: ResultRow; questions?: ResultQuestionView[] };

/**
 * Writes what `next` changed against the stored timeline; grades a passage that just ended.
 * The question rows it graded from are handed back: read under the passage's lock of the call
 * that ended it, they are what that call's answer shows (a finish writes no answer after
 * grading), so the view need not read them again.
 */
export async function persist(db: Db, tx: Tx, loaded: Loaded, next: Settled): Promise<Persisted> {
  const diff = diffTimeline(loaded.timeline, next);
  if (isNoop(diff)) return { result: loaded.result };
  for (const c of diff.closed) {
    await tx
      .update(examBreaks)
      .set({ endedAt: new Date(c.end) })
      .where(and(eq(examBreaks.id, c.id), sql`${examBreaks.endedAt} is null`));
  }
  if (diff.added.length) {
    await tx
      .insert(examBreaks)
      .values(diff.added.map((b) => ({ resultId: loaded.result.id, startedAt: new Date(b.start), endedAt: b.end == null ? null : new Date(b.end) })));
  }
  if (!diff.status) return { result: loaded.result };
  const graded = isEnded(diff.status.status) && isOpen(loaded.result.status) ? await gradeStored(db, tx, loaded) : null;
  const writes = passageWrites(db);
  const finishedAt = diff.status.finishedAt == null ? null : new Date(diff.status.finishedAt).toISOString();
  const [row] = await inTransaction(graded ? writes.graded : writes.status, tx).execute({
    id: loaded.result.id,
    status: diff.status.status,
    finishedAt,
    ...graded?.grade,
  });
  return { result: row ? toResult(row) : loaded.result, questions: graded?.questions };
}

/** A running passage's new status (and its grade when it ended), prepared: every finish writes one. */
const passageWrites = perDatabase((db) => {
  const status = { status: sql`${sql.placeholder('status')}::text`, finishedAt: sql`${sql.placeholder('finishedAt')}::timestamptz` };
  const grade = {
    points: sql`${sql.placeholder('points')}::integer`,
    correctQuestionsCount: sql`${sql.placeholder('correctQuestionsCount')}::integer`,
    passed: sql`${sql.placeholder('passed')}::boolean`,
    maxPoints: sql`${sql.placeholder('maxPoints')}::integer`,
  };
  const running = and(eq(examResults.id, sql.placeholder('id')), storedOpen);
  return {
    status: db.update(examResults).set(status).where(running).returning().prepare(preparedName('passage_status')),
    graded: db
      .update(examResults)
      .set({ ...status, ...grade })
      .where(running)
      .returning()
      .prepare(preparedName('passage_graded')),
  };
});

/** Grades an ended passage again: an answer was saved within the grace period after it (answering.ts). */
export async function regrade(db: Db, tx: Tx, loaded: Loaded): Promise<void> {
  await tx
    .update(examResults)
    .set((await gradeStored(db, tx, loaded)).grade)
    .where(eq(examResults.id, loaded.result.id));
}

/** Grades every question from the stored answers (docs/exams.md "Grading"); with the question rows it read. */
async function gradeStored(db: Db, tx: Tx, loaded: Loaded) {
  const content = await loadExamContent(db, loaded.schedule.examId, tx);
  const questions = await resultQuestionViews(db, loaded.result.id, tx);
  const graded = content.questions.map((q) => {
    const row = questions.find((r) => r.questionId === q.id);
    return { key: questionKey(q), given: row?.saved ? row.given : null };
  });
  const grade = gradeResult(graded, loaded.schedule);
  return {
    grade: { points: grade.points, correctQuestionsCount: grade.correctQuestionsCount, passed: grade.passed, maxPoints: grade.maxPoints },
    questions,
  };
}

/**
 * Settles a passage as read: when settling changes nothing (the common case) no lock is
 * taken; otherwise the change is written under the row lock and the passage re-read.
 */
export async function settledRead(
  db: Db,
  customerId: number,
  ref: number | { question: number },
  now: number,
): Promise<Loaded & { settled: Settled; questions?: ResultQuestionView[] }> {
  const loaded = await loadResult(db, customerId, ref);
  const settled = settle(loaded.timeline, rulesOf(loaded.schedule), now);
  if (isNoop(diffTimeline(loaded.timeline, settled))) return { ...loaded, settled };
  return db.transaction(async (tx) => {
    const locked = await loadResult(db, customerId, loaded.result.id, tx);
    const again = settle(locked.timeline, rulesOf(locked.schedule), now);
    const { result, questions } = await persist(db, tx, locked, again);
    return { ...locked, result, settled: again, questions };
  });
}

const settledForCaller = new WeakMap<Caller, ReturnType<typeof settleRunning>>();

/** settleRunning for the caller's trainee at the caller's now, once per caller (one request): a page's lists share one read (issue 14). */
export function settledRunning(a: Caller): ReturnType<typeof settleRunning> {
  const found = settledForCaller.get(a);
  if (found) return found;
  const running = settleRunning(a.db, a.customerId, a.now);
  settledForCaller.set(a, running);
  return running;
}

/** Every exam list and page asks for the trainee's running passages first: prepared (docs/decisions.md #193). */
const runningIds = perDatabase((db) =>
  db
    .select({ id: examResults.id })
    .from(examResults)
    .where(and(eq(examResults.customerId, sql.placeholder('customerId')), storedOpen))
    .prepare(preparedName('running_passage_ids')),
);

/** The trainee's passages stored as running (or those of `known` ids, read with other facts); each settled (and persisted) at `now`. */
export async function settleRunning(db: Db, customerId: number, now: number, known?: number[]): Promise<(Loaded & { settled: Settled })[]> {
  const ids = known ?? (await runningIds(db).execute({ customerId })).map((r) => r.id);
  return Promise.all(ids.map((id) => settledRead(db, customerId, id, now)));
}
