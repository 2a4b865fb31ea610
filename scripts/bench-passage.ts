// `npm run bench:passage [-- --trainees N --answers K --gap MS --workers W --analyzed | --calls]` (docs/performance.md).
// The real server (createApp over PGlite in memory, or over PostgreSQL when DATABASE_URL is
// set: a fresh database on that server, dropped afterwards) runs in a child process with N
// trainees whose sessions are inserted directly (no argon2 per trainee). This process plays
// the trainees over HTTP to 127.0.0.1: all start the same exam within one second, each reads
// and saves K answers a few seconds apart (as the browser does: the answer ids are the
// passage's handles, known only from the question), then finishes. It reports latencies, saves per second and
// errors and the CPU the machine used until the last start was answered, then asks the server
// process to check that every acknowledged answer is stored.
// With `--workers W` (PostgreSQL only) the server child seeds, then serves through W worker
// processes sharing its port (node:cluster), as `npm start` does with WORKERS.
// Each server process warms up before it listens, as `npm start`'s do (server/warm-up.ts;
// WARM_UP_ROUNDS=0 for processes that meet the crowd fresh).
// With `--analyzed` (PostgreSQL) the seeded database is vacuumed and analyzed before the crowd:
// its statistics say the passage tables hold no row, as on a new portal analyzed before its
// first passage (docs/performance.md "A crowd on tables analyzed small").
// With `--calls` the same trainees make their calls one at a time instead (every start, then
// every question read, every save, every finish), and it prints the CPU time each kind of call
// costs the server process, PostgreSQL's processes and this one (from /proc: Linux, one server
// process, so `--workers` is ignored; PostgreSQL on this machine): what a call costs, without
// the crowd's waiting.
import { fork, type ChildProcess } from 'node:child_process';
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createAdaptorServer } from '@hono/node-server';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createApp } from '../server/app.ts';
import { listenOptions, portForWorkers } from '../server/cluster.ts';
import { poolSizePerProcess } from '../server/db/pool-size.ts';
import { openDatabase, type Db, type OpenedDatabase } from '../server/db/connect.ts';
import { discardedLog } from '../server/http/request-log.ts';
import { warmUpProcess, warmUpRounds } from '../server/warm-up.ts';
import { SESSION_COOKIE } from '../server/http/session.ts';
import { customers, examResultQuestions, examResults, sessions } from '../server/db/schema.ts';
import { hashPassword } from '../server/domain/auth.ts';
import { createExam, createSchedule } from '../server/domain/exams/authoring.ts';
import { handleMap } from '../server/domain/exams/handles.ts';
import { hashToken, sessionExpiry } from '../server/domain/sessions.ts';
import { seedDefaults } from '../server/seed/defaults.ts';
import { FUNDAMENTALS } from '../server/seed/demo-exam-questions.ts';
import { benchClient, type Reply } from './bench-client.ts';
import { cpuSnapshot, type Cpu } from './proc-cpu.ts';
import { scratchDatabase } from './scratch-database.ts';

const { values: args } = parseArgs({
  allowPositionals: true,
  options: {
    trainees: { type: 'string', default: '2000' },
    answers: { type: 'string', default: '3' },
    gap: { type: 'string', default: '3000' }, // mean ms between one trainee's saves
    workers: { type: 'string', default: '1' },
    calls: { type: 'boolean', default: false }, // one call at a time, CPU per call
    analyzed: { type: 'boolean', default: false }, // VACUUM ANALYZE after seeding
    serve: { type: 'boolean', default: false }, // internal: run as the server child
  },
});

export type Ready = { type: 'ready'; port: number; scheduleId: number; database: string; seedMs: number };
export type Acked = { resultQuestionId: number; answerId: number };

