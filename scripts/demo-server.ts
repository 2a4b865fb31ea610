// The portal as the browser benches measure it (bench-lighthouse, bench-shifts): the current
// build (`npm run build` unless told not to) served by `node server/main.ts` with the demo data in
// a fresh PGlite folder, and the first demo trainee (the README's login) logged in through the API
// with one of her exams started, so her pages and a running passage can be opened.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TIME_ZONE_COOKIE } from '../api/page-data.ts';

export interface DemoServer {
  base: string;
  /** The server's process (with DATABASE_URL, the primary of its workers). */
  pid: number;
  /** The trainee's session cookies, as the login set them. */
  sessionCookies: Cookie[];
  /**
   * The trainee's pages, by name, in the order the benches open them (/login first, logged out),
   * each with the cookies a browser sends for it: the session's when logged in, and the zone the
   * app tells as it starts (Europe/Kyiv; without it a trainee's page is left to the app, #176).
   */
  /** `endsOn`: the path the page is expected to end on, when it is sent elsewhere (its own path otherwise). */
  pages: { name: string; path: string; endsOn?: string; loggedIn?: boolean; cookies: Cookie[] }[];
  stop: () => void;
}

type Cookie = { name: string; value: string };

/** Cookies as a request's Cookie header. */
export const cookieHeader = (cookies: Cookie[]) => cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/** `env` is added to this process's for the server (DATABASE_URL: PostgreSQL instead of the fresh PGlite folder). */
export async function serveDemo({ port, build, env = {} }: { port: string; build: boolean; env?: Record<string, string> }): Promise<DemoServer> {
  if (build) {
    const built = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const server = spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Portal listening') && resolve());
    server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });

  const headers = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };
  const login = await fetch(`${base}/api/common/login`, { method: 'POST', headers, body: JSON.stringify({ login: '+380501234567', password: 'Passw0rd1' }) });
  if (!login.ok) throw new Error(`demo login failed: ${login.status}`);
  const sessionCookies = login.headers.getSetCookie().map((c) => {
    const [pair = ''] = c.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
  const cookie = cookieHeader(sessionCookies);
  const api = async (path: string) => {
    const res = await fetch(`${base}${path}`, { headers: { ...headers, Cookie: cookie } });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<unknown>;
  };
  const available = (await api('/api/exams/available')) as { scheduleId: number }[];
  const scheduleId = available[0]?.scheduleId;
  if (scheduleId === undefined) throw new Error('the demo trainee has no exam open');
  const passage = (await api(`/api/exams/passage/start/${scheduleId}`)) as { resultId: number };
  const zone = { name: TIME_ZONE_COOKIE, value: encodeURIComponent('Europe/Kyiv') };
  const visitor = { cookies: [zone] };
  const trainee = { loggedIn: true, cookies: [...sessionCookies, zone] };
  const pages = [
    { name: '/login', path: '/login', ...visitor },
    // The password recovery a visitor opens from the login form (docs/decisions.md #203).
    { name: '/restore', path: '/restore', ...visitor },
    // The dashboard's address opened by a visitor (a session ended overnight): sent to /login (#204).
    { name: '/ (a visitor: sent to /login)', path: '/', endsOn: '/login', ...visitor },
    // A legal page, which a visitor gets rendered too (docs/decisions.md #196).
    { name: '/legal/terms (visitor)', path: '/legal/terms', ...visitor },
    // The trainee's public page as a visitor opens it from a shared link (#199).
    { name: 'achievements (visitor)', path: `/achievements/${((await api('/api/main')) as { customer: { pageHash: string } }).customer.pageHash}`, ...visitor },
    { name: '/ (dashboard)', path: '/', ...trainee },
    { name: '/exams', path: '/exams', ...trainee },
    { name: 'exam intro', path: `/exams/${scheduleId}`, ...trainee },
    { name: 'passage', path: `/exams/passage/${passage.resultId}/1`, ...trainee },
    ...(await otherPages(api)).map((path) => ({ name: path, path, ...trainee })),
  ];
  return { base, pid: server.pid!, sessionCookies, pages, stop };
}

/**
 * The trainee's other pages the server renders: her first accepted group, a course, a completed
 * test and a news item by their ids (docs/decisions.md #195), the password change, a page still
 * to come and a legal page (#196), the profile (#197), a certificate issued and one to request
 * (#201).
 */
async function otherPages(api: (path: string) => Promise<unknown>): Promise<string[]> {
  const cards = (await api('/api/trainings/current')) as { applicationId: number; applicationStatus: string }[];
  const [course] = (await api('/api/courses')) as { courseId: number }[];
  const [ended] = (await api('/api/exams/passed')) as { resultId: number }[];
  const [item] = (await api('/api/news')) as { newsId: number }[];
  const certificates = (await api('/api/trainings/allcertificates')) as { applicationId: number; certificateStatus: string }[];
  const issued = certificates.find((c) => c.certificateStatus === 'GENERATED');
  const toRequest = certificates.find((c) => c.certificateStatus === 'AVAILABLE');
  const group = cards.find((card) => card.applicationStatus === 'ACCEPTED');
  if (!group || !course || !ended || !item || !issued || !toRequest) {
    throw new Error('the demo trainee has no accepted group, course, completed test, news, certificate issued or certificate to request');
  }
  return [
    `/training/${group.applicationId}`,
    '/past',
    '/courses',
    `/courses/${course.courseId}`,
    '/exams/passed',
    `/exams/passed/${ended.resultId}`,
    '/news',
    `/news/${item.newsId}`,
    '/profile',
    `/profile/certificate/${issued.applicationId}`,
    `/profile/certificate/${toRequest.applicationId}`,
    '/profile/password',
    '/inquirers',
    '/legal/terms',
  ];
}
