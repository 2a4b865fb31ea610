import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { passageRoute } from './passage-route.tsx';
import { fakeDevice, pass, type User } from './fake-device.ts';
import { createHttp } from '../../../../src/lib/http.ts';
import { createKeptAnswers } from '../../../../src/pages/exams/wiring/kept-answers.ts';
import { answerResponse, BASE, passage, question } from './exam-fixtures.ts';
import { makeEnv, renderExam } from './render-exam.tsx';

// Issue 10 "Offline": a banner near the clock (in the sticky passage header) while the
// browser is offline or a save cannot reach the server, saying the answer is kept on this
// device and will be sent (never "not saved" beside "saved"); back online the waiting save
// is sent at once; questions already loaded still open from their tabs; Finish says why it
// waits. The browser's network state comes from the app's services (env.network).
type Server = { reachable: boolean; posts: string[]; questionLoads: string[] };

function fakeServer(server: Server) {
  return vi.fn(async (input: Request) => {
    const path = new URL(input.url).pathname;
    const json = (data: unknown) => new Response(JSON.stringify(data), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (path === '/api/exams/passage/7') return json(passage({ passExpires: BASE + 3_600_000, now: BASE }));
    if (!server.reachable) throw new TypeError('Failed to fetch');
    if (path.startsWith('/api/exams/passage/question/')) {
      server.questionLoads.push(path);
      return json(question(Number(path.split('/').at(-1)) - 1000));
    }
    if (path.startsWith('/api/exams/passage/answer/')) {
      server.posts.push(path);
      return json(answerResponse(Number(path.split('/').at(-1)) - 1000, true));
    }
    return new Response('{}', { status: 404 });
  });
}

function openPassage(server: Server) {
  const http = createHttp(fakeServer(server) as unknown as typeof fetch);
  const env = makeEnv(null, { http, kept: createKeptAnswers(localStorage) });
  const view = renderExam(passageRoute(), { env, path: '/exams/passage/7/1' });
  return { ...view, env };
}

const OFFLINE = 'No connection. You can go on answering: an answer is kept on this device and will be sent when the connection is back.';
const WAITING = 'No connection to the server. The answer is kept on this device and will be sent when the connection is back.';
const banner = () => screen.getByTestId('connection');
const header = () => screen.getByRole('banner');
let user: User;

fakeDevice((device) => (user = device));

describe('offline during a passage', () => {
  it('the browser going offline shows a banner beside the clock, gone when it is back', async () => {
    const server: Server = { reachable: true, posts: [], questionLoads: [] };
    const { env } = openPassage(server);
    await screen.findByRole('checkbox', { name: 'Answer 1A' });
    expect(banner()).toBeEmptyDOMElement();
    act(() => env.network.go(false));
    expect(banner()).toHaveTextContent(OFFLINE);
    // Near the clock: in the sticky header, a polite live region (announced, not shouted).
    expect(header()).toContainElement(banner());
    expect(within(header()).getByRole('timer')).toBeInTheDocument();
    expect(banner()).toHaveAttribute('aria-live', 'polite');
    expect(banner().textContent).not.toMatch(/not saved/i);
    act(() => env.network.go(true));
    expect(banner()).toBeEmptyDOMElement();
  });

  it('a save that cannot reach the server: kept, Finish waits and says why, sent at once when back online', async () => {
    const server: Server = { reachable: true, posts: [], questionLoads: [] };
    const { env } = openPassage(server);
    await user.click(await screen.findByRole('checkbox', { name: 'Answer 1A' }));
    server.reachable = false;
    act(() => env.network.go(false));
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    await pass(0);
    expect(banner()).toHaveTextContent(WAITING);
    expect(localStorage.getItem('exams.kept.7')).not.toBeNull(); // kept on the device

    // Finish waits, visibly and for screen readers, instead of silently doing nothing.
    const finish = within(header()).getByRole('button', { name: 'Finish the test' });
    expect(finish).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('finish-waits')).toHaveTextContent('Waiting for 1 answer to be sent…');
    expect(finish).toHaveAccessibleDescription('Waiting for 1 answer to be sent…');
    await user.click(finish);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    // Back online: sent now, not at the next retry (1 s, 2 s, … later).
    server.reachable = true;
    act(() => env.network.go(true));
    await pass(0);
    expect(server.posts).toEqual(['/api/exams/passage/answer/1001']);
    expect(banner()).toBeEmptyDOMElement();
    expect(screen.queryByTestId('finish-waits')).toBeNull();
    expect(within(header()).getByRole('button', { name: 'Finish the test' })).not.toHaveAttribute('aria-disabled');
    expect(localStorage.getItem('exams.kept.7')).toBeNull();
  });

  it('questions already loaded still open from their tabs offline, as saved since', async () => {
    const server: Server = { reachable: true, posts: [], questionLoads: [] };
    const { env } = openPassage(server);
    await user.click(await screen.findByRole('checkbox', { name: 'Answer 1B' }));
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    await pass(0);
    await user.click(screen.getByRole('tab', { name: /^Question 2/ }));
    await screen.findByRole('checkbox', { name: 'Answer 2A' });

    server.reachable = false;
    act(() => env.network.go(false));
    await user.click(screen.getByRole('tab', { name: /^Question 1/ }));
    await pass(0);
    // Question 1 comes back from this page's copy, with the answer saved before going offline.
    expect(await screen.findByRole('checkbox', { name: 'Answer 1B' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Answer 1A' })).not.toBeChecked();
    expect(screen.queryByText('Could not load the question.')).toBeNull();
    await user.click(screen.getByRole('tab', { name: /^Question 2/ }));
    await pass(0);
    expect(await screen.findByRole('checkbox', { name: 'Answer 2A' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load the question.')).toBeNull();
    expect(server.questionLoads).toEqual(['/api/exams/passage/question/1001', '/api/exams/passage/question/1002']);
  });
  it('while a save waits, another loaded question opens and is answered; Finish waits for both, sent when back online', async () => {
    const server: Server = { reachable: true, posts: [], questionLoads: [] };
    const { env } = openPassage(server);
    await screen.findByRole('checkbox', { name: 'Answer 1A' });
    await user.click(screen.getByRole('tab', { name: /^Question 2/ }));
    await screen.findByRole('checkbox', { name: 'Answer 2A' });
    await user.click(screen.getByRole('tab', { name: /^Question 1/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Answer 1A' }));

    server.reachable = false;
    act(() => env.network.go(false));
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    await pass(0);
    expect(banner()).toHaveTextContent(WAITING);
    // The tabs stay usable: the waiting answer is kept on the device (issue 10 "Offline").
    const tab2 = screen.getByRole('tab', { name: /^Question 2/ });
    expect(tab2).not.toHaveAttribute('aria-disabled');
    await user.click(tab2);
    await pass(0);
    await user.click(await screen.findByRole('checkbox', { name: 'Answer 2A' }));
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    await pass(0);

    // Finish waits for every kept answer, not only the one on screen.
    const finish = within(header()).getByRole('button', { name: 'Finish the test' });
    expect(finish).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('finish-waits')).toHaveTextContent('Waiting for 2 answers to be sent…');
    await user.click(finish);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Going back to question 1 shows its kept answer.
    await user.click(screen.getByRole('tab', { name: /^Question 1/ }));
    await pass(0);
    expect(await screen.findByRole('checkbox', { name: 'Answer 1A' })).toBeChecked();
    expect(screen.getByTestId('finish-waits')).toHaveTextContent('Waiting for 2 answers to be sent…');

    server.reachable = true;
    act(() => env.network.go(true));
    await pass(0);
    expect([...server.posts].sort()).toEqual(['/api/exams/passage/answer/1001', '/api/exams/passage/answer/1002']);
    expect(screen.queryByTestId('finish-waits')).toBeNull();
    expect(banner()).toBeEmptyDOMElement();
    expect(localStorage.getItem('exams.kept.7')).toBeNull();
    // Both saved: the offer to finish (SPEC §4), and Finish itself asks now.
    expect(screen.getByRole('alertdialog', { name: 'All questions are answered' })).toBeInTheDocument();
    await user.click(within(header()).getByRole('button', { name: 'Finish the test' }));
    expect(await screen.findByRole('alertdialog', { name: 'Finish the test?' })).toBeInTheDocument();
  });
});
