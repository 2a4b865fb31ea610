import { assign, fromPromise, setup } from 'xstate';
import { failureOf } from './failure.ts';

// SPEC §2 "Exam intro" start button and §4 "Before starting ... a check call may return
// minutesLeft; if set, the user confirms first". When the exam asks for it (checkAudio),
// the trainee first confirms hearing the sound sample (SPEC §1 audio check). A refused
// check or start (the window closed, no attempts left, any refusal of the server, or no
// answer) goes back to idle and keeps why (issue 10: the intro shows the server's message,
// SPEC §8 "HTTP 400 with errorMessage: that message is shown", beside the start button, not
// nothing); the next start clears it.

export interface ExamStartContext {
  scheduleId: number;
  checkAudio: boolean;
  audioConfirmed: boolean;
  minutesLeft: number | null;
  resultId: number | null;
  notice: 'audioNotHeard' | null;
  refusal: StartRefusal | null;
}

/** Why the last check or start was refused: the server's message, or none (no answer, no text). */
export interface StartRefusal {
  code: string;
  message: string | null;
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
    clearRefusal: assign({ refusal: null }),
    rememberRefusal: assign((_, { error }: { error: unknown }) => {
      const { code, serverMessage } = failureOf(error);
      return { refusal: { code, message: serverMessage } };
    }),
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
    refusal: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        START: [
          { guard: 'needsAudioCheck', target: 'checkingAudio', actions: ['clearNotice', 'clearRefusal'] },
          // The notice is only ever set while the sound is still to be checked (first branch).
          { target: 'checking', actions: 'clearRefusal' },
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
        onError: { target: 'idle', actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) } },
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
        onError: { target: 'idle', actions: { type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    started: {
      entry: { type: 'openPassage', params: ({ context }) => ({ resultId: context.resultId ?? 0 }) },
    },
  },
});
