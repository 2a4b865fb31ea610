import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { Passage } from '../api/exams.ts';

// SPEC §4 "Passage lifecycle" on the client. The server is authoritative: every status
// comes from a server answer. The timer shows server `now` advanced by a monotonic clock
// (performance.now), never the wall clock; at zero it refreshes from the server and
// pauses until refreshed (SPEC §4 "Timer"). Breaks: visible only when configured and not
// exhausted (breakCount 0/null = unlimited); a check call may return minutesLeft that the
// trainee confirms first. Leaving a running passage asks, then finishes it first.

export const TICK_MS = 1_000; // SPEC §9 "Passage timer tick 1 s"

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
  error: string | null; // ApiError code
}

export type PassageEvent =
  | { type: 'TIMER.TICK'; monoNow: number }
  | { type: 'BREAK.TAKE' }
  | { type: 'BREAK.FINISH' }
  | { type: 'FINISH.REQUEST' }
  | { type: 'LEAVE.REQUEST'; to: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'PASSAGE.UPDATED'; passage: Passage; receivedAt: number }
  | { type: 'PASSAGE.INTERRUPTED' };

/** Server time now, as the client best knows it. */
export function serverNow(context: Pick<PassageContext, 'passage' | 'receivedAt' | 'monoNow'>): number {
  return (context.passage?.now ?? 0) + Math.max(0, context.monoNow - context.receivedAt);
}

/** Milliseconds left on the pass clock, or null when passTime is unlimited. */
export function remainingMs(context: Pick<PassageContext, 'passage' | 'receivedAt' | 'monoNow'>): number | null {
  const expires = context.passage?.passExpires;
  return expires == null ? null : Math.max(0, expires - serverNow(context));
}

export function breakRemainingMs(context: Pick<PassageContext, 'passage' | 'receivedAt' | 'monoNow'>): number | null {
  const expires = context.passage?.breakExpires;
  return expires == null ? null : Math.max(0, expires - serverNow(context));
}

export function breaksAvailable(passage: Passage | null): boolean {
  if (!passage || passage.breakTime == null || passage.breakTime <= 0) return false;
  if (!passage.breakCount) return true; // 0 or absent: unlimited
  return passage.breaksTaken < passage.breakCount;
}

const received = assign(({ event }: { event: { output: Received } }) => ({
  passage: event.output.passage,
  receivedAt: event.output.receivedAt,
  monoNow: event.output.receivedAt,
  error: null,
}));

const byStatus = [
  { guard: 'isInProgress', target: '#passage.IN_PROGRESS.running', actions: received },
  { guard: 'isOnBreak', target: '#passage.BREAK_TAKEN.resting', actions: received },
  { guard: 'isExpired', target: '#passage.EXPIRED', actions: received },
  { target: '#passage.FINISHED', actions: received },
] as const;

const onFailure = [
  { guard: 'isInterrupted', target: '#passage.FINISHED', actions: 'markInterrupted' },
  { target: '#passage.failed', actions: assign({ error: ({ event }: { event: { error: unknown } }) => errorCode(event.error) }) },
] as const;

