// `npm test`: every suite the project has, then one closing line 'N passed, N failed'.
// 1. vitest projects unit, dom, model and e2e (real Chromium against the built server);
// 2. the server suite again on a real PostgreSQL server (scripts/postgres.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { postgresUrl } from './postgres.ts';

interface JsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numFailedTestSuites: number;
  numTotalTests: number;
  success: boolean;
}

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function vitest(label: string, args: string[], env: NodeJS.ProcessEnv = {}): JsonReport {
  const file = `${results}/${label}.json`;
  console.log(`\n=== ${label}: vitest ${args.join(' ')}`);
  const run = spawnSync('vitest', ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (!existsSync(file)) {
    console.error(`${label}: vitest wrote no report (exit ${run.status})`);
    return { numPassedTests: 0, numFailedTests: 1, numFailedTestSuites: 1, numTotalTests: 0, success: false };
  }
  return JSON.parse(readFileSync(file, 'utf8')) as JsonReport;
}

const reports: JsonReport[] = [];
reports.push(vitest('all', ['--project', 'unit', '--project', 'dom', '--project', 'model', '--project', 'e2e']));

let pgUrl: string | undefined;
try {
  pgUrl = postgresUrl();
} catch (error) {
  console.error(`PostgreSQL suite cannot run: ${(error as Error).message}`);
  reports.push({ numPassedTests: 0, numFailedTests: 1, numFailedTestSuites: 1, numTotalTests: 0, success: false });
}
if (pgUrl) reports.push(vitest('server-on-postgresql', ['--project', 'unit', 'test/server'], { TEST_DATABASE_URL: pgUrl }));

const passed = reports.reduce((n, r) => n + r.numPassedTests, 0);
// A file that failed to load counts as a failure even though it ran no test.
const failed = reports.reduce((n, r) => n + r.numFailedTests + (r.success ? 0 : r.numFailedTests === 0 ? Math.max(1, r.numFailedTestSuites) : 0), 0);
console.log(`\ntotal: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
