// Issue 14 "Fewer round trips on the hot path: prepared statements" (server/db/prepared.ts;
// docs/operations.md "Database"). On PostgreSQL the hot path's fixed-shape statements are
// named: node-postgres parses each once per connection and then sends only its name and
// values. PGlite ignores the names (one process, no network), so the tests that read them run
// on the PostgreSQL pass of the suite (TEST_DATABASE_URL, scripts/test.ts) only.
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Tx } from '../../server/db/connect.ts';
import { pipelinesPerProcess } from '../../server/db/pipelines.ts';
import { inTransaction, preparedSql, preparedStatementsOn } from '../../server/db/prepared.ts';
import { examResults } from '../../server/db/schema.ts';
import { addSchedule, examApi, finishAll, makeExamWorld, SINGLE, type ExamWorld } from './exams-fixtures.ts';

let w: ExamWorld | undefined;
afterAll(() => w?.close());
// Each test starts passages of its own; none is left running for the next.
afterEach(() => w && finishAll(w, w.c1));

type Runs = { name: string; runs: number | string };
const runsQuery = sql`select name, generic_plans + custom_plans as runs from pg_prepared_statements`;

/** The names run on the connection a lone unnamed query gets next: the one the last transaction released. */
async function namedRuns(world: ExamWorld): Promise<Record<string, number>> {
  const result: unknown = await world.db.execute(runsQuery);
  return Object.fromEntries((result as { rows: Runs[] }).rows.map((r) => [r.name, Number(r.runs)]));
}

/** The names run on the pipelined connections, summed: a named read goes round them, one per call (server/db/pipelines.ts). */
async function pipelinedRuns(world: ExamWorld): Promise<Record<string, number>> {
  const read = preparedSql<Runs>(world.db, 'test_prepared_runs', runsQuery);
  const sums: Record<string, number> = {};
  for (let line = 0; line < pipelinesPerProcess(); line++) {
    for (const r of (await read.execute()).rows) sums[r.name] = (sums[r.name] ?? 0) + Number(r.runs);
  }
  return sums;
}

describe('prepared statements', () => {
  it.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL: a start, a question read and two saves run named statements, each parsed once', async () => {
    w = await makeExamWorld();
    const api = examApi(w, w.c1);
    const made = await addSchedule(w, { questions: [SINGLE, SINGLE], passTime: 30 });
    const passage = await api.start(made.scheduleId);
    for (const { resultQuestionId } of passage.questions) {
      const question = await api.question(resultQuestionId);
      await api.answer(resultQuestionId, [{ answerId: question.answers[0]!.answerId, selected: true }]);
    }
    // Outside transactions the named statements go over the pipelined connections.
    const runs = await pipelinedRuns(w);
    // The start's INSERT is written in SQL and prepared all the same (preparedSql).
    expect(Object.keys(runs)).toEqual(expect.arrayContaining(['start_insert', 'passage_question_read', 'answer_save_write_unsaved']));
    // Executed by name more than once on these connections: parsed once each, then reused (each
    // question read and each save is that one read: question-read.ts).
    expect(runs.passage_question_read).toBeGreaterThanOrEqual(4);
    expect(runs.answer_save_write_unsaved).toBeGreaterThanOrEqual(2);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL: a finish runs its locked read, question rows and update as named statements in its transaction', async () => {
    w ??= await makeExamWorld();
    const made = await addSchedule(w, { questions: [SINGLE, SINGLE], passTime: 30, trainees: [w.id1, w.id2] });
    for (const cookie of [w.c1, w.c2]) {
      const passage = await examApi(w, cookie).start(made.scheduleId);
      expect((await examApi(w, cookie).finish(passage.resultId)).status).toBe('FINISHED');
    }
    // A finish's transaction takes a pool connection, the one an unnamed query gets next,
    // so its statements are among that connection's names.
    const runs = await namedRuns(w);
    expect(runs.passage_by_id_locked).toBeGreaterThanOrEqual(1);
    expect(runs.passage_questions).toBeGreaterThanOrEqual(1);
    expect(runs.passage_graded).toBeGreaterThanOrEqual(1);
  });

  it('a statement prepared on the database runs inside the transaction it is given: it sees that transaction’s own write', async () => {
    w ??= await makeExamWorld();
    const made = await addSchedule(w, { questions: [SINGLE], passTime: 30 });
    const { resultId } = await examApi(w, w.c1).start(made.scheduleId);
    const read = w.db
      .select({ points: examResults.points })
      .from(examResults)
      .where(eq(examResults.id, sql.placeholder('id')))
      .prepare('test_points_read');
    const rollback = new Error('rollback');
    await expect(
      w.db.transaction(async (tx) => {
        await tx.update(examResults).set({ points: 99 }).where(eq(examResults.id, resultId));
        // Run as prepared, outside the transaction, it reads the committed null.
        expect(await inTransaction(read, tx).execute({ id: resultId })).toEqual([{ points: 99 }]);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await read.execute({ id: resultId })).toEqual([{ points: null }]);
    expect(() => inTransaction(read, {} as Tx)).toThrow(/without its client/);
  });

  it('DB_PREPARED=0 (or false) turns the names off; anything else keeps them', () => {
    expect(preparedStatementsOn({})).toBe(true);
    expect(preparedStatementsOn({ DB_PREPARED: '1' })).toBe(true);
    expect(preparedStatementsOn({ DB_PREPARED: '0' })).toBe(false);
    expect(preparedStatementsOn({ DB_PREPARED: ' False ' })).toBe(false);
  });
});