function errorCode(error: unknown): string {
  return error && typeof error === 'object' && 'code' in error ? String((error as { code: unknown }).code) : 'connection';
}

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
    markInterrupted: assign({
      error: 'interrupted',
      passage: ({ context }) => (context.passage ? { ...context.passage, status: 'FINISHED' as const } : null),
    }),
    leave: (_, _params: { to: string | null }) => {},
  },
  guards: {
    isInProgress: ({ event }) => (event as unknown as { output: Received }).output.passage.status === 'IN_PROGRESS',
    isOnBreak: ({ event }) => (event as unknown as { output: Received }).output.passage.status === 'BREAK_TAKEN',
    isExpired: ({ event }) => (event as unknown as { output: Received }).output.passage.status === 'EXPIRED',
    isInterrupted: ({ event }) => errorCode((event as unknown as { error: unknown }).error) === 'interrupted',
    timeIsUp: ({ context }) => remainingMs(context) === 0,
    breakIsOver: ({ context }) => breakRemainingMs(context) === 0,
    canTakeBreak: ({ context }) => breaksAvailable(context.passage),
    mustConfirm: ({ event }) => (event as unknown as { output: number | null }).output != null,
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
    error: null,
  }),
  initial: 'loading',
  on: {
    'PASSAGE.INTERRUPTED': { target: '.FINISHED', actions: 'markInterrupted' },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadPassage',
        src: 'loadPassage',
        input: ({ context }) => ({ resultId: context.resultId }),
        onDone: byStatus as never,
        onError: onFailure as never,
      },
    },
    IN_PROGRESS: {
      initial: 'running',
      on: {
        'TIMER.TICK': { actions: assign({ monoNow: ({ event }) => event.monoNow }) },
        'PASSAGE.UPDATED': {
          actions: assign({ passage: ({ event }) => event.passage, receivedAt: ({ event }) => event.receivedAt, monoNow: ({ event }) => event.receivedAt }),
        },
      },
      states: {
        running: {
          invoke: { id: 'ticker', src: 'ticker' },
          always: { guard: 'timeIsUp', target: 'refreshing' },
          on: {
            'BREAK.TAKE': { guard: 'canTakeBreak', target: 'checkingBreak' },
            'FINISH.REQUEST': { target: 'confirmingFinish' },
            'LEAVE.REQUEST': { target: 'confirmingLeave', actions: assign({ leaveTo: ({ event }) => event.to }) },
          },
        },
        // The clock reached zero: the server decides; the timer pauses until it answers.
        refreshing: {
          invoke: {
            id: 'refreshPassage',
            src: 'refreshPassage',
            input: ({ context }) => ({ resultId: context.resultId }),
            onDone: byStatus as never,
            onError: onFailure as never,
          },
        },
        checkingBreak: {
          invoke: {
            id: 'checkBreak',
            src: 'checkBreak',
            input: ({ context }) => ({ resultId: context.resultId }),
            onDone: [
              { guard: 'mustConfirm', target: 'confirmingBreak', actions: assign({ minutesLeft: ({ event }) => event.output }) },
              { target: 'takingBreak' },
            ],
            onError: { target: 'running' },
          },
        },
        confirmingBreak: {
          on: {
            CONFIRM: { target: 'takingBreak' },
            CANCEL: { target: 'running', actions: assign({ minutesLeft: null }) },
          },
        },
        takingBreak: {
          entry: assign({ minutesLeft: null }),
          invoke: {
            id: 'takeBreak',
            src: 'takeBreak',
            input: ({ context }) => ({ resultId: context.resultId }),
            onDone: byStatus as never,
            onError: onFailure as never,
          },
        },
        confirmingFinish: {
          on: {
            CONFIRM: { target: '#passage.finishing' },
            CANCEL: { target: 'running' },
          },
        },
        confirmingLeave: {
          on: {
            CONFIRM: { target: '#passage.finishing' },
            CANCEL: { target: 'running', actions: assign({ leaveTo: null }) },
          },
        },
      },
    },
    BREAK_TAKEN: {
      initial: 'resting',
      on: {
        'TIMER.TICK': { actions: assign({ monoNow: ({ event }) => event.monoNow }) },
      },
      states: {
        resting: {
          invoke: { id: 'ticker', src: 'ticker' },
          always: { guard: 'breakIsOver', target: 'refreshing' },
          on: {
            'BREAK.FINISH': { target: 'finishingBreak' },
            'LEAVE.REQUEST': { target: 'confirmingLeave', actions: assign({ leaveTo: ({ event }) => event.to }) },
          },
        },
        refreshing: {
          invoke: {
            id: 'refreshPassage',
            src: 'refreshPassage',
            input: ({ context }) => ({ resultId: context.resultId }),
            onDone: byStatus as never,
            onError: onFailure as never,
          },
        },
        finishingBreak: {
          invoke: {
            id: 'finishBreak',
            src: 'finishBreak',
            input: ({ context }) => ({ resultId: context.resultId }),
            onDone: byStatus as never,
            onError: onFailure as never,
          },
        },
        confirmingLeave: {
          on: {
            CONFIRM: { target: '#passage.finishing' },
            CANCEL: { target: 'resting', actions: assign({ leaveTo: null }) },
          },
        },
      },
    },
    finishing: {
      invoke: {
        id: 'finishPassage',
        src: 'finishPassage',
        input: ({ context }) => ({ resultId: context.resultId }),
        onDone: { target: 'FINISHED', actions: received as never },
        onError: onFailure as never,
      },
    },
    // Finished (by the trainee, the clock, or the server): a pending navigation goes on.
    FINISHED: {
      entry: { type: 'leave', params: ({ context }) => ({ to: context.leaveTo }) },
    },
    EXPIRED: {},
    failed: {},
  },
});
