// Pipelined statements (server/db/pipelines.ts; docs/performance.md "Pipelined statements";
// docs/decisions.md #182): the hot path's named statements share a few pipelined connections,
// everything else keeps the pool. Runs on PostgreSQL in both passes of the suite.
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresUrl } from '../../scripts/postgres.ts';
import { onServer, scratchDatabase, type ScratchDatabase } from '../../scripts/scratch-database.ts';
import type { Db } from '../../server/db/connect.ts';
import { keepTransactionsOffPipelines, PipelinedPool, pipelinesPerProcess } from '../../server/db/pipelines.ts';
import { withTimeout } from '../../server/http/health.ts';

let scratch: ScratchDatabase;
let admin: pg.Client;
let url: string;
let pool: PipelinedPool | undefined;

beforeAll(async () => {
  scratch = await scratchDatabase(postgresUrl(), 'portal_pipelines');
  url = scratch.url;
  admin = new pg.Client({ connectionString: postgresUrl() });
  await admin.connect();
  await onServer(url, ['CREATE TABLE counter (id int PRIMARY KEY, value int NOT NULL)', 'INSERT INTO counter VALUES (1, 0)']);
});
afterEach(async () => {
  await pool?.end();
  pool = undefined;
});
afterAll(async () => {
  await admin.end();
  await scratch.drop();
});

const open = (pipelines: number) => (pool = new PipelinedPool({ connectionString: url, max: 4 }, pipelines));
const echo = (p: pg.Pool, n: number) => p.query<{ n: number; pid: number }>({ name: 'echo', text: 'SELECT $1::int AS n, pg_backend_pid() AS pid', values: [n] });