type Timing = { ms: number[]; errors: Map<string, number> };
const timing = (): Timing => ({ ms: [], errors: new Map() });
const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function runBench(): Promise<void> {
  const trainees = Number(args.trainees);
  const answers = Number(args.answers);
  const gap = Number(args.gap);
  const seed = randomBytes(8).toString('hex');
  const serveArgs = ['--serve', '--trainees', String(trainees), '--workers', args.calls ? '1' : args.workers, ...(args.analyzed ? ['--analyzed'] : []), seed];
  const child = fork(fileURLToPath(import.meta.url), serveArgs, { stdio: 'inherit' });
  process.on('exit', () => child.kill());
  const ready = await message<Ready>(child, 'ready');
  console.log(`server: ${ready.database}, ${trainees} trainees seeded in ${ready.seedMs} ms, port ${ready.port}`);

  const client = benchClient(ready.port);
  const call = (method: string, path: string, token: string, body?: unknown) => client.call(method, path, `${SESSION_COOKIE}=${token}`, body);

  const starts = timing();
  const reads = timing();
  const saves = timing();
  const finishes = timing();
  const acked: Acked[] = [];
  let firstSave = Infinity;
  let lastSave = 0;

  async function timed(t: Timing, f: () => Promise<Reply>) {
    const t0 = performance.now();
    try {
      const res = await f();
      t.ms.push(performance.now() - t0);
      if (res.status !== 200) t.errors.set(`HTTP ${res.status}`, (t.errors.get(`HTTP ${res.status}`) ?? 0) + 1);
      return res.status === 200 ? res.json : null;
    } catch (error) {
      const key = (error as Error).message;
      t.errors.set(key, (t.errors.get(key) ?? 0) + 1);
      return null;
    }
  }

  // The four calls of a passage, as the browser makes them (the answer ids are the passage's
  // handles, known only from the question); a save the server acknowledged is kept to verify.
  type Started = { resultId: number; questions: { resultQuestionId: number }[] };
  const token = (i: number) => `${seed}.${i}`;
  const start = async (i: number) => (await timed(starts, () => call('GET', `/api/exams/passage/start/${ready.scheduleId}`, token(i)))) as Started | null;
  const read = async (i: number, resultQuestionId: number) =>
    (await timed(reads, () => call('GET', `/api/exams/passage/question/${resultQuestionId}`, token(i)))) as { answers: { answerId: number }[] } | null;
  async function save(i: number, resultQuestionId: number, answerId: number) {
    firstSave = Math.min(firstSave, performance.now());
    const ok = await timed(saves, () => call('POST', `/api/exams/passage/answer/${resultQuestionId}`, token(i), { answers: [{ answerId, selected: true }] }));
    lastSave = performance.now();
    if (ok) acked.push({ resultQuestionId, answerId });
  }
  const finish = (i: number, resultId: number) => timed(finishes, () => call('GET', `/api/exams/passage/finish/${resultId}`, token(i)));

  // CPU of the server's processes, PostgreSQL's and this one, when the crowd is let in and when
  // its last start is answered: what the starts cost the machine, crowd and all.
  const cpuNow = () => cpuSnapshot(child.pid!);
  let startsLeft = trainees;
  let lastStartCpu: Cpu | null = null;

  async function trainee(i: number, t0: number) {
    await sleep(Math.max(0, t0 + Math.random() * 1000 - performance.now()));
    const passage = await start(i);
    if (--startsLeft === 0) lastStartCpu = cpuNow();
    if (!passage) return;
    for (let k = 0; k < answers && k < passage.questions.length; k++) {
      await sleep(gap / 2 + Math.random() * gap);
      const { resultQuestionId } = passage.questions[k]!;
      const question = await read(i, resultQuestionId);
      if (!question) continue;
      const choices = question.answers.map((a) => a.answerId);
      await save(i, resultQuestionId, choices[Math.floor(Math.random() * choices.length)]!);
    }
    await finish(i, passage.resultId);
  }

  /** --calls: each kind of call for every trainee in turn, with the CPU it cost each process. */
  async function oneAtATime() {
    const passages: (Started | null)[] = [];
    const firstAnswers: (number | undefined)[] = [];
    const phase = async (name: string, t: Timing, call: (i: number) => Promise<unknown>) => {
      const [before, at] = [cpuNow(), performance.now()];
      for (let i = 0; i < trainees; i++) await call(i);
      const after = cpuNow();
      const per = (ms: number) => `${(ms / t.ms.length).toFixed(2)} ms`;
      console.log(
        `${name.padEnd(7)} CPU per call: server ${per(after.server - before.server)}, postgres ${per(after.postgres - before.postgres)}, bench ${per(after.bench - before.bench)}; wall ${per(performance.now() - at)}`,
      );
    };
    const question = (i: number) => passages[i]?.questions[0]?.resultQuestionId;
    await phase('start', starts, async (i) => (passages[i] = await start(i)));
    await phase('read', reads, async (i) => (firstAnswers[i] = (await read(i, question(i)!))?.answers[0]?.answerId));
    await phase('save', saves, (i) => save(i, question(i)!, firstAnswers[i]!));
    await phase('finish', finishes, (i) => finish(i, passages[i]?.resultId ?? 0));
    console.log();
  }

  const t0 = performance.now() + 200;
  const crowdCpu = cpuNow();
  if (args.calls) await oneAtATime();
  else await Promise.all(Array.from({ length: trainees }, (_, i) => trainee(i, t0)));
  const wall = performance.now() - t0;
  const endCpu = cpuNow();
  client.close();

  child.send({ type: 'verify', acked });
  const verified = await message<{ type: 'verified'; stored: number; missing: number; finished: number; results: number }>(child, 'verified');
  child.send({ type: 'stop' });

  const row = (name: string, t: Timing) => {
    const s = [...t.ms].sort((a, b) => a - b);
    const errors = [...t.errors].map(([k, n]) => `${k}×${n}`).join(', ') || '0';
    return `${name.padEnd(7)} n=${String(s.length).padStart(5)}  p50 ${pct(s, 50).toFixed(1)} ms  p99 ${pct(s, 99).toFixed(1)} ms  max ${(s.at(-1) ?? NaN).toFixed(1)} ms  errors ${errors}`;
  };
  console.log(`\n${new Date().toISOString().slice(0, 10)} · ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}) · Node ${process.version} · ${ready.database}`);
  console.log(`${trainees} trainees, ${answers} answers each, mean gap ${gap} ms; wall ${(wall / 1000).toFixed(1)} s`);
  console.log(row('start', starts));
  console.log(row('read', reads));
  console.log(row('save', saves));
  console.log(row('finish', finishes));
  if (lastStartCpu) {
    const used = (until: Cpu) => (['server', 'postgres', 'bench'] as const).map((k) => `${k} ${((until[k] - crowdCpu[k]) / 1000).toFixed(2)} s`).join(', ');
    console.log(`CPU until the last start was answered: ${used(lastStartCpu)}; in all: ${used(endCpu)}`);
  }
  const saveSpan = (lastSave - firstSave) / 1000;
  console.log(`saves/s ${(saves.ms.length / saveSpan).toFixed(0)} (${saves.ms.length} saves over ${saveSpan.toFixed(1)} s)`);
  console.log(
    `verify: ${verified.stored}/${acked.length} acknowledged answers stored, ${verified.missing} missing; ${verified.finished}/${verified.results} passages FINISHED`,
  );
  process.exitCode = verified.missing === 0 ? 0 : 1;
}

