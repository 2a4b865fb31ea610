// Throwaway databases on a PostgreSQL server, for the benches and the tests that need one of
// their own (a fresh schema, or a clone of the server tests' seeded template): made under a
// random name, dropped with whatever is still connected to them.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs `statements` one after another on the database at `url`, over a connection of their own. */
export async function onServer(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}

/** `url` with another database name. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export type ScratchDatabase = { name: string; url: string; drop: () => Promise<void> };

/** A new database `<prefix>_<random>` on the server of `adminUrl` (a copy of `template` when given), and how to drop it. */
export async function scratchDatabase(adminUrl: string, prefix: string, template?: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await onServer(adminUrl, [`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`]);
  return { name, url: databaseUrl(adminUrl, name), drop: () => onServer(adminUrl, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]) };
}
