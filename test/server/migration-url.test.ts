// DATABASE_MIGRATION_URL (server/db/connect.ts; docs/operations.md "One PostgreSQL"): behind
// PgBouncer in transaction mode the start-up migration and its session lock go to a direct
// connection, the requests to DATABASE_URL. Runs on PostgreSQL in both passes of the suite.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUrl } from '../../scripts/postgres.ts';
import { scratchDatabase, type ScratchDatabase } from '../../scripts/scratch-database.ts';
import { openDatabase } from '../../server/db/connect.ts';

let scratch: ScratchDatabase;
let url: string;

beforeAll(async () => {
  scratch = await scratchDatabase(postgresUrl(), 'portal_migration_url');
  url = scratch.url;
});
afterAll(() => scratch?.drop());

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
