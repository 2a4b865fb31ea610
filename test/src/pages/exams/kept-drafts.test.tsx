import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { passageRoute } from './passage-route.tsx';
import { fakeDevice, pass, type User } from './fake-device.ts';
import { createHttp } from '../../../../src/lib/http.ts';
import { createKeptAnswers } from '../../../../src/pages/exams/wiring/kept-answers.ts';
import { preloadedAnswers, type Preloaded } from '../../../../src/app/preloaded.ts';
import { answerResponse, BASE, passage, question } from './exam-fixtures.ts';
import { makeEnv, renderExam } from './render-exam.tsx';

// Issue 10 item 1: an answer selected but not saved (a draft) is kept on the device per
// question, so that a reload (or a language switch, which renders the passage again) shows
// it again instead of dropping it; it is dropped once saved, and with the passage's end.
type Server = { posts: Array<{ path: string; body: unknown }>; passExpires?: number; answerDelayMs?: number; fetch?: ReturnType<typeof fakeServer> };

function fakeServer(server: Server) {
  return vi.fn(async (input: Request) => {
    const path = new URL(input.url).pathname;
    const json = (data: unknown) => new Response(JSON.stringify(data), { status: 200, headers: { 'Content-Type': 'application/json' } });
    const expires = server.passExpires ?? BASE + 3_600_000;
    if (path === '/api/exams/passage/7') return json(passage({ passTime: 60, passExpires: expires, now: Date.now() }));
    // Issue 10 item 1 time-out: the server ends the passage, graded with what arrived.
    if (path === '/api/exams/passage/update/7')
      return json(passage({ passTime: 60, passExpires: expires, now: Date.now(), status: 'FINISHED', points: server.posts.length, maxPoints: 2 }));
    if (path === '/api/exams/passage/question/1001') return json(question(1));
    if (path === '/api/exams/passage/question/1002') return json(question(2));
    if (path.startsWith('/api/exams/passage/answer/')) {
      const body: unknown = await input.json();
      if (server.answerDelayMs) await new Promise((resolve) => setTimeout(resolve, server.answerDelayMs)); // a slow network
      server.posts.push({ path, body });
      return json(answerResponse(1, true));
    }
    return new Response('{}', { status: 404 });
  });
}

function openPassage(server: Server, preloaded?: Preloaded) {
  server.fetch = fakeServer(server);
  const http = createHttp(server.fetch as unknown as typeof fetch);
  const env = makeEnv(null, { http, kept: createKeptAnswers(localStorage) });
  return renderExam(passageRoute(), { env, path: '/exams/passage/7/1', preloaded });
}

const drafts = (): unknown => JSON.parse(localStorage.getItem('exams.drafts.7') ?? 'null');
let user: User;

fakeDevice((device) => (user = device));

