// API test harness: a fresh database per test file — in-memory PGlite, or, when env
// TEST_DATABASE_URL is set, a new database on that PostgreSQL server, dropped afterwards —
// cloned from the migrated and seeded (defaults + demo, or defaults only) template the
// project's globalSetup built once (db-templates.ts), and createApp over it with a clock the
// test moves and a real folder file store in a temp folder, removed at close.
import { mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, inject } from 'vitest';
import { FolderStore } from '../../server/adapters/files/folder-store.ts';
import { createApp, type AppDeps } from '../../server/app.ts';
import { openDatabase, type Db } from '../../server/db/connect.ts';
import * as schema from '../../server/db/schema.ts';
import { scratchDatabase } from '../../scripts/scratch-database.ts';
import { START } from './db-templates.ts';

export const T1 = { phone: '+380501234567', email: 'trainee@example.com', password: 'Passw0rd1' } as const;
export const T2 = { phone: '+380671112233', email: 'second@example.com', password: 'Passw0rd2' } as const;

export { START };

export type Clock = { now: number; set: (ms: number) => void; advance: (ms: number) => void };

export function makeClock(start = START): Clock {
  const clock: Clock = {
    now: start,
    set: (ms) => void (clock.now = ms),
    advance: (ms) => void (clock.now += ms),
  };
  return clock;
}

type CallOptions = {
  body?: unknown; // JSON-encoded unless `raw`
  raw?: string;
  cookie?: string;
  headers?: Record<string, string>;
  /** Client address (the test app trusts X-Forwarded-For); a random one by default. */
  ip?: string;
  /** Leave out X-Requested-With. */
  noRequestedWith?: boolean;
};

/** Every statement drizzle sends, in order (test/server/query-counts.test.ts counts them per call). */
export type QueryLog = { statements: string[] };

async function openTestDatabase(demo: boolean, log: QueryLog): Promise<{ db: Db; close: () => Promise<void>; kind: string }> {
  // node-postgres' driver logs a transaction's begin and commit, PGlite's does not: leave them out of both.
  const logger = { logQuery: (query: string) => void (/^(begin|commit|rollback)\b/i.test(query) || log.statements.push(query)) };
  const templates = inject('dbTemplates');
  if (!templates) throw new Error('No template databases: run the server tests in the vitest project "unit" (its globalSetup builds them)');
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = demo ? templates.demo : templates.defaults;
  if (!adminUrl) {
    const client = new PGlite({ loadDataDir: await openAsBlob(template) });
    return { db: drizzle(client, { schema, logger }) as unknown as Db, kind: 'pglite', close: () => client.close() };
  }
  const scratch = await scratchDatabase(adminUrl, `portal_test_${process.pid}`, template);
  const opened = await openDatabase({ url: scratch.url, logger }); // finds nothing to migrate
  return {
    db: opened.db,
    kind: opened.kind,
    close: async () => {
      await opened.close();
      await scratch.drop();
    },
  };
}

const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 256)).join('.')}`;

export async function makeTestApp(options: { demo?: boolean; deps?: Partial<AppDeps> } = {}) {
  // The template was seeded at START, where every test's clock starts.
  const queries: QueryLog = { statements: [] };
  const database = await openTestDatabase(options.demo !== false, queries);
  const clock = makeClock();
  const filesDir = mkdtempSync(join(tmpdir(), 'portal-test-files-'));
  const files = new FolderStore(filesDir);

  /** Another app over the same database (own settings, own clock). */
  function appWith(deps: Partial<AppDeps> = {}, ownClock: Clock = clock) {
    const app = createApp({ db: database.db, clock: () => ownClock.now, trustProxy: true, checkResponses: true, adapters: { files }, ...options.deps, ...deps });

    async function call(method: string, path: string, opts: CallOptions = {}): Promise<Response> {
      const headers: Record<string, string> = { 'X-Forwarded-For': opts.ip ?? randomIp(), ...opts.headers };
      if (!opts.noRequestedWith) headers['X-Requested-With'] = 'XMLHttpRequest';
      if (opts.cookie) headers.Cookie = opts.cookie;
      let body: string | undefined;
      if (opts.raw !== undefined) body = opts.raw;
      else if (opts.body !== undefined) body = JSON.stringify(opts.body);
      if (body !== undefined) headers['Content-Type'] ??= 'application/json';
      return app.request(path, { method, headers, body });
    }

    /** Logs in and returns the Cookie header value `portal_session=…`. */
    async function login(login: string, password: string, opts: CallOptions = {}): Promise<string> {
      const res = await call('POST', '/api/common/login', { ...opts, body: { login, password } });
      if (res.status !== 200) throw new Error(`login ${login} failed: ${res.status} ${await res.text()}`);
      const cookie = sessionCookie(res);
      if (!cookie) throw new Error('login set no session cookie');
      return cookie;
    }

    return { app, call, login };
  }

  const main = appWith();
  const close = async () => {
    await database.close();
    rmSync(filesDir, { recursive: true, force: true });
  };
  return { ...main, db: database.db, kind: database.kind, clock, files, queries, appWith, close };
}

export type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

/**
 * A test file's usual set-up on the demo seed: before all its tests a fresh app with both demo
 * trainees logged in, handed to `use` (c1, c2: the session cookies of T1, T2); closed after all.
 */
export function demoSuite(use: (demo: { t: TestApp; c1: string; c2: string }) => void): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await makeTestApp();
    use({ t, c1: await t.login(T1.phone, T1.password), c2: await t.login(T2.phone, T2.password) });
  });
  afterAll(async () => {
    await t?.close();
  });
}

/** `portal_session=<token>` from a response's Set-Cookie, or undefined. */
export function sessionCookie(res: Response): string | undefined {
  const line = res.headers.getSetCookie().find((c) => c.startsWith('portal_session='));
  const pair = line?.split(';')[0];
  return pair && pair !== 'portal_session=' ? pair : undefined;
}

export function setCookieLine(res: Response, name: string): string | undefined {
  return res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
}
