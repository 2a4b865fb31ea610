// `npm run bench:upload [-- --uploads N --downloads N --rest N]` (docs/performance.md "Essay
// uploads"). Starts the real server as `npm start` runs it (`node server/main.ts`: PGlite in
// a new temp data folder, or, with DATABASE_URL, a fresh database on that PostgreSQL server,
// dropped afterwards) on a free loopback port, logs in as demo trainee 1, starts the seeded
// exam "Demo: every question type" and measures the latency of a cheap anonymous call
// (GET /api/common, one at a time) at rest, while the trainee uploads a 10 MiB PDF to its
// essay N times in a row, and while the trainee downloads it N times in a row. Everything
// is bounded (counts and a deadline) and goes to 127.0.0.1 only. Run it in any checkout
// (scripts/bench-upload.ts of this one against another's server: --root DIR).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { scratchDatabase } from './scratch-database.ts';

const { values: args } = parseArgs({
  options: {
    uploads: { type: 'string', default: '8' },
    downloads: { type: 'string', default: '8' },
    rest: { type: 'string', default: '300' }, // pings at rest
    root: { type: 'string', default: fileURLToPath(new URL('..', import.meta.url)) }, // the checkout whose server runs
  },
});

const MiB = 1024 * 1024;
const DEADLINE_MS = 10 * 60 * 1000;
const TRAINEE = { login: '+380501234567', password: 'Passw0rd1' };
const EVERY_TYPE = /every question type|усі типи запитань|все типы вопросов/i;

type Reply = { status: number; body: Buffer; ms: number; setCookie: string[] };

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
let port = 0;

type RequestOptions = { cookie?: string; body?: Buffer; contentType?: string };

/**
 * One HTTP call on a keep-alive connection. A GET whose reused connection the server had
 * just closed as idle (the keep-alive race, "socket hang up") is sent again once, as
 * Node's documentation advises; its time counts from the first try.
 */
function request(method: string, path: string, options: RequestOptions = {}, t0 = performance.now()): Promise<Reply> {
  return new Promise((resolvePromise, reject) => {
    const headers: Record<string, string | number> = { 'X-Requested-With': 'XMLHttpRequest' };
    if (options.cookie) headers.Cookie = options.cookie;
    if (options.body) {
      headers['Content-Type'] = options.contentType ?? 'application/json';
      headers['Content-Length'] = options.body.length;
    }
    const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolvePromise({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), ms: performance.now() - t0, setCookie: res.headers['set-cookie'] ?? [] }),
      );
      res.on('error', reject);
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (method === 'GET' && req.reusedSocket && error.code === 'ECONNRESET') request(method, path, options, t0).then(resolvePromise, reject);
      else reject(error);
    });
    req.setTimeout(60_000, () => req.destroy(new Error('timeout')));
    req.end(options.body);
  });
}

const json = (r: Reply) => JSON.parse(r.body.toString('utf8')) as unknown;

