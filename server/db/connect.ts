// Opens the database: embedded PostgreSQL (PGlite) by default, a PostgreSQL server when a URL
// is given (docs/operations.md "Database"). Runs the drizzle-kit migrations of ./migrations
// with drizzle's migrator for the driver and returns one drizzle database type for both.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { keepTransactionsOffPipelines, PipelinedPool, pipelinesPerProcess } from './pipelines.ts';
import { poolSizePerProcess } from './pool-size.ts';
import * as schema from './schema.ts';

/** The drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either: what a query that may run inside a transaction takes. */
export type Conn = Db | Tx;

export type OpenedDatabase = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The PostgreSQL pool's size; PGlite has none. */
  poolMax?: number;
  /** Pipelined connections for the named statements (server/db/pipelines.ts); PGlite has none. */
  pipelines?: number;
  /** The PostgreSQL pool's connections and its pipelined ones (server/http/metrics.ts); PGlite has none. */
  poolStats?: () => { total: number; idle: number; waiting: number; pipelined: number };
};

export type OpenOptions = {
  /** postgres://… — a PostgreSQL server; defaults to env DATABASE_URL. */
  url?: string;
  /** PGlite data directory (default ./data); 'memory://' keeps everything in memory. */
  dataDir?: string;
  /** Where the start-up migration connects (a direct connection, not PgBouncer in transaction mode); default env DATABASE_MIGRATION_URL, else `url`. */
  migrationUrl?: string;
  /** PostgreSQL pool size of this process; default that of a machine's only process (server/db/pool-size.ts). */
  poolMax?: number;
  /** Pipelined connections of this process for the named statements; default env DB_PIPELINES (server/db/pipelines.ts). */
  pipelines?: number;
  /** PostgreSQL: the database is migrated already (another handle of this process, server/warm-up.ts), so no migration is checked. */
  migrated?: boolean;
  /** Told every statement drizzle sends (tests count queries per call). */
  logger?: { logQuery: (query: string, params: unknown[]) => void };
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any constant: serialises migrations of processes starting at once on one server. */
const MIGRATION_LOCK = 7_342_001;

export async function openDatabase(options: OpenOptions = {}): Promise<OpenedDatabase> {
  const url = options.url ?? process.env.DATABASE_URL;
  const migrationUrl = options.migrationUrl ?? (process.env.DATABASE_MIGRATION_URL || url);
  if (url) {
    const sizes = { poolMax: options.poolMax ?? poolSizePerProcess(process.env, 1).size, pipelines: options.pipelines ?? pipelinesPerProcess() };
    return openPostgres(url, options.migrated ? null : (migrationUrl ?? url), options.logger, sizes);
  }
  return openPglite(options.dataDir ?? './data', options.logger);
}

async function openPglite(dataDir: string, logger?: OpenOptions['logger']): Promise<OpenedDatabase> {
  let client: PGlite;
  if (dataDir === 'memory://') client = new PGlite();
  else {
    mkdirSync(dataDir, { recursive: true });
    client = new PGlite(dataDir);
  }
  const db = drizzlePglite(client, { schema, ...(logger ? { logger } : {}) });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/**
 * Migrates on one dedicated connection holding an advisory lock, so that several server
 * processes starting together do not run the same migration twice. A session lock needs one
 * server connection from lock to unlock: behind PgBouncer in transaction mode
 * DATABASE_MIGRATION_URL names a direct one (docs/operations.md "One PostgreSQL").
 */
async function migrateOnce(migrationUrl: string): Promise<void> {
  const migrator = new pg.Client({ connectionString: migrationUrl });
  await migrator.connect();
  try {
    await migrator.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(migrator, { schema }), { migrationsFolder });
  } finally {
    await migrator.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await migrator.end();
  }
}

async function openPostgres(
  url: string,
  migrationUrl: string | null,
  logger: OpenOptions['logger'],
  { poolMax, pipelines }: { poolMax: number; pipelines: number },
): Promise<OpenedDatabase> {
  if (migrationUrl) await migrateOnce(migrationUrl);
  const pool = new PipelinedPool({ connectionString: url, max: poolMax }, pipelines);
  // An idle connection the server drops (restart, failover, a dropped test database) must
  // not take the process down: the pool discards that client and opens a new one on demand.
  pool.on('error', (error) => console.error(`PostgreSQL idle connection lost: ${error.message}`));
  const db = drizzlePg(pool, { schema, ...(logger ? { logger } : {}) }) as unknown as Db;
  keepTransactionsOffPipelines(db);
  return {
    db,
    kind: 'postgres',
    poolMax,
    pipelines,
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, pipelined: pool.pipelinedCount }),
  };
}
