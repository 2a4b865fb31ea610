import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { passageRoute } from './passage-route.tsx';
import { createHttp } from '../../../../src/lib/http.ts';
import { createKeptAnswers } from '../../../../src/pages/exams/wiring/kept-answers.ts';
import { answerResponse, BASE, passage, question } from './exam-fixtures.ts';
import { makeEnv, renderExam } from './render-exam.tsx';

// Issue 10 item 1: an answer selected but not saved (a draft) is kept on the device per
// question, so that a reload (or a language switch, which renders the passage again) shows
// it again instead of dropping it; it is dropped once saved, and with the passage's end.
type Server = { posts: Array<{ path: string; body: unknown }> };

function fakeServer(server: Server) {
  return vi.fn(async (input: Request) => {
    const path = new URL(input.url).pathname;
    const json = (data: unknown) => new Response(JSON.stringify(data), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (path === '/api/exams/passage/7') return json(passage({ passExpires: BASE + 3_600_000, now: BASE }));
    if (path === '/api/exams/passage/question/1001') return json(question(1));
    if (path === '/api/exams/passage/question/1002') return json(question(2));
    if (path.startsWith('/api/exams/passage/answer/')) {
      server.posts.push({ path, body: await input.json() });
      return json(answerResponse(1, true));
    }
    return new Response('{}', { status: 404 });
  });
}

function openPassage(server: Server) {
  const http = createHttp(fakeServer(server) as unknown as typeof fetch);
  const env = makeEnv(null, { http, kept: createKeptAnswers(localStorage) });
  return renderExam(passageRoute(), { env, path: '/exams/passage/7/1' });
}

const drafts = (): unknown => JSON.parse(localStorage.getItem('exams.drafts.7') ?? 'null');
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
let user: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ now: BASE });
  user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime.bind(vi) });
});
afterEach(() => vi.useRealTimers());

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
