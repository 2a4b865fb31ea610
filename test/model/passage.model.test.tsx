import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Switch } from 'wouter';
import { fromCallback, fromPromise, type AnyActorRef, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { passageMachine, SUBMIT_WAIT_MS, type PassageContext, type PassageEvent } from '../../machines/passage.machine.ts';
import { TICK_MS } from '../../machines/passage-clock.ts';
import type { LoadedQuestion, QuestionId } from '../../machines/question.machine.ts';
import type { Passage, QuestionRef } from '../../api/exams.ts';
import { override } from '../../src/app/machines.ts';
import { passage as passageEntry, passageQuestion } from '../../src/pages/exams/wiring/passage-machines.ts';
import { ApiError } from '../../src/lib/errors.ts';
import { preloadedAnswers, type Preloaded } from '../../src/app/preloaded.ts';
import { passageRoute } from '../src/pages/exams/passage-route.tsx';
import { after, controllableActors, done, failed, modelPaths } from './harness.ts';
import { withoutPrefixes } from './paths.ts';
import { BASE, passage as passageOf, question } from '../src/pages/exams/exam-fixtures.ts';
import { makeEnv, renderExam } from '../src/pages/exams/render-exam.tsx';
import { describeOnScreen, ScreenCoverage } from '../src/pages/exams/screen-model.tsx';

// Model-based paths of machines/passage.machine.ts (SPEC §4 "Passage lifecycle", timer,
// breaks; §2 leaving; §8 interruption), generated from the machine and replayed on the
// rendered passage page: fake server calls settled by the path, the real ticker on fake
// time, user events performed by clicking what the trainee sees, and after every step
// the screen checked (clock, break button, dialogs, panels, where the app went).

const PASS_END = 3_000; // the pass clock runs out 3 s after the start (short paths)
const BREAK_LEN = 2_000;
const CAP = 8_000; // the model's clock stops here: enough to reach a retried refresh
const mono = () => Date.now() - BASE;

const fakes = controllableActors(['loadPassage', 'refreshPassage', 'checkBreak', 'takeBreak', 'finishBreak', 'finishPassage']);
const effects = {
  actors: {
    ...(fakes.actors as Record<string, never>),
    ticker: fromCallback<PassageEvent>(({ sendBack }) => {
      const id = setInterval(() => sendBack({ type: 'TIMER.TICK', monoNow: mono() }), TICK_MS);
      return () => clearInterval(id);
    }),
  },
};
const machine = passageMachine.provide(effects);

/** The server's answer at model time `at` (the monotonic ms the model has reached). */
const at = (t: number, over: Partial<Passage>) => ({
  passage: passageOf({ passTime: 1, passExpires: BASE + PASS_END, now: BASE + t, breakTime: 1, breakCount: 2, ...over }),
  receivedAt: t,
});
// Oracles of the test's own (not the machine's helpers): the clock as the trainee reads it,
// and whether a break may be taken (SPEC §4: configured, and breakCount 0/absent unlimited).
const shownSeconds = (ctx: PassageContext, expires: number | null | undefined) =>
  Math.ceil(Math.max(0, (expires ?? 0) - (ctx.passage!.now + Math.max(0, ctx.monoNow - ctx.receivedAt))) / 1000);
const mmss = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
const mayBreak = (p: Passage | null) =>
  p != null && p.breakTime != null && p.breakTime > 0 && (p.breakCount == null || p.breakCount <= 0 || p.breaksTaken < p.breakCount);

const connection = new ApiError('connection', 0);
const refused = new ApiError('message', 400, 'Not allowed now');
const interrupted = new ApiError('interrupted', 400);
const notFound = new ApiError('notFound', 404);

const events = (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
  const ctx = snapshot.context as PassageContext;
  const t = ctx.monoNow;
  const taken = ctx.passage?.breaksTaken ?? 0;
  // Issue 10 "Offline": while offline or a save waits, only what ends it (or a save starting
  // and settling) is walked: the banner's states without doubling the model.
  if (!ctx.online || ctx.saveWaiting)
    return [
      { type: 'NETWORK.ONLINE' },
      ...(ctx.saving ? [{ type: 'SAVE.SETTLED' }] : [{ type: 'SAVE.STARTED' }]),
      ...(ctx.saving && !ctx.saveWaiting ? [{ type: 'SAVE.WAITING' }] : []),
      // Answers left kept while their save waited (another question opened), then delivered.
      { type: 'KEPT.WAITING', count: ctx.keptWaiting === 0 ? 2 : 0 },
    ];
  // Back online with answers still kept: only their delivery is walked (not the whole model twice).
  if (ctx.keptWaiting > 0) return [{ type: 'KEPT.WAITING', count: 0 }];
  return [
    done('loadPassage', at(t, {})),
    done('loadPassage', at(t, { breakTime: null, breakCount: null })),
    done('loadPassage', at(t, { status: 'BREAK_TAKEN', breaksTaken: 1, breakExpires: BASE + t + BREAK_LEN })),
    done('loadPassage', at(t, { status: 'EXPIRED' })),
    done('loadPassage', at(t, { status: 'FINISHED', points: 7 })),
    failed('loadPassage', notFound),
    failed('loadPassage', interrupted),
    done('refreshPassage', at(t, { status: 'FINISHED', points: 5 })),
    done('refreshPassage', at(t, { status: 'EXPIRED' })),
    done('refreshPassage', at(t, { breaksTaken: taken, passExpires: BASE + t + PASS_END })), // the server gave more time
    done('refreshPassage', at(t, { breaksTaken: taken, passExpires: BASE + t })), // still running at zero
    done('refreshPassage', at(t, { status: 'BREAK_TAKEN', breaksTaken: taken, breakExpires: BASE + t })), // still on break at zero
    done('refreshPassage', at(t, { status: 'BREAK_TAKEN', breaksTaken: taken, breakExpires: BASE + t + BREAK_LEN })), // the break goes on
    failed('refreshPassage', connection),
    failed('refreshPassage', interrupted),
    done('checkBreak', null),
    done('checkBreak', 5),
    failed('checkBreak', refused),
    failed('checkBreak', interrupted),
    done('takeBreak', at(t, { status: 'BREAK_TAKEN', breaksTaken: taken + 1, breakExpires: BASE + t + BREAK_LEN })),
    // The server may answer an action with any status: the passage follows it.
    done('takeBreak', at(t, { breaksTaken: taken })),
    done('takeBreak', at(t, { status: 'EXPIRED' })),
    done('takeBreak', at(t, { status: 'FINISHED', points: 6 })),
    failed('takeBreak', refused),
    failed('takeBreak', interrupted),
    done('finishBreak', at(t, { breaksTaken: taken })),
    done('finishBreak', at(t, { status: 'BREAK_TAKEN', breaksTaken: taken, breakExpires: BASE + t + BREAK_LEN })),
    done('finishBreak', at(t, { status: 'EXPIRED' })),
    done('finishBreak', at(t, { status: 'FINISHED', points: 6 })),
    failed('finishBreak', refused),
    failed('finishBreak', interrupted),
    done('finishPassage', at(t, { status: 'FINISHED', points: 8 })),
    failed('finishPassage', connection),
    failed('finishPassage', interrupted),
    ...(t + TICK_MS <= CAP ? [{ type: 'TIMER.TICK', monoNow: t + TICK_MS }] : []),
    { type: 'BREAK.TAKE' },
    { type: 'BREAK.FINISH' },
    { type: 'FINISH.REQUEST' },
    { type: 'FINISH.CONFIRMED' },
    { type: 'LEAVE.REQUEST', to: '/news' },
    { type: 'CONFIRM' },
    { type: 'CANCEL' },
    { type: 'PASSAGE.INTERRUPTED' },
    // What the question machine tells the passage: a save on its way and settled, the
    // answers saved, the question shown (performed as it would: sent to the passage); before
    // the clock moves, which keeps the model small.
    ...(t > 0 ? [] : ctx.saving ? [{ type: 'SAVE.SETTLED' }] : [{ type: 'SAVE.STARTED' }]),
    ...(t === 0 && ctx.questions.some((q) => !q.saved) ? [{ type: 'QUESTIONS.SAVED', refs: ctx.questions.map((q) => ({ ...q, saved: true })) }] : []),
    ...(t === 0 && ctx.questionIndex === 0 ? [{ type: 'QUESTION.SHOWN', index: 1 }] : []),
    // Issue 10 item 1: the question machine says whether an unsaved change is on screen; a
    // break then asks (save it first, discard it, stay).
    ...(t === 0 ? [{ type: 'DRAFT.PENDING', pending: !ctx.draftPending }] : []),
    { type: 'DISCARD' },
    // Issue 10 "Offline": the browser goes offline and back (before the clock moves), a save
    // waits for the connection; back online, a refresh at zero is asked again at once.
    // (Only from the first question, with nothing else pending, which keeps the model small.)
    ...(t === 0 && ctx.questionIndex === 0 && !ctx.draftPending && snapshot.matches({ IN_PROGRESS: 'running' }) ? [{ type: 'NETWORK.OFFLINE' }] : []),
    ...(snapshot.matches({ IN_PROGRESS: 'reconnecting' }) ||
    snapshot.matches({ BREAK_TAKEN: 'reconnecting' }) ||
    (t === 0 && snapshot.matches({ BREAK_TAKEN: 'resting' }))
      ? [{ type: 'NETWORK.ONLINE' }]
      : []),
    ...(t === 0 && ctx.online && ctx.questionIndex === 0 && ctx.saving && !ctx.saveWaiting && snapshot.matches({ IN_PROGRESS: 'running' })
      ? [{ type: 'SAVE.WAITING' }]
      : []),
    // Issue 10 item 1: at zero the question machine submits the drafts and says how many,
    // or the passage stops waiting for it.
    ...(snapshot.matches({ IN_PROGRESS: 'submittingDrafts' })
      ? [{ type: 'DRAFTS.SUBMITTED', count: 2 }, after('SUBMIT_WAIT', 'passage.IN_PROGRESS.submittingDrafts')]
      : []),
  ];
};

// What tells two states apart for the model: what decides where the passage can go next (its
// guards and the events above read them), with the clock as the model time and the times left
// (not when each answer arrived); not what only the screen shows (where a leave goes, the
// minutes a break check gave, the points, the time-up note, the error code). The walk goes on
// from the first state reached under a key, by the fewest steps. Issue 58: the paths (every
// step's event, value and context) are the ones the whole value + context graph gave, from
// 24 923 states instead of 141 367 (218 s of CPU and 3.4 GB then).
const serialize = (s: AnyMachineSnapshot) => {
  const ctx = s.context as PassageContext;
  const p = ctx.passage;
  const now = p ? p.now + Math.max(0, ctx.monoNow - ctx.receivedAt) : 0;
  return JSON.stringify([
    s.value,
    {
      saving: ctx.saving,
      t: ctx.monoNow,
      passage: p && [
        p.status,
        p.passExpires == null ? null : p.passExpires - now,
        p.breakExpires == null ? null : p.breakExpires - now,
        p.breaksTaken,
        p.breakTime,
        p.breakCount,
      ],
      retryIn: ctx.retryAt == null ? null : ctx.retryAt - ctx.monoNow,
      unsaved: ctx.questions.filter((q) => !q.saved).length,
      questionIndex: ctx.questionIndex,
      draftPending: ctx.draftPending,
      online: ctx.online,
      saveWaiting: ctx.saveWaiting,
      keptWaiting: ctx.keptWaiting,
    },
  ]);
};
// One path per edge between state values, and again while a save is on its way (the
// passage refuses a break and finishing then).
const edgeKey = (_from: string, event: AnyEventObject, _to: string, from: AnyMachineSnapshot, to: AnyMachineSnapshot) =>
  JSON.stringify([from.value, (from.context as PassageContext).saving, event.type, to.value]);
// Also every state with each thing the header shows differently: breaks configured, left, taken.
const facet = (s: AnyMachineSnapshot) => {
  const p = (s.context as PassageContext).passage;
  return p && [p.breakTime != null, p.breaksTaken, mayBreak(p)];
};
// A path that is the start of a longer one is left out: the longer one performs and checks
// every one of its steps (the paths check nothing after their last step).
const { paths } = modelPaths({ name: 'passage', machine, input: { resultId: 7 }, events, serialize, edgeKey, facet, exec: () => {} });
const merged = withoutPrefixes(paths);
const coverage = new ScreenCoverage('passage', passageMachine, 'passage');
const notifyInterrupted = vi.fn();
let user: ReturnType<typeof userEvent.setup>;
let view: ReturnType<typeof renderExam>;
let env: ReturnType<typeof makeEnv>;

function render(preloaded?: Preloaded) {
  // The app's registry with the passage's calls and clock replaced: the passage entry as the
  // app wires it (navigation, notices), over the fakes; its questions load at once.
  env = makeEnv(
    {},
    {
      inspect: coverage.observe,
      notifyInterrupted,
      overrides: [
        override(passageEntry, (from, kind) => passageEntry.build(from, kind).provide(effects)),
        override(passageQuestion, (from, kind) =>
          passageQuestion.build(from, kind).provide({
            actors: {
              resendKept: fromPromise(async (): Promise<QuestionRef[]> => []),
              loadQuestion: fromPromise(async ({ input }: { input: QuestionId }): Promise<LoadedQuestion> => ({
                question: question(input.resultQuestionId - 1000),
                kept: null,
              })),
              // The path says when the drafts are submitted (DRAFTS.SUBMITTED sent to the passage).
              submitDrafts: fromPromise(() => new Promise<number>(() => {})),
            },
          }),
        ),
      ],
    },
  );
  view = renderExam(
    <>
      <nav>
        <Link href="/news">News</Link>
      </nav>
      <Switch>
        {passageRoute('Test in progress')}
        <Route>
          <p>Another page</p>
        </Route>
      </Switch>
    </>,
    { env, path: '/exams/passage/7/1', preloaded },
  );
}

const dialog = () => screen.getByRole('alertdialog');
const header = () => screen.getByRole('banner');

async function exec(event: AnyEventObject, actor: AnyActorRef) {
  const id = event.type.split('.').slice(3).join('.');
  if (event.type.startsWith('xstate.done.actor.')) return fakes.settle(id, { output: event.output });
  if (event.type.startsWith('xstate.error.actor.')) return fakes.settle(id, { error: event.error });
  if (event.type.startsWith('xstate.after.')) return void (await act(() => vi.advanceTimersByTimeAsync(SUBMIT_WAIT_MS)));
  switch (event.type) {
    case 'TIMER.TICK':
      return void (await act(() => vi.advanceTimersByTimeAsync(event.monoNow - mono())));
    case 'BREAK.TAKE':
      return user.click(within(header()).getByRole('button', { name: 'Take a break' }));
    case 'BREAK.FINISH':
      return user.click(screen.getByRole('button', { name: 'Finish the break' }));
    case 'FINISH.REQUEST':
      return user.click(within(header()).getByRole('button', { name: 'Finish the test' }));
    case 'LEAVE.REQUEST':
      return user.click(screen.getByRole('link', { name: 'News' }));
    case 'CONFIRM':
      return user.click(within(dialog()).getAllByRole('button').at(-1)!);
    case 'CANCEL':
      return user.click(within(dialog()).getAllByRole('button')[0]!);
    case 'NETWORK.ONLINE':
    case 'NETWORK.OFFLINE':
      return act(() => env.network.go(event.type === 'NETWORK.ONLINE'));
    case 'DISCARD':
      return user.click(within(dialog()).getByRole('button', { name: 'Discard it and take the break' }));
    default:
      // No control of its own: what the question machine tells (its offer to finish accepted,
      // saves, the question shown), the server's interruption.
      act(() => actor.send(event));
  }
}

function check(expected: AnyMachineSnapshot) {
  const ctx = expected.context as PassageContext;
  const is = (value: unknown) => expected.matches(value);
  const timerText = () => screen.getAllByTestId('timer').map((el) => el.textContent);
  if (is('loading')) expect(screen.getByRole('status')).toHaveTextContent('Loading the test…');
  if (is('failed')) expect(view.path()).toBe('/exams');
  if (is('IN_PROGRESS')) {
    expect(timerText()).toEqual([mmss(shownSeconds(ctx, ctx.passage?.passExpires))]);
    // SPEC §2: a break and finishing wait while an answer is on its way.
    const breakButton = within(header()).queryByRole('button', { name: 'Take a break' });
    expect(breakButton !== null).toBe(mayBreak(ctx.passage));
    // They wait with aria-disabled (the focus stays on them: issue 10), Finish saying why.
    const waits = (button: HTMLElement) => button.getAttribute('aria-disabled') === 'true';
    // Issue 10 "Offline": and while answers left behind are kept, waiting for the connection.
    const onTheirWay = (ctx.saving ? 1 : 0) + ctx.keptWaiting;
    if (breakButton) expect(waits(breakButton)).toBe(!is({ IN_PROGRESS: 'running' }) || onTheirWay > 0);
    expect(waits(within(header()).getByRole('button', { name: 'Finish the test' }))).toBe(!is({ IN_PROGRESS: 'running' }) || onTheirWay > 0);
    const reason = screen.queryByTestId('finish-waits');
    if (is({ IN_PROGRESS: 'running' }) && onTheirWay > 0)
      expect(reason).toHaveTextContent(onTheirWay === 1 ? 'Waiting for 1 answer to be sent…' : `Waiting for ${onTheirWay} answers to be sent…`);
    else if (onTheirWay === 0) expect(reason).toBeNull();
    expect(screen.getByRole('tablist', { name: 'Questions' })).toBeInTheDocument();
    expect(view.path()).toBe(`/exams/passage/7/${ctx.questionIndex + 1}`);
  }
  if (
    is({ IN_PROGRESS: 'submittingDrafts' }) ||
    is({ IN_PROGRESS: 'refreshing' }) ||
    is({ IN_PROGRESS: 'reconnecting' }) ||
    is({ BREAK_TAKEN: 'refreshing' }) ||
    is({ BREAK_TAKEN: 'reconnecting' })
  )
    expect(screen.getByText('Checking with the server…')).toBeInTheDocument();
  const open = screen.queryByRole('alertdialog');
  if (is({ IN_PROGRESS: 'confirmingBreak' })) {
    expect(open).toHaveAccessibleName('Take a break?');
    // Issue 10: what the break uses up; the check's minutes never read "0 minutes".
    expect(open).toHaveTextContent(`The test closes in ${ctx.minutesLeft} minutes, before the break would end`);
    // Cancel is the safe choice the dialog focuses (break-confirm.test.tsx sees the focus itself).
    expect(within(open!).getByRole('button', { name: 'Cancel' })).toHaveAttribute('data-choice', 'safe');
  } else if (is({ IN_PROGRESS: 'confirmingBreakDraft' })) expect(open).toHaveAccessibleName('Save your answer before the break?');
  else if (is({ IN_PROGRESS: 'confirmingFinish' })) expect(open).toHaveAccessibleName('Finish the test?');
  else if (is({ IN_PROGRESS: 'confirmingLeave' }) || is({ BREAK_TAKEN: 'confirmingLeave' })) expect(open).toHaveAccessibleName('Leave the test?');
  else expect(open).toBeNull();
  // The finish and leave confirmations count the questions without a saved answer (issue 10 item 3).
  if (open && !is({ IN_PROGRESS: 'confirmingBreak' }) && !is({ IN_PROGRESS: 'confirmingBreakDraft' })) {
    const unsaved = ctx.questions.filter((q) => !q.saved).length;
    const said = unsaved === 0 ? 'Every question has a saved answer.' : unsaved === 1 ? '1 question has no saved answer.' : `${unsaved} questions have no saved answer.`;
    expect(within(open).getByTestId('unsaved-count')).toHaveTextContent(said);
  }
  if (is('BREAK_TAKEN')) {
    expect(screen.getByRole('heading', { name: 'You are on a break' })).toBeInTheDocument();
    expect(timerText()).toEqual([mmss(shownSeconds(ctx, ctx.passage?.breakExpires))]);
    // Issue 10: the break's countdown is in the sticky header, like the exam clock.
    expect(within(header()).getByRole('group', { name: 'Break time left' })).toContainElement(screen.getByTestId('timer'));
    expect(screen.getByRole('button', { name: 'Finish the break' })).toHaveProperty('disabled', !is({ BREAK_TAKEN: 'resting' }));
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Take a break' })).toBeNull();
  }
  // Issue 10 "Offline": a banner near the clock while the browser is offline or a save waits
  // for the connection; it says the answer is kept and will be sent, never "not saved".
  if (is('IN_PROGRESS') || is('BREAK_TAKEN')) {
    const banner = screen.getByTestId('connection');
    // Answers kept from an earlier question wait for the connection too (issue 10 "Offline").
    if ((ctx.saving && ctx.saveWaiting && is('IN_PROGRESS')) || ctx.keptWaiting > 0)
      expect(banner).toHaveTextContent('No connection to the server. The answer is kept on this device and will be sent when the connection is back.');
    else if (!ctx.online)
      expect(banner).toHaveTextContent('No connection. You can go on answering: an answer is kept on this device and will be sent when the connection is back.');
    else expect(banner).toBeEmptyDOMElement();
    expect(banner.closest('header')).toBe(header());
  }
  if (is('finishing')) expect(screen.getByRole('status')).toHaveTextContent('Finishing the test…');
  if (is('FINISHED') && ctx.error === 'interrupted') {
    expect(view.path()).toBe(ctx.leaveTo ?? '/exams');
    expect(notifyInterrupted).toHaveBeenCalled();
  } else if (is('FINISHED') && ctx.leaveTo) expect(view.path()).toBe(ctx.leaveTo);
  else if (is('FINISHED')) {
    expect(screen.getByRole('heading', { name: 'The test is finished.' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'See the result' })).toHaveAttribute('href', '/exams/passed/7');
  }
  // Issue 10 item 1: a time-out says so, and how many answers were submitted for the trainee.
  const timeUp = screen.queryByTestId('time-up');
  if ((is('FINISHED') || is('EXPIRED')) && !ctx.leaveTo && ctx.error !== 'interrupted' && ctx.timeUp)
    expect(timeUp).toHaveTextContent(ctx.timeUp.submitted === 2 ? 'Time is up. 2 answers were submitted for you.' : 'Time is up.');
  else expect(timeUp).toBeNull();
  if (is('EXPIRED')) expect(screen.getByRole('heading', { name: 'The time for this test is over.' })).toBeInTheDocument();
}

beforeEach(() => {
  vi.useFakeTimers({ now: BASE });
  fakes.reset();
  notifyInterrupted.mockClear();
  user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime.bind(vi) });
});

