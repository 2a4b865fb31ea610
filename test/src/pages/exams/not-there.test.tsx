import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import IntroPage from '../../../../src/pages/exams/intro/intro-page.tsx';
import ResultPage from '../../../../src/pages/exams/passed/result/result-page.tsx';
import { preloadedAnswers } from '../../../../src/app/preloaded.ts';
import { createHttp } from '../../../../src/lib/http.ts';
import { makeEnv, renderExam } from './render-exam.tsx';

// docs/decisions.md #202: an exam or a result that is not there, or not the trainee's (the
// server answers 404 for both), says so on its page with the way back, not in the global
// dialog with a "Try again" that cannot help; a page the server found so starts saying it.
const pages = [
  {
    name: 'an exam intro',
    ui: <IntroPage params={{ id: 3 }} title="Test" />,
    path: '/exams/3',
    says: 'This test does not exist or is not open to you.',
    back: ['All tests', '/exams'],
  },
  {
    name: 'a result',
    ui: <ResultPage params={{ resultId: 5 }} title="Test result" />,
    path: '/exams/passed/5',
    says: 'This test result does not exist.',
    back: ['All completed tests', '/exams/passed'],
  },
] as const;

/** The exam calls over HTTP: the page's own answered `status` with `errorMessage`, the running passages none; the global handler's hook recorded. */
function overHttp(status: number, errorMessage = 'Not found') {
  const json = (body: unknown, code: number) => new Response(JSON.stringify(body), { status: code, headers: { 'Content-Type': 'application/json' } });
  const fetch = vi.fn(async (request: Request) => (new URL(request.url).pathname === '/api/exams/active' ? json([], 200) : json({ errorMessage }, status)));
  const http = createHttp(fetch as unknown as typeof globalThis.fetch);
  const onError = vi.fn();
  http.setHooks({ onError });
  return { env: makeEnv(null, { http }), fetch, onError };
}

describe.each(pages)('$name that is not there', ({ ui, path, says, back: [backName, backPath] }) => {
  it('came so from the server: says it from the first render, with the way back, and asks nothing', () => {
    const { env, fetch } = overHttp(500);
    renderExam(ui, { env, path, preloaded: preloadedAnswers({ notFound: true }) });
    expect(screen.getByRole('alert')).toHaveTextContent(says);
    expect(screen.getByRole('link', { name: backName })).toHaveAttribute('href', backPath);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answered 404 in the app: says it in place, no dialog, no "Try again"', async () => {
    const { env, onError } = overHttp(404);
    renderExam(ui, { env, path });
    expect(await screen.findByText(says)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: backName })).toHaveAttribute('href', backPath);
    expect(onError).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('any other failure still goes to the global dialog, and the page offers to try again', async () => {
    const { env, onError } = overHttp(500);
    renderExam(ui, { env, path });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(onError).toHaveBeenCalled();
    expect(screen.queryByText(says)).toBeNull();
  });
});

// #205: the result of a test still running (GET /api/exams/result answers 400 with the
// server's 'exam.notFinished' text) says so with the way back to the test, not in the global
// dialog with a "Try again" that cannot help.
describe('a result whose test is not finished yet', () => {
  it('says it in place, with the way back to the test, no dialog, no "Try again"', async () => {
    const { env, onError } = overHttp(400, 'Тест ще не завершено');
    renderExam(<ResultPage params={{ resultId: 5 }} title="Test result" />, { env, path: '/exams/passed/5' });
    expect(await screen.findByText('This test is not finished yet.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Continue the test' })).toHaveAttribute('href', '/exams/passage/5');
    expect(onError).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText('This test result does not exist.')).toBeNull();
  });
});
