// `npm test`: every suite the project has, then one closing line 'N passed, N failed'.
// 1. the gates (docs/architecture.md "Gates"): tsc, ESLint with zero warnings, Prettier's
//    check; each counts as one passed or failed test, so a failed gate fails the run;
// 2. vitest projects unit, dom, model and e2e (real Chromium against the built server);
// 3. the server suite again on a real PostgreSQL server (scripts/postgres.ts).
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

/** A gate: a command that must exit 0. Its output is shown; its verdict is one line. */
function gate(name: string, command: string, args: string[]): { line: string; ok: boolean } {
  console.log(`\n=== gate ${name}: ${command} ${args.join(' ')}`);
  const run = spawnSync(command, args, { stdio: 'inherit' });
  const ok = run.status === 0;
  const line = `gate ${name}: ${ok ? 'pass' : `FAIL (${run.error ? run.error.message : `exit ${run.status ?? run.signal}`})`}`;
  console.log(line);
  return { line, ok };
}

const gates = [gate('typecheck', 'tsc', ['--noEmit']), gate('lint', 'eslint', ['.', '--max-warnings', '0']), gate('format', 'prettier', ['--check', '.'])];

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

const gatesPassed = gates.filter((g) => g.ok).length;
const passed = gatesPassed + reports.reduce((n, r) => n + r.numPassedTests, 0);
// A file that failed to load counts as a failure even though it ran no test.
const failed =
  gates.length - gatesPassed + reports.reduce((n, r) => n + r.numFailedTests + (r.success ? 0 : r.numFailedTests === 0 ? Math.max(1, r.numFailedTestSuites) : 0), 0);
console.log(`\n${gates.map((g) => g.line).join('\n')}`);
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
