import { and, assign, fromPromise, setup } from 'xstate';
import type { AnswerResponse, GivenAnswer, Question, QuestionRef } from '../api/exams.ts';
import { allSaved, draftFromQuestion, hasSelection, nextUnsaved, type Draft } from './question-answer.ts';

// SPEC §4 "Question answer states": unsaved, changed, saved. A saved question is locked
// unless answerHistoryAllowed. Confirming needs a selection ('question not answered');
// re-confirming a saved answer asks again; leaving a selected-but-unsaved or changed
// answer asks whether to save; after the last unsaved answer is saved, finishing is
// offered; "next" goes to the next unsaved question cyclically. A save that cannot reach
// the server is kept (the app persists it) and retried until it is acknowledged.

export const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 15_000];

export interface QuestionContext {
  resultId: number;
  refs: QuestionRef[];
  index: number; // 0-based position in refs
  question: Question | null;
  draft: Draft;
  pendingIndex: number | null; // where to go once the save/ask is done
  info: 'notAnswered' | null;
  error: string | null; // ApiError code of a refused save
  serverMessage: string | null;
  lastResult: AnswerResponse | null;
  retries: number;
  answerHistoryAllowed: boolean;
}

export type QuestionEvent =
  | { type: 'ANSWER.CHANGE'; answers: GivenAnswer[] }
  | { type: 'ANSWER.SAVE' }
  | { type: 'QUESTION.GO'; index: number }
  | { type: 'QUESTION.NEXT' }
  | { type: 'CONFIRM' }
  | { type: 'DISCARD' }
  | { type: 'CANCEL' }
  | { type: 'INFO.DISMISS' };

export interface QuestionInput {
  resultId: number;
  refs: QuestionRef[];
  index: number;
  answerHistoryAllowed: boolean;
}

const emptyDraft: Draft = { answers: [], touched: false };

function errorOf(error: unknown) {
  const e = (error ?? {}) as { code?: string; serverMessage?: string };
  return { error: e.code ?? 'connection', serverMessage: e.serverMessage ?? null };
}

