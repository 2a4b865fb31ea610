// Issue 14: a process warms its hot path before it listens (server/warm-up.ts). The warm-up's
// calls must reach the database as a trainee's do (else they warm nothing) and must leave it
// as it was: no session, passage, answer or counter may change. On PostgreSQL the warm-up's
// connections are not the ones that serve (decision #186).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresUrl } from '../../scripts/postgres.ts';
import { scratchDatabase } from '../../scripts/scratch-database.ts';
import { createApp } from '../../server/app.ts';
import { openDatabase, type Db } from '../../server/db/connect.ts';
import { digest } from './db-digest.ts';
import { DEFAULT_WARM_UP_ROUNDS, warmUp, warmUpProcess, warmUpRounds } from '../../server/warm-up.ts';
import { addSchedule, examApi, makeExamWorld, MULTIPLE, SINGLE, wireIds, type ExamWorld } from './exams-fixtures.ts';

let w: ExamWorld;
beforeAll(async () => {
  w = await makeExamWorld();
  // A passage under way with a saved answer, so that every table the calls read holds rows.
  const made = await addSchedule(w, { questions: [SINGLE, MULTIPLE], trainees: [w.id1, w.id2] });
  const api = examApi(w, w.c1);
  const passage = await api.start(made.scheduleId);
  const first = passage.questions[0]!.resultQuestionId;
  const [answerId] = await wireIds(w, first, [made.questions[0]!.answerIds[0]!]);
  await api.answer(first, [{ answerId: answerId!, selected: true }]);
});
afterAll(() => w?.close());

/** A call's own first statement: the session read together with the exam's rows (passage.ts, question-read.ts, answer-save.ts). */
const ownStatement = /^select "sessions"\.".*from "sessions".*"exam_/s;

describe('the warm-up', () => {
  it('sends the start, a question read and an answer save to the database, each refused there for want of a session', async () => {
    const seen: { call: string; status: number; own: boolean }[] = [];
    let last: Promise<unknown> = Promise.resolve();
    // One request at a time, so that each one's statements are its own.
    const oneByOne = (request: Request) => {
      const answered = last.then(async () => {
        const from = w.queries.statements.length;
        const res = await w.app.fetch(request);
        seen.push({ call: `${request.method} ${new URL(request.url).pathname}`, status: res.status, own: ownStatement.test(w.queries.statements[from] ?? '') });
        return res;
      });
      last = answered;
      return answered;
    };
    await warmUp({ fetch: oneByOne }, 1);
    // Keyed by call: over HTTP they arrive in any order.
    expect(Object.fromEntries(seen.map(({ call, ...outcome }) => [call, outcome]))).toEqual({
      'GET /api/common': { status: 200, own: false },
      'GET /api/exams/passage/start/1': { status: 403, own: true },
      'GET /api/exams/passage/question/1': { status: 403, own: true },
      'POST /api/exams/passage/answer/1': { status: 403, own: true },
    });
  });

  it('leaves every table as it was', async () => {
    const before = await digest(w);
    expect(before.exam_result_questions).not.toMatch(/^0:/);
    await warmUp(w.app, 20);
    expect(await digest(w)).toEqual(before);
  });
});

describe("a process's warm-up on PostgreSQL (runs in both passes of the suite)", () => {
  it('runs over connections of its own, all ended when it returns: those that serve have planned none of its statements', async () => {
    const { name, url, drop } = await scratchDatabase(postgresUrl(), 'portal_warm_up');
    const admin = new pg.Client({ connectionString: postgresUrl() });
    await admin.connect();
    const serving = await openDatabase({ url, poolMax: 4 });
    try {
      const statuses: number[] = [];
      const appOver = (db: Db) => {
        const app = createApp({ db, clock: Date.now });
        return {
          fetch: async (request: Request) => {
            const res = await app.fetch(request);
            statuses.push(res.status);
            return res;
          },
        };
      };
      await warmUpProcess(serving, url, appOver, 3);
      // Each round's start, question read and answer save reached its own statement and was refused there.
      expect(statuses.filter((status) => status === 403)).toHaveLength(9);
      expect(serving.poolStats!()).toEqual({ total: 0, idle: 0, waiting: 0, pipelined: 0 });
      const open = async () => (await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name])).rows[0]!.n;
      await vi.waitFor(async () => expect(await open()).toBe(0), { timeout: 5_000, interval: 100 });
    } finally {
      await serving.close();
      await admin.end();
      await drop();
    }
  });
});

describe('a warm-up that fails', () => {
  it('is said and given up, and the process goes on to serve', async () => {
    const said: string[] = [];
    const broken = { fetch: () => new Response(new ReadableStream({ start: (body) => body.error(new Error('broken')) })) };
    await warmUp(broken, 5, (line) => said.push(line));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^Warm-up given up \(.+\): serving without it\.$/);
  });
});

describe('WARM_UP_ROUNDS', () => {
  it('defaults to warming with PostgreSQL only, and takes a whole number', () => {
    expect(warmUpRounds({}, 'postgres')).toBe(DEFAULT_WARM_UP_ROUNDS);
    expect(warmUpRounds({}, 'pglite')).toBe(0);
    expect(warmUpRounds({ WARM_UP_ROUNDS: '0' }, 'postgres')).toBe(0);
    expect(warmUpRounds({ WARM_UP_ROUNDS: ' 50 ' }, 'pglite')).toBe(50);
    expect(() => warmUpRounds({ WARM_UP_ROUNDS: 'many' }, 'postgres')).toThrow(/WARM_UP_ROUNDS must be a whole number/);
    expect(() => warmUpRounds({ WARM_UP_ROUNDS: '-1' }, 'postgres')).toThrow(/WARM_UP_ROUNDS/);
  });
});
