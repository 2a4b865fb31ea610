import { afterAll, beforeEach, expect, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { fromCallback, fromPromise, type AnyActorRef, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { passageMachine, type Received } from '../../machines/passage.machine.ts';
import { questionMachine, type QuestionContext } from '../../machines/question.machine.ts';
import { examStartMachine } from '../../machines/exam-start.machine.ts';
import { ApiError } from '../../src/lib/errors.ts';
import { passageRoute } from '../src/pages/exams/passage-route.tsx';
import { after, controllableActors, done, failed, modelPaths } from './harness.ts';
import { answerResponse, BASE, passage, question, ref } from '../src/pages/exams/exam-fixtures.ts';
import { makeEnv, renderExam } from '../src/pages/exams/render-exam.tsx';
import { describeOnScreen, facetPaths, ScreenCoverage } from '../src/pages/exams/screen-model.tsx';

// Model-based paths of machines/question.machine.ts (SPEC §4 "Question answer states",
// docs/decisions.md 7 kept and retried saves), generated from the machine and replayed
// on the rendered passage page: answers ticked in the checkboxes, saves and moves made
// with the buttons and tabs, dialogs answered, server calls settled by the path; after
// every step the screen is checked (tab marks, answers, notes, dialogs, the URL).

const fakes = controllableActors(['resendKept', 'loadQuestion', 'saveAnswer']);
const machine = questionMachine.provide({ actors: fakes.actors });
const input = { resultId: 7, refs: [ref(1), ref(2)], index: 0, answerHistoryAllowed: true };

const connection = new ApiError('connection', 0);
const refused = new ApiError('message', 400, 'Not allowed now');
const interrupted = new ApiError('interrupted', 400);
const answerA = (n: number) => [{ answerId: n * 10 + 1, selected: true }];
const sameAnswers = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const events = (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
  const ctx = snapshot.context as QuestionContext;
  const n = ctx.index + 1;
  const editing = ['unsaved', 'changed', 'saved'].some((s) => snapshot.matches(s));
  return [
    done('resendKept', []),
    done('resendKept', [ref(2, { saved: true, correct: true })]),
    failed('resendKept', connection),
    failed('resendKept', interrupted),
    done('loadQuestion', { question: question(n), kept: null }),
    done('loadQuestion', { question: question(n, { saved: true, answers: question(n).answers.map((a, i) => ({ ...a, selected: i === 0 })) }), kept: null }),
    done('loadQuestion', { question: question(n), kept: answerA(n) }),
    failed('loadQuestion', connection),
    failed('loadQuestion', interrupted),
    done('saveAnswer', answerResponse(n, true)),
    done('saveAnswer', answerResponse(n, false)),
    ...(ctx.retries < 2 ? [failed('saveAnswer', connection)] : []),
    failed('saveAnswer', refused),
    failed('saveAnswer', interrupted),
    after('retryDelay', 'question.retrying'),
    // Only changes a click can make: tick the first answer, or clear it.
    ...[answerA(n), []].filter((answers) => !sameAnswers(answers, ctx.draft.answers)).map((answers) => ({ type: 'ANSWER.CHANGE', answers })),
    { type: 'ANSWER.SAVE' },
    { type: 'ANSWER.RETRY' },
    { type: 'QUESTION.GO', index: 0 },
    { type: 'QUESTION.GO', index: 1 },
    { type: 'QUESTION.NEXT' },
    { type: 'CONFIRM' },
    { type: 'DISCARD' },
    { type: 'CANCEL' },
    // The notes have a close button where they show.
    ...(editing && (ctx.info || ctx.error) ? [{ type: 'INFO.DISMISS' }] : []),
  ];
};

const serialize = (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context]);
const generated = modelPaths({ name: 'question', machine, input, events, serialize, exec: () => {} });
// Also every state with each thing the screen shows differently: marks, ticks, notes.
const facet = (s: AnyMachineSnapshot) => {
  const c = s.context as QuestionContext;
  return [c.refs.map((r) => [r.saved, r.correct]), c.lastResult?.correct];
};
// Accepting the offer to finish ends the passage (the questions go away): nothing follows it.
const endsEarly = (steps: Array<{ event: AnyEventObject; state: AnyMachineSnapshot }>) =>
  steps.slice(0, -1).some((step, i) => i > 0 && step.event.type === 'CONFIRM' && steps[i - 1]!.state.matches('offeringFinish'));
const paths = [...generated.paths, ...facetPaths(generated.model, serialize, facet, generated.paths)].filter((p) => !endsEarly(p.steps));
const coverage = new ScreenCoverage('question', questionMachine, 'question');
const notifyInterrupted = vi.fn();
let user: ReturnType<typeof userEvent.setup>;
let view: ReturnType<typeof renderExam>;

const running = passage({ passTime: null, passExpires: null, answerHistoryAllowed: true, showCheckResult: true });
const passageWithFakes = passageMachine.provide({
  actors: {
    loadPassage: fromPromise(async (): Promise<Received> => ({ passage: running, receivedAt: 0 })),
    finishPassage: fromPromise(async (): Promise<Received> => ({ passage: { ...running, status: 'FINISHED', points: 9 }, receivedAt: 0 })),
    ticker: fromCallback(() => () => {}), // time is not what this model is about
  },
});

function render() {
  const env = makeEnv({}, { inspect: coverage.observe, notifyInterrupted, machines: { passage: passageWithFakes, question: machine, examStart: examStartMachine } });
  view = renderExam(
    <Switch>
      {passageRoute('Test in progress')}
      <Route>
        <p>Another page</p>
      </Route>
    </Switch>,
    { env, path: '/exams/passage/7/1' },
  );
}

const dialog = () => screen.getByRole('alertdialog');

async function exec(event: AnyEventObject, actor: AnyActorRef) {
  const id = event.type.split('.').slice(3).join('.');
  if (event.type.startsWith('xstate.done.actor.')) return fakes.settle(id, { output: event.output });
  if (event.type.startsWith('xstate.error.actor.')) return fakes.settle(id, { error: event.error });
  if (event.type.startsWith('xstate.after.')) return void (await vi.advanceTimersToNextTimerAsync());
  const ctx = (actor.getSnapshot() as AnyMachineSnapshot).context as QuestionContext;
  switch (event.type) {
    case 'ANSWER.CHANGE': {
      const wanted = (event.answers as Array<{ answerId: number }>).map((a) => a.answerId);
      for (const box of screen.getAllByRole<HTMLInputElement>('checkbox')) if (box.checked !== wanted.includes(Number(box.value))) await user.click(box);
      return;
    }
    case 'ANSWER.SAVE':
      return user.click(screen.getByRole('button', { name: /^Save answer|^Saving/ }));
    case 'ANSWER.RETRY':
      return user.click(screen.getByRole('button', { name: 'Retry now' }));
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
  }
  throw new Error(`no way to perform ${event.type} on the screen`);
}

function check(expected: AnyMachineSnapshot, actor: AnyActorRef) {
  const ctx = expected.context as QuestionContext;
  const is = (value: string) => expected.matches(value);
  void actor;
  if (is('saved') && screen.queryByRole('heading', { name: 'The test is finished.' })) {
    // The trainee accepted the offer to finish: the passage finished, the questions are gone.
    expect(screen.getByRole('heading', { name: 'The test is finished.' })).toBeInTheDocument();
    return;
  }
  if (is('interrupted')) {
    expect(view.path()).toBe('/exams');
    expect(notifyInterrupted).toHaveBeenCalled();
    return;
  }
  if (is('offeringFinish') || is('saved') || is('unsaved') || is('changed') || is('askingToSave') || is('confirmingResave')) {
    if (ctx.pendingIndex == null) expect(view.path()).toBe(`/exams/passage/7/${ctx.index + 1}`);
  }
  // Tab marks: saved, and correct/wrong as the exam shows check results.
  const marks = screen.queryAllByRole('tab').map((tab) => tab.getAttribute('data-mark'));
  if (marks.length) expect(marks).toEqual(ctx.refs.map((r) => (!r.saved ? 'none' : r.correct === true ? 'correct' : r.correct === false ? 'wrong' : 'saved')));
  if (is('resending') || is('loading')) expect(screen.getByText('Loading the question…')).toBeInTheDocument();
  if (is('failed')) expect(screen.getByText('Could not load the question.')).toBeInTheDocument();
  const shown = ['unsaved', 'changed', 'saved', 'saving', 'retrying', 'askingToSave', 'confirmingResave', 'offeringFinish'].some(is);
  if (shown) {
    expect(screen.getByRole('group', { name: `Question text ${ctx.index + 1}` })).toBeInTheDocument();
    const ticked = screen
      .getAllByRole<HTMLInputElement>('checkbox')
      .filter((b) => b.checked)
      .map((b) => Number(b.value));
    expect(ticked).toEqual(ctx.draft.answers.filter((a) => a.selected).map((a) => a.answerId));
  }
  const open = screen.queryByRole('alertdialog');
  if (is('askingToSave')) expect(open).toHaveAccessibleName('Save your answer?');
  else if (is('confirmingResave')) expect(open).toHaveAccessibleName('Change your saved answer?');
  else if (is('offeringFinish')) expect(open).toHaveAccessibleName('All questions are answered');
  else expect(open).toBeNull();
  const pending = screen.queryByText('Not saved yet — retrying. Your answer is kept.');
  expect(pending !== null).toBe(is('retrying') || (is('saving') && ctx.retries > 0));
  if (is('saving') && ctx.retries === 0) expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  const ready = ['unsaved', 'changed', 'saved'].some(is);
  if (ready && ctx.info === 'notAnswered') expect(screen.getByText(/Question not answered/)).toBeInTheDocument();
  if (ready && ctx.error === 'message') expect(screen.getByText('The answer was not saved: Not allowed now')).toBeInTheDocument();
  if (is('saved') && ctx.lastResult?.correct === false)
    expect(screen.getByText(/Wrong answer/)).toHaveTextContent(`Wrong answer. The correct answer:Answer ${ctx.index + 1}B`);
  if (is('saved') && ctx.lastResult?.correct === true) expect(screen.getByText('Correct answer.')).toBeInTheDocument();
}

beforeEach(() => {
  vi.useFakeTimers({ now: BASE });
  fakes.reset();
  notifyInterrupted.mockClear();
  user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime.bind(vi) });
});

afterAll(() => vi.useRealTimers());

describeOnScreen('question machine paths on the passage page', paths, coverage, { render, exec, check });
