import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerResponse, passage, question } from '../pages/exams/exam-fixtures.ts';
import { makeCommon, renderApp } from '../helpers/app-harness.tsx';

// Issue 10 "Confuses or excludes": after a session expires mid-exam and the trainee logs in
// again, they are taken back to the passage (SPEC §8: a 403 logs out and sends to /login with
// the session-expiry message; SPEC §2: a logged-in user at /login is sent on: to the page kept,
// api/guard.ts and the session machine's returnTo), with what they had chosen.

const loggedIn = makeCommon({ isLoggedIn: true });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  const login = await screen.findByLabelText('Phone number');
  await user.click(login);
  await user.type(login, '0501234567');
  await user.type(screen.getByLabelText('Password'), 'Passw0rd1');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

/** The app opened at /login (as a page load starts it), the trainee logging in: the path it then shows. */
async function logInOnLoginPage(): Promise<string | undefined> {
  const user = userEvent.setup();
  const { location } = await renderApp({
    path: '/login',
    commonAfterLogin: loggedIn,
    http: { 'POST /api/common/login': () => ({ ok: true }), 'GET /api/exams/passed': () => [] },
  });
  await logIn(user);
  await waitFor(() => expect(location.history.at(-1)).not.toBe('/login'));
  return location.history.at(-1);
}

describe('back to the passage after the session expired', () => {
  it('a save answered 403 sends the trainee to /login; logging in returns to the passage and question, the choice still there', async () => {
    const user = userEvent.setup();
    let expired = true;
    const { location } = await renderApp({
      path: '/exams/passage/7/2',
      common: loggedIn,
      commonAfterLogin: loggedIn,
      http: {
        'GET /api/exams/passage/7': () => ({ status: 200, body: passage() }),
        'GET /api/exams/active': () => [],
        'GET /api/exams/passage/question/1001': () => question(1),
        'GET /api/exams/passage/question/1002': () => question(2),
        'POST /api/exams/passage/answer/1002': () => (expired ? { status: 403, body: {} } : answerResponse(2)),
        'POST /api/common/login': () => {
          expired = false;
          return { ok: true };
        },
      },
    });
    const shown = await screen.findByRole('group', { name: 'Question text 2' }, { timeout: 5000 });
    await user.click(within(shown).getByRole('checkbox', { name: 'Answer 2B' }));
    await user.click(screen.getByRole('button', { name: 'Save answer' }));

    // SPEC §8: logged out, on /login with the session-expiry message.
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/login');

    await logIn(user);
    await waitFor(() => expect(location.history.at(-1)).toBe('/exams/passage/7/2'));
    const again = await screen.findByRole('group', { name: 'Question text 2' }, { timeout: 5000 });
    expect(within(again).getByRole('checkbox', { name: 'Answer 2B' })).toBeChecked();
    // Only once: the way back is used up, the dashboard is not forced afterwards.
    expect(location.history.filter((p) => p === '/')).toEqual([]);
  });

  it('opening a page while logged out: after logging in, that page, not the dashboard', async () => {
    const user = userEvent.setup();
    const { location } = await renderApp({
      path: '/exams/passed',
      commonAfterLogin: loggedIn,
      http: { 'POST /api/common/login': () => ({ ok: true }), 'GET /api/exams/passed': () => [] },
    });
    await waitFor(() => expect(location.history.at(-1)).toBe('/login'));
    await logIn(user);
    await waitFor(() => expect(location.history.at(-1)).toBe('/exams/passed'));
    expect(await screen.findByText('You have not completed any tests yet.')).toBeInTheDocument();
  });

  it('a reload of /login (or a language switch there, which reloads) keeps the way back, for this tab only', async () => {
    const first = await renderApp({ path: '/exams/passed', http: { 'GET /api/exams/passed': () => [] } });
    await waitFor(() => expect(first.location.history.at(-1)).toBe('/login'));
    first.unmount();
    // The page starts again at /login: the path kept on the device is taken back.
    expect(await logInOnLoginPage()).toBe('/exams/passed');
    // Used once: nothing is left for the next login in this tab.
    expect(sessionStorage.length).toBe(0);
  });

  it('sent to /login by the server (the way back in its address, docs/decisions.md #204): after logging in, that page', async () => {
    window.history.replaceState(null, '', '/login?return=%2Fexams%2Fpassed');
    expect(await logInOnLoginPage()).toBe('/exams/passed');
  });

  it.each(['//evil.example/phish', 'https://evil.example/', '/login'])('a way back %j in the address is not followed: to / instead', async (way) => {
    window.history.replaceState(null, '', `/login?return=${encodeURIComponent(way)}`);
    expect(await logInOnLoginPage()).toBe('/');
  });

  it('a path written on the device by someone else is not followed unless it is in-app', async () => {
    sessionStorage.setItem('portal.returnTo', '//evil.example/phish');
    expect(await logInOnLoginPage()).toBe('/');
  });

  it('opening /login itself: to the dashboard, as before (SPEC §2)', async () => {
    expect(await logInOnLoginPage()).toBe('/');
  });
});
