import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts';

// E2E runs against what `npm start` serves: the built SPA and `node server/main.ts`,
// each server on its own fresh PGlite data folder and free port. A missing Chromium is
// a failure, never a skip.

/** One worker's servers: files in the same worker share them, one file at a time, as they did when one worker ran every file. */
export interface E2eServers {
  baseUrl: string;
  emailBaseUrl: string;
  /** Write an offset in ms here to move the phone-mode server's clock (TEST_CLOCK_FILE). */
  clockFile: string;
  /**
   * When the phone-mode server had seeded its demo data and was listening (ms, real time). The
   * seed's exam closing soon closes 20 minutes after its seeding (server/seed/demo-exams.ts).
   */
  seededAt: number;
  /**
   * Issue 12: every message the e-mail-login server sends over SMTP, one `<n>.eml` file each
   * (the raw message as received, numbered in order of arrival), read with test/e2e/mail.ts.
   */
  mailDir: string;
  /** The text of every captcha of the e-mail-login server (TEST_CAPTCHA_TEXT; tests only). */
  captchaText: string;
  /** The worker's Chromium, which its files connect to (test/e2e/browser.ts fileBrowser). */
  browserWs: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A set of servers per worker (VITEST_POOL_ID 1 takes the first): test/e2e/servers.ts. */
    e2eServers: E2eServers[];
  }
}

/** Issue 12: the captcha text the e-mail-login server shows, so that the restore e2e can pass step 1. */
export const CAPTCHA_TEXT = '472913';

/**
 * Issue 12 "Delivery through real protocols": a real SMTP server (the smtp-server package) on a
 * free local port, without TLS or authentication (a test server, STARTTLS not offered), keeping
 * each received message as `<n>.eml` in `dir`.
 */
async function startSmtp(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        writeFileSync(join(dir, `${String(received).padStart(4, '0')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

const children: ChildProcess[] = [];
const smtps: { close: () => Promise<void> }[] = [];
const browsers: BrowserServer[] = [];
const dirs: string[] = [];

function startServer(env: Record<string, string>): Promise<{ url: string; clockFile: string; seededAt: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  dirs.push(dataDir);
  const clockFile = join(dataDir, 'clock-offset');
  writeFileSync(clockFile, '0');
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(dataDir, 'db'), TEST_CLOCK_FILE: clockFile, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    let started = false;
    // A first start migrates and seeds a fresh PGlite: half a minute or more while other work shares the 2 cores.
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      // Once listening, the output is only drained (a pipe nobody reads would stall the server).
      if (started) return;
      output += chunk.toString();
      const match = /listening on (http:\/\/[^\s/]+:\d+)\//.exec(output);
      if (match) {
        started = true;
        clearTimeout(timer);
        resolve({ url: match[1]!, clockFile, seededAt: Date.now() });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

/** The phone-mode and the e-mail-login server of one worker, with the e-mail-login one's SMTP server. */
async function startSet(): Promise<E2eServers> {
  const mailDir = mkdtempSync(join(tmpdir(), 'portal-e2e-mail-'));
  dirs.push(mailDir);
  const smtp = await startSmtp(mailDir);
  smtps.push(smtp);
  const browser = await chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  browsers.push(browser);
  const [phone, email] = await Promise.all([
    startServer({}),
    // Only the e-mail-login server sends mail over SMTP; the phone-mode one keeps its dev outbox.
    startServer({ SETTING_emailLoginUsageEnabled: 'true', SMTP_URL: smtp.url, TEST_CAPTCHA_TEXT: CAPTCHA_TEXT }),
  ]);
  return {
    baseUrl: phone.url,
    clockFile: phone.clockFile,
    seededAt: phone.seededAt,
    emailBaseUrl: email.url,
    mailDir,
    captchaText: CAPTCHA_TEXT,
    browserWs: browser.wsEndpoint(),
  };
}

/**
 * The build `npm start` serves, unless the caller built it just before (E2E_BUILT=1: scripts/test.ts
 * builds while the gates run). vitest sets NODE_ENV=test, which would give React's development
 * build and Lingui's uncompiled messages; then the renderer of the pages the server sends as
 * HTML (npm run build:ssr, issue 14).
 */
export function buildForE2e() {
  const env = { ...process.env, NODE_ENV: 'production' };
  const build = spawnSync('vite', ['build', '--logLevel', 'error'], { stdio: 'inherit', env });
  if (build.status !== 0) throw new Error('vite build failed');
  const ssr = spawnSync('npm', ['run', '--silent', 'build:ssr', '--', '--logLevel', 'error'], { stdio: 'inherit', env });
  if (ssr.status !== 0) throw new Error('npm run build:ssr failed');
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  if (process.env.E2E_BUILT !== '1') buildForE2e();
  const stop = async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all([...smtps.map((smtp) => smtp.close()), ...browsers.map((browser) => browser.close())]);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };
  // A set per worker, so that files running at once never share a server's state (its clock, its demo trainees).
  const workers = Math.max(1, project.config.maxWorkers);
  try {
    project.provide('e2eServers', await Promise.all(Array.from({ length: workers }, startSet)));
  } catch (error) {
    // No teardown runs after a failed setup: stop what was started.
    await stop();
    throw error;
  }
  return stop;
}
