// A PostgreSQL server for the server test suite (issue: the same suite runs on PGlite and
// on a real PostgreSQL). Uses TEST_DATABASE_URL when given; otherwise starts Debian's
// cluster on this machine and makes a superuser role for the tests. Never skips quietly.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const ROLE = 'portal_test';
const PASSWORD = 'portal_test';

function sh(cmd: string, args: string[]) {
  return execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
}

export function postgresUrl(): string {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
  if (versions.length === 0) {
    throw new Error("No PostgreSQL server: install Debian's postgresql (apt-get install -y postgresql) or set TEST_DATABASE_URL.");
  }
  const version = versions.sort().at(-1)!;
  const clusters = sh('pg_lsclusters', ['-h']).trim();
  if (!clusters) sh('pg_createcluster', [version, 'main']);
  const [ver, name, port, status] = (sh('pg_lsclusters', ['-h']).trim().split('\n')[0] ?? '').split(/\s+/);
  if (!ver || !name || !port) throw new Error('pg_lsclusters lists no cluster after pg_createcluster.');
  if (status !== 'online') sh('pg_ctlcluster', [ver, name, 'start']);
  const sql = `DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${ROLE}') THEN CREATE ROLE ${ROLE} LOGIN SUPERUSER PASSWORD '${PASSWORD}'; END IF; END $$;`;
  const psql = ['-p', port, '-qc', sql];
  if (process.getuid?.() === 0) sh('runuser', ['-u', 'postgres', '--', 'psql', ...psql]);
  else sh('psql', psql);
  return `postgres://${ROLE}:${PASSWORD}@127.0.0.1:${port}/postgres`;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(postgresUrl());
