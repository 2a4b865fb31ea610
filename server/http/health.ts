// Probes for a load balancer or an orchestrator (issue 14 "Operating it"; docs/operations.md
// "Health checks"): /healthz answers while the process is alive; /readyz only while it should
// get traffic: the database answers, every migration in server/db/migrations has run, and
// the process is not stopping (SIGTERM, server/main.ts). Plain routes outside /api: no
// session, no contract, nothing private in the answer.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../db/connect.ts';
import type { AppEnv } from './env.ts';

const journal = new URL('../db/migrations/meta/_journal.json', import.meta.url);
/** How many migrations this build has (drizzle-kit's journal). */
export const MIGRATIONS_IN_BUILD = (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;

/** A probe that takes longer than this is a failed probe (a balancer's own timeout is usually 2-5 s). */
const PROBE_TIMEOUT_MS = 2_000;

export type Readiness = { ready: true } | { ready: false; reason: 'stopping' | 'database' | 'migrations' };

/** `work`, or a rejection once it has not settled within `ms`. */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export async function readiness(db: Db, stopping: boolean): Promise<Readiness> {
  if (stopping) return { ready: false, reason: 'stopping' };
  let applied: number;
  try {
    // Both drivers answer { rows } (PGlite's Results, node-postgres' QueryResult).
    const result = (await withTimeout(db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`), PROBE_TIMEOUT_MS)) as { rows: { n: number }[] };
    applied = Number(result.rows[0]?.n ?? 0);
  } catch {
    return { ready: false, reason: 'database' };
  }
  return applied >= MIGRATIONS_IN_BUILD ? { ready: true } : { ready: false, reason: 'migrations' };
}

export function mountHealth(app: Hono<AppEnv>, db: Db, stopping: () => boolean = () => false): void {
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'alive' });
  });
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    const state = await readiness(db, stopping());
    return state.ready ? c.json({ status: 'ready' }) : c.json({ status: 'not ready', reason: state.reason }, 503);
  });
}
