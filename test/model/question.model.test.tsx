import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { createActor, fromCallback, fromPromise, type AnyActorRef, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import type { Received } from '../../machines/passage.machine.ts';
import { questionMachine, type QuestionContext } from '../../machines/question.machine.ts';
import type { EssayUploadEvent } from '../../machines/essay-upload.machine.ts';
import type { ChosenFile, EssayFileProblem } from '../../machines/essay-file-check.ts';
import type { GivenAnswer, Question } from '../../api/exams.ts';
import { ApiError } from '../../src/lib/errors.ts';
import { override } from '../../src/app/machines.ts';
import { preloadedAnswers, type Preloaded } from '../../src/app/preloaded.ts';
import { passage as passageEntry, passageEssayUpload, passageQuestion } from '../../src/pages/exams/wiring/passage-machines.ts';
import { passageRoute } from '../src/pages/exams/passage-route.tsx';
import { after, controllableActors, done, failed, modelPaths } from './harness.ts';
import { withoutPrefixes } from './paths.ts';
import { answerResponse, BASE, passage, question, ref } from '../src/pages/exams/exam-fixtures.ts';
import { makeEnv, renderExam } from '../src/pages/exams/render-exam.tsx';
import { describeOnScreen, ScreenCoverage } from '../src/pages/exams/screen-model.tsx';

// Model-based paths of machines/question.machine.ts (SPEC §4 "Question answer states",
// docs/decisions.md 7 kept and retried saves, §5 essay), generated from the machine and
// replayed on the rendered passage page, where the passage machine runs it: question 1 is a
// multiple choice (answers ticked in its checkboxes), question 2 an essay (text typed, a file
// uploaded: its upload machine runs inside the question machine, over a fake upload the path
// completes, cancels or fails); saves and moves made with the buttons and tabs, dialogs
// answered, server calls settled by the path. After every step the screen is checked (tab
// marks, answers, notes, dialogs, the URL, the passage's finish button while a save is on
// its way) and the last save call's body.

const fakes = controllableActors(['resendKept', 'loadQuestion', 'saveAnswer', 'submitDrafts', 'resendWaiting']);
// The paths come from the machine alone, without the passage it reports to.
const silent = () => {};
const machine = questionMachine.provide({
  actors: fakes.actors,
  actions: {
    showQuestion: silent,
    saveStarted: silent,
    saveSettled: silent,
    saveWaits: silent,
    reportSaved: silent,
    requestFinish: silent,
    passageInterrupted: silent,
    reportDrafts: silent,
    reportDraft: silent,
    reportNoDraft: silent,
    reportWaiting: silent,
  },
});
const ESSAY = ref(2, { type: 'ESSAY' });
const input = { resultId: 7, refs: [ref(1), ESSAY], index: 0, answerHistoryAllowed: true };

const connection = new ApiError('connection', 0);
const refused = new ApiError('message', 400, 'Not allowed now');
const interrupted = new ApiError('interrupted', 400);
const sameAnswers = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Question 1: multiple choice (answers 11, 12); question 2: an essay, text or a file (answer 21). */
const questionOf = (n: number, saved = false): Question => {
  if (n === 1) return saved ? question(1, { saved: true, answers: question(1).answers.map((a, i) => ({ ...a, selected: i === 0 })) }) : question(1);
  const essay = { ...question(2).answers[0]!, answerId: 21, answerName: 'Essay', answer: saved ? 'Plan' : null };
  return question(2, { type: 'ESSAY', answerSetting: 0, saved, answers: [essay] });
};
/** What the trainee can give: tick the first answer or none; type 'Plan' or clear the text (a file kept). */
const changes = (n: number, draft: GivenAnswer[]): GivenAnswer[][] => {
  if (n === 1) return [[{ answerId: 11, selected: true }], []];
  const file = draft[0]?.uploadedFileName ?? null;
  return [[{ answerId: 21, answer: 'Plan', uploadedFileName: file }], [{ answerId: 21, answer: '', uploadedFileName: file }]];
};
const savedEssay = answerResponse(2, null, { question: ref(2, { type: 'ESSAY', saved: true, correct: null }) });

const events = (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
  const ctx = snapshot.context as QuestionContext;
  const n = ctx.index + 1;
  const essay = n === 2;
  const editing = ['unsaved', 'changed', 'saved'].some((s) => snapshot.matches({ shown: s }));
  const working = ['unsaved', 'changed'].some((s) => snapshot.matches({ shown: s }));
  return [
    done('resendKept', []),
    done('resendKept', [ref(2, { type: 'ESSAY', saved: true, correct: null })]),
    failed('resendKept', connection),
    failed('resendKept', interrupted),
    done('loadQuestion', { question: questionOf(n), kept: null }),
    done('loadQuestion', { question: questionOf(n, true), kept: null }),
    done('loadQuestion', { question: questionOf(n), kept: changes(n, [])[0] }),
    // Issue 10 item 1: a draft the device kept (reload, language switch) is back in the editor.
    done('loadQuestion', { question: questionOf(n), kept: null, draft: changes(n, [])[0] }),
    done('loadQuestion', { question: questionOf(n, true), kept: null, draft: changes(n, [])[0] }),
    failed('loadQuestion', connection),
    failed('loadQuestion', interrupted),
    ...(essay ? [done('saveAnswer', savedEssay)] : [done('saveAnswer', answerResponse(n, true)), done('saveAnswer', answerResponse(n, false))]),
    ...(ctx.retries < 2 ? [failed('saveAnswer', connection)] : []),
    failed('saveAnswer', refused),
    failed('saveAnswer', interrupted),
    after('retryDelay', 'question.shown.sending.retrying'),
    // Issue 10 "Offline": the answers left waiting go in the background, all delivered or none yet.
    ...(ctx.resendingWaiting
      ? [
          done('resendWaiting', {
            acknowledged: ctx.waiting.map((id) => (id === 1002 ? ref(2, { type: 'ESSAY', saved: true, correct: null }) : ref(1, { saved: true, correct: true }))),
            waiting: [],
          }),
          done('resendWaiting', { acknowledged: [], waiting: ctx.waiting }),
          failed('resendWaiting', interrupted),
        ]
      : []),
    // Issue 10 item 1: the passage's clock reached zero (the drafts go), or runs on after all.
    { type: 'TIME.UP' },
    { type: 'TIME.RESUMED' },
    // Before a break the trainee may discard the unsaved change (the passage's dialog).
    { type: 'DRAFT.DISCARD' },
    done('submitDrafts', 1),
    failed('submitDrafts', connection),
    ...changes(n, ctx.draft.answers)
      .filter((answers) => !sameAnswers(answers, ctx.draft.answers))
      .map((answers) => ({ type: 'ANSWER.CHANGE', answers })),
    { type: 'ANSWER.SAVE' },
    // "Retry now" while the save waits; the passage sends it too when the browser is back online
    // (walked while a question is shown: enough for the answers left waiting).
    ...(snapshot.matches('shown') ? [{ type: 'ANSWER.RETRY' }] : []),
    { type: 'QUESTION.GO', index: 0 },
    { type: 'QUESTION.GO', index: 1 },
    { type: 'QUESTION.NEXT' },
    { type: 'CONFIRM' },
    { type: 'DISCARD' },
    { type: 'CANCEL' },
    // The notes have a close button where they show.
    ...(editing && (ctx.info || ctx.error) ? [{ type: 'INFO.DISMISS' }] : []),
    // The essay's file, while the trainee works on it: chosen (checked, then sent), then
    // cancelled, stored, or found the passage over (what its upload machine reports).
    ...(essay && working && !ctx.uploading ? [{ type: 'ESSAY.BUSY', busy: true }] : []),
    ...(essay && working && ctx.uploading ? [{ type: 'ESSAY.BUSY', busy: false }, { type: 'ESSAY.UPLOADED', fileName: 'plan.pdf' }, { type: 'ESSAY.INTERRUPTED' }] : []),
  ];
};

// What tells two states apart for the model: what decides where the question machine can go
// next (its guards and the events above read them); not what only the screen shows (the last
// save's result, the server's message, which error: the events only ask whether there is one),
// how many times a save was retried beyond "may fail again" (retries < 2), nor whether the
// first question came with a draft (it decides the first state only). The walk goes on from
// the first state reached under a key, by the fewest steps. Issue 58: the paths (every step's
// event, value and context) are the ones the whole value + context graph gave, from 31 880
// states instead of 80 580.
const serialize = (s: AnyMachineSnapshot) => {
  const { draftKept: _kept, lastResult: _result, serverMessage: _message, error, retries, ...rest } = s.context as QuestionContext;
  return JSON.stringify([s.value, { ...rest, error: error != null, mayRetry: retries < 2 }]);
};
// One path per edge between state values, and again while an essay file is on its way
// (saving waits for it).
const edgeKey = (_from: string, event: AnyEventObject, _to: string, from: AnyMachineSnapshot, to: AnyMachineSnapshot) =>
  JSON.stringify([from.value, (from.context as QuestionContext).uploading, event.type, to.value]);
// Also every state with each thing the screen shows differently: marks, ticks, notes.
const facet = (s: AnyMachineSnapshot) => {
  const c = s.context as QuestionContext;
  return [c.refs.map((r) => [r.saved, r.correct]), c.lastResult?.correct];
};
const generated = modelPaths({ name: 'question', machine, input, events, serialize, edgeKey, facet, exec: () => {} });
// Accepting the offer to finish ends the passage (the questions go away): nothing follows it.
const endsEarly = (steps: Array<{ event: AnyEventObject; state: AnyMachineSnapshot }>) =>
  steps.slice(0, -1).some((step, i) => i > 0 && step.event.type === 'CONFIRM' && steps[i - 1]!.state.matches({ shown: 'offeringFinish' }));
// A path that is the start of a longer one is left out: the longer one performs and checks
// every one of its steps (the paths check nothing after their last step).
const paths = withoutPrefixes(generated.paths.filter((p) => !endsEarly(p.steps)));
const coverage = new ScreenCoverage('question', questionMachine, 'question');
const notifyInterrupted = vi.fn();
let user: ReturnType<typeof userEvent.setup>;
let view: ReturnType<typeof renderExam>;
/** The essay's upload in flight: the path completes or fails it through this. */
let upload: ((event: EssayUploadEvent) => void) | null = null;

const running = passage({ passTime: null, passExpires: null, answerHistoryAllowed: true, showCheckResult: true, questions: [ref(1), ESSAY] });

function render(preloaded?: Preloaded, drafts: Array<{ resultQuestionId: number; answers: GivenAnswer[] }> = []) {
  // The app's registry: the passage loads at once and its clock stands still (time is not
  // what this model is about); the question machine's calls are the path's fakes; the
  // essay's file check passes and its upload waits for the path.
  const env = makeEnv(
    {},
    {
      inspect: coverage.observe,
      notifyInterrupted,
      overrides: [
        override(passageEntry, (from, kind) =>
          passageEntry.build(from, kind).provide({
            actors: {
              loadPassage: fromPromise(async (): Promise<Received> => ({ passage: running, receivedAt: 0 })),
              finishPassage: fromPromise(async (): Promise<Received> => ({ passage: { ...running, status: 'FINISHED', points: 9 }, receivedAt: 0 })),
              ticker: fromCallback(() => () => {}),
            },
          }),
        ),
        override(passageQuestion, (from, kind) => passageQuestion.build(from, kind).provide({ actors: fakes.actors })),
        override(passageEssayUpload, (from, kind) =>
          passageEssayUpload.build(from, kind).provide({
            actors: {
              checkFile: fromPromise<EssayFileProblem | null, { file: ChosenFile }>(async () => null),
              uploadFile: fromCallback<EssayUploadEvent, { file: ChosenFile; resultQuestionId: number }>(({ sendBack }) => {
                upload = sendBack;
                return () => {
                  upload = null;
                };
              }),
            },
          }),
        ),
      ],
    },
  );
  for (const draft of drafts) env.kept.keepDraft(7, draft.resultQuestionId, draft.answers);
  view = renderExam(
    <Switch>
      {passageRoute('Test in progress')}
      <Route>
        <p>Another page</p>
      </Route>
    </Switch>,
    { env, path: '/exams/passage/7/1', preloaded },
  );
}

const dialog = () => screen.getByRole('alertdialog');
const essayText = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your answer' });

async function exec(event: AnyEventObject, actor: AnyActorRef) {
  const id = event.type.split('.').slice(3).join('.');
  if (event.type.startsWith('xstate.done.actor.')) return fakes.settle(id, { output: event.output });
  if (event.type.startsWith('xstate.error.actor.')) return fakes.settle(id, { error: event.error });
  if (event.type.startsWith('xstate.after.')) return void (await vi.advanceTimersToNextTimerAsync());
  const ctx = (actor.getSnapshot() as AnyMachineSnapshot).context as QuestionContext;
  switch (event.type) {
    case 'ANSWER.CHANGE': {
      const wanted = event.answers as GivenAnswer[];
      if (ctx.index === 1) {
        await user.clear(essayText());
        if (wanted[0]?.answer) await user.type(essayText(), wanted[0].answer);
        return;
      }
      const ids = wanted.map((a) => a.answerId);
      for (const box of screen.getAllByRole<HTMLInputElement>('checkbox')) if (box.checked !== ids.includes(Number(box.value))) await user.click(box);
      return;
    }
    case 'ANSWER.SAVE':
      return user.click(screen.getByRole('button', { name: /^Save answer|^Saving/ }));
    case 'ANSWER.RETRY':
      // On screen while the save shown waits; otherwise the passage sends it (back online).
      if ((actor.getSnapshot() as AnyMachineSnapshot).matches({ shown: { sending: 'retrying' } })) return user.click(screen.getByRole('button', { name: 'Retry now' }));
      return void act(() => actor.send(event));
    case 'QUESTION.GO':
      if (event.index === ctx.index) return user.click(screen.getByRole('button', { name: 'Try again' }));
      return user.click(screen.getAllByRole('tab')[Number(event.index)]!);
    case 'QUESTION.NEXT':
      return user.click(screen.getByRole('button', { name: 'Next unanswered question' }));
    case 'CONFIRM':
      return user.click(within(dialog()).getAllByRole('button').at(-1)!);
    case 'CANCEL':
      return user.click(within(dialog()).getAllByRole('button')[0]!);
    case 'DISCARD':
      return user.click(within(dialog()).getByRole('button', { name: "Don't save" }));
    case 'INFO.DISMISS':
      return user.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    case 'ESSAY.BUSY':
      if (event.busy) return user.upload(screen.getByLabelText('Or attach a file'), new File(['%PDF-1.7'], 'plan.pdf'));
      return user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    case 'ESSAY.UPLOADED':
      return act(() => upload?.({ type: 'UPLOAD.DONE', fileName: 'plan.pdf' }));
    case 'ESSAY.INTERRUPTED':
      return act(() => upload?.({ type: 'UPLOAD.FAILED', error: interrupted }));
    case 'TIME.UP':
    case 'TIME.RESUMED':
    case 'DRAFT.DISCARD':
      // Sent by the passage (its clock, the server's answer), not by a control.
      return void act(() => actor.send(event));
  }
  throw new Error(`no way to perform ${event.type} on the screen`);
}

function check(expected: AnyMachineSnapshot) {
  const ctx = expected.context as QuestionContext;
  const is = (value: string) => expected.matches(value);
  const shows = (value: string) => expected.matches({ shown: value });
  const sending = expected.matches({ shown: 'sending' });
  if (shows('saved') && screen.queryByRole('heading', { name: 'The test is finished.' })) {
    // The trainee accepted the offer to finish: the passage finished, the questions are gone.
    expect(screen.getByRole('heading', { name: 'The test is finished.' })).toBeInTheDocument();
    return;
  }
  if (is('interrupted')) {
    expect(view.path()).toBe('/exams');
    expect(notifyInterrupted).toHaveBeenCalled();
    return;
  }
  if (['offeringFinish', 'saved', 'unsaved', 'changed', 'askingToSave', 'confirmingResave'].some(shows)) {
    if (ctx.pendingIndex == null) expect(view.path()).toBe(`/exams/passage/7/${ctx.index + 1}`);
  }
  // Tab marks: saved, and correct/wrong as the exam shows check results (an essay only saved).
  const marks = screen.queryAllByRole('tab').map((tab) => tab.getAttribute('data-mark'));
  if (marks.length) expect(marks).toEqual(ctx.refs.map((r) => (!r.saved ? 'none' : r.correct === true ? 'correct' : r.correct === false ? 'wrong' : 'saved')));
  if (is('resending') || is('loading')) expect(screen.getByText('Loading the question…')).toBeInTheDocument();
  if (is('failed')) expect(screen.getByText('Could not load the question.')).toBeInTheDocument();
  if (is('shown') && ctx.index === 0) {
    expect(screen.getByRole('group', { name: 'Question text 1' })).toBeInTheDocument();
    const ticked = screen
      .getAllByRole<HTMLInputElement>('checkbox')
      .filter((b) => b.checked)
      .map((b) => Number(b.value));
    expect(ticked).toEqual(ctx.draft.answers.filter((a) => a.selected).map((a) => a.answerId));
  }
  if (is('shown') && ctx.index === 1) {
    // The essay: its text, its stored file (downloadable), locked once saved (SPEC §4).
    expect(screen.getByRole('group', { name: 'Question text 2' })).toBeInTheDocument();
    expect(essayText().value).toBe(ctx.draft.answers[0]?.answer ?? '');
    const file = ctx.draft.answers[0]?.uploadedFileName;
    expect(screen.queryByRole('link', { name: 'plan.pdf' }) !== null).toBe(file === 'plan.pdf');
    expect(essayText().readOnly).toBe(!['unsaved', 'changed'].some(shows));
  }
  const open = screen.queryByRole('alertdialog');
  if (shows('askingToSave')) expect(open).toHaveAccessibleName('Save your answer?');
  else if (shows('confirmingResave')) expect(open).toHaveAccessibleName('Change your saved answer?');
  else if (shows('offeringFinish')) expect(open).toHaveAccessibleName('All questions are answered');
  else expect(open).toBeNull();
  const retrying = expected.matches({ shown: { sending: 'retrying' } });
  const saving = expected.matches({ shown: { sending: 'saving' } });
  const pending = screen.queryByText('The answer is kept on this device and will be sent when the connection is back.');
  expect(pending !== null).toBe(retrying || (saving && ctx.retries > 0));
  // Issue 10 "Offline": the passage's banner near the clock says so while the save waits.
  if (is('shown') || is('loading'))
    expect(screen.getByTestId('connection').textContent).toBe(
      retrying || (saving && ctx.retries > 0) || ctx.waiting.length > 0
        ? 'No connection to the server. The answer is kept on this device and will be sent when the connection is back.'
        : '',
    );
  if (saving && ctx.retries === 0) expect(screen.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true'); // and keeps the focus (issue 10)
  // The save sends the answer on screen, for the question on screen.
  if (saving)
    expect(fakes.calls.findLast((c) => c.name === 'saveAnswer')).toEqual({
      name: 'saveAnswer',
      input: { resultId: 7, resultQuestionId: 1001 + ctx.index, answers: ctx.draft.answers },
    });
  // SPEC §2: the passage waits with finishing while an answer is on its way.
  // Issue 10 "Offline": and for every answer left kept while it waited for the connection.
  const waits = (sending ? 1 : 0) + ctx.waiting.length;
  if (is('shown')) {
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Finish the test' }).getAttribute('aria-disabled') === 'true').toBe(waits > 0);
    expect(screen.queryByTestId('finish-waits')?.textContent ?? null).toBe(
      waits === 0 ? null : waits === 1 ? 'Waiting for 1 answer to be sent…' : `Waiting for ${waits} answers to be sent…`,
    );
  }
  // The tabs stay usable while a save waits for the connection (the answer is kept).
  if (retrying) expect(screen.getAllByRole('tab').every((tab) => !tab.hasAttribute('aria-disabled'))).toBe(true);
  // The waiting answers are sent in the background, those of the questions left behind.
  if (ctx.resendingWaiting) expect(fakes.calls.findLast((c) => c.name === 'resendWaiting')?.input).toMatchObject({ resultId: 7 });
  // Saving waits for an essay file on its way.
  if (['unsaved', 'changed'].some(shows)) {
    expect(screen.queryByText('Saving waits for the file upload.') !== null).toBe(ctx.uploading);
    if (ctx.uploading) expect(screen.getByRole('button', { name: 'Save answer' })).toHaveAttribute('aria-disabled', 'true');
  }
  const ready = ['unsaved', 'changed', 'saved'].some(shows);
  if (ready && ctx.info === 'notAnswered') expect(screen.getByText(/Question not answered/)).toBeInTheDocument();
  if (ready && ctx.error === 'message') expect(screen.getByText('The answer was not saved: Not allowed now')).toBeInTheDocument();
  if (shows('saved') && ctx.lastResult?.correct === false) {
    // The mark in the error box, the key in its own panel outside it (issue 10 "Results").
    expect(screen.getByText(/Wrong answer/)).toHaveTextContent(/^Wrong answer\.$/);
    expect(screen.getByTestId('correct-answer').parentElement).toHaveTextContent(`The correct answer:Answer ${ctx.index + 1}B`);
  }
  if (shows('saved') && ctx.lastResult?.correct === true) expect(screen.getByText('Correct answer.')).toBeInTheDocument();
}

beforeEach(() => {
  vi.useFakeTimers({ now: BASE });
  fakes.reset();
  upload = null;
  notifyInterrupted.mockClear();
  user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime.bind(vi) });
});