function multipart(fields: Record<string, string>, file: { name: string; data: Uint8Array }): { body: Buffer; contentType: string } {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`));
  parts.push(Buffer.from(file.data));
  parts.push(Buffer.from('\r\n'));
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A one-page PDF of about `size` bytes: the page, and a file attachment of random (incompressible) bytes. */
async function bigPdf(size: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText('Essay answer with an attachment', { x: 50, y: 780, size: 16 });
  const probe = await doc.save();
  await doc.attach(randomBytes(size - probe.length - 4096), 'data.bin', { mimeType: 'application/octet-stream' });
  const bytes = await doc.save();
  if (bytes.length > 10 * MiB) throw new Error(`PDF too large: ${bytes.length}`);
  return bytes;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);
function summary(ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  return `n=${s.length} p50 ${fmt(pct(s, 50))}  p99 ${fmt(pct(s, 99))}  max ${fmt(s.at(-1) ?? NaN)}`;
}

/** Pings GET /api/common one after the other until `done` resolves (or `count` pings); returns the latencies. */
async function pingWhile(done: Promise<unknown> | null, count = Infinity): Promise<number[]> {
  const ms: number[] = [];
  let finished = false;
  void done?.finally(() => (finished = true));
  const deadline = Date.now() + DEADLINE_MS;
  while (!finished && ms.length < count && Date.now() < deadline) {
    const r = await request('GET', `/api/common?_=${Date.now()}`);
    if (r.status !== 200) throw new Error(`ping answered ${r.status}`);
    ms.push(r.ms);
  }
  return ms;
}

async function startServer(root: string, dataDir: string, databaseUrl: string | undefined) {
  const env: Record<string, string> = { ...(process.env as Record<string, string>), PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(dataDir, 'db') };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, ['server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const url = await new Promise<string>((resolvePromise, reject) => {
    let output = '';
    let started = false;
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      // Once listening, the output (a log line per request) is only drained.
      if (started) return;
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match) {
        started = true;
        clearTimeout(timer);
        resolvePromise(match[1]!);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return { child, port: Number(new URL(url).port) };
}

async function main() {
  const uploads = Number(args.uploads);
  const downloads = Number(args.downloads);
  const rest = Number(args.rest);
  const root = resolve(args.root);
  const dataDir = mkdtempSync(join(os.tmpdir(), 'portal-bench-upload-'));
  const database = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL, 'portal_bench_upload') : null;
  const server = await startServer(root, dataDir, database?.url);
  port = server.port;
  try {
    console.log(`server: ${root} on 127.0.0.1:${port}, ${database ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}, data in ${dataDir}`);
    console.log(`machine: ${os.cpus().length} cores, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GiB, Node ${process.version}`);

    const login = await request('POST', '/api/common/login', { body: Buffer.from(JSON.stringify(TRAINEE)) });
    const cookie = login.setCookie.map((c) => /^portal_session=[^;]+/.exec(c)?.[0]).find(Boolean);
    if (!cookie) throw new Error(`login failed: ${login.status}`);
    const available = json(await request('GET', `/api/exams/available?_=${Date.now()}`, { cookie })) as { scheduleId: number; examName: string }[];
    const exam = available.find((e) => EVERY_TYPE.test(e.examName));
    if (!exam) throw new Error(`"Demo: every question type" is not among ${available.map((e) => e.examName).join(', ')}`);
    const started = await request('GET', `/api/exams/passage/start/${exam.scheduleId}?_=${Date.now()}`, { cookie });
    if (started.status !== 200) throw new Error(`start: ${started.status} ${started.body.toString()}`);
    const passage = json(started) as { questions: { resultQuestionId: number; type: string }[] };
    const essay = passage.questions.find((q) => q.type === 'ESSAY');
    if (!essay) throw new Error('no essay question');

    const file = await bigPdf(10 * MiB - 64 * 1024);
    const form = multipart({ filename: 'essay.pdf', resultQuestionId: String(essay.resultQuestionId) }, { name: 'essay.pdf', data: file });
    console.log(`file: a ${(file.length / MiB).toFixed(2)} MiB PDF (one page, a random attachment); request body ${(form.body.length / MiB).toFixed(2)} MiB`);

    await pingWhile(null, 50); // warm up
    const atRest = await pingWhile(null, rest);

    const uploadMs: number[] = [];
    const uploading = (async () => {
      for (let i = 0; i < uploads; i++) {
        const r = await request('POST', '/api/exams/passage/essay', { cookie, body: form.body, contentType: form.contentType });
        if (r.status !== 200) throw new Error(`upload ${i}: ${r.status} ${r.body.toString()}`);
        uploadMs.push(r.ms);
      }
    })();
    const duringUploads = await pingWhile(uploading);
    await uploading;

    const downloadMs: number[] = [];
    const downloading = (async () => {
      for (let i = 0; i < downloads; i++) {
        const r = await request('GET', `/api/training/download/answer/material/${essay.resultQuestionId}?_=${Date.now()}`, { cookie });
        if (r.status !== 200 || r.body.length !== file.length) throw new Error(`download ${i}: ${r.status}, ${r.body.length} bytes`);
        downloadMs.push(r.ms);
      }
    })();
    const duringDownloads = await pingWhile(downloading);
    await downloading;

    console.log('\nGET /api/common (anonymous), one at a time:');
    console.log(`  at rest:                  ${summary(atRest)}`);
    console.log(`  during ${uploads} uploads:        ${summary(duringUploads)}`);
    console.log(`  during ${downloads} downloads:      ${summary(duringDownloads)}`);
    console.log(`the calls themselves:`);
    console.log(`  upload of 10 MiB:         ${summary(uploadMs)}`);
    console.log(`  download of 10 MiB:       ${summary(downloadMs)}`);
  } finally {
    agent.destroy();
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