describe('an answer selected but not saved', () => {
  it('is kept on the device and back in the editor after a reload, not saved yet', async () => {
    const server: Server = { posts: [] };
    const first = openPassage(server);
    await user.click(await screen.findByRole('checkbox', { name: 'Answer 1B' }));
    expect(drafts()).toEqual({ 1001: [{ answerId: 12, selected: true }] });
    first.unmount(); // reload (a language switch renders the passage again the same way)

    openPassage(server);
    await pass(0);
    expect(await screen.findByRole('checkbox', { name: 'Answer 1B' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Answer 1A' })).not.toBeChecked();
    expect(server.posts).toEqual([]); // a draft is not sent by itself
    expect(screen.getByRole('tab', { name: /^Question 1/ })).toHaveAttribute('data-mark', 'none');
  });

  it('is shown after a reload of a page the server painted too: on the question the page came with, at once, with nothing asked (issue 14)', async () => {
    const server: Server = { posts: [] };
    const first = openPassage(server);
    await user.click(await screen.findByRole('checkbox', { name: 'Answer 1B' }));
    first.unmount();

    const page = { '/api/exams/passage/7': passage({ passTime: 60, passExpires: BASE + 3_600_000, now: BASE }), '/api/exams/passage/question/1001': question(1) };
    const preloaded = preloadedAnswers({ preloaded: page });
    openPassage(server, preloaded);
    // On the first render: no spinner, the draft on the page's question.
    expect(screen.getByRole('checkbox', { name: 'Answer 1B' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Answer 1A' })).not.toBeChecked();
    expect(preloaded.declined).toBe(true); // drawn otherwise than the server painted it
    await pass(0);
    expect(server.fetch!.mock.calls).toEqual([]); // the passage and the question came with the page
    expect(server.posts).toEqual([]); // a draft is not sent by itself
    expect(screen.getByRole('button', { name: 'Save answer' })).toBeEnabled();
  });

  it('is dropped from the device once saved', async () => {
    const server: Server = { posts: [] };
    openPassage(server);
    await user.click(await screen.findByRole('checkbox', { name: 'Answer 1A' }));
    expect(drafts()).toEqual({ 1001: [{ answerId: 11, selected: true }] });
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    await pass(0);
    expect(server.posts).toHaveLength(1);
    expect(drafts()).toBeNull();
  });

  it('is dropped when the trainee chooses not to save it', async () => {
    const server: Server = { posts: [] };
    openPassage(server);
    await user.click(await screen.findByRole('checkbox', { name: 'Answer 1A' }));
    await user.click(screen.getByRole('tab', { name: /^Question 2/ }));
    await user.click(screen.getByRole('button', { name: "Don't save" }));
    await pass(0);
    expect(drafts()).toBeNull();
  });
});

describe('time-out with an unsaved draft', () => {
  it('submits the drafts as the final answers (over a slow network), then says the time is up and what was submitted', async () => {
    const server: Server = { posts: [], passExpires: BASE + 5_000, answerDelayMs: 2_000 };
    openPassage(server);
    await user.click(await screen.findByRole('checkbox', { name: 'Answer 1B' }));
    await user.click(screen.getByRole('tab', { name: /^Question 2/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel' })); // stays: the draft stays unsaved
    expect(server.posts).toEqual([]);
    await pass(5_000); // the clock reaches zero: the draft goes, slowly
    expect(server.posts).toEqual([]);
    expect(screen.queryByTestId('time-up')).toBeNull();
    await pass(2_000);
    expect(server.posts).toEqual([{ path: '/api/exams/passage/answer/1001', body: { answers: [{ answerId: 12, selected: true }] } }]);
    expect(await screen.findByTestId('time-up')).toHaveTextContent('Time is up. 1 answer was submitted for you.');
    expect(screen.getByRole('heading', { name: 'The test is finished.' })).toBeInTheDocument();
    expect(drafts()).toBeNull();
  });

  it('without drafts: says only that the time is up', async () => {
    const server: Server = { posts: [], passExpires: BASE + 3_000 };
    openPassage(server);
    await screen.findByRole('checkbox', { name: 'Answer 1B' });
    await pass(3_000);
    expect(await screen.findByTestId('time-up')).toHaveTextContent(/^Time is up\.$/);
    expect(server.posts).toEqual([]);
  });
});

describe('a break with an unsaved draft', () => {
  function openWithBreaks() {
    const running = passage({ passExpires: BASE + 3_600_000, now: BASE, breakTime: 10, breakCount: 2 });
    const posts: unknown[] = [];
    const env = makeEnv(
      {
        passage: async () => running,
        update: async () => running,
        question: async (id: number) => question(id - 1000),
        answer: async (id: number, answers: unknown) => {
          posts.push({ id, answers });
          return answerResponse(1, true);
        },
        checkBreak: async () => null,
        takeBreak: async () => ({ ...running, status: 'BREAK_TAKEN' as const, breaksTaken: 1, breakExpires: BASE + 600_000 }),
        finishBreak: async () => ({ ...running, breaksTaken: 1 }),
      },
      { kept: createKeptAnswers(localStorage) },
    );
    renderExam(passageRoute(), { env, path: '/exams/passage/7/1' });
    return posts;
  }
  const asked = () => screen.getByRole('alertdialog', { name: 'Save your answer before the break?' });

  it('asks first, "Stay" focused: staying keeps the passage running and the answer on screen', async () => {
    const posts = openWithBreaks();
    await user.click(await screen.findByRole('checkbox', { name: 'Answer 1B' }));
    await user.click(screen.getByRole('button', { name: 'Take a break' }));
    expect(within(asked()).getByRole('button', { name: 'Stay' })).toHaveFocus();
    await user.click(within(asked()).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Answer 1B' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Finish the break' })).toBeNull();
    expect(posts).toEqual([]);
  });

  it('"Save it and take the break" saves the answer, then the break starts', async () => {
    const posts = openWithBreaks();
    await user.click(await screen.findByRole('checkbox', { name: 'Answer 1B' }));
    await user.click(screen.getByRole('button', { name: 'Take a break' }));
    await user.click(within(asked()).getByRole('button', { name: 'Save it and take the break' }));
    await user.click(await screen.findByRole('button', { name: 'Finish the break' }));
    expect(posts).toEqual([{ id: 1001, answers: [{ answerId: 12, selected: true }] }]);
    expect(drafts()).toBeNull();
  });

  it('"Discard it and take the break" drops the change: after the break the question shows no answer', async () => {
    const posts = openWithBreaks();
    await user.click(await screen.findByRole('checkbox', { name: 'Answer 1B' }));
    await user.click(screen.getByRole('button', { name: 'Take a break' }));
    await user.click(within(asked()).getByRole('button', { name: 'Discard it and take the break' }));
    await user.click(await screen.findByRole('button', { name: 'Finish the break' }));
    expect(await screen.findByRole('checkbox', { name: 'Answer 1B' })).not.toBeChecked();
    expect(posts).toEqual([]);
    expect(drafts()).toBeNull();
  });

  it('without an unsaved change the break starts without asking', async () => {
    openWithBreaks();
    await screen.findByRole('checkbox', { name: 'Answer 1B' });
    await user.click(screen.getByRole('button', { name: 'Take a break' }));
    expect(await screen.findByRole('button', { name: 'Finish the break' })).toBeInTheDocument();
  });
});

describe('the device store of drafts', () => {
  it('keeps drafts per question beside the kept saves and clears both when the passage ends', () => {
    const kept = createKeptAnswers(localStorage);
    kept.keepDraft(7, 1001, [{ answerId: 11, selected: true }]);
    kept.keepDraft(7, 1002, [{ answerId: 21, order: 1 }]);
    kept.keep(7, 1001, [{ answerId: 12, selected: true }]);
    expect(kept.draft(7, 1001)).toEqual([{ answerId: 11, selected: true }]);
    expect(kept.get(7, 1001)).toEqual([{ answerId: 12, selected: true }]);
    kept.dropDraft(7, 1001);
    expect(kept.draft(7, 1001)).toBeNull();
    expect(kept.draft(7, 1002)).toEqual([{ answerId: 21, order: 1 }]);
    kept.clear(7);
    expect(kept.draft(7, 1002)).toBeNull();
    expect(kept.all(7)).toEqual([]);
    localStorage.setItem('exams.drafts.7', '{"1001": "not answers"}');
    expect(kept.draft(7, 1001)).toBeNull(); // storage is untrusted input
  });
});
