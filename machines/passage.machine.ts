import { and, assign, fromCallback, fromPromise, setup } from 'xstate';
import { breaksLeft, hasBreakLeft } from '../api/breaks-left.ts';
import type { Passage } from '../api/exams.ts';
import { failureOf } from './failure.ts';

// SPEC §4 "Passage lifecycle" on the client. The server is authoritative: every status
// comes from a server answer. The timer shows server `now` advanced by a monotonic clock
// (performance.now), never the wall clock; at zero it refreshes from the server and
// pauses until refreshed (SPEC §4 "Timer"); a refresh that fails or still finds the
// clock running is asked again after REFRESH_RETRY_MS of ticks. Breaks: visible only when
// configured and not exhausted (breakCount 0/null = unlimited); a check call may return
// minutesLeft that the trainee confirms first. Leaving a running passage asks, then
// finishes it first (SPEC §2 guard). Interruption (SPEC §8) forces FINISHED.

export const TICK_MS = 1_000; // SPEC §9 "Passage timer tick 1 s"
export const REFRESH_RETRY_MS = 5_000;

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
  | { type: 'PASSAGE.INTERRUPTED' };

type Clock = Pick<PassageContext, 'passage' | 'receivedAt' | 'monoNow'>;

/** Server time now, as the client best knows it. */
export function serverNow(context: Clock): number {
  return (context.passage?.now ?? 0) + Math.max(0, context.monoNow - context.receivedAt);
}

/** Milliseconds left on the pass clock, or null when passTime is unlimited. */
export function remainingMs(context: Clock): number | null {
  const expires = context.passage?.passExpires;
  return expires == null ? null : Math.max(0, expires - serverNow(context));
}

export function breakRemainingMs(context: Clock): number | null {
  const expires = context.passage?.breakExpires;
  return expires == null ? null : Math.max(0, expires - serverNow(context));
}

/** The pass clock (or, when unlimited, the schedule) has run out: time to ask the server. */
export function isPassDue(passage: Passage, now: number): boolean {
  return now >= (passage.passExpires ?? passage.scheduleFinish);
}

/** The break is over, or the schedule finish passed during it (SPEC §4). */
export function isBreakDue(passage: Passage, now: number): boolean {
  return now >= passage.scheduleFinish || (passage.breakExpires != null && now >= passage.breakExpires);
}

/** SPEC §4: breaks configured and not exhausted, by the server's rule (api/breaks-left.ts). */
export function breaksAvailable(passage: Passage | null): boolean {
  return passage != null && hasBreakLeft(breaksLeft(passage));
}

type Output<T> = { output: T };
const outputOf = (event: unknown) => (event as Output<Received>).output;

const byStatus = [
  { guard: 'isInProgress', target: '#passage.IN_PROGRESS.running', actions: 'received' },
  { guard: 'isOnBreak', target: '#passage.BREAK_TAKEN.resting', actions: 'received' },
  { guard: 'isExpired', target: '#passage.EXPIRED', actions: 'received' },
  { target: '#passage.FINISHED', actions: 'received' },
] as const;

const interrupted = { guard: 'isInterrupted', target: '#passage.FINISHED', actions: ['markInterrupted', 'passageInterrupted'] } as const;
/** A refused or failed action: the server's answer on reload decides where we are. */
const resync = [interrupted, { target: '#passage.loading', actions: 'forgetLeave' }] as const;
const onInterrupt = { 'PASSAGE.INTERRUPTED': { target: '#passage.FINISHED', actions: ['markInterrupted', 'passageInterrupted'] } } as const;

const errorCode = (error: unknown) => failureOf(error).code;

const refresh = (stillDue: 'stillRunningAtZero' | 'stillOnBreakAtZero', status: 'isInProgress' | 'isOnBreak') =>
  ({
    invoke: {
      id: 'refreshPassage',
      src: 'refreshPassage',
      input: ({ context }: { context: PassageContext }) => ({ resultId: context.resultId }),
      onDone: [{ guard: and([status, stillDue]), target: 'reconnecting', actions: ['received', 'scheduleRetry'] }, ...byStatus],
      onError: [interrupted, { target: 'reconnecting', actions: 'scheduleRetry' }],
    },
  }) as const;