afterAll(() => vi.useRealTimers());

// Issue 14 (docs/decisions.md #170): the page came with the passage and the question its URL
// shows, and the device keeps nothing to send: the question is shown on the first render, as
// saved or not, with nothing resent or loaded. Placed before the paths: their coverage check
// counts these too.
describe('a page that came with its question', () => {
  const came = (shown: Question) => preloadedAnswers({ preloaded: { '/api/exams/passage/7': running, '/api/exams/passage/question/1001': shown } });
  const asked = () => fakes.calls.map((call) => call.name);

  it('not answered yet: its options, none chosen, on the first render', () => {
    render(came(questionOf(1)));
    expect(screen.getByRole('checkbox', { name: 'Answer 1A' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save answer' })).toBeInTheDocument();
    expect(asked()).toEqual([]);
  });

  it('saved: its saved answer, on the first render', () => {
    render(came(questionOf(1, true)));
    expect(screen.getByRole('checkbox', { name: 'Answer 1A' })).toBeChecked();
    expect(asked()).toEqual([]);
  });

  it('with a draft kept on the device: the draft, on the first render, to be saved (as loading shows it)', () => {
    render(came(questionOf(1)), [{ resultQuestionId: 1001, answers: [{ answerId: 12, selected: true }] }]);
    expect(screen.getByRole('checkbox', { name: 'Answer 1B' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Answer 1A' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save answer' })).toBeInTheDocument();
    expect(asked()).toEqual([]);
  });

  it('saved, with a changed draft (answer history allowed): the draft, shown as changed, so leaving it asks to save it', async () => {
    render(came(questionOf(1, true)), [{ resultQuestionId: 1001, answers: [{ answerId: 12, selected: true }] }]);
    expect(screen.getByRole('checkbox', { name: 'Answer 1B' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Answer 1A' })).not.toBeChecked();
    expect(asked()).toEqual([]);
    await user.click(screen.getByRole('tab', { name: /^Question 2/ }));
    expect(dialog()).toHaveTextContent('Your answer to this question is not saved. Save it before moving on?');
  });

  it('saved, of a kind whose own answer reads as touched (a sequence), with no draft: shown as saved, not changed', () => {
    const order = question(1).answers.map((answer, i) => ({ ...answer, order: i + 1 }));
    const sequence = question(1, { type: 'SEQUENCE', saved: true, answers: order });
    const input = { resultId: 7, refs: [ref(1, { type: 'SEQUENCE', saved: true })], index: 0, answerHistoryAllowed: true };
    const actor = createActor(questionMachine.provide({ actors: fakes.actors }), { input: { ...input, preloaded: { question: sequence, draft: null } } }).start();
    expect(actor.getSnapshot().value).toEqual({ shown: 'saved' });
    actor.stop();
  });

  it('another question than the URL shows: loaded as before', () => {
    render(came(questionOf(2)));
    expect(screen.queryByRole('checkbox', { name: 'Answer 1A' })).toBeNull();
    expect(asked()).toEqual(['resendKept']);
  });
});

describeOnScreen('question machine paths on the passage page', paths, coverage, { render, exec, check });
