// globalSetup of the vitest project `unit`: migrates and seeds the server tests' databases
// once per run, so that harness.ts clones one per test file instead of building it. Two
// variants: defaults only (`makeTestApp({ demo: false })`) and defaults + demo, seeded at
// the harness's START as makeTestApp always did, so a clone equals a database seeded per file.
// PGlite: a dump of each (`dumpDataDir`) in a temp folder. With TEST_DATABASE_URL: two
// template databases on that server, closed to connections while files clone them, dropped
// at the end. A failure here fails the run: no test is skipped.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { databaseUrl, onServer } from '../../scripts/scratch-database.ts';
import { openDatabase, type Db } from '../../server/db/connect.ts';
import { seedDefaults } from '../../server/seed/defaults.ts';
import { seedDemo } from '../../server/seed/demo.ts';

/** The moment every test clock starts at (harness.ts); the demo's dates are relative to it. */
export const START = Date.UTC(2026, 0, 15, 9, 0, 0);

export type DbTemplates = { kind: 'pglite' | 'postgres'; defaults: string; demo: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Per variant: a PGlite dump file, or a template database on TEST_DATABASE_URL's server. */
    dbTemplates: DbTemplates;
  }
}

async function pgliteDumps(): Promise<{ templates: DbTemplates; remove: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-db-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  const templates: DbTemplates = { kind: 'pglite', defaults: join(dir, 'defaults.tar'), demo: join(dir, 'demo.tar') };
  const opened = await openDatabase({ dataDir: 'memory://' });
  const client = (opened.db as unknown as { $client: PGlite }).$client;
  const dump = async (file: string) => {
    await client.exec('CHECKPOINT'); // a clean data folder: a clone starts without WAL replay
    const tar = await client.dumpDataDir('none'); // uncompressed: loads faster than gzip
    writeFileSync(file, new Uint8Array(await tar.arrayBuffer()));
  };
  try {
    await seedDefaults(opened.db);
    await dump(templates.defaults);
    await seedDemo(opened.db, START);
    await dump(templates.demo);
  } catch (error) {
    remove();
    throw error;
  } finally {
    await opened.close();
  }
  return { templates, remove };
}

async function postgresTemplates(adminUrl: string): Promise<{ templates: DbTemplates; remove: () => Promise<void> }> {
  const base = `portal_tmpl_${process.pid}_${randomBytes(4).toString('hex')}`;
  const templates: DbTemplates = { kind: 'postgres', defaults: `${base}_defaults`, demo: `${base}_demo` };
  const remove = () =>
    onServer(
      adminUrl,
      [templates.defaults, templates.demo].map((name) => `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    );
  const seeded = async (name: string, seed: (db: Db) => Promise<void>) => {
    const opened = await openDatabase({ url: databaseUrl(adminUrl, name) }); // migrates
    try {
      await seed(opened.db);
    } finally {
      await opened.close();
    }
  };
  try {
    await onServer(adminUrl, [`CREATE DATABASE ${templates.defaults}`]);
    await seeded(templates.defaults, seedDefaults);
    await onServer(adminUrl, [`CREATE DATABASE ${templates.demo} TEMPLATE ${templates.defaults}`]);
    await seeded(templates.demo, (db) => seedDemo(db, START));
    // CREATE DATABASE … TEMPLATE refuses while anyone is connected to the template.
    await onServer(
      adminUrl,
      [templates.defaults, templates.demo].map((name) => `ALTER DATABASE ${name} ALLOW_CONNECTIONS false`),
    );
  } catch (error) {
    await remove().catch(() => {});
    throw error;
  }
  return { templates, remove };
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const { templates, remove } = adminUrl ? await postgresTemplates(adminUrl) : await pgliteDumps();
  project.provide('dbTemplates', templates);
  return remove;
}