afterAll(() => vi.useRealTimers());

// Issue 14 "Paint before JavaScript" (docs/decisions.md #170): a page the server painted came
// with the running passage (and its question). The machine starts where the passage is,
// without loading it, so the first render is the painted one; its clock counts from the
// moment the page arrived. Placed before the paths: their coverage check counts these too.
describe('a page that came with its passage', () => {
  const came = (over: Partial<Passage>, receivedAt = 0) =>
    preloadedAnswers(
      {
        preloaded: {
          '/api/exams/passage/7': passageOf({ passTime: 1, passExpires: BASE + 60_000, now: BASE, ...over }),
          '/api/exams/passage/question/1001': question(1),
        },
      },
      receivedAt,
    );

  const loads = () => fakes.calls.filter((call) => call.name === 'loadPassage').length;

  it('in progress: shows it and its question on the first render, loading neither, its clock from the page', async () => {
    render(came({}, -4_000)); // the page arrived 4 s before the app ran
    // As painted (the server's time), then counted from the page's arrival at the first tick.
    expect(within(header()).getByRole('timer')).toHaveTextContent('01:00');
    expect(screen.getByRole('heading', { level: 3, name: /Question 1 of/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Answer 1A' })).toBeInTheDocument();
    expect(loads()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(TICK_MS));
    expect(within(header()).getByRole('timer')).toHaveTextContent('00:55');
  });

  it('on a break: shows the break, loading nothing', () => {
    render(came({ status: 'BREAK_TAKEN', breaksTaken: 1, breakTime: 1, breakCount: 2, breakExpires: BASE + 30_000 }));
    expect(screen.getByRole('button', { name: 'Finish the break' })).toBeInTheDocument();
    expect(loads()).toBe(0);
  });

  it('finished: is loaded as before (nothing to continue)', () => {
    render(came({ status: 'FINISHED' }));
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(loads()).toBe(1);
  });
});

describeOnScreen('passage machine paths on the passage page', merged, coverage, { render, exec, check });
