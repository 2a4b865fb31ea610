import { assign, fromPromise, setup } from 'xstate';

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

export interface ExamStartInput {
  scheduleId: number;
  checkAudio: boolean;
}

export const examStartMachine = setup({
  types: {
    context: {} as ExamStartContext,
    events: {} as ExamStartEvent,
    input: {} as ExamStartInput,
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
    clearNotice: assign({ notice: null }),
    audioConfirmed: assign({ audioConfirmed: true }),
    audioNotHeard: assign({ notice: 'audioNotHeard' as const }),
    rememberMinutesLeft: assign((_, { minutesLeft }: { minutesLeft: number | null }) => ({ minutesLeft })),
    rememberResult: assign((_, { resultId }: { resultId: number }) => ({ resultId })),
    /** The app goes to the passage's first question. */
    openPassage: (_, _params: { resultId: number }) => {},
  },
  guards: {
    needsAudioCheck: ({ context }) => context.checkAudio && !context.audioConfirmed,
    heard: (_, { heard }: { heard: boolean }) => heard,
    mustConfirm: (_, { minutesLeft }: { minutesLeft: number | null }) => minutesLeft != null,
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
          { guard: 'needsAudioCheck', target: 'checkingAudio', actions: 'clearNotice' },
          // The notice is only ever set while the sound is still to be checked (first branch).
          { target: 'checking' },
        ],
      },
    },
    checkingAudio: {
      invoke: {
        id: 'audioCheck',
        src: 'audioCheck',
        onDone: [
          { guard: { type: 'heard', params: ({ event }) => ({ heard: event.output }) }, target: 'checking', actions: 'audioConfirmed' },
          { target: 'idle', actions: 'audioNotHeard' },
        ],
        onError: { target: 'idle' },
      },
    },
    checking: {
      invoke: {
        id: 'checkStart',
        src: 'checkStart',
        input: ({ context }) => ({ scheduleId: context.scheduleId }),
        onDone: [
          {
            guard: { type: 'mustConfirm', params: ({ event }) => ({ minutesLeft: event.output }) },
            target: 'confirming',
            actions: { type: 'rememberMinutesLeft', params: ({ event }) => ({ minutesLeft: event.output }) },
          },
          { target: 'starting' },
        ],
        onError: { target: 'idle' },
      },
    },
    confirming: {
      on: {
        CONFIRM: { target: 'starting' },
        // minutesLeft is read only while confirming, and set anew on the way in.
        CANCEL: { target: 'idle' },
      },
    },
    starting: {
      invoke: {
        id: 'startPassage',
        src: 'startPassage',
        input: ({ context }) => ({ scheduleId: context.scheduleId }),
        onDone: { target: 'started', actions: { type: 'rememberResult', params: ({ event }) => ({ resultId: event.output }) } },
        onError: { target: 'idle' },
      },
    },
    started: {
      entry: { type: 'openPassage', params: ({ context }) => ({ resultId: context.resultId ?? 0 }) },
    },
  },
});
