import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

// SPEC §2 "Exam intro" start button and §4 "Before starting ... a check call may return
// minutesLeft; if set, the user confirms first". When the exam asks for it (checkAudio),
// the trainee first confirms hearing the sound sample (SPEC §1 audio check). Errors of the
// calls are shown by the global handler (SPEC §8); the machine goes back to idle.

export interface ExamStartContext {
  scheduleId: number;
  checkAudio: boolean;
  audioConfirmed: boolean;
  minutesLeft: number | null;
  resultId: number | null;
  notice: 'audioNotHeard' | null;
}

export type ExamStartEvent = { type: 'START' } | { type: 'CONFIRM' } | { type: 'CANCEL' };

export const examStartMachine = setup({
  types: {
    context: {} as ExamStartContext,
    events: {} as ExamStartEvent,
    input: {} as { scheduleId: number; checkAudio: boolean },
  },
  actors: {
    /** The shared audio check dialog; resolves true when the trainee hears the sample. */
    audioCheck: fromPromise<boolean>(async () => true),
    checkStart: fromPromise<number | null, { scheduleId: number }>(async () => null),
    startPassage: fromPromise<number, { scheduleId: number }>(async () => {
      throw new Error('not provided');
    }),
  },
  actions: {
    /** The app goes to /exams/passage/{resultId}/1. */
    openPassage: (_, _params: { resultId: number }) => {},
  },
  guards: {
    needsAudioCheck: ({ context }) => context.checkAudio && !context.audioConfirmed,
    heard: ({ event }) => (event as unknown as { output: boolean }).output === true,
    mustConfirm: ({ event }) => (event as unknown as { output: number | null }).output != null,
  },
}).createMachine({
  id: 'examStart',
  context: ({ input }) => ({
    scheduleId: input.scheduleId,
    checkAudio: input.checkAudio,
    audioConfirmed: false,
    minutesLeft: null,
    resultId: null,
    notice: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        START: [
          { guard: 'needsAudioCheck', target: 'checkingAudio', actions: assign({ notice: null }) },
          { target: 'checking', actions: assign({ notice: null }) },
        ],
      },
    },
    checkingAudio: {
      invoke: {
        id: 'audioCheck',
        src: 'audioCheck',
        onDone: [
          { guard: 'heard', target: 'checking', actions: assign({ audioConfirmed: true }) },
          { target: 'idle', actions: assign({ notice: 'audioNotHeard' }) },
        ],
        onError: { target: 'idle' },
      },
    },
    checking: {
      invoke: {
        id: 'checkStart',
        src: 'checkStart',
        input: ({ context }) => ({ scheduleId: context.scheduleId }),
        onDone: [{ guard: 'mustConfirm', target: 'confirming', actions: assign({ minutesLeft: ({ event }) => event.output }) }, { target: 'starting' }],
        onError: { target: 'idle' },
      },
    },
    confirming: {
      on: {
        CONFIRM: { target: 'starting' },
        CANCEL: { target: 'idle', actions: assign({ minutesLeft: null }) },
      },
    },
    starting: {
      invoke: {
        id: 'startPassage',
        src: 'startPassage',
        input: ({ context }) => ({ scheduleId: context.scheduleId }),
        onDone: { target: 'started', actions: assign({ resultId: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: assign({ minutesLeft: null }) },
      },
    },
    started: {
      entry: { type: 'openPassage', params: ({ context }) => ({ resultId: context.resultId ?? 0 }) },
    },
  },
});

/** What the intro's start button and its confirmation need. */
export function connectExamStart(snapshot: SnapshotFrom<typeof examStartMachine>, send: (event: ExamStartEvent) => void) {
  return {
    isBusy: !snapshot.matches('idle') && !snapshot.matches('confirming'),
    confirmMinutes: snapshot.matches('confirming') ? (snapshot.context.minutesLeft ?? 0) : null,
    notice: snapshot.context.notice,
    onStart: () => send({ type: 'START' }),
    onConfirm: () => send({ type: 'CONFIRM' }),
    onCancel: () => send({ type: 'CANCEL' }),
  };
}
