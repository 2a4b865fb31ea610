// DATABASE_MIGRATION_URL (server/db/connect.ts; docs/operations.md "One PostgreSQL"): behind
// PgBouncer in transaction mode the start-up migration and its session lock go to a direct
// connection, the requests to DATABASE_URL. Runs on PostgreSQL in both passes of the suite.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUrl } from '../../scripts/postgres.ts';
import { openDatabase } from '../../server/db/connect.ts';

const name = `portal_migration_url_${randomBytes(4).toString('hex')}`;
let admin: string;
let url: string;

async function sql(query: string) {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    return await client.query(query);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  admin = postgresUrl();
  await sql(`CREATE DATABASE ${name}`);
  const u = new URL(admin);
  u.pathname = `/${name}`;
  url = u.toString();
});
afterAll(async () => {
  await sql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

describe('the start-up migration', () => {
  it('connects where DATABASE_MIGRATION_URL says, not through DATABASE_URL', async () => {
    await expect(openDatabase({ url, migrationUrl: 'postgres://portal_test:portal_test@127.0.0.1:1/nowhere' })).rejects.toThrow(/ECONNREFUSED|connect/);

    const direct = new URL(url);
    direct.searchParams.set('application_name', 'portal_migration');
    const database = await openDatabase({ url, migrationUrl: direct.toString() });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    await client.end();
    await database.close();
    expect(rows[0]?.n).toBeGreaterThan(0);
  });
});