describe('pipelined statements', () => {
  it('answers named statements asked at once each with its own rows, over the pipelined connections only', async () => {
    const p = open(2);
    const results = await Promise.all(Array.from({ length: 200 }, (_, n) => echo(p, n)));
    expect(results.map((r) => r.rows[0]!.n)).toEqual(Array.from({ length: 200 }, (_, n) => n));
    expect(new Set(results.map((r) => r.rows[0]!.pid)).size).toBe(2);
    expect(p.totalCount).toBe(0); // the pool opened no connection
    expect(p.pipelinedCount).toBe(2);
  });

  it('sends unnamed statements through the pool, and named ones too with no pipelines', async () => {
    const p = open(2);
    await p.query('SELECT 1');
    expect(p.totalCount).toBe(1);
    expect(p.pipelinedCount).toBe(0);
    await pool!.end();
    const off = open(0);
    await echo(off, 1);
    expect(off.totalCount).toBe(1);
    expect(off.pipelinedCount).toBe(0);
  });

  it('fails a failing statement alone: those beside it on its connection are answered', async () => {
    const p = open(1);
    const divide = (by: number) => p.query<{ q: number }>({ name: 'divide', text: 'SELECT 10 / $1::int AS q', values: [by] });
    const settled = await Promise.allSettled([divide(2), divide(0), divide(5)]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((settled[1] as PromiseRejectedResult).reason)).toMatch(/division by zero/);
    expect((settled[2] as PromiseFulfilledResult<pg.QueryResult<{ q: number }>>).value.rows[0]!.q).toBe(2);
  });

  it('fails the statements a lost pipelined connection carried, and opens it again for the next', async () => {
    const p = open(1);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = (await echo(p, 1)).rows[0]!.pid;
    // Its outcome is taken at once: the failure may come before the termination's own answer.
    const carried = withTimeout(p.query({ name: 'sleep', text: 'SELECT pg_sleep($1)', values: [30] }), 3_000).then(
      () => 'answered',
      (error: Error) => error.message,
    );
    await admin.query('SELECT pg_terminate_backend($1)', [before]);
    // What it carried fails at once (the call answers an error), rather than waiting forever.
    expect(await carried).toMatch(/terminat/);
    await vi.waitFor(() => expect(p.pipelinedCount).toBe(0));
    const after = await echo(p, 2);
    expect(after.rows[0]!.n).toBe(2);
    expect(after.rows[0]!.pid).not.toBe(before);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/pipelined connection lost/));
    errors.mockRestore();
  });

  it('sends the statements asked in one turn of the event loop to PostgreSQL in one socket write', async () => {
    const p = open(1);
    await echo(p, 0); // the pipelined connection is open
    const port = Number(new URL(url).port || 5432);
    const socket = net.Socket.prototype as unknown as Record<'_write' | '_writev', (...args: unknown[]) => void>;
    const spies = [vi.spyOn(socket, '_write'), vi.spyOn(socket, '_writev')];
    const results = await Promise.all(Array.from({ length: 5 }, (_, n) => echo(p, n)));
    const writes = spies.flatMap((spy) => spy.mock.contexts).filter((s) => (s as net.Socket).remotePort === port).length;
    spies.forEach((spy) => spy.mockRestore());
    expect(results.map((r) => r.rows[0]!.n)).toEqual([0, 1, 2, 3, 4]);
    expect(writes).toBe(1); // node-postgres alone writes each statement on its own: 5
  });

  it('runs a named statement asked inside a transaction on a pool connection, never behind a pipeline that waits for that transaction', async () => {
    const p = open(2);
    const db = drizzle(p) as unknown as Db;
    keepTransactionsOffPipelines(db);
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.execute(sql`SELECT value FROM counter WHERE id = 1 FOR UPDATE`);
      locked();
      await released;
      // Asked of the database, not of tx: both pipelines now wait for this transaction's lock.
      return (await echo(p, 7)).rows[0]!.n;
    });
    await lockTaken;
    const bump = () => p.query({ name: 'bump', text: 'UPDATE counter SET value = value + 1 WHERE id = $1', values: [1] });
    const bumps = [bump(), bump()]; // one on each pipeline
    await vi.waitFor(async () => {
      const { rows } = await admin.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'", [
        scratch.name,
      ]);
      expect(rows[0]!.n).toBe(2);
    });
    release();
    expect(await withTimeout(transaction, 3_000)).toBe(7);
    await Promise.all(bumps);
    expect((await p.query<{ value: number }>('SELECT value FROM counter WHERE id = 1')).rows[0]!.value).toBe(2);
  });

  it('finds rows by their index with a plan made while the statistics said the table was empty (decision #185)', async () => {
    await onServer(url, ['CREATE TABLE grown (id int PRIMARY KEY, value int NOT NULL)', 'ANALYZE grown']);
    const p = open(1);
    const read = (id: number) => p.query({ name: 'grown', text: 'SELECT value FROM grown WHERE id = $1', values: [id] });
    // From its sixth run a connection keeps a generic plan, made here for a table of no rows.
    for (let i = 0; i < 8; i++) await read(i);
    await onServer(url, ['INSERT INTO grown SELECT n, n FROM generate_series(1, 20000) AS n']);
    for (let i = 0; i < 10; i++) expect((await read(100 + i)).rows).toEqual([{ value: 100 + i }]);
    // The table's scans reach pg_stat_user_tables when the backends that ran them end.
    await p.end();
    const stats = open(0); // a plain pool, ended after the test
    await vi.waitFor(
      async () => {
        const { rows } = await stats.query<{ idx: number }>("SELECT coalesce(idx_scan, 0)::int AS idx FROM pg_stat_user_tables WHERE relname = 'grown'");
        expect(rows[0]!.idx).toBe(18); // every read, by the index
      },
      { timeout: 5_000, interval: 200 },
    );
  });

  it('reads a table with no index it can use without compiling the read (decision #192)', async () => {
    // `counter` has no index on `value`: the read is a whole-table scan, the planner's last resort there.
    const whole = 'EXPLAIN (ANALYZE, FORMAT JSON) SELECT value FROM counter WHERE value >= 0';
    type Explained = { 'QUERY PLAN': { JIT?: unknown }[] };
    const compiled = (rows: Explained[]) => 'JIT' in rows[0]!['QUERY PLAN'][0]!;
    const p = open(1);
    expect(compiled((await p.query<Explained>({ name: 'whole', text: whole })).rows)).toBe(false);
    // The same read with the same last resort on a connection of its own: PostgreSQL compiles it.
    const plain = new pg.Client({ connectionString: url });
    await plain.connect();
    try {
      await plain.query('SET enable_seqscan = off');
      expect(compiled((await plain.query<Explained>(whole)).rows)).toBe(true);
    } finally {
      await plain.end();
    }
  });
});

describe('DB_PIPELINES', () => {
  it('defaults to 2 per process, takes 0 to turn pipelining off, and refuses anything but a whole number', () => {
    expect(pipelinesPerProcess({})).toBe(2);
    expect(pipelinesPerProcess({ DB_PIPELINES: ' 4 ' })).toBe(4);
    expect(pipelinesPerProcess({ DB_PIPELINES: '0' })).toBe(0);
    expect(() => pipelinesPerProcess({ DB_PIPELINES: 'two' })).toThrow(/DB_PIPELINES must be a whole number/);
    expect(() => pipelinesPerProcess({ DB_PIPELINES: '-1' })).toThrow(/DB_PIPELINES/);
  });
});