export const questionMachine = setup({
  types: {
    context: {} as QuestionContext,
    events: {} as QuestionEvent,
    input: {} as QuestionInput,
  },
  actors: {
    loadQuestion: fromPromise<Question, { resultQuestionId: number }>(async () => {
      throw new Error('not provided');
    }),
    saveAnswer: fromPromise<AnswerResponse, { resultId: number; resultQuestionId: number; answers: GivenAnswer[] }>(async () => {
      throw new Error('not provided');
    }),
  },
  actions: {
    showQuestion: (_, _params: { index: number }) => {}, // the app keeps the URL in step
    requestFinish: () => {}, // the app tells the passage machine
    passageInterrupted: () => {},
    saveAcknowledged: (_, _params: { resultQuestionId: number }) => {}, // the app drops its kept copy
  },
  guards: {
    hasSelection: ({ context }) => context.question != null && hasSelection(context.question, context.draft),
    isSaved: ({ context }) => context.question?.saved === true,
    isLocked: ({ context }) => context.question?.saved === true && !context.answerHistoryAllowed,
    isOtherQuestion: ({ context, event }) => event.type === 'QUESTION.GO' && event.index !== context.index && event.index >= 0 && event.index < context.refs.length,
    hasNextUnsaved: ({ context }) => nextUnsaved(context.refs, context.index) != null,
    hasPendingMove: ({ context }) => context.pendingIndex != null,
    allSaved: ({ context }) => allSaved(context.refs),
    isConnectionError: ({ event }) => errorOf((event as { error?: unknown }).error).error === 'connection',
    isInterrupted: ({ event }) => errorOf((event as { error?: unknown }).error).error === 'interrupted',
  },
  delays: {
    retryDelay: ({ context }) => RETRY_DELAYS_MS[Math.min(context.retries, RETRY_DELAYS_MS.length - 1)],
  },
}).createMachine({
  id: 'question',
  context: ({ input }) => ({
    resultId: input.resultId,
    refs: input.refs,
    index: Math.min(Math.max(0, input.index), Math.max(0, input.refs.length - 1)),
    question: null,
    draft: emptyDraft,
    pendingIndex: null,
    info: null,
    error: null,
    serverMessage: null,
    lastResult: null,
    retries: 0,
    answerHistoryAllowed: input.answerHistoryAllowed,
  }),
  initial: 'loading',
  on: {
    'INFO.DISMISS': { actions: assign({ info: null, error: null, serverMessage: null }) },
  },
  states: {
    loading: {
      entry: [
        assign({ question: null, draft: emptyDraft, info: null, error: null, serverMessage: null, lastResult: null }),
        { type: 'showQuestion', params: ({ context }) => ({ index: context.index }) },
      ],
      invoke: {
        id: 'loadQuestion',
        src: 'loadQuestion',
        input: ({ context }) => ({ resultQuestionId: context.refs[context.index].resultQuestionId }),
        onDone: [
          {
            guard: ({ event }) => event.output.saved,
            target: 'saved',
            actions: assign({ question: ({ event }) => event.output, draft: ({ event }) => draftFromQuestion(event.output) }),
          },
          {
            target: 'unsaved',
            actions: assign({ question: ({ event }) => event.output, draft: ({ event }) => draftFromQuestion(event.output) }),
          },
        ],
        onError: [
          { guard: 'isInterrupted', target: 'interrupted' },
          { target: 'failed', actions: assign(({ event }) => errorOf(event.error)) },
        ],
      },
    },
    failed: {
      on: { 'QUESTION.GO': { target: 'loading', actions: assign({ index: ({ event }) => event.index }) } },
    },
    unsaved: {
      on: {
        'ANSWER.CHANGE': { actions: assign({ draft: ({ event }) => ({ answers: event.answers, touched: true }), info: null }) },
        'ANSWER.SAVE': [{ guard: 'hasSelection', target: 'saving' }, { actions: assign({ info: 'notAnswered' }) }],
        'QUESTION.GO': [
          { guard: and(['isOtherQuestion', 'hasSelection']), target: 'askingToSave', actions: assign({ pendingIndex: ({ event }) => event.index }) },
          { guard: 'isOtherQuestion', target: 'loading', actions: assign({ index: ({ event }) => event.index }) },
        ],
        'QUESTION.NEXT': { guard: 'hasNextUnsaved', target: 'loading', actions: assign({ index: ({ context }) => nextUnsaved(context.refs, context.index)! }) },
      },
    },
    changed: {
      on: {
        'ANSWER.CHANGE': { actions: assign({ draft: ({ event }) => ({ answers: event.answers, touched: true }), info: null }) },
        'ANSWER.SAVE': [{ guard: 'hasSelection', target: 'saving' }, { actions: assign({ info: 'notAnswered' }) }],
        'QUESTION.GO': { guard: 'isOtherQuestion', target: 'askingToSave', actions: assign({ pendingIndex: ({ event }) => event.index }) },
        'QUESTION.NEXT': {
          guard: 'hasNextUnsaved',
          target: 'askingToSave',
          actions: assign({ pendingIndex: ({ context }) => nextUnsaved(context.refs, context.index) }),
        },
      },
    },
    saved: {
      on: {
        'ANSWER.CHANGE': {
          guard: ({ context }) => context.answerHistoryAllowed,
          target: 'changed',
          actions: assign({ draft: ({ event }) => ({ answers: event.answers, touched: true }), info: null }),
        },
        'ANSWER.SAVE': { guard: ({ context }) => context.answerHistoryAllowed, target: 'confirmingResave' },
        'QUESTION.GO': { guard: 'isOtherQuestion', target: 'loading', actions: assign({ index: ({ event }) => event.index }) },
        'QUESTION.NEXT': { guard: 'hasNextUnsaved', target: 'loading', actions: assign({ index: ({ context }) => nextUnsaved(context.refs, context.index)! }) },
      },
    },
    confirmingResave: {
      on: { CONFIRM: { target: 'saving' }, CANCEL: { target: 'saved' } },
    },
    askingToSave: {
      on: {
        CONFIRM: [{ guard: 'hasSelection', target: 'saving' }, { target: 'loading', actions: assign({ index: ({ context }) => context.pendingIndex!, pendingIndex: null }) }],
        DISCARD: { target: 'loading', actions: assign({ index: ({ context }) => context.pendingIndex!, pendingIndex: null }) },
        CANCEL: [
          { guard: 'isSaved', target: 'changed', actions: assign({ pendingIndex: null }) },
          { target: 'unsaved', actions: assign({ pendingIndex: null }) },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'saveAnswer',
        src: 'saveAnswer',
        input: ({ context }) => ({
          resultId: context.resultId,
          resultQuestionId: context.refs[context.index].resultQuestionId,
          answers: context.draft.answers,
        }),
        onDone: {
          target: 'acknowledged',
          actions: [
            assign(({ context, event }) => ({
              retries: 0,
              lastResult: event.output,
              refs: context.refs.map((r, i) => (i === context.index ? { ...r, ...event.output.question, saved: true } : r)),
              question: context.question ? { ...context.question, saved: true, changed: false, correct: event.output.correct } : null,
            })),
            { type: 'saveAcknowledged', params: ({ context }) => ({ resultQuestionId: context.refs[context.index].resultQuestionId }) },
          ],
        },
        onError: [
          { guard: 'isInterrupted', target: 'interrupted' },
          { guard: 'isConnectionError', target: 'retrying' },
          {
            // Refused by the server (locked, time over): show why; the answer stays on screen.
            target: 'refused',
            actions: assign(({ event }) => ({ ...errorOf(event.error), pendingIndex: null, retries: 0 })),
          },
        ],
      },
    },
    // Offline or the server is down: the answer is kept and sent again.
    retrying: {
      entry: assign({ retries: ({ context }) => context.retries + 1 }),
      after: { retryDelay: { target: 'saving' } },
    },
    refused: {
      always: [{ guard: 'isSaved', target: 'changed' }, { target: 'unsaved' }],
    },
    acknowledged: {
      always: [
        { guard: 'hasPendingMove', target: 'loading', actions: assign({ index: ({ context }) => context.pendingIndex!, pendingIndex: null }) },
        { guard: 'allSaved', target: 'offeringFinish' },
        { target: 'saved' },
      ],
    },
    // SPEC §4: after saving the last unsaved answer, a confirmation to finish appears.
    offeringFinish: {
      on: {
        CONFIRM: { target: 'saved', actions: 'requestFinish' },
        CANCEL: { target: 'saved' },
      },
    },
    interrupted: {
      entry: 'passageInterrupted',
    },
  },
});