function message<T extends { type: string }>(child: ChildProcess, type: T['type']): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: unknown) => {
      if (m && typeof m === 'object' && (m as { type?: string }).type === type) {
        child.off('message', onMessage);
        resolve(m as T);
      }
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`server process exited (${code})`)));
  });
}

/** The server child: a fresh database, N trainees with sessions, one exam for all; then serves. */
async function serveBench(trainees: number, seed: string): Promise<void> {
  const t0 = performance.now();
  const adminUrl = process.env.DATABASE_URL;
  const scratch = adminUrl ? await scratchDatabase(adminUrl, 'portal_bench') : null;
  const url = scratch?.url;
  const workers = url ? Number(args.workers) : 1;
  const pool = poolSizePerProcess(process.env, workers); // as npm start sizes it (server/main.ts)
  const database = await openDatabase(url ? { url, poolMax: pool.size } : { dataDir: 'memory://' });
  const db = database.db;
  await seedDefaults(db);

  const now = Date.now();
  const passwordHash = await hashPassword('Passw0rd1'); // one hash for everyone: nobody logs in
  const ids: number[] = [];
  for (let from = 0; from < trainees; from += 500) {
    const chunk = Array.from({ length: Math.min(500, trainees - from) }, (_, j) => from + j);
    const rows = await db
      .insert(customers)
      .values(chunk.map((i) => ({ phone: `+38090${String(i).padStart(7, '0')}`, email: `bench${i}@example.com`, passwordHash, name: 'Bench', surname: `Trainee ${i}` })))
      .returning({ id: customers.id });
    await db.insert(sessions).values(
      rows.map((r, j) => ({
        tokenHash: hashToken(`${seed}.${chunk[j]}`),
        customerId: r.id,
        locale: 'ua',
        createdAt: new Date(now),
        lastSeenAt: new Date(now),
        expiresAt: new Date(sessionExpiry(now, now)),
      })),
    );
    ids.push(...rows.map((r) => r.id));
  }
  const exam = await createExam(db, FUNDAMENTALS);
  const scheduleId = await createSchedule(db, {
    examId: exam.examId,
    start: now - 60_000,
    finish: now + 24 * 3600_000,
    trainees: ids,
    passTime: 30,
    showCheckResult: true,
  });

  if (url && args.analyzed) await db.execute(sql`VACUUM ANALYZE`);
  const where = url
    ? `PostgreSQL (database ${scratch?.name}${args.analyzed ? ', analyzed' : ''}, ${workers} process(es), pool ${pool.size} each: ${pool.why}, and ${database.pipelines} pipelined each)`
    : 'PGlite (in memory)';
  const ready = (port: number) => process.send!({ type: 'ready', port, scheduleId, database: where, seedMs: Math.round(performance.now() - t0) } satisfies Ready);
  const servers: (http.Server | ReturnType<typeof cluster.fork>)[] = [];
  if (workers > 1) {
    cluster.setupPrimary({ exec: fileURLToPath(import.meta.url), args: ['--serve'], silent: false });
    const port = await portForWorkers(0, '127.0.0.1');
    const ports = await Promise.all(
      Array.from({ length: workers }, () => {
        const worker = cluster.fork({ BENCH_WORKER_DATABASE_URL: url, BENCH_WORKER_POOL: String(pool.size), BENCH_WORKER_PORT: String(port) });
        servers.push(worker);
        return new Promise<number>((resolve) => worker.once('message', (m: { port: number }) => resolve(m.port)));
      }),
    );
    ready(ports[0]!);
  } else {
    const server = listen(await warmedApp(database, url), ready);
    servers.push(server);
  }

  process.on('message', async (m: { type: string; acked?: Acked[] }) => {
    if (m.type === 'verify') {
      const acked = m.acked ?? [];
      let stored = 0;
      for (let from = 0; from < acked.length; from += 1000) {
        const part = acked.slice(from, from + 1000);
        const rows = await db
          .select()
          .from(examResultQuestions)
          .where(
            inArray(
              examResultQuestions.id,
              part.map((a) => a.resultQuestionId),
            ),
          );
        const byId = new Map(rows.map((r) => [r.id, r]));
        for (const a of part) {
          const row = byId.get(a.resultQuestionId);
          const given = row?.given as { selected?: number[] } | null;
          const answerId = row && handleMap(row.answerOrder, row.answerHandles).fromWire(a.answerId);
          if (row?.saved && answerId !== undefined && given?.selected?.includes(answerId)) stored++;
        }
      }
      const results = await db
        .select({ status: examResults.status })
        .from(examResults)
        .where(and(eq(examResults.scheduleId, scheduleId)));
      const finished = results.filter((r) => r.status === 'FINISHED').length;
      process.send!({ type: 'verified', stored, missing: acked.length - stored, finished, results: results.length });
    }
    if (m.type === 'stop') {
      for (const server of servers) {
        if (server instanceof http.Server) server.close();
        else server.kill();
      }
      await database.close();
      await scratch?.drop();
      process.exit(0);
    }
  });
}

