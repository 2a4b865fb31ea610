// Issue 14 "Several processes, one database": with DATABASE_URL, `npm start` runs WORKERS
// processes on one port, a worker that dies is replaced, and SIGTERM stops them all cleanly
// (server/main.ts, server/cluster.ts). The real server/main.ts in a child process on a fresh
// database of the PostgreSQL server the second server pass uses (TEST_DATABASE_URL);
// with PGlite the server runs one process, which the first test checks.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchDatabase, type ScratchDatabase } from '../../scripts/scratch-database.ts';
import { workerCount } from '../../server/cluster.ts';

const TOKEN = 'cluster-metrics-token';
/** The number of /readyz requests the whole cluster answered, from one scrape. */
async function readyzCount(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
  const line = /portal_http_request_duration_seconds_count\{method="GET",route="\/readyz",status="200"\} (\d+)/.exec(text);
  return Number(line?.[1] ?? 0);
}

/** How many sockets listen on 127.0.0.1:`port` (Linux, /proc/net/tcp: state 0A is LISTEN). */
function listeningSockets(port: number): number {
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const rows = readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1);
  return rows.map((row) => row.trim().split(/\s+/)).filter((f) => f[1] === local && f[3] === '0A').length;
}

const root = join(import.meta.dirname, '../..');
const adminUrl = process.env.TEST_DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-cluster-'));
let database: ScratchDatabase | undefined;
let child: ChildProcess | undefined;

afterAll(async () => {
  child?.kill('SIGKILL');
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A match in the output, with where it ends. */
type Seen = RegExpExecArray & { end: number };

/** The child's output so far, and a wait for a line matching a pattern after a position. */
function watch(proc: ChildProcess) {
  let output = '';
  const waiters: { re: RegExp; from: number; resolve: (m: Seen) => void }[] = [];
  const check = () => {
    for (const w of [...waiters]) {
      const m = w.re.exec(output.slice(w.from));
      if (m) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(Object.assign(m, { end: w.from + m.index + m[0].length }));
      }
    }
  };
  const take = (chunk: Buffer) => {
    output += chunk.toString();
    check();
  };
  proc.stdout!.on('data', take);
  proc.stderr!.on('data', take);
  return {
    get length() {
      return output.length;
    },
    get output() {
      return output;
    },
    waitFor: (re: RegExp, from = 0) =>
      new Promise<Seen>((resolve) => {
        waiters.push({ re, from, resolve });
        check();
      }),
  };
}

describe('how many processes', () => {
  it('PGlite: one, and says why; PostgreSQL: WORKERS, else one per core; a bad WORKERS is refused', () => {
    const alone = workerCount({ WORKERS: '4' }, false);
    expect(alone.count).toBe(1);
    expect(alone.why).toContain('PGlite');
    expect(workerCount({ WORKERS: '3' }, true)).toMatchObject({ count: 3 });
    expect(workerCount({}, true).count).toBeGreaterThanOrEqual(1);
    expect(() => workerCount({ WORKERS: '0' }, true)).toThrow(/WORKERS/);
    expect(() => workerCount({ WORKERS: 'two' }, true)).toThrow(/WORKERS/);
  });
});

describe.runIf(adminUrl)('several processes on PostgreSQL', () => {
  it('serves from WORKERS processes, replaces one that dies, and stops them all on SIGTERM', async () => {
    database = await scratchDatabase(adminUrl!, 'portal_cluster');
    child = spawn(process.execPath, ['server/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: database.url, WORKERS: '2', LOG_LEVEL: 'warn', METRICS_TOKEN: TOKEN },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = watch(child);
    const listening = /listening on (http:\/\/127\.0\.0\.1:\d+)\/.*process (\d+)/;
    const first = await out.waitFor(listening);
    const second = await out.waitFor(listening, first.end);
    const base = first[1]!;
    expect(second[1]).toBe(base); // one port for both
    expect(new Set([first[2], second[2]]).size).toBe(2);
    // Each worker opens the port itself, so connections reach them without the primary passing
    // each one on (server/cluster.ts listenOptions, decision #187).
    const port = Number(new URL(base).port);
    const onLinux = process.platform === 'linux';
    if (onLinux) expect(listeningSockets(port)).toBe(2);
    // Both warmed up before listening, each on a port of its own (server/warm-up.ts: a port 0
    // shared by node:cluster would let one worker's warm-up be cut by another's).
    expect(out.output).not.toMatch(/Warm-up given up/);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    const mark = out.length;
    process.kill(Number(first[2]), 'SIGKILL');
    await out.waitFor(new RegExp(`worker ${first[2]} exited \\(SIGKILL\\); starting another`), mark);
    const replacement = await out.waitFor(listening, mark);
    expect([first[2], second[2]]).not.toContain(replacement[2]);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    if (onLinux) expect(listeningSockets(port)).toBe(2); // the dead one's closed, the replacement's open

    // One scrape, whichever process answers it, counts what every process served.
    const before = await readyzCount(base);
    for (let i = 0; i < 6; i++) expect((await fetch(`${base}/readyz`, { headers: { Connection: 'close' } })).status).toBe(200);
    expect((await readyzCount(base)) - before).toBe(6);

    const exited = new Promise<number | null>((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(out.output.match(/SIGTERM: accepting nothing new/g)).toHaveLength(2);
    child = undefined;
  }, 180_000);
});
