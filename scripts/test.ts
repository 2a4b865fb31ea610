// `npm test`: every suite the project has, then one closing line 'N passed, N failed'.
// 1. at once: the gates (docs/architecture.md "Gates": tsc, ESLint with zero warnings, Prettier's
//    check, each counting as one passed or failed test, so a failed gate fails the run) and the
//    build the browser tests serve (vite build, then the server renderer);
// 2. once the build is there, every vitest project in one run over one pool of workers: unit,
//    server (on a real PostgreSQL server, scripts/postgres.ts, or TEST_DATABASE_URL's), dom,
//    model and e2e (real Chromium against the built server, test/e2e/global-setup.ts).
// Each part's duration is printed before the closing line (issue 58: the verdict within 10 minutes).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { postgresUrl } from './postgres.ts';

interface JsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numFailedTestSuites: number;
  numTotalTests: number;
  success: boolean;
  startTime: number;
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
}

const started = Date.now();
const seconds = (from: number, to = Date.now()) => `${((to - from) / 1000).toFixed(1)} s`;
const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

type Run = { ok: boolean; output: string; took: string; failure?: string };

/** A command run to its end; its output kept (shown when it fails) unless `inherit`. */
function run(command: string, args: string[], { env = {}, inherit = false }: { env?: NodeJS.ProcessEnv; inherit?: boolean } = {}): Promise<Run> {
  const from = Date.now();
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, args, { stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ ok: false, output, took: seconds(from), failure: error.message }));
    child.on('close', (code, signal) => resolve({ ok: code === 0, output, took: seconds(from), failure: code === 0 ? undefined : `exit ${code ?? signal}` }));
  });
}

/** A gate: a command that must exit 0; its verdict is one line, its output shown when it failed. */
async function gate(name: string, command: string, args: string[]): Promise<{ line: string; ok: boolean }> {
  const done = await run(command, args);
  const line = `gate ${name}: ${done.ok ? 'pass' : `FAIL (${done.failure})`} in ${done.took}`;
  console.log(done.ok ? line : `\n=== gate ${name}: ${command} ${args.join(' ')}\n${done.output}\n${line}`);
  return { line, ok: done.ok };
}

// The PostgreSQL server first: without one the server suite cannot run, and that fails the run.
let pgUrl: string | undefined;
try {
  pgUrl = postgresUrl();
} catch (error) {
  console.error(`The server suite needs PostgreSQL: ${(error as Error).message}`);
}

console.log('=== the gates and the build, at once');
const gates = Promise.all([
  gate('typecheck', 'tsc', ['--noEmit']),
  gate('lint', 'eslint', ['.', '--max-warnings', '0', '--cache', '--cache-strategy', 'content', '--cache-location', 'node_modules/.cache/eslint/']),
  gate('format', 'prettier', ['--check', '.', '--cache', '--log-level', 'warn']),
]);
// What `npm start` serves (NODE_ENV=production: vitest's NODE_ENV=test would give React's development build).
const buildStarted = Date.now();
const production = { env: { NODE_ENV: 'production' } };
const build = await run('vite', ['build', '--logLevel', 'error'], production);
const ssr = build.ok ? await run('npm', ['run', '--silent', 'build:ssr', '--', '--logLevel', 'error'], production) : build;
const built = build.ok && ssr.ok;
console.log(built ? `build: done in ${seconds(buildStarted)}` : `build: FAILED\n${build.output}${ssr.output}`);

const report = `${results}/vitest.json`;
const vitestStarted = Date.now();
console.log('\n=== vitest: every project');
await run('vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
  inherit: true,
  // E2E_BUILT: the e2e set-up serves the build above instead of building again.
  env: { ...(pgUrl && { TEST_DATABASE_URL: pgUrl }), ...(built && { E2E_BUILT: '1' }) },
});
const vitestTook = seconds(vitestStarted);
const vitest: JsonReport = existsSync(report)
  ? (JSON.parse(readFileSync(report, 'utf8')) as JsonReport)
  : { numPassedTests: 0, numFailedTests: 1, numFailedTestSuites: 1, numTotalTests: 0, success: false, startTime: vitestStarted, testResults: [] };
const gateLines = await gates;

// Per project: its files, tests and the time its files took (projects share the workers, so these overlap).
const byProject = new Map<string, { files: number; tests: number; ms: number }>();
for (const file of vitest.testResults) {
  const project = /test\/(\w+)\//.exec(file.name.replace(process.cwd(), ''))?.[1] ?? 'other';
  const name = project === 'src' ? (file.name.endsWith('.tsx') ? 'dom' : 'unit') : ['machines', 'api', 'gates'].includes(project) ? 'unit' : project;
  const entry = byProject.get(name) ?? { files: 0, tests: 0, ms: 0 };
  entry.files += 1;
  entry.tests += file.assertionResults.length;
  entry.ms += file.endTime - file.startTime;
  byProject.set(name, entry);
}

const gatesPassed = gateLines.filter((g) => g.ok).length;
const passed = gatesPassed + vitest.numPassedTests;
// A file that failed to load counts as a failure even though it ran no test; so do a failed build and a missing PostgreSQL.
const vitestFailed = vitest.numFailedTests + (vitest.success ? 0 : vitest.numFailedTests === 0 ? Math.max(1, vitest.numFailedTestSuites) : 0);
const failed = gateLines.length - gatesPassed + vitestFailed + (built ? 0 : 1) + (pgUrl ? 0 : 1);
console.log(`\n${gateLines.map((g) => g.line).join('\n')}`);
console.log(`build: ${built ? 'done' : 'FAILED'}; vitest: ${vitestTook} for every project at once`);
for (const [name, p] of [...byProject].sort())
  console.log(`  ${name.padEnd(8)} ${String(p.files).padStart(4)} files ${String(p.tests).padStart(5)} tests, ${(p.ms / 1000).toFixed(0)} s of file time`);
console.log(`npm test: ${seconds(started)} in all`);
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
