import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { makeCommon, renderApp } from '../helpers/app-harness.tsx';
import { CHAT_SCRIPT_ID } from '../../../src/app/chat-widget.ts';

// SPEC §2 routes and navigation guard; SPEC §1 title '{page} - product' and breadcrumbs;
// SPEC §1 chat widget everywhere except preview and achievements pages.

const loggedIn = makeCommon({ isLoggedIn: true });
// Route names are checked while each page's data is still on its way: a page whose load
// fails (the fake server's 404) leaves for its parent, which would race the assertions.
const pending = () => new Promise<never>(() => {});
const hangingApi = { 'GET /api/exams/passage/12': pending, 'GET /api/exams/result/44': pending, 'GET /api/exams/8': pending };
// The first visit of a route loads its layout and page on demand (lazy chunks): on a busy
// machine that can take longer than findBy's default second.
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

describe('logged-in routes', () => {
  it.each([
    ['/exams/passage/12', 'Test in progress'],
    ['/exams/passage/12/3', 'Test in progress'],
    ['/exams/passed', 'Completed tests'],
    ['/exams/passed/44', 'Test result'],
    ['/exams/8', 'Test'],
    ['/training/3', 'Course group'],
    ['/profile/certificate/9', 'Certificate'],
    ['/documents/2', 'Documents'],
    ['/news/', 'News'],
  ])('%s shows %s', async (path, name) => {
    await renderApp({ path, common: loggedIn, http: hangingApi });
    expect(await heading(name)).toBeInTheDocument();
    expect(document.title).toBe(`${name} - QA Academy`);
  });

  it('builds breadcrumbs from the parents', async () => {
    await renderApp({ path: '/exams/passed/44', common: loggedIn });
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
    expect(Array.from(crumbs.querySelectorAll('li')).map((li) => li.textContent)).toEqual(['Tests', 'Completed tests', 'Test result']);
    expect(within(crumbs).getByRole('link', { name: 'Completed tests' })).toHaveAttribute('href', '/exams/passed');
  });

  it('shows an honest coming-soon body for pages of later issues', async () => {
    await renderApp({ path: '/inquirers', common: loggedIn }); // the certificate screen came with issue 13
    expect(await screen.findByText('This page is coming soon. We are working on it.')).toBeInTheDocument();
  });

  it('shows page-not-found for any other path', async () => {
    await renderApp({ path: '/no/such/page', common: loggedIn });
    expect(await heading('Page not found')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Go to the main page' })).toHaveAttribute('href', '/');
  });

  it.each(['/exams/passage/abc', '/exams/passage/12/abc', '/exams/passed/abc', '/exams/abc'])(
    '%s, whose params do not validate, shows page-not-found (SPEC §2 "Any other path")',
    async (path) => {
      const { location } = await renderApp({ path, common: loggedIn, http: hangingApi });
      expect(await heading('Page not found')).toBeInTheDocument();
      expect(document.title).toBe('Page not found - QA Academy');
      expect(location.history.at(-1)).toBe(path);
    },
  );

  it('sends a logged-in trainee away from /login to /', async () => {
    const { location } = await renderApp({ path: '/login', common: loggedIn });
    expect(await screen.findByText('Hello, Olena!')).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/');
  });
});

describe('public routes for visitors', () => {
  it.each([
    ['/entry/passage/5', 'Entry test'],
    ['/entry/passage/5/2', 'Entry test'],
    ['/preview/passage/7/1', 'Test preview'],
    ['/preview/iframe/7', 'Test preview'],
    ['/result/abc123', 'Test result'],
    ['/achievements/h4sh', 'Achievements'],
    ['/pay/xyz', 'Course payment'],
  ])('%s is open and shows %s', async (path, name) => {
    const { location } = await renderApp({ path });
    expect(await heading(name)).toBeInTheDocument();
    expect(location.history.at(-1)).toBe(path);
  });

  it('sends a visitor from a logged-in page to /login', async () => {
    const { location } = await renderApp({ path: '/exams' });
    expect(await heading('Log in')).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/login');
    expect(document.title).toBe('Log in - QA Academy');
  });

  it('sends a visitor with a pending entry exam to it', async () => {
    const { location } = await renderApp({ path: '/login', common: makeCommon({ entryExam: { id: 4, resultId: 17 } }) });
    expect(await heading('Entry test')).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/entry/passage/17');
  });
});

describe('the chat widget', () => {
  const withChat = (loggedInToo: boolean) => makeCommon({ isLoggedIn: loggedInToo }, { chatWidgetUrl: 'https://chat.example.com/widget.js' });

  it('is injected once from the setting', async () => {
    await renderApp({ path: '/login', common: withChat(false) });
    await heading('Log in');
    const scripts = document.querySelectorAll(`script#${CHAT_SCRIPT_ID}`);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('src', 'https://chat.example.com/widget.js');
    document.getElementById(CHAT_SCRIPT_ID)?.remove();
  });

  it.each(['/preview/3', '/achievements/h4sh'])('is not loaded on %s, and taken out when going there', async (path) => {
    const { location } = await renderApp({ path, common: withChat(false) });
    await screen.findByRole('heading', { level: 1 });
    expect(document.getElementById(CHAT_SCRIPT_ID)).toBeNull();
    act(() => location.navigate('/login'));
    await heading('Log in');
    await waitFor(() => expect(document.getElementById(CHAT_SCRIPT_ID)).not.toBeNull());
    act(() => location.navigate(path));
    await waitFor(() => expect(document.getElementById(CHAT_SCRIPT_ID)).toBeNull());
  });

  it('is not loaded when the setting is empty', async () => {
    await renderApp({ path: '/login' });
    await heading('Log in');
    expect(document.getElementById(CHAT_SCRIPT_ID)).toBeNull();
  });
});