const reconnecting = {
  on: { 'TIMER.TICK': { guard: 'retryIsDue', target: 'refreshing', actions: 'tick' } },
} as const;

export const passageMachine = setup({
  types: {
    context: {} as PassageContext,
    events: {} as PassageEvent,
    input: {} as { resultId: number },
  },
  actors: {
    loadPassage: fromPromise<Received, { resultId: number }>(async () => {
      throw new Error('not provided');
    }),
    refreshPassage: fromPromise<Received, { resultId: number }>(async () => {
      throw new Error('not provided');
    }),
    checkBreak: fromPromise<number | null, { resultId: number }>(async () => null),
    takeBreak: fromPromise<Received, { resultId: number }>(async () => {
      throw new Error('not provided');
    }),
    finishBreak: fromPromise<Received, { resultId: number }>(async () => {
      throw new Error('not provided');
    }),
    finishPassage: fromPromise<Received, { resultId: number }>(async () => {
      throw new Error('not provided');
    }),
    ticker: fromCallback<PassageEvent>(({ sendBack }) => {
      const id = setInterval(() => sendBack({ type: 'TIMER.TICK', monoNow: performance.now() }), TICK_MS);
      return () => clearInterval(id);
    }),
  },
  actions: {
    received: assign(({ event }) => ({
      passage: outputOf(event).passage,
      receivedAt: outputOf(event).receivedAt,
      monoNow: outputOf(event).receivedAt,
      retryAt: null,
      error: null,
    })),
    tick: assign({ monoNow: ({ context, event }) => (event.type === 'TIMER.TICK' ? event.monoNow : context.monoNow) }),
    scheduleRetry: assign({ retryAt: ({ context }) => context.monoNow + REFRESH_RETRY_MS }),
    forgetLeave: assign({ leaveTo: null }),
    forgetMinutesLeft: assign({ minutesLeft: null }),
    markInterrupted: assign({
      error: 'interrupted',
      passage: ({ context }) => (context.passage ? { ...context.passage, status: 'FINISHED' as const } : null),
    }),
    /** SPEC §8: the app goes to /exams. */
    passageInterrupted: () => {},
    /** SPEC §8 "Passage load failure: redirect to /exams". */
    loadFailed: () => {},
    /** The passage is over: the app forgets answers it kept for it. */
    passageClosed: (_, _params: { resultId: number }) => {},
    /** A navigation the trainee asked for goes on once the passage is finished. */
    leave: (_, _params: { to: string | null }) => {},
  },
  guards: {
    isInProgress: ({ event }) => outputOf(event).passage.status === 'IN_PROGRESS',
    isOnBreak: ({ event }) => outputOf(event).passage.status === 'BREAK_TAKEN',
    isExpired: ({ event }) => outputOf(event).passage.status === 'EXPIRED',
    stillRunningAtZero: ({ event }) => isPassDue(outputOf(event).passage, outputOf(event).passage.now),
    stillOnBreakAtZero: ({ event }) => isBreakDue(outputOf(event).passage, outputOf(event).passage.now),
    isInterrupted: ({ event }) => errorCode((event as unknown as { error: unknown }).error) === 'interrupted',
    timeIsUp: ({ context }) => context.passage != null && isPassDue(context.passage, serverNow(context)),
    breakIsOver: ({ context }) => context.passage != null && isBreakDue(context.passage, serverNow(context)),
    retryIsDue: ({ context, event }) => event.type === 'TIMER.TICK' && event.monoNow >= (context.retryAt ?? 0),
    canTakeBreak: ({ context }) => breaksAvailable(context.passage),
    mustConfirm: ({ event }) => (event as unknown as Output<number | null>).output != null,
  },
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
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPassage',
        src: 'loadPassage',
        input: ({ context }) => ({ resultId: context.resultId }),
        onDone: byStatus as never,
        onError: [interrupted, { target: 'failed', actions: assign({ error: ({ event }) => errorCode(event.error) }) }] as never,
      },
    },
    IN_PROGRESS: {
      initial: 'running',
      invoke: { id: 'ticker', src: 'ticker' },
      on: { 'TIMER.TICK': { actions: 'tick' }, ...onInterrupt },
      states: {
        running: {
          always: { guard: 'timeIsUp', target: 'refreshing' },
          on: {
            'BREAK.TAKE': { guard: 'canTakeBreak', target: 'checkingBreak' },
            'FINISH.REQUEST': { target: 'confirmingFinish' },
            'FINISH.CONFIRMED': { target: '#passage.finishing' },
            'LEAVE.REQUEST': { target: 'confirmingLeave', actions: assign({ leaveTo: ({ event }) => event.to }) },
          },
        },
        // The clock reached zero: the server decides; the timer pauses until it answers.
        refreshing: refresh('stillRunningAtZero', 'isInProgress'),
        reconnecting,
        checkingBreak: {
          invoke: {
            id: 'checkBreak',
            src: 'checkBreak',
            input: ({ context }) => ({ resultId: context.resultId }),
            onDone: [{ guard: 'mustConfirm', target: 'confirmingBreak', actions: assign({ minutesLeft: ({ event }) => event.output }) }, { target: 'takingBreak' }],
            onError: [interrupted, { target: 'running' }] as never,
          },
        },
        confirmingBreak: {
          always: { guard: 'timeIsUp', target: 'refreshing', actions: 'forgetMinutesLeft' },
          on: {
            CONFIRM: { target: 'takingBreak' },
            CANCEL: { target: 'running', actions: 'forgetMinutesLeft' },
          },
        },
        takingBreak: {
          entry: 'forgetMinutesLeft',
          invoke: {
            id: 'takeBreak',
            src: 'takeBreak',
            input: ({ context }) => ({ resultId: context.resultId }),
            onDone: byStatus as never,
            onError: resync as never,
          },
        },
        confirmingFinish: {
          always: { guard: 'timeIsUp', target: 'refreshing' },
          on: {
            CONFIRM: { target: '#passage.finishing' },
            CANCEL: { target: 'running' },
          },
        },
        confirmingLeave: {
          always: { guard: 'timeIsUp', target: 'refreshing' },
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
      on: { 'TIMER.TICK': { actions: 'tick' }, ...onInterrupt },
      states: {
        resting: {
          always: { guard: 'breakIsOver', target: 'refreshing' },
          on: {
            'BREAK.FINISH': { target: 'finishingBreak' },
            'LEAVE.REQUEST': { target: 'confirmingLeave', actions: assign({ leaveTo: ({ event }) => event.to }) },
          },
        },
        // Break time (or the schedule) ran out: the server moves the passage on.
        refreshing: refresh('stillOnBreakAtZero', 'isOnBreak'),
        reconnecting,
        finishingBreak: {
          invoke: {
            id: 'finishBreak',
            src: 'finishBreak',
            input: ({ context }) => ({ resultId: context.resultId }),
            onDone: byStatus as never,
            onError: resync as never,
          },
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
        input: ({ context }) => ({ resultId: context.resultId }),
        onDone: { target: 'FINISHED', actions: 'received' },
        onError: resync as never,
      },
    },
    // Finished (by the trainee, the clock, or the server): a pending navigation goes on.
    FINISHED: {
      entry: [
        { type: 'passageClosed', params: ({ context }) => ({ resultId: context.resultId }) },
        { type: 'leave', params: ({ context }) => ({ to: context.leaveTo }) },
      ],
    },
    EXPIRED: {
      entry: { type: 'passageClosed', params: ({ context }) => ({ resultId: context.resultId }) },
    },
    failed: {
      entry: 'loadFailed',
    },
  },
});
