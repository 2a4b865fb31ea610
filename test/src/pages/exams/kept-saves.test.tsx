import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { passageRoute } from './passage-route.tsx';
import { fakeDevice, pass, type User } from './fake-device.ts';
import { createHttp } from '../../../../src/lib/http.ts';
import { createKeptAnswers } from '../../../../src/pages/exams/wiring/kept-answers.ts';
import { answerResponse, BASE, passage, question } from './exam-fixtures.ts';
import { makeEnv, renderExam } from './render-exam.tsx';

// docs/decisions.md 7 over real HTTP (ky against a fake fetch): a save that cannot reach
// the server is shown pending, retried with backoff, kept in localStorage across a reload
// and sent again when the passage opens.
type Server = { online: boolean; posts: Array<{ path: string; body: unknown }> };

function fakeServer(server: Server) {
  return vi.fn(async (input: Request) => {
    const path = new URL(input.url).pathname;
    const json = (data: unknown) => new Response(JSON.stringify(data), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (path === '/api/exams/passage/7') return json(passage({ passExpires: BASE + 3_600_000, now: BASE }));
    if (path === '/api/exams/passage/question/1001') return json(question(1));
    if (path === '/api/exams/passage/question/1002') return json(question(2));
    if (path.startsWith('/api/exams/passage/answer/')) {
      if (!server.online) throw new TypeError('Failed to fetch');
      server.posts.push({ path, body: await input.json() });
      return json(answerResponse(1, true));
    }
    return new Response('{}', { status: 404 });
  });
}

function openPassage(server: Server) {
  // The real exam calls (the registry's own examApi) over the fake fetch, answers kept in localStorage.
  const http = createHttp(fakeServer(server) as unknown as typeof fetch);
  const env = makeEnv(null, { http, kept: createKeptAnswers(localStorage) });
  return renderExam(passageRoute(), {
    env,
    path: '/exams/passage/7/1',
  });
}

const stored = (): unknown => JSON.parse(localStorage.getItem('exams.kept.7') ?? 'null');
const pending = () => screen.queryByText('The answer is kept on this device and will be sent when the connection is back.');
let user: User;

fakeDevice((device) => (user = device));

describe('a save the server does not acknowledge', () => {
  it('is shown pending, kept in localStorage, and retried after 1 s, 2 s, 5 s until it gets through', async () => {
    const server: Server = { online: false, posts: [] };
    openPassage(server);
    await user.click(await screen.findByRole('checkbox', { name: 'Answer 1A' }));
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    await pass(0);
    expect(pending()).toBeInTheDocument();
    expect(stored()).toEqual({ 1001: [{ answerId: 11, selected: true }] });
    expect(screen.getByRole('checkbox', { name: 'Answer 1A' })).toBeChecked();
    await pass(1_000); // first retry, still offline
    expect(pending()).toBeInTheDocument();
    server.online = true;
    await pass(1_999);
    expect(server.posts).toHaveLength(0);
    await pass(1); // second retry after 2 s
    expect(server.posts).toEqual([{ path: '/api/exams/passage/answer/1001', body: { answers: [{ answerId: 11, selected: true }] } }]);
    expect(pending()).toBeNull();
    expect(stored()).toBeNull();
    expect(screen.getByRole('tab', { name: 'Question 1, correct' })).toBeInTheDocument();
  });

  it('survives a reload and is sent again when the passage opens', async () => {
    const server: Server = { online: false, posts: [] };
    const first = openPassage(server);
    await user.click(await screen.findByRole('checkbox', { name: 'Answer 1A' }));
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    await pass(0);
    expect(pending()).toBeInTheDocument();
    first.unmount(); // the tab is reloaded while offline

    server.online = true;
    openPassage(server);
    await pass(0);
    expect(server.posts).toEqual([{ path: '/api/exams/passage/answer/1001', body: { answers: [{ answerId: 11, selected: true }] } }]);
    expect(stored()).toBeNull();
    expect(await screen.findByRole('tab', { name: 'Question 1, correct' })).toBeInTheDocument();
  });

  it('still offline after the reload: the kept answer is back on screen, pending, and retried', async () => {
    const server: Server = { online: false, posts: [] };
    const first = openPassage(server);
    await user.click(await screen.findByRole('checkbox', { name: 'Answer 1A' }));
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    await pass(0);
    first.unmount();

    openPassage(server);
    await pass(0);
    expect(pending()).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Question text 1' })).getByRole('checkbox', { name: 'Answer 1A' })).toBeChecked();
    server.online = true;
    await user.click(screen.getByRole('button', { name: 'Retry now' }));
    await pass(0);
    expect(server.posts).toHaveLength(1);
    expect(pending()).toBeNull();
    expect(stored()).toBeNull();
  });
});
