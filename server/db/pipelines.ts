// Pipelined statements for the hot path (issue 14 "Fewer round trips on the hot path";
// docs/performance.md "Pipelined statements"; docs/decisions.md #182). node-postgres' pool gives
// each statement a connection of its own until it is answered, so under a crowd every start,
// read and save pays a connection's turn and a socket write and read of its own, and PostgreSQL
// wakes once per statement. A pipelined connection (node-postgres `pipeline: true`) sends a
// statement as soon as it is asked, while the ones before it are still running: many trainees'
// statements share one connection, and PostgreSQL reads them in batches.
//
// Which statements go there: the named ones (server/db/prepared.ts: the hot path's fixed-shape
// statements, every page's main data in server/domain/main-data.ts, the exam lists' and the
// dashboard's reads), each its own short transaction. Everything else takes a connection of the
// pool as before: unnamed statements (anything that may run long), every transaction, and every
// statement asked while a transaction runs in the same call. That last rule keeps a pipeline from
// waiting on itself: a statement queued behind one that waits for a row lock of the transaction
// would hold back the transaction that must release it.
//
// A pipelined connection's writes wait for the end of the event loop's turn: the statements of
// every call the turn handled go to PostgreSQL in one socket write (node-postgres writes each on
// its own), which under a crowd is 2–15 statements per write and less CPU for both sides
// (docs/performance.md "What decides the starts' p99").
import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import type { Db } from './connect.ts';

/** Pipelined connections per process by default (docs/performance.md "Pipelined statements"). */
export const DEFAULT_PIPELINES = 2;

/** Pipelined connections per process: env DB_PIPELINES (0 turns pipelining off), else the default. */
export function pipelinesPerProcess(env: Record<string, string | undefined> = process.env): number {
  const asked = env.DB_PIPELINES?.trim();
  if (asked === undefined || asked === '') return DEFAULT_PIPELINES;
  const count = Number(asked);
  if (!Number.isInteger(count) || count < 0) throw new Error(`DB_PIPELINES must be a whole number of 0 or more, not '${asked}'`);
  return count;
}

/**
 * The hot path's statements find their rows by key. A generic plan a connection made while
 * PostgreSQL's statistics said the passage tables were nearly empty (a young database, analyzed
 * after its first few passages) reads them whole, and the connection keeps it as they grow
 * under the crowd: a whole-table read is made the planner's last resort on these connections
 * (docs/performance.md "A crowd on tables analyzed small"; docs/decisions.md #185). The planner
 * marks that resort with a cost of ten billion, past JIT compilation's threshold: a statement
 * that must read a small table whole (a table without an index it can use) would be compiled
 * on every run, 40–150 ms for a read of a millisecond, so these connections never compile
 * (docs/decisions.md #192).
 */
const KEYED_ONLY = "SELECT set_config('enable_seqscan', 'off', false), set_config('jit', 'off', false)";

const insideTransaction = new AsyncLocalStorage<true>();

type QueryConfig = { name?: string | undefined };
const isNamed = (config: unknown): boolean => typeof config === 'object' && config !== null && Boolean((config as QueryConfig).name);

/**
 * A pg.Pool (drizzle takes its transactions from it as from any pool) whose named statements,
 * outside transactions, go round the pipelined connections; each connects when first needed and
 * again after it is lost.
 */
export class PipelinedPool extends pg.Pool {
  readonly #lines: (Promise<pg.Client> | null)[];
  #next = 0;

  constructor(config: pg.PoolConfig, pipelines: number) {
    super(config);
    this.#lines = Array.from({ length: pipelines }, () => null);
    const poolQuery = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((config: unknown, ...rest: unknown[]) => {
      if (this.#lines.length === 0 || rest.some((arg) => typeof arg === 'function') || !isNamed(config) || insideTransaction.getStore())
        return poolQuery(config, ...rest);
      return this.#line().then((client) => {
        this.#holdWritesForThisTurn(client);
        return client.query(config as pg.QueryConfig, rest[0] as unknown[]);
      });
    }) as pg.Pool['query'];
    const poolEnd = () => super.end();
    this.end = async () => {
      const open = this.#lines.splice(0).filter((line) => line !== null);
      await Promise.all(open.map((line) => line.then((client) => client.end()).catch(() => {})));
      await poolEnd();
    };
  }

  /** Open pipelined connections (server/http/metrics.ts counts them with the pool's). */
  get pipelinedCount(): number {
    return this.#lines.filter(Boolean).length;
  }

  /**
   * Corks the connection's socket until the event loop's check phase. node-postgres corks and
   * uncorks it within each statement's submit, so between statements a cork is only this hold.
   */
  #holdWritesForThisTurn(client: pg.Client): void {
    const socket = client.connection.stream;
    if (socket.writableCorked) return;
    socket.cork();
    setImmediate(() => socket.uncork());
  }

  #line(): Promise<pg.Client> {
    const index = this.#next;
    this.#next = (index + 1) % this.#lines.length;
    const open = this.#lines[index];
    if (open) return open;
    const client = new pg.Client({ ...this.options, pipeline: true });
    const line = client.connect().then(async () => {
      await client.query(KEYED_ONLY);
      return client;
    });
    const drop = () => {
      if (this.#lines[index] === line) this.#lines[index] = null;
    };
    // A lost connection fails the statements it carried (as a pool connection's would) and is
    // opened again for the next; it must not take the process down.
    client.on('error', (error) => {
      drop();
      console.error(`PostgreSQL pipelined connection lost: ${error.message}`);
    });
    client.on('end', drop);
    line.catch(drop);
    this.#lines[index] = line;
    return line;
  }
}

/** Runs every transaction of `db` marked, so that a statement it asks of `db` takes a pool connection. */
export function keepTransactionsOffPipelines(db: Db): void {
  const transaction = db.transaction.bind(db);
  db.transaction = (run, config) => transaction((tx) => insideTransaction.run(true, () => run(tx)), config);
}
