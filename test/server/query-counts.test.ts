// Issue 14 "Fewer round trips on the hot path": the statements each call of an exam morning
// sends to the database, counted (drizzle's query log, test/server/harness.ts), so that a
// change adding a round trip shows here. The figures are ceilings: lower them when a change
// saves a statement (docs/performance.md "Statements per call").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtSpa, firstPaints } from './built-spa.ts';
import { addSchedule, examApi, makeExamWorld, MULTIPLE, SINGLE, type ExamWorld } from './exams-fixtures.ts';

/**
 * Statements per call (drizzle's, so BEGIN/COMMIT of a transaction are not among them), as
 * measured, the session's own lookup included; the settings kept by the process (5 s) are not
 * read again. The first start of an exam reads its content (5 of the 8; cached after,
 * docs/exams.md "Caching"), the next ones do not: the session with the start's facts in one
 * SELECT, the passage with its question rows in one INSERT (passage.ts startPassageAtOnce). The save is two: the session, passage and question row in one
 * SELECT, the answer in one guarded UPDATE, no transaction (answer-save.ts); a question read is
 * that same SELECT alone (question-read.ts). A passage is read with the trainee's passages of
 * its schedule counted in the same SELECT (store.ts resultsCountColumn): an update is the
 * session, the passage and its question rows; the finish is the session, the passage locked,
 * its question rows (graded, and shown in the answer: store.ts persist hands them back) and
 * the passage's update. GET /api/common is the session alone: the server's messages are kept by
 * the process as the settings are. A page's first request carries its data (docs/decisions.md
 * #165): GET /api/main's statements, the session, and its page's calls', the trainee's running
 * passages read once for all of them (store.ts settledRunning), and on the dashboard its news
 * panel's list, which the top bar would ask for right after (#195); every page but a passage's
 * carries the info panel's two reads, which its GET /api/main/info made after the page's
 * scripts ran, the session again with them (#198); a passage's page shows its
 * question from the rows the passage was read with (answering.ts questionOfPassage).
 * `QUERY_LOG=1` prints each call's statements.
 */
const CEILINGS = {
  'GET /api/common': 1,
  'GET /api/main': 7,
  'GET /api/main/info': 3,
  'GET / (the dashboard page with its data)': 19,
  'GET /exams (the Tests page with its data)': 12,
  'GET /api/exams/passage/start/{scheduleId}': 8,
  'GET /api/exams/passage/start/{scheduleId}, the exam cached': 2,
  'GET /api/exams/passage/question/{resultQuestionId}': 1,
  'POST /api/exams/passage/answer/{resultQuestionId}': 2,
  'GET /api/exams/passage/update/{resultId}': 3,
  'GET /api/exams/passage/finish/{resultId}': 4,
  'GET /exams/passage/{resultId}/1 (the page of a running passage with its data)': 9,
} as const;
type CallName = keyof typeof CEILINGS;

let w: ExamWorld;
beforeAll(async () => {
  w = await makeExamWorld();
});
afterAll(() => w?.close());

async function counted<T>(work: () => Promise<T>): Promise<{ value: T; statements: string[] }> {
  const from = w.queries.statements.length;
  const value = await work();
  return { value, statements: w.queries.statements.slice(from) };
}

describe('statements per call on the hot path', () => {
  it('stays within each call’s ceiling', async () => {
    // As server/serve.ts runs it: the settings kept by the process for 5 s (read once, below).
    // A page's first request carries its data (server/routes/common.ts bootstrapAnswer, page-preloads.ts).
    const spa = builtSpa();
    const app = { ...w, ...w.appWith({ settingsTtlMs: 5_000, spaRoot: spa.dist, firstPaints }) };
    await app.call('GET', '/api/common');
    const page = (path: string) => async () => expect((await app.call('GET', path, { cookie: w.c1, noRequestedWith: true })).status).toBe(200);
    const api = examApi(app, w.c1);
    const made = await addSchedule(w, { questions: [SINGLE, MULTIPLE, SINGLE], passTime: 30, trainees: [w.id1, w.id2] });
    const seen: Record<string, number> = {};
    const measure = async <T>(name: CallName, work: () => Promise<T>): Promise<T> => {
      const { value, statements } = await counted(work);
      seen[name] = statements.length;
      if (process.env.QUERY_LOG) console.log(`### ${name}\n${statements.join('\n---\n')}`);
      return value;
    };

    await measure('GET /api/common', async () => expect((await app.call('GET', '/api/common', { cookie: w.c1 })).status).toBe(200));
    await measure('GET /api/main', async () => expect((await app.call('GET', '/api/main', { cookie: w.c1 })).status).toBe(200));
    await measure('GET /api/main/info', async () => expect((await app.call('GET', '/api/main/info', { cookie: w.c1 })).status).toBe(200));
    await measure('GET / (the dashboard page with its data)', page('/'));
    await measure('GET /exams (the Tests page with its data)', page('/exams'));
    const passage = await measure('GET /api/exams/passage/start/{scheduleId}', () => api.start(made.scheduleId));
    // The crowd of an exam morning: every start after the first finds the exam's content cached.
    await measure('GET /api/exams/passage/start/{scheduleId}, the exam cached', () => examApi(app, w.c2).start(made.scheduleId));
    const rq = passage.questions[1]!.resultQuestionId;
    const question = await measure('GET /api/exams/passage/question/{resultQuestionId}', () => api.question(rq));
    await measure('POST /api/exams/passage/answer/{resultQuestionId}', () => api.answer(rq, [{ answerId: question.answers[0]!.answerId, selected: true }]));
    await measure('GET /api/exams/passage/update/{resultId}', () => api.update(passage.resultId));
    await measure('GET /exams/passage/{resultId}/1 (the page of a running passage with its data)', page(`/exams/passage/${passage.resultId}/1`));
    await measure('GET /api/exams/passage/finish/{resultId}', () => api.finish(passage.resultId));

    spa.remove();
    for (const [name, ceiling] of Object.entries(CEILINGS)) expect(seen[name], `${name}: ${w.queries.statements.length} statements in all`).toBeLessThanOrEqual(ceiling);
  });
});