/**
 * The app as `npm start` serves it: warmed first (server/warm-up.ts, WARM_UP_ROUNDS as there),
 * with the request log it writes (a line per call; pino's default destination, asynchronous) to /dev/null.
 */
async function warmedApp(database: OpenedDatabase, url: string | undefined) {
  const appOver = (db: Db) => createApp({ db, clock: Date.now, log: discardedLog() });
  await warmUpProcess(database, url, appOver, warmUpRounds(process.env, database.kind));
  return appOver(database.db);
}

/** The app on 127.0.0.1: `port` (a random one by default), opened by each worker of a cluster as `npm start`'s do. */
function listen(app: ReturnType<typeof createApp>, onListening: (port: number) => void, port = 0): http.Server {
  const server = createAdaptorServer({ fetch: app.fetch }) as http.Server;
  // Idle keep-alive connections stay open longer than a trainee's pause between calls (as
  // behind a load balancer), and the accept queue holds every trainee connecting at once.
  server.keepAliveTimeout = 65_000;
  server.listen({ ...listenOptions(port, '127.0.0.1'), backlog: 4096 }, () => onListening((server.address() as { port: number }).port));
  return server;
}

/** A worker of `--workers`: the app over the seeded database, its port told to the primary. */
async function serveWorker(url: string): Promise<void> {
  const database = await openDatabase({ url, poolMax: Number(process.env.BENCH_WORKER_POOL) });
  listen(await warmedApp(database, url), (port) => process.send!({ port }), Number(process.env.BENCH_WORKER_PORT));
}

const workerUrl = process.env.BENCH_WORKER_DATABASE_URL;
if (cluster.isWorker && workerUrl) await serveWorker(workerUrl);
else if (args.serve) await serveBench(Number(args.trainees), process.argv.at(-1)!);
else await runBench();
