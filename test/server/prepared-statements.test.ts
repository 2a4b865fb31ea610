// Issue 14 "Fewer round trips on the hot path: prepared statements" (server/db/prepared.ts;
// docs/operations.md "Database"). On PostgreSQL the hot path's fixed-shape statements are
// named: node-postgres parses each once per connection and then sends only its name and
// values. PGlite ignores the names (one process, no network), so the first test runs on the
// PostgreSQL pass of the suite (TEST_DATABASE_URL, scripts/test.ts) only.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { preparedStatementsOn } from '../../server/db/prepared.ts';
import { addSchedule, examApi, makeExamWorld, SINGLE, type ExamWorld } from './exams-fixtures.ts';

let w: ExamWorld | undefined;
afterAll(() => w?.close());

describe('prepared statements', () => {
  it.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL: a question read and two saves run named statements, each parsed once', async () => {
    w = await makeExamWorld();
    const api = examApi(w, w.c1);
    const made = await addSchedule(w, { questions: [SINGLE, SINGLE], passTime: 30 });
    const passage = await api.start(made.scheduleId);
    for (const { resultQuestionId } of passage.questions) {
      const question = await api.question(resultQuestionId);
      await api.answer(resultQuestionId, [{ answerId: question.answers[0]!.answerId, selected: true }]);
    }
    // Calls one after the other use one connection of the pool (the last one released), so
    // this reads that connection's prepared statements.
    const result: unknown = await w.db.execute(sql`select name, generic_plans + custom_plans as runs from pg_prepared_statements`);
    const rows = (result as { rows: { name: string; runs: number | string }[] }).rows;
    const runs = Object.fromEntries(rows.map((r) => [r.name, Number(r.runs)]));
    expect(Object.keys(runs)).toEqual(expect.arrayContaining(['passage_question_read', 'answer_save_write_unsaved']));
    // Executed by name more than once on this connection: parsed once, then reused (each
    // question read and each save is that one read: question-read.ts).
    expect(runs.passage_question_read).toBeGreaterThanOrEqual(4);
    expect(runs.answer_save_write_unsaved).toBeGreaterThanOrEqual(2);
  });

  it('DB_PREPARED=0 (or false) turns the names off; anything else keeps them', () => {
    expect(preparedStatementsOn({})).toBe(true);
    expect(preparedStatementsOn({ DB_PREPARED: '1' })).toBe(true);
    expect(preparedStatementsOn({ DB_PREPARED: '0' })).toBe(false);
    expect(preparedStatementsOn({ DB_PREPARED: ' False ' })).toBe(false);
  });
});
