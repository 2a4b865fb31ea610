// `npm run test:server [-- files…]`: the server suite on a real PostgreSQL server, as `npm test` runs
// it (scripts/postgres.ts starts Debian's cluster, or TEST_DATABASE_URL names one).
import { spawnSync } from 'node:child_process';
import { postgresUrl } from './postgres.ts';

const run = spawnSync('vitest', ['run', '--project', 'server', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: postgresUrl() },
});
process.exit(run.status ?? 1);
