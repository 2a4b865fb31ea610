import { and, assign, sendTo, fromCallback, fromPromise, not, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import type { Passage, QuestionRef } from '../api/exams.ts';
import { questionMachine, type PreloadedQuestion, type QuestionReport } from './question.machine.ts';
import { failureOf } from './failure.ts';
import { breaksAvailable, isBreakDue, isPassDue, serverNow, TICK_MS } from './passage-clock.ts';

// SPEC §4 "Passage lifecycle" on the client. The server is authoritative: every status
// comes from a server answer. The timer shows server `now` advanced by a monotonic clock
// (machines/passage-clock.ts); at zero it refreshes from the server and pauses until
// refreshed (SPEC §4 "Timer"); a refresh that fails or still finds the clock running is
// asked again after REFRESH_RETRY_MS of ticks. Breaks: visible only when configured and
// not exhausted (breakCount 0/null = unlimited); a check call may return minutesLeft that
// the trainee confirms first. Leaving a running passage asks, then finishes it first
// (SPEC §2 guard). Interruption (SPEC §8) forces FINISHED.
// While the passage is in progress it runs the question machine (invoked as `question`),
// which reports the question shown (the app keeps the URL in step, and a break comes back
// to it), saves starting and settling (finishing and breaks wait for them), the answers
// saved (the finish and leave confirmations name the unsaved ones), the trainee accepting
// the offer to finish, and the server's interruption. At zero (issue 10 item 1) it first
// has the question machine submit every unsaved draft (TIME.UP, answered by
// DRAFTS.SUBMITTED with the count, or given up after SUBMIT_WAIT_MS), then refreshes; the
// finished panel says the time is up and how many answers were submitted.
// A break with an unsaved change on screen (DRAFT.PENDING from the question machine) asks
// first: save it (then the break), discard it (then the break), or stay.
// Offline (issue 10): the browser's network state comes in as NETWORK.ONLINE/OFFLINE (the
// `network` actor, from the app's services), and the question machine says when a save
// failed for a connection error and waits to be sent again (SAVE.WAITING, until
// SAVE.SETTLED); either shows the offline banner. Back online, a waiting save is sent at
// once (ANSWER.RETRY to the question machine) and a refresh at zero is asked again.
// Answers left waiting when the trainee opened another question count too (KEPT.WAITING):
// finishing and breaks wait for every one of them; ANSWER.RETRY sends them as well.

export { TICK_MS } from './passage-clock.ts';
export const REFRESH_RETRY_MS = 5_000;
/** How long the time-out waits for the drafts to be sent (below the server's 5 s grace period). */
export const SUBMIT_WAIT_MS = 4_000;

/** A passage as received, with the monotonic time at which it arrived. */
export interface Received {
  passage: Passage;
  receivedAt: number;
}

export interface PassageContext {
  resultId: number;
  passage: Passage | null;
  receivedAt: number; // monotonic ms when `passage` arrived
  monoNow: number; // monotonic ms of the last tick
  minutesLeft: number | null; // from the check call, to confirm
  leaveTo: string | null; // where the trainee wanted to go
  retryAt: number | null; // monotonic ms of the next refresh after a failed one
  error: string | null; // ApiError code
  questions: QuestionRef[]; // as last known: the server's, then the question machine's saves
  questionIndex: number; // 0-based: the question shown (or asked for by the URL)
  saving: boolean; // an answer is on its way (the question machine is sending it)
  timeUp: { submitted: number } | null; // the clock reached zero: drafts submitted for the trainee
  draftPending: boolean; // the question shown has an unsaved change (a break asks about it)
  online: boolean; // the browser says it has a network (NETWORK.ONLINE/OFFLINE)
  saveWaiting: boolean; // the save on its way failed for a connection error: kept, sent again
  keptWaiting: number; // answers of questions left while their save waited: kept, sent when the connection is back
  preloaded: PreloadedPassage | null; // what the page came with (input `preloaded`): used once, by the first state and question machine
}

export type PassageEvent =
  | { type: 'TIMER.TICK'; monoNow: number }
  | { type: 'BREAK.TAKE' }
  | { type: 'BREAK.FINISH' }
  | { type: 'FINISH.REQUEST' }
  /** The trainee already agreed (the question machine's offer to finish). */
  | { type: 'FINISH.CONFIRMED' }
  | { type: 'LEAVE.REQUEST'; to: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  /** Before a break: drop the unsaved change (issue 10 item 1). */
  | { type: 'DISCARD' }
  | { type: 'PASSAGE.INTERRUPTED' }
  /** The browser's network state (issue 10 "Offline"). */
  | { type: 'NETWORK.ONLINE' }
  | { type: 'NETWORK.OFFLINE' }
  | Exclude<QuestionReport, { type: 'FINISH.CONFIRMED' | 'PASSAGE.INTERRUPTED' }>;

export interface PassageInput {
  resultId: number;
  /** 0-based: the question the URL asks for (the first by default). */
  questionIndex?: number;
  /**
   * The passage as the page came with it (issue 14 "Paint before JavaScript", docs/decisions.md
   * #170), and the question its URL shows: the machine starts in the passage's state, without
   * loading it, so the first render is the one the server painted.
   */
  preloaded?: PreloadedPassage;
}

/** The passage and its question as the page came with them (PassageInput `preloaded`). */
export interface PreloadedPassage {
  received: Received;
  question: PreloadedQuestion | null;
}

type ResultId = { resultId: number };
type Failed = { error: unknown };

// Params read from the events that carry them (typed by the transition they are used in).
const output = ({ event }: { event: DoneActorEvent<Received> }): Received => event.output;
const failure = ({ event }: { event: ErrorActorEvent }): Failed => ({ error: event.error });
const resultId = ({ context }: { context: PassageContext }): ResultId => ({ resultId: context.resultId });
const received = { type: 'received', params: output } as const;
const preloadedPassage = ({ context }: { context: PassageContext }): Received => context.preloaded!.received; // guarded by preloadedInProgress/OnBreak

/** Where a server answer puts the passage: by the status it carries. */
const byStatus = [
  { guard: { type: 'isInProgress', params: output }, target: '#passage.IN_PROGRESS.running', actions: received },
  { guard: { type: 'isOnBreak', params: output }, target: '#passage.BREAK_TAKEN.resting', actions: received },
  { guard: { type: 'isExpired', params: output }, target: '#passage.EXPIRED', actions: received },
  { target: '#passage.FINISHED', actions: received },
] as const;

const interrupted = { guard: { type: 'isInterrupted', params: failure }, target: '#passage.FINISHED', actions: ['markInterrupted', 'passageInterrupted'] } as const;
/** A refused or failed action: the server's answer on reload decides where we are. */
const resync = [interrupted, { target: '#passage.loading', actions: 'forgetLeave' }] as const;
const onInterrupt = { 'PASSAGE.INTERRUPTED': { target: '#passage.FINISHED', actions: ['markInterrupted', 'passageInterrupted'] } } as const;
const onTick = { 'TIMER.TICK': { actions: { type: 'tick', params: ({ event }: { event: { monoNow: number } }) => ({ monoNow: event.monoNow }) } } } as const;
const leaveTo = { type: 'rememberLeave', params: ({ event }: { event: { to: string } }) => ({ to: event.to }) } as const;

const refreshFailed = [interrupted, { target: 'reconnecting', actions: 'scheduleRetry' }] as const;
/**
 * The refresh at zero (SPEC §4 "the timer pauses until refreshed"), the same on the pass
 * clock and on a break: the server's answer decides where the passage goes (`then`), unless
 * by the server's own clock it is still at zero (`stillAtZero`): then it is asked again after
 * REFRESH_RETRY_MS, as after a failed refresh.
 */
function refreshAtZero<const Then extends readonly object[]>(stillAtZero: 'stillRunningAtZero' | 'stillOnBreakAtZero', then: Then) {
  return {
    id: 'refreshPassage',
    src: 'refreshPassage',
    input: resultId,
    onDone: [{ guard: { type: stillAtZero, params: output }, target: 'reconnecting', actions: [received, 'scheduleRetry'] }, ...then],
    onError: refreshFailed,
  } as const;
}
const reconnecting = {
  on: {
    // Back online: ask now rather than at the next retry.
    'NETWORK.ONLINE': { target: 'refreshing', actions: 'wentOnline' },
    'TIMER.TICK': {
      guard: { type: 'retryIsDue', params: ({ event }: { event: { monoNow: number } }) => ({ monoNow: event.monoNow }) },
      target: 'refreshing',
      actions: onTick['TIMER.TICK'].actions,
    },
  },
} as const;

export const passageMachine = setup({
  types: {
    context: {} as PassageContext,
    events: {} as PassageEvent,
    input: {} as PassageInput,
    children: {} as { question: 'question' },
  },
  actors: {
    loadPassage: fromPromise<Received, ResultId>(async () => {
      throw new Error('not provided');
    }),
    refreshPassage: fromPromise<Received, ResultId>(async () => {
      throw new Error('not provided');
    }),
    checkBreak: fromPromise<number | null, ResultId>(async () => null),
    takeBreak: fromPromise<Received, ResultId>(async () => {
      throw new Error('not provided');
    }),
    finishBreak: fromPromise<Received, ResultId>(async () => {
      throw new Error('not provided');
    }),
    finishPassage: fromPromise<Received, ResultId>(async () => {
      throw new Error('not provided');
    }),
    ticker: fromCallback<PassageEvent>(({ sendBack }) => {
      const id = setInterval(() => sendBack({ type: 'TIMER.TICK', monoNow: performance.now() }), TICK_MS);
      return () => clearInterval(id);
    }),
    /** The browser's network state: NETWORK.ONLINE/OFFLINE now and on every change. */
    network: fromCallback<PassageEvent>(() => {}),
    question: questionMachine,
  },
  actions: {
    received: assign((_, { passage, receivedAt }: Received) => ({ passage, receivedAt, monoNow: receivedAt, retryAt: null, error: null, questions: passage.questions })),
    rememberQuestion: assign((_, { index }: { index: number }) => ({ questionIndex: index })),
    rememberSaved: assign((_, { refs }: { refs: QuestionRef[] }) => ({ questions: refs })),
    saveStarted: assign({ saving: true }),
    saveSettled: assign({ saving: false, saveWaiting: false }),
    saveWaits: assign({ saveWaiting: true }),
    keptWaiting: assign((_, { count }: { count: number }) => ({ keptWaiting: count })),
    wentOnline: assign({ online: true }),
    wentOffline: assign({ online: false }),
    /** Back online: a save waiting for the connection is sent now, not at its next retry. */
    retrySave: sendTo('question', { type: 'ANSWER.RETRY' }),
    tick: assign((_, { monoNow }: { monoNow: number }) => ({ monoNow })),
    /** Issue 10 item 1: the question machine sends every draft as the final answer. */
    submitDrafts: sendTo('question', { type: 'TIME.UP' }),
    rememberSubmitted: assign((_, { count }: { count: number }) => ({ timeUp: { submitted: count } })),
    /** The server says the passage still runs (the clock was ahead): the questions come back. */
    resumeQuestions: sendTo('question', { type: 'TIME.RESUMED' }),
    forgetTimeUp: assign({ timeUp: null }),
    forgetDraft: assign({ draftPending: false }),
    forgetPreloaded: assign({ preloaded: null }),
    rememberDraft: assign((_, { pending }: { pending: boolean }) => ({ draftPending: pending })),
    /** Before a break (issue 10 item 1): the question machine saves the change, or drops it. */
    saveDraft: sendTo('question', { type: 'ANSWER.SAVE' }),
    discardDraft: sendTo('question', { type: 'DRAFT.DISCARD' }),
    scheduleRetry: assign({ retryAt: ({ context }) => context.monoNow + REFRESH_RETRY_MS }),
    rememberLeave: assign((_, { to }: { to: string }) => ({ leaveTo: to })),
    forgetLeave: assign({ leaveTo: null }),
    rememberMinutesLeft: assign((_, { minutesLeft }: { minutesLeft: number | null }) => ({ minutesLeft })),
    forgetMinutesLeft: assign({ minutesLeft: null }),
    rememberFailure: assign((_, { error }: Failed) => ({ error: failureOf(error).code })),
    markInterrupted: assign({
      error: 'interrupted',
      passage: ({ context }) => (context.passage ? { ...context.passage, status: 'FINISHED' as const } : null),
    }),
    /** SPEC §8: the app goes to /exams. */
    passageInterrupted: () => {},
    /** SPEC §8 "Passage load failure: redirect to /exams". */
    loadFailed: () => {},
    /** The passage is over: the app forgets answers it kept for it. */
    passageClosed: (_, _params: ResultId) => {},
    /** A navigation the trainee asked for goes on once the passage is finished. */
    leave: (_, _params: { to: string | null }) => {},
    /** The app keeps the URL on the question shown (SPEC §2 currentQuestionIndex, 1-based). */
    showQuestion: (_, _params: { resultId: number; index: number }) => {},
  },
  guards: {
    isInProgress: (_, { passage }: Received) => passage.status === 'IN_PROGRESS',
    isOnBreak: (_, { passage }: Received) => passage.status === 'BREAK_TAKEN',
    isExpired: (_, { passage }: Received) => passage.status === 'EXPIRED',
    preloadedInProgress: ({ context }) => context.preloaded?.received.passage.status === 'IN_PROGRESS',
    preloadedOnBreak: ({ context }) => context.preloaded?.received.passage.status === 'BREAK_TAKEN',
    /** The answer to a refresh at zero: still in progress, and the server's own clock is at zero too. */
    stillRunningAtZero: (_, { passage }: Received) => passage.status === 'IN_PROGRESS' && isPassDue(passage, passage.now),
    /** The answer to a refresh at zero: still on the break, and by the server's clock the break is over too. */
    stillOnBreakAtZero: (_, { passage }: Received) => passage.status === 'BREAK_TAKEN' && isBreakDue(passage, passage.now),
    isInterrupted: (_, { error }: Failed) => failureOf(error).code === 'interrupted',
    timeIsUp: ({ context }) => context.passage != null && isPassDue(context.passage, serverNow(context)),
    breakIsOver: ({ context }) => context.passage != null && isBreakDue(context.passage, serverNow(context)),
    retryIsDue: ({ context }, { monoNow }: { monoNow: number }) => monoNow >= (context.retryAt ?? 0),
    canTakeBreak: ({ context }) => breaksAvailable(context.passage),
    /** An answer is on its way, or kept and waiting for the connection (issue 10 "Offline"): finishing and breaks wait. */
    isSaving: ({ context }) => context.saving || context.keptWaiting > 0,
    hasDraftPending: ({ context }) => context.draftPending,
    isPending: (_, { pending }: { pending: boolean }) => pending,
    mustConfirm: (_, { minutesLeft }: { minutesLeft: number | null }) => minutesLeft != null,
  },
  delays: { SUBMIT_WAIT: SUBMIT_WAIT_MS },
}).createMachine({
  id: 'passage',
  context: ({ input }) => ({
    resultId: input.resultId,
    passage: null,
    receivedAt: 0,
    monoNow: 0,
    minutesLeft: null,
    leaveTo: null,
    retryAt: null,
    error: null,
    questions: [],
    questionIndex: Math.max(0, input.questionIndex ?? 0),
    preloaded: input.preloaded ?? null,
    saving: false,
    timeUp: null,
    draftPending: false,
    online: true,
    saveWaiting: false,
    keptWaiting: 0,
  }),
  initial: 'loading',
  invoke: { id: 'network', src: 'network' },
  on: {
    'NETWORK.ONLINE': { actions: 'wentOnline' },
    'NETWORK.OFFLINE': { actions: 'wentOffline' },
  },
  states: {
    loading: {
      // The page came with the passage running or on a break: no load (input `preloaded`).
      always: [
        { guard: 'preloadedInProgress', target: 'IN_PROGRESS.running', actions: { type: 'received', params: preloadedPassage } },
        { guard: 'preloadedOnBreak', target: 'BREAK_TAKEN.resting', actions: [{ type: 'received', params: preloadedPassage }, 'forgetPreloaded'] },
      ],
      invoke: {
        id: 'loadPassage',
        src: 'loadPassage',
        input: resultId,
        onDone: byStatus,
        onError: [interrupted, { target: 'failed', actions: { type: 'rememberFailure', params: failure } }],
      },
    },
    IN_PROGRESS: {
      description: 'The trainee answers: the question machine runs (question), reporting the question shown, saves and the answers saved.',
      initial: 'running',
      entry: ['saveSettled', 'forgetDraft'],
      // The page's question serves the first question machine only: after a break it is loaded again.
      exit: 'forgetPreloaded',
      invoke: [
        { id: 'ticker', src: 'ticker' },
        {
          id: 'question',
          src: 'question',
          input: ({ context }) => ({
            resultId: context.resultId,
            refs: context.questions,
            index: context.questionIndex,
            answerHistoryAllowed: context.passage?.answerHistoryAllowed ?? false,
            preloaded: context.preloaded?.question ?? null,
          }),
        },
      ],
      on: {
        ...onTick,
        ...onInterrupt,
        'QUESTION.SHOWN': {
          actions: [
            { type: 'rememberQuestion', params: ({ event }) => ({ index: event.index }) },
            { type: 'showQuestion', params: ({ context, event }) => ({ resultId: context.resultId, index: event.index }) },
          ],
        },
        'SAVE.STARTED': { actions: 'saveStarted' },
        'SAVE.SETTLED': { actions: 'saveSettled' },
        'SAVE.WAITING': { actions: 'saveWaits' },
        'KEPT.WAITING': { actions: { type: 'keptWaiting', params: ({ event }) => ({ count: event.count }) } },
        'NETWORK.ONLINE': { actions: ['wentOnline', 'retrySave'] },
        'QUESTIONS.SAVED': { actions: { type: 'rememberSaved', params: ({ event }) => ({ refs: event.refs }) } },
        'DRAFT.PENDING': { actions: { type: 'rememberDraft', params: ({ event }) => ({ pending: event.pending }) } },
      },
      states: {
        running: {
          always: { guard: 'timeIsUp', target: 'submittingDrafts' },
          on: {
            // SPEC §2: a break or finishing waits while an answer is on its way.
            'BREAK.TAKE': [
              // Issue 10 item 1: an unsaved change is never dropped silently: save it first, discard it, or stay.
              { guard: and(['canTakeBreak', not('isSaving'), 'hasDraftPending']), target: 'confirmingBreakDraft' },
              { guard: and(['canTakeBreak', not('isSaving')]), target: 'checkingBreak' },
            ],
            'FINISH.REQUEST': { guard: not('isSaving'), target: 'confirmingFinish' },
            'FINISH.CONFIRMED': { target: '#passage.finishing' },
            'LEAVE.REQUEST': { target: 'confirmingLeave', actions: leaveTo },
          },
        },
        // The clock reached zero: every unsaved draft is sent as the final answer first
        // (issue 10 item 1; the server's grace period takes them), then the server decides.
        submittingDrafts: {
          entry: 'submitDrafts',
          on: {
            'DRAFTS.SUBMITTED': { target: 'refreshing', actions: { type: 'rememberSubmitted', params: ({ event }) => ({ count: event.count }) } },
          },
          after: { SUBMIT_WAIT: { target: 'refreshing', actions: { type: 'rememberSubmitted', params: { count: 0 } } } },
        },
        // The timer pauses until the server answers.
        refreshing: {
          invoke: refreshAtZero('stillRunningAtZero', [
            // The client's clock was ahead: the passage runs on, the question comes back.
            { guard: { type: 'isInProgress', params: output }, target: 'running', actions: [received, 'forgetTimeUp', 'resumeQuestions'] },
            ...byStatus.slice(1),
          ]),
        },
        reconnecting,
        confirmingBreakDraft: {
          always: { guard: 'timeIsUp', target: 'submittingDrafts' },
          on: {
            CONFIRM: { target: 'savingBeforeBreak', actions: 'saveDraft' },
            DISCARD: { target: 'checkingBreak', actions: ['discardDraft', 'forgetDraft'] },
            CANCEL: { target: 'running' },
          },
        },
        // The change is on its way: once saved the break goes on; refused, it stays on screen.
        savingBeforeBreak: {
          always: { guard: 'timeIsUp', target: 'submittingDrafts' },
          on: {
            'QUESTIONS.SAVED': { target: 'checkingBreak', actions: { type: 'rememberSaved', params: ({ event }) => ({ refs: event.refs }) } },
            'DRAFT.PENDING': {
              guard: { type: 'isPending', params: ({ event }) => ({ pending: event.pending }) },
              target: 'running',
              actions: { type: 'rememberDraft', params: { pending: true } },
            },
          },
        },
        checkingBreak: {
          invoke: {
            id: 'checkBreak',
            src: 'checkBreak',
            input: resultId,
            onDone: [
              {
                guard: { type: 'mustConfirm', params: ({ event }) => ({ minutesLeft: event.output }) },
                target: 'confirmingBreak',
                actions: { type: 'rememberMinutesLeft', params: ({ event }) => ({ minutesLeft: event.output }) },
              },
              { target: 'takingBreak' },
            ],
            onError: [interrupted, { target: 'running' }],
          },
        },
        confirmingBreak: {
          always: { guard: 'timeIsUp', target: 'submittingDrafts', actions: 'forgetMinutesLeft' },
          on: {
            CONFIRM: { target: 'takingBreak' },
            CANCEL: { target: 'running', actions: 'forgetMinutesLeft' },
          },
        },
        takingBreak: {
          entry: 'forgetMinutesLeft',
          invoke: { id: 'takeBreak', src: 'takeBreak', input: resultId, onDone: byStatus, onError: resync },
        },
        confirmingFinish: {
          always: { guard: 'timeIsUp', target: 'submittingDrafts' },
          on: {
            CONFIRM: { target: '#passage.finishing' },
            CANCEL: { target: 'running' },
          },
        },
        confirmingLeave: {
          always: { guard: 'timeIsUp', target: 'submittingDrafts' },
          on: {
            CONFIRM: { target: '#passage.finishing' },
            CANCEL: { target: 'running', actions: 'forgetLeave' },
          },
        },
      },
    },
    BREAK_TAKEN: {
      initial: 'resting',
      invoke: { id: 'ticker', src: 'ticker' },
      on: { ...onTick, ...onInterrupt },
      states: {
        resting: {
          always: { guard: 'breakIsOver', target: 'refreshing' },
          on: {
            'BREAK.FINISH': { target: 'finishingBreak' },
            'LEAVE.REQUEST': { target: 'confirmingLeave', actions: leaveTo },
          },
        },
        // Break time (or the schedule) ran out: the server moves the passage on.
        refreshing: {
          invoke: refreshAtZero('stillOnBreakAtZero', byStatus),
        },
        reconnecting,
        finishingBreak: {
          invoke: { id: 'finishBreak', src: 'finishBreak', input: resultId, onDone: byStatus, onError: resync },
        },
        confirmingLeave: {
          always: { guard: 'breakIsOver', target: 'refreshing' },
          on: {
            CONFIRM: { target: '#passage.finishing' },
            CANCEL: { target: 'resting', actions: 'forgetLeave' },
          },
        },
      },
    },
    finishing: {
      on: onInterrupt,
      invoke: {
        id: 'finishPassage',
        src: 'finishPassage',
        input: resultId,
        onDone: { target: 'FINISHED', actions: received },
        onError: resync,
      },
    },
    // Finished (by the trainee, the clock, or the server): a pending navigation goes on.
    FINISHED: {
      entry: [
        { type: 'passageClosed', params: resultId },
        { type: 'leave', params: ({ context }) => ({ to: context.leaveTo }) },
      ],
    },
    EXPIRED: {
      entry: { type: 'passageClosed', params: resultId },
    },
    failed: {
      entry: 'loadFailed',
    },
  },
});
