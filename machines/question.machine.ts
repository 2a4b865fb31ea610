import { and, assign, fromPromise, setup } from 'xstate';
import type { AnswerResponse, GivenAnswer, Question, QuestionRef } from '../api/exams.ts';
import { allSaved, draftFromQuestion, hasSelection, nextUnsaved, type Draft } from './question-answer.ts';
import { failureOf } from './failure.ts';

// SPEC §4 "Question answer states": unsaved, changed, saved. A saved question is locked
// unless answerHistoryAllowed. Confirming needs a selection ('question not answered');
// re-confirming a saved answer asks again; leaving a selected-but-unsaved or changed
// answer asks whether to save; after the last unsaved answer is saved, finishing is
// offered; "next" goes to the next unsaved question cyclically. A save that cannot reach
// the server is kept by the app (it survives a reload) and retried until acknowledged
// (docs/decisions.md 7); answers kept from an earlier page are re-sent first (resending).

export const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 15_000];

/** A question as loaded, with the answer the app still keeps unsent for it, if any. */
export interface LoadedQuestion {
  question: Question;
  kept: GivenAnswer[] | null;
}

export interface QuestionContext {
  resultId: number;
  refs: QuestionRef[];
  index: number; // 0-based position in refs
  question: Question | null;
  draft: Draft;
  pendingIndex: number | null; // where to go once the save/ask is done
  info: 'notAnswered' | null;
  error: string | null; // ApiError code of a refused save or a failed load
  serverMessage: string | null;
  lastResult: AnswerResponse | null;
  retries: number;
  completedAll: boolean; // the last save answered the last unsaved question
  answerHistoryAllowed: boolean;
}

export type QuestionEvent =
  | { type: 'ANSWER.CHANGE'; answers: GivenAnswer[] }
  | { type: 'ANSWER.SAVE' }
  | { type: 'ANSWER.RETRY' }
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
  const { code, serverMessage } = failureOf(error);
  return { error: code, serverMessage };
}

const mergeRefs = (refs: QuestionRef[], answered: readonly QuestionRef[]) =>
  refs.map((r) => {
    const update = answered.find((a) => a.resultQuestionId === r.resultQuestionId);
    return update ? { ...r, ...update, saved: true } : r;
  });

const currentId = ({ context }: { context: QuestionContext }) => ({ resultId: context.resultId, resultQuestionId: context.refs[context.index].resultQuestionId });

