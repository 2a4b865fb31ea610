// Issue 14: a process warms its hot path before it takes a request (docs/performance.md "A
// process warmed before it listens", decision #184). V8 runs a fresh process's code in its
// interpreter and compiles the hot functions while the first requests run, on the same cores:
// 2000 trainees starting at once cost fresh processes more CPU than processes that had served
// before (up to twice, on 2 cores). So, before listening, a process serves itself, over
// HTTP on a port of 127.0.0.1 of its own for the while, the exam morning's calls (SPEC §7: the
// common data, the start, a question read, an answer save) with a session token that names no
// session: every step up to the refusal runs, statements included, and nothing is written,
// since each of those calls reads its session in its own first statement and stops there
// without one. With PostgreSQL it runs over connections of its own, ended before the process
// listens (warmUpProcess).
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { calls } from '../api/calls.ts';
import { urlOf } from '../api/contract.ts';
import { openDatabase, type Db, type OpenedDatabase } from './db/connect.ts';
import { SESSION_COOKIE } from './http/session.ts';

/** Rounds by default with PostgreSQL; PGlite serves a demo or a small group (docs/operations.md). */
export const DEFAULT_WARM_UP_ROUNDS = 1000;

/** Rounds of the warm-up: env WARM_UP_ROUNDS (0 turns it off), else the default with PostgreSQL and none with PGlite. */
export function warmUpRounds(env: Record<string, string | undefined>, database: OpenedDatabase['kind']): number {
  const asked = env.WARM_UP_ROUNDS?.trim();
  if (asked === undefined || asked === '') return database === 'postgres' ? DEFAULT_WARM_UP_ROUNDS : 0;
  const rounds = Number(asked);
  if (!Number.isInteger(rounds) || rounds < 0) throw new Error(`WARM_UP_ROUNDS must be a whole number of 0 or more, not '${asked}'`);
  return rounds;
}

type App = { fetch: (request: Request) => Response | Promise<Response> };

/** Requests of one round; the ids are any, since no session can reach a row. */
function round(origin: string, cookie: string): Request[] {
  const headers = { cookie, 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'uk' };
  const get = (path: string) => new Request(origin + path, { headers });
  return [
    get(urlOf(calls['common.get'])),
    get(urlOf(calls['exams.passage.start'], { scheduleId: 1 })),
    get(urlOf(calls['exams.passage.question'], { resultQuestionId: 1 })),
    new Request(origin + urlOf(calls['exams.passage.answer'], { resultQuestionId: 1 }), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ answers: [{ answerId: 1, selected: true }] }),
    }),
  ];
}

/**
 * Serves `app` on a free port of 127.0.0.1 (so that the HTTP server and its adapter warm with
 * the rest) and sends it `rounds` rounds, ten at a time (as a crowd's calls share the
 * pipelined connections); then closes that port. The port is this process's alone
 * (`exclusive`: node:cluster would otherwise share one port 0 between the workers, and one
 * worker's warm-up would be answered, then cut, by another's). A warm-up that fails is said
 * and given up: the process serves all the same, only colder.
 */
export async function warmUp(app: App, rounds: number, log: (line: string) => void = console.warn): Promise<void> {
  if (rounds === 0) return;
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  server.listen({ port: 0, host: '127.0.0.1', exclusive: true });
  try {
    await once(server, 'listening');
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const cookie = `${SESSION_COOKIE}=warm-up.${randomBytes(24).toString('hex')}`;
    for (let done = 0; done < rounds; done += 10) {
      const batch = Array.from({ length: Math.min(10, rounds - done) }, () => round(origin, cookie)).flat();
      await Promise.all(batch.map(async (request) => (await fetch(request)).arrayBuffer()));
    }
  } catch (error) {
    log(`Warm-up given up (${(error as Error).message}): serving without it.`);
  } finally {
    server.close();
    server.closeAllConnections();
  }
}

/**
 * A server process's warm-up: on PostgreSQL (`url`) over connections of its own, ended when it
 * is done, so the connections that serve make their plans on the crowd's own calls (decision
 * #186). A connection keeps a generic plan of a named statement from its sixth run, made from
 * the statistics and the tables' size at that moment; the warm-up runs while the passage
 * tables may be empty, and on a database analyzed empty every way to read a table then costs
 * the same: the question read kept one that walks an index of `exam_results` end to end
 * (docs/performance.md "A crowd on tables analyzed small"). Its pool is the size of the
 * serving one, whose connections are not open yet.
 * PGlite has one connection: the warm-up uses it.
 */
export async function warmUpProcess(database: OpenedDatabase, url: string | undefined, appOver: (db: Db) => App, rounds: number): Promise<void> {
  if (rounds === 0) return;
  if (!url || database.kind !== 'postgres') return warmUp(appOver(database.db), rounds);
  // Migrated already, by this process's own handle: its connections open with the first call.
  const apart = await openDatabase({ url, migrated: true, ...(database.poolMax ? { poolMax: database.poolMax } : {}) });
  try {
    await warmUp(appOver(apart.db), rounds);
  } finally {
    await apart.close();
  }
}
