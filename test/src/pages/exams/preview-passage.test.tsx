import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Switch } from 'wouter';
import * as v from 'valibot';
import { defineCalls, idParam, type CallSpec } from '../../../../api/contract.ts';
import { AnswerResponse, GivenAnswer, Passage, Question } from '../../../../api/exams.ts';
import { createHttp, type Http } from '../../../../src/lib/http.ts';
import { PassageScreen } from '../../../../src/pages/exams/passage/passage-screen.tsx';
import type { PassageKind } from '../../../../src/pages/exams/wiring/passage-kind.ts';
import { fakeFetch } from '../../helpers/app-harness.tsx';
import { answerResponse, passage, question, ref } from './exam-fixtures.ts';
import { makeEnv, renderExam } from './render-exam.tsx';

// SPEC §2/§7: the passage screens and machines are not the exam's alone. Here they run as the
// preview's (/preview/passage/{resultId}/{currentQuestionIndex?} over SPEC §7's "Preview
// equivalents under /api/exams/preview/", whose answer body is the list of answers): a kind
// of passage the test declares, calls and all (the app does not serve them yet, so they are
// not in api/). The real HTTP client over a fake fetch: which calls are made, with which
// body, and where the trainee is taken.

const result = v.object({ resultId: idParam() });
const id = v.object({ id: idParam() });
const previewCall = (path: string, summary: string, params: CallSpec['params'] = result) =>
  ({ method: 'GET', path, params, response: Passage, access: 'public', errors: [400, 404], spec: 'SPEC §7 Exams (preview)', summary }) as const;
const previewCalls = defineCalls({
  'preview.passage': previewCall('/api/exams/preview/{resultId}', 'A preview passage'),
  'preview.update': previewCall('/api/exams/preview/update/{resultId}', 'A preview passage, at the server clock'),
  'preview.takeBreak': previewCall('/api/exams/preview/takeBreak/{resultId}', 'Take a break'),
  'preview.finishBreak': previewCall('/api/exams/preview/finishBreak/{resultId}', 'End the break'),
  'preview.finish': previewCall('/api/exams/preview/finish/{resultId}', 'Finish the preview'),
  'preview.question': { ...previewCall('/api/exams/preview/question/{id}', 'A question', id), response: Question },
  'preview.answer': {
    method: 'POST',
    path: '/api/exams/preview/answer/{id}',
    params: id,
    body: v.array(GivenAnswer),
    response: AnswerResponse,
    access: 'public',
    errors: [400, 404],
    spec: 'SPEC §7 Exams (preview): body list of answers',
    summary: 'Save an answer',
  },
});

const previewPassage: PassageKind = {
  id: 'preview',
  calls: ({ services: { http } }: { services: { http: Http } }) => ({
    load: (resultId) => http.call(previewCalls['preview.passage'], { params: { resultId } }),
    refresh: (resultId) => http.call(previewCalls['preview.update'], { params: { resultId } }, { local: true, quiet: true }),
    checkBreak: async () => null,
    takeBreak: (resultId) => http.call(previewCalls['preview.takeBreak'], { params: { resultId } }),
    finishBreak: (resultId) => http.call(previewCalls['preview.finishBreak'], { params: { resultId } }),
    finish: (resultId) => http.call(previewCalls['preview.finish'], { params: { resultId } }),
    question: (resultQuestionId) => http.call(previewCalls['preview.question'], { params: { id: resultQuestionId } }, { local: true, quiet: true }),
    answer: (resultQuestionId, answers) => http.call(previewCalls['preview.answer'], { params: { id: resultQuestionId }, body: answers }, { local: true, quiet: true }),
    uploadEssay: () => Promise.reject(new Error('no essays in this preview')),
  }),
  passageHref: (resultId) => `/preview/passage/${resultId}`,
  questionHref: (resultId, n) => `/preview/passage/${resultId}/${n}`,
  exitHref: '/preview/ended',
  resultHref: (p) => `/preview/result/${p.previewHash}`,
  backHref: '/preview/3',
};

const running = passage({ resultId: 9, passTime: null, passExpires: null, previewHash: 'abc', questions: [ref(1), ref(2)] });

