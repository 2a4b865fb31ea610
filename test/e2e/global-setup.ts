import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';

// E2E runs against what `npm start` serves: the built SPA and `node server/main.ts`,
// each server on its own fresh PGlite data folder and free port. A missing Chromium is
// a failure, never a skip.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
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
  }
}

/** Issue 12: the captcha text the e-mail-login server shows, so that the restore e2e can pass step 1. */
export const CAPTCHA_TEXT = 'K7M4X';

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

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  // The production build `npm start` serves (vitest sets NODE_ENV=test, which would give
  // React's development build and Lingui's uncompiled messages).
  // Then the renderer of the pages the server sends as HTML (npm run build:ssr, issue 14).
  const env = { ...process.env, NODE_ENV: 'production' };
  const build = spawnSync('vite', ['build', '--logLevel', 'error'], { stdio: 'inherit', env });
  if (build.status !== 0) throw new Error('vite build failed');
  const ssr = spawnSync('npm', ['run', '--silent', 'build:ssr', '--', '--logLevel', 'error'], { stdio: 'inherit', env });
  if (ssr.status !== 0) throw new Error('npm run build:ssr failed');
  const mailDir = mkdtempSync(join(tmpdir(), 'portal-e2e-mail-'));
  dirs.push(mailDir);
  const smtp = await startSmtp(mailDir);
  const stop = async () => {
    for (const child of children) child.kill('SIGTERM');
    await smtp.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };
  let servers;
  try {
    servers = await Promise.all([
      startServer({}),
      // Only the e-mail-login server sends mail over SMTP; the phone-mode one keeps its dev outbox.
      startServer({ SETTING_emailLoginUsageEnabled: 'true', SMTP_URL: smtp.url, TEST_CAPTCHA_TEXT: CAPTCHA_TEXT }),
    ]);
  } catch (error) {
    // No teardown runs after a failed setup: stop what was started.
    await stop();
    throw error;
  }
  const [phone, email] = servers;
  project.provide('baseUrl', phone.url);
  project.provide('clockFile', phone.clockFile);
  project.provide('seededAt', phone.seededAt);
  project.provide('emailBaseUrl', email.url);
  project.provide('mailDir', mailDir);
  project.provide('captchaText', CAPTCHA_TEXT);
  return stop;
}
