import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  }
}

const children: ChildProcess[] = [];
const dirs: string[] = [];

function startServer(env: Record<string, string>): Promise<{ url: string; clockFile: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  dirs.push(dataDir);
  const clockFile = join(dataDir, 'clock-offset');
  writeFileSync(clockFile, '0');
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(dataDir, 'db'), TEST_CLOCK_FILE: clockFile, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[^\s/]+:\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!, clockFile });
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
  const build = spawnSync('vite', ['build', '--logLevel', 'error'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) throw new Error('vite build failed');
  const [phone, email] = await Promise.all([startServer({}), startServer({ SETTING_emailLoginUsageEnabled: 'true' })]);
  project.provide('baseUrl', phone.url);
  project.provide('clockFile', phone.clockFile);
  project.provide('emailBaseUrl', email.url);
  return () => {
    for (const child of children) child.kill('SIGTERM');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };
}