function openPreview() {
  // (A passage has a `status` of its own: the fake fetch is given status and body apart.)
  const net = fakeFetch({
    'GET /api/exams/preview/9': () => ({ status: 200, body: running }),
    'GET /api/exams/preview/question/1001': () => question(1),
    'GET /api/exams/preview/question/1002': () => question(2),
    'POST /api/exams/preview/answer/1001': () => answerResponse(1, true),
    'GET /api/exams/preview/finish/9': () => ({ status: 200, body: { ...running, status: 'FINISHED', points: 1 } }),
  });
  const env = makeEnv(null, { http: createHttp(net.fetch) });
  const view = renderExam(
    <>
      <Link href="/preview/3">Back to the preview</Link>
      <Switch>
        <Route path="/preview/passage/:resultId/:n?">
          {(params) => <PassageScreen kind={previewPassage} resultId={Number(params.resultId)} urlNumber={Number(params.n ?? 1)} />}
        </Route>
        <Route>
          <p>Another page</p>
        </Route>
      </Switch>
    </>,
    { env, path: '/preview/passage/9/1' },
  );
  return { ...view, net, env };
}

const made = (net: ReturnType<typeof fakeFetch>) => net.calls.map((c) => `${c.method} ${c.path}`);

describe('the passage screens over the preview calls', () => {
  it('open, answer, move on and finish through /api/exams/preview/..., under /preview/passage/...', async () => {
    const user = userEvent.setup();
    const { net, path } = openPreview();
    const first = await screen.findByRole('group', { name: 'Question text 1' });
    expect(made(net)).toEqual(['GET /api/exams/preview/9', 'GET /api/exams/preview/question/1001']);

    await user.click(within(first).getByRole('checkbox', { name: 'Answer 1A' }));
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    await screen.findByText('Correct answer.');
    // The preview's answer body is the list of answers itself.
    expect(net.calls.at(-1)).toEqual({ method: 'POST', path: '/api/exams/preview/answer/1001', body: [{ answerId: 11, selected: true }] });

    await user.click(screen.getByRole('button', { name: 'Next unanswered question' }));
    await screen.findByRole('group', { name: 'Question text 2' });
    expect(path()).toBe('/preview/passage/9/2');
    expect(made(net).at(-1)).toBe('GET /api/exams/preview/question/1002');

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Finish the test' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Finish the test?' });
    expect(confirm).toHaveTextContent('1 question has no saved answer.');
    await user.click(within(confirm).getByRole('button', { name: 'Finish the test' }));
    await screen.findByRole('heading', { name: 'The test is finished.' });
    expect(made(net).at(-1)).toBe('GET /api/exams/preview/finish/9');
    expect(screen.getByRole('link', { name: 'See the result' })).toHaveAttribute('href', '/preview/result/abc');
    expect(screen.getByRole('link', { name: 'Back to tests' })).toHaveAttribute('href', '/preview/3');
    // No exam call was made on the way.
    expect(net.calls.filter((c) => !c.path.startsWith('/api/exams/preview/'))).toEqual([]);
  });

  it("leaving asks, finishes the preview, then goes where the trainee wanted; links inside the passage don't ask", async () => {
    const user = userEvent.setup();
    const { net, path } = openPreview();
    await screen.findByRole('group', { name: 'Question text 1' });
    await user.click(screen.getAllByRole('tab')[1]!);
    await screen.findByRole('group', { name: 'Question text 2' });
    expect(path()).toBe('/preview/passage/9/2');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Back to the preview' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Leave the test?' })).getByRole('button', { name: 'Finish and leave' }));
    await screen.findByText('Another page');
    expect(path()).toBe('/preview/3');
    expect(made(net).at(-1)).toBe('GET /api/exams/preview/finish/9');
  });

  it('a passage that does not load sends the trainee to the kind’s own exit', async () => {
    const net = fakeFetch({});
    const env = makeEnv(null, { http: createHttp(net.fetch) });
    const { path } = renderExam(
      <Switch>
        <Route path="/preview/passage/:resultId/:n?">{(params) => <PassageScreen kind={previewPassage} resultId={Number(params.resultId)} urlNumber={null} />}</Route>
        <Route>
          <p>Another page</p>
        </Route>
      </Switch>,
      { env, path: '/preview/passage/9' },
    );
    await screen.findByText('Another page');
    expect(path()).toBe('/preview/ended');
    expect(made(net)).toEqual(['GET /api/exams/preview/9']);
  });
});
