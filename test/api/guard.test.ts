import { describe, expect, it } from 'vitest';
import { guard, PUBLIC_SEGMENTS } from '../../api/guard.ts';

// SPEC §2 "Navigation guard", every rule.
const PRIVATE_PATHS = [
  '/',
  '/training/7',
  '/past',
  '/courses',
  '/courses/3',
  '/exams',
  '/exams/passed',
  '/exams/passed/9',
  '/exams/4',
  '/exams/passage/9/2',
  '/documents/1',
  '/inquirers',
  '/inquirers/2',
  '/news',
  '/news/5',
  '/profile',
  '/profile/certificate/3',
  '/profile/password',
  '/no-such-page',
];
const PUBLIC_PATHS = [
  '/login',
  '/restore',
  '/confirmEmail/abc',
  '/unsubscribeEmail/abc',
  '/entry/3',
  '/entry/passage/5/1',
  '/preview/2',
  '/preview/passage/4',
  '/preview/iframe/4',
  '/preview/result/h',
  '/achievements/h',
  '/result/h',
  '/pay/h',
  '/legal/terms', // the footer's legal pages (issue 10)
];

describe('a logged-in trainee', () => {
  const at = (path: string) => guard({ path, isLoggedIn: true, entryExam: null });

  it.each(['/login', '/restore', '/login?x=1'])('going to %s is sent to /', (path) => {
    expect(at(path)).toEqual({ kind: 'redirect', to: '/' });
  });

  it.each(['/confirmEmail/abc', '/entry/3', '/entry/passage/5/1'])('opening %s is sent to / and asked to log out first', (path) => {
    expect(at(path)).toEqual({ kind: 'redirect', to: '/', notice: 'logoutFirst' });
  });

  it.each([...PRIVATE_PATHS, '/preview/2', '/achievements/h', '/pay/h', '/result/h', '/unsubscribeEmail/x'])('may open %s', (path) => {
    expect(at(path)).toEqual({ kind: 'allow' });
  });
});

describe('a visitor who is not logged in', () => {
  const at = (path: string) => guard({ path, isLoggedIn: false, entryExam: null });

  // Issue 10: the path is kept to return to after logging in (an in-app path: all of these are).
  it.each(PRIVATE_PATHS)('opening %s is sent to /login, the path kept to return to', (path) => {
    expect(at(path)).toEqual({ kind: 'redirect', to: '/login', remember: path });
  });

  it.each(PUBLIC_PATHS)('may open %s', (path) => {
    expect(at(path)).toEqual({ kind: 'allow' });
  });

  it('every public segment of SPEC §2 (and the legal pages) is listed once', () => {
    expect(new Set(PUBLIC_SEGMENTS).size).toBe(10);
  });

  it('a path that only starts like a public one is not public', () => {
    expect(at('/loginx')).toEqual({ kind: 'redirect', to: '/login', remember: '/loginx' });
    expect(at('/payments')).toEqual({ kind: 'redirect', to: '/login', remember: '/payments' });
  });
});

describe('with an entry exam pending', () => {
  it('non-entry paths redirect to the entry exam intro', () => {
    for (const path of ['/login', '/', '/restore', '/preview/2', '/exams']) {
      expect(guard({ path, isLoggedIn: false, entryExam: { id: 4, resultId: null } })).toEqual({ kind: 'redirect', to: '/entry/4' });
    }
  });

  it('a started entry exam redirects to its passage', () => {
    expect(guard({ path: '/', isLoggedIn: false, entryExam: { id: 4, resultId: 17 } })).toEqual({
      kind: 'redirect',
      to: '/entry/passage/17',
    });
  });

  it('entry paths stay open', () => {
    for (const path of ['/entry/4', '/entry/passage/17/2']) {
      expect(guard({ path, isLoggedIn: false, entryExam: { id: 4, resultId: 17 } })).toEqual({ kind: 'allow' });
    }
  });
});

// Issue 10: after a session expires mid-exam and the trainee logs in again, they are taken back
// to the passage (SPEC §8 403 → /login; SPEC §2 a logged-in user at /login is sent on). The
// way back is an in-app path only: never another site, never a loop through /login.
describe('the way back after logging in', () => {
  const loggedInAt = (path: string, returnTo: string | null) => guard({ path, isLoggedIn: true, entryExam: null, returnTo });

  it('a trainee who just logged in returns to the passage kept, which is then used up', () => {
    expect(loggedInAt('/login', '/exams/passage/9/2')).toEqual({ kind: 'redirect', to: '/exams/passage/9/2', returned: true });
  });

  it('nothing kept: to / as before', () => {
    expect(loggedInAt('/login', null)).toEqual({ kind: 'redirect', to: '/' });
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example/phish',
    '\\evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    '/exams\n/evil',
    ' /exams',
    '/login',
    '/restore/x',
    'exams/passage/9/2',
    '',
    '/' + 'a'.repeat(600),
  ])('never to %j: to / instead', (returnTo) => {
    expect(loggedInAt('/login', returnTo)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('a page other than /login or /restore is not sent anywhere, whatever is kept', () => {
    expect(loggedInAt('/exams', '/exams/passage/9/2')).toEqual({ kind: 'allow' });
  });

  it('a visitor sent to /login from a page that is not a path of this app keeps nothing', () => {
    expect(guard({ path: '//evil.example', isLoggedIn: false, entryExam: null })).toEqual({ kind: 'redirect', to: '/login' });
  });
});