export const questionMachine = setup({
  types: {
    context: {} as QuestionContext,
    events: {} as QuestionEvent,
    input: {} as QuestionInput,
  },
  actors: {
    /** Re-sends the answers kept from an earlier page; resolves with those acknowledged. */
    resendKept: fromPromise<QuestionRef[], { resultId: number }>(async () => []),
    loadQuestion: fromPromise<LoadedQuestion, { resultId: number; resultQuestionId: number }>(async () => {
      throw new Error('not provided');
    }),
    saveAnswer: fromPromise<AnswerResponse, { resultId: number; resultQuestionId: number; answers: GivenAnswer[] }>(async () => {
      throw new Error('not provided');
    }),
  },
  actions: {
    edit: assign(({ event }) => ({
      draft: { answers: event.type === 'ANSWER.CHANGE' ? event.answers : [], touched: true },
      info: null,
      error: null,
      serverMessage: null,
    })),
    goToEvent: assign(({ context, event }) => ({ index: event.type === 'QUESTION.GO' ? event.index : context.index, pendingIndex: null })),
    goToNext: assign(({ context }) => ({ index: nextUnsaved(context.refs, context.index) ?? context.index, pendingIndex: null })),
    goToPending: assign(({ context }) => ({ index: context.pendingIndex ?? context.index, pendingIndex: null })),
    askForEvent: assign({ pendingIndex: ({ event }) => (event.type === 'QUESTION.GO' ? event.index : null) }),
    askForNext: assign({ pendingIndex: ({ context }) => nextUnsaved(context.refs, context.index) }),
    stayHere: assign({ pendingIndex: null }),
    notAnswered: assign({ info: 'notAnswered' as const }),
    showQuestion: (_, _params: { index: number }) => {}, // the app keeps the URL in step
    requestFinish: () => {}, // the app tells the passage machine (already confirmed)
    passageInterrupted: () => {},
    forgetKept: (_, _params: { resultId: number; resultQuestionId: number }) => {}, // the app drops its kept copy
  },
  guards: {
    hasSelection: ({ context }) => context.question != null && hasSelection(context.question, context.draft),
    hasKeptAnswer: ({ event }) => (event as unknown as { output: LoadedQuestion }).output.kept != null,
    loadedSaved: ({ event }) => (event as unknown as { output: LoadedQuestion }).output.question.saved,
    isSaved: ({ context }) => context.question?.saved === true,
    // SPEC §4: a saved answer may change only with answer history; a saved essay never does.
    mayChangeSaved: ({ context }) => context.answerHistoryAllowed && context.question?.type !== 'ESSAY',
    isOtherQuestion: ({ context, event }) => event.type === 'QUESTION.GO' && event.index !== context.index && event.index >= 0 && event.index < context.refs.length,
    isAnyQuestion: ({ context, event }) => event.type === 'QUESTION.GO' && event.index >= 0 && event.index < context.refs.length,
    hasNextUnsaved: ({ context }) => nextUnsaved(context.refs, context.index) != null,
    hasPendingMove: ({ context }) => context.pendingIndex != null,
    completedAll: ({ context }) => context.completedAll,
    isConnectionError: ({ event }) => errorOf((event as { error?: unknown }).error).error === 'connection',
    isInterrupted: ({ event }) => errorOf((event as { error?: unknown }).error).error === 'interrupted',
  },
  delays: {
    retryDelay: ({ context }) => RETRY_DELAYS_MS[Math.min(Math.max(0, context.retries - 1), RETRY_DELAYS_MS.length - 1)],
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
    completedAll: false,
    answerHistoryAllowed: input.answerHistoryAllowed,
  }),
  initial: 'resending',
  on: {
    'INFO.DISMISS': { actions: assign({ info: null, error: null, serverMessage: null }) },
  },
  states: {
    // Answers a closed or reloaded page could not deliver go first (SPEC §4 saved state).
    resending: {
      invoke: {
        id: 'resendKept',
        src: 'resendKept',
        input: ({ context }) => ({ resultId: context.resultId }),
        onDone: { target: 'loading', actions: assign({ refs: ({ context, event }) => mergeRefs(context.refs, event.output) }) },
        onError: [{ guard: 'isInterrupted', target: 'interrupted' }, { target: 'loading' }],
      },
    },
    loading: {
      entry: [
        assign({ question: null, draft: emptyDraft, info: null, error: null, serverMessage: null, lastResult: null, completedAll: false }),
        { type: 'showQuestion', params: ({ context }) => ({ index: context.index }) },
      ],
      invoke: {
        id: 'loadQuestion',
        src: 'loadQuestion',
        input: ({ context }) => ({ resultId: context.resultId, resultQuestionId: context.refs[context.index].resultQuestionId }),
        onDone: [
          {
            // An answer kept from before a reload: it is sent again, shown as pending.
            guard: 'hasKeptAnswer',
            target: 'saving',
            actions: assign({ question: ({ event }) => event.output.question, draft: ({ event }) => ({ answers: event.output.kept ?? [], touched: true }) }),
          },
          {
            guard: 'loadedSaved',
            target: 'saved',
            actions: assign({ question: ({ event }) => event.output.question, draft: ({ event }) => draftFromQuestion(event.output.question) }),
          },
          {
            target: 'unsaved',
            actions: assign({ question: ({ event }) => event.output.question, draft: ({ event }) => draftFromQuestion(event.output.question) }),
          },
        ],
        onError: [
          { guard: 'isInterrupted', target: 'interrupted' },
          { target: 'failed', actions: assign(({ event }) => errorOf(event.error)) },
        ],
      },
    },
    failed: {
      on: { 'QUESTION.GO': { guard: 'isAnyQuestion', target: 'loading', actions: 'goToEvent' } },
    },
    unsaved: {
      on: {
        'ANSWER.CHANGE': { actions: 'edit' },
        'ANSWER.SAVE': [{ guard: 'hasSelection', target: 'saving' }, { actions: 'notAnswered' }],
        'QUESTION.GO': [
          { guard: and(['isOtherQuestion', 'hasSelection']), target: 'askingToSave', actions: 'askForEvent' },
          { guard: 'isOtherQuestion', target: 'loading', actions: 'goToEvent' },
        ],
        'QUESTION.NEXT': [
          { guard: and(['hasNextUnsaved', 'hasSelection']), target: 'askingToSave', actions: 'askForNext' },
          { guard: 'hasNextUnsaved', target: 'loading', actions: 'goToNext' },
        ],
      },
    },
    changed: {
      on: {
        'ANSWER.CHANGE': { actions: 'edit' },
        'ANSWER.SAVE': [{ guard: 'hasSelection', target: 'saving' }, { actions: 'notAnswered' }],
        'QUESTION.GO': { guard: 'isOtherQuestion', target: 'askingToSave', actions: 'askForEvent' },
        'QUESTION.NEXT': { guard: 'hasNextUnsaved', target: 'askingToSave', actions: 'askForNext' },
      },
    },
    saved: {
      on: {
        'ANSWER.CHANGE': { guard: 'mayChangeSaved', target: 'changed', actions: 'edit' },
        'ANSWER.SAVE': { guard: 'mayChangeSaved', target: 'confirmingResave' },
        'QUESTION.GO': { guard: 'isOtherQuestion', target: 'loading', actions: 'goToEvent' },
        'QUESTION.NEXT': { guard: 'hasNextUnsaved', target: 'loading', actions: 'goToNext' },
      },
    },
    confirmingResave: {
      on: { CONFIRM: { target: 'saving' }, CANCEL: { target: 'saved' } },
    },
    askingToSave: {
      on: {
        CONFIRM: [
          { guard: 'hasSelection', target: 'saving' },
          { target: 'loading', actions: 'goToPending' },
        ],
        DISCARD: { target: 'loading', actions: 'goToPending' },
        CANCEL: [
          { guard: 'isSaved', target: 'changed', actions: 'stayHere' },
          { target: 'unsaved', actions: 'stayHere' },
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
            assign(({ context, event }) => {
              const refs = context.refs.map((r, i) => (i === context.index ? { ...r, ...event.output.question, saved: true } : r));
              return {
                retries: 0,
                info: null,
                lastResult: event.output,
                completedAll: !allSaved(context.refs) && allSaved(refs),
                refs,
                question: context.question ? { ...context.question, saved: true, changed: false, correct: event.output.correct } : null,
              };
            }),
            { type: 'forgetKept', params: currentId },
          ],
        },
        onError: [
          { guard: 'isInterrupted', target: 'interrupted' },
          { guard: 'isConnectionError', target: 'retrying' },
          {
            // Refused by the server (locked, time over): show why; the answer stays on screen.
            target: 'refused',
            actions: [assign(({ event }) => ({ ...errorOf(event.error), pendingIndex: null, retries: 0 })), { type: 'forgetKept', params: currentId }],
          },
        ],
      },
    },
    // Offline or the server is down: the answer is kept and sent again.
    retrying: {
      entry: assign({ retries: ({ context }) => context.retries + 1 }),
      after: { retryDelay: { target: 'saving' } },
      on: { 'ANSWER.RETRY': { target: 'saving' } },
    },
    refused: {
      always: [{ guard: 'isSaved', target: 'changed' }, { target: 'unsaved' }],
    },
    acknowledged: {
      always: [{ guard: 'hasPendingMove', target: 'loading', actions: 'goToPending' }, { guard: 'completedAll', target: 'offeringFinish' }, { target: 'saved' }],
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
