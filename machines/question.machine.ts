import { and, assertEvent, assign, enqueueActions, fromPromise, not, sendParent, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { isSavedAnswerLocked } from '../api/answer-lock.ts';
import type { AnswerResponse, GivenAnswer, Question, QuestionRef } from '../api/exams.ts';
import { allSaved, draftFromQuestion, essayFile, hasSelection, nextUnsaved, type Draft } from './question-answer.ts';
import { essayUploadMachine, type EssayUploadReport } from './essay-upload.machine.ts';
import { failureOf } from './failure.ts';

// SPEC §4 "Question answer states": unsaved, changed, saved. A saved question is locked
// unless answerHistoryAllowed (api/answer-lock.ts). Confirming needs a selection ('question
// not answered'); re-confirming a saved answer asks again; leaving a selected-but-unsaved or
// changed answer asks whether to save; after the last unsaved answer is saved, finishing is
// offered; "next" goes to the next unsaved question cyclically. A save that cannot reach
// the server is kept by the app (it survives a reload) and retried until acknowledged
// (docs/decisions.md 7); answers kept from an earlier page are re-sent first (resending).
// An answer selected or changed but not saved (a draft) is kept on the device too (keepDraft;
// issue 10 item 1): loading the question shows it again, still to be saved; saving or
// discarding it drops it (forgetDraft), and the passage's end drops them all. When the
// passage's clock reaches zero it sends TIME.UP: every draft is submitted as the final
// answer (submitDrafts; the server's grace period takes saves sent before passExpires) and
// the passage hears how many (DRAFTS.SUBMITTED) before it asks the server.
// The machine runs inside the passage machine (invoked while the passage is in progress),
// which it tells (sendParent) which question is shown, when a save starts and settles, which
// answers are saved, that the trainee accepted to finish, and that the passage is over.
// While a question is shown, its essay file upload runs inside it (essayUpload): saving
// waits while a file is on its way, and the stored name goes into the answer.
// Offline (issue 10): while a save waits for the connection (sending.retrying) the trainee may
// open another question; the waiting answer stays kept on the device (`waiting`, its question
// ids) and is sent in the background (resendWaiting) when the passage hears the connection is
// back (ANSWER.RETRY) or another save gets through. The passage hears how many wait
// (KEPT.WAITING): finishing and breaks wait for every one of them, not only the one on screen.

export const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 15_000] as const;

/** A question as loaded, with the answer the app still keeps unsent for it, if any. */
export interface LoadedQuestion {
  question: Question;
  kept: GivenAnswer[] | null;
  /** The draft the device keeps for it (selected or changed, not saved; issue 10 item 1). */
  draft?: GivenAnswer[] | null;
}

export interface QuestionContext {
  resultId: number;
  refs: QuestionRef[];
  index: number; // 0-based position in refs
  question: Question | null;
  draft: Draft;
  /** The draft shown came from the device with the page's question (input `preloaded`); decides the first state only. */
  draftKept: boolean;
  pendingIndex: number | null; // where to go once the save/ask is done
  info: 'notAnswered' | null;
  error: string | null; // ApiError code of a refused save or a failed load
  serverMessage: string | null;
  lastResult: AnswerResponse | null;
  retries: number;
  completedAll: boolean; // the last save answered the last unsaved question
  answerHistoryAllowed: boolean;
  uploading: boolean; // an essay file is being checked or sent
  waiting: number[]; // questions left while their save waited for the connection: kept, sent in the background
  resendingWaiting: boolean; // resendWaiting is running
}

/** What the background resend of the waiting answers reports: those acknowledged, those still kept. */
export interface ResentWaiting {
  acknowledged: QuestionRef[];
  waiting: number[];
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
  | { type: 'INFO.DISMISS' }
  /** The passage's clock reached zero: submit every draft (issue 10 item 1). */
  | { type: 'TIME.UP' }
  /** The server says the passage still runs after all: show the question again. */
  | { type: 'TIME.RESUMED' }
  /** Before a break the trainee chose to discard the unsaved change (issue 10 item 1). */
  | { type: 'DRAFT.DISCARD' }
  | EssayUploadReport;

/** What the passage machine hears from its question machine (sendParent). */
export type QuestionReport =
  | { type: 'QUESTION.SHOWN'; index: number }
  | { type: 'SAVE.STARTED' }
  | { type: 'SAVE.SETTLED' }
  /** The save failed for a connection error: kept on the device, sent again (issue 10 "Offline"). */
  | { type: 'SAVE.WAITING' }
  /** How many answers left behind (another question opened) are kept and wait for the connection. */
  | { type: 'KEPT.WAITING'; count: number }
  | { type: 'QUESTIONS.SAVED'; refs: QuestionRef[] }
  /** The trainee accepted the offer to finish. */
  | { type: 'FINISH.CONFIRMED' }
  /** Whether the question shown has an unsaved change that could be saved (a break asks about it). */
  | { type: 'DRAFT.PENDING'; pending: boolean }
  /** At time-out: how many drafts were submitted as final answers. */
  | { type: 'DRAFTS.SUBMITTED'; count: number }
  | { type: 'PASSAGE.INTERRUPTED' };

export interface QuestionInput {
  resultId: number;
  refs: QuestionRef[];
  index: number;
  answerHistoryAllowed: boolean;
  /**
   * The question at `index` as the page came with it (issue 14, docs/decisions.md #170), with
   * the draft the device keeps for it, when the device keeps nothing to send for the passage:
   * shown at once, as loading would show it, without resending or loading.
   */
  preloaded?: PreloadedQuestion | null;
}

/** The page's question and the device's draft of it (none: null). */
export type PreloadedQuestion = { question: Question; draft: GivenAnswer[] | null };

/** Which question of the passage a call is about. */
export interface QuestionId {
  resultId: number;
  resultQuestionId: number;
}

type Failed = { error: unknown };

const emptyDraft: Draft = { answers: [], touched: false };

const mergeRefs = (refs: QuestionRef[], answered: readonly QuestionRef[]) =>
  refs.map((r) => {
    const update = answered.find((a) => a.resultQuestionId === r.resultQuestionId);
    return update ? { ...r, ...update, saved: true } : r;
  });

/** The question at `index` (kept within refs; a passage always has questions). */
function currentRef(context: QuestionContext): QuestionRef {
  const ref = context.refs[context.index];
  if (!ref) throw new Error(`no question at index ${context.index}`);
  return ref;
}

const currentId = ({ context }: { context: QuestionContext }): QuestionId => ({ resultId: context.resultId, resultQuestionId: currentRef(context).resultQuestionId });
const failure = ({ event }: { event: ErrorActorEvent }): Failed => ({ error: event.error });
const loaded = ({ event }: { event: DoneActorEvent<LoadedQuestion> }): LoadedQuestion => event.output;
const indexOf = ({ event }: { event: { index: number } }) => ({ index: event.index });
const isInterrupted = { type: 'isInterrupted', params: failure } as const;
const edit = { type: 'edit', params: ({ event }: { event: { answers: GivenAnswer[] } }) => ({ answers: event.answers }) } as const;
const attach = { type: 'attachFile', params: ({ event }: { event: { fileName: string } }) => ({ fileName: event.fileName }) } as const;
/** The current answer as a draft for the device to keep (it survives a reload and a language switch). */
const keepDraft = { type: 'keepDraft', params: ({ context }: { context: QuestionContext }) => ({ ...currentId({ context }), answers: context.draft.answers }) } as const;
/** Discarded before a break: the question is shown again as saved (or empty). */
const discardDraft = { 'DRAFT.DISCARD': { target: '#question.loading', actions: { type: 'forgetDraft', params: currentId } } } as const;
const forgetDraft = { type: 'forgetDraft', params: currentId } as const;
/** The passage's clock reached zero: whatever the trainee is doing, the drafts go (issue 10 item 1). */
const timeUp = { 'TIME.UP': { target: '#question.submittingDrafts' } } as const;
const retryDelayMs = (retries: number) => RETRY_DELAYS_MS[Math.min(Math.max(0, retries - 1), RETRY_DELAYS_MS.length - 1)]!;

export const questionMachine = setup({
  types: {
    context: {} as QuestionContext,
    events: {} as QuestionEvent,
    input: {} as QuestionInput,
    children: {} as { essayUpload: 'essayUpload'; resendWaiting: 'resendWaiting' },
  },
  actors: {
    /** Re-sends the answers kept from an earlier page; resolves with those acknowledged. */
    resendKept: fromPromise<QuestionRef[], { resultId: number }>(async () => []),
    /** Sends the kept answers of the questions left while they waited (issue 10 "Offline"). */
    resendWaiting: fromPromise<ResentWaiting, { resultId: number; resultQuestionIds: number[] }>(async ({ input }) => ({
      acknowledged: [],
      waiting: input.resultQuestionIds,
    })),
    loadQuestion: fromPromise<LoadedQuestion, QuestionId>(async () => {
      throw new Error('not provided');
    }),
    saveAnswer: fromPromise<AnswerResponse, QuestionId & { answers: GivenAnswer[] }>(async () => {
      throw new Error('not provided');
    }),
    essayUpload: essayUploadMachine,
    /** Sends every draft the device keeps (and any kept save); resolves with the drafts the server took. */
    submitDrafts: fromPromise<number, { resultId: number }>(async () => 0),
  },
  actions: {
    edit: assign((_, { answers }: { answers: GivenAnswer[] }) => ({ draft: { answers, touched: true }, info: null, error: null, serverMessage: null })),
    goTo: assign((_, { index }: { index: number }) => ({ index, pendingIndex: null })),
    goToNext: assign(({ context }) => ({ index: nextUnsaved(context.refs, context.index) ?? context.index, pendingIndex: null })),
    goToPending: assign(({ context }) => ({ index: context.pendingIndex ?? context.index, pendingIndex: null })),
    askToGoTo: assign((_, { index }: { index: number }) => ({ pendingIndex: index })),
    askForNext: assign({ pendingIndex: ({ context }) => nextUnsaved(context.refs, context.index) }),
    stayHere: assign({ pendingIndex: null }),
    notAnswered: assign({ info: 'notAnswered' as const }),
    dismissInfo: assign({ info: null, error: null, serverMessage: null }),
    mergeAcknowledged: assign(({ context }, { answered }: { answered: QuestionRef[] }) => ({ refs: mergeRefs(context.refs, answered) })),
    forgetQuestion: assign({ question: null, draft: emptyDraft, info: null, error: null, serverMessage: null, lastResult: null, completedAll: false, uploading: false }),
    /** ESSAY: the file the server stored goes into the answer, the text kept; the upload is over. */
    attachFile: assign(({ context }, { fileName }: { fileName: string }) => ({
      draft: { answers: context.question ? essayFile(context.question, context.draft, fileName) : context.draft.answers, touched: true },
      uploading: false,
      info: null,
      error: null,
      serverMessage: null,
    })),
    setUploading: assign((_, { busy }: { busy: boolean }) => ({ uploading: busy })),
    /** The question as the server has it, the trainee's saved answer on screen. */
    showLoaded: assign((_, { question }: LoadedQuestion) => ({ question, draft: draftFromQuestion(question) })),
    /** A draft the device kept (reload, language switch): on screen again, not saved. */
    showDraft: assign((_, { question, draft }: LoadedQuestion) => ({ question, draft: { answers: draft ?? [], touched: true } })),
    /** An answer kept from before a reload: on screen, and sent again. */
    showKept: assign((_, { question, kept }: LoadedQuestion) => ({ question, draft: { answers: kept ?? [], touched: true } })),
    rememberFailure: assign((_, { error }: Failed) => {
      const { code, serverMessage } = failureOf(error);
      return { error: code, serverMessage };
    }),
    /** Refused by the server (locked, time over): why, shown; the answer stays on screen. */
    rememberRefusal: assign((_, { error }: Failed) => {
      const { code, serverMessage } = failureOf(error);
      return { error: code, serverMessage, pendingIndex: null, retries: 0 };
    }),
    countRetry: assign({ retries: ({ context }) => context.retries + 1 }),
    /** Another question opens while this save waits: it stays kept, sent in the background. */
    leaveWaiting: assign(({ context }) => ({
      waiting: [...context.waiting.filter((id) => id !== currentRef(context).resultQuestionId), currentRef(context).resultQuestionId],
      retries: 0,
    })),
    /** Back on a question whose save waits: it is sent from here again (shown.sending). */
    takeBackWaiting: assign(({ context }) => ({ waiting: context.waiting.filter((id) => id !== currentRef(context).resultQuestionId) })),
    /** The connection is back: the waiting answers go (once at a time). */
    resendWaiting: enqueueActions(({ context, enqueue }) => {
      if (context.waiting.length === 0 || context.resendingWaiting) return;
      enqueue.spawnChild('resendWaiting', { id: 'resendWaiting', input: { resultId: context.resultId, resultQuestionIds: context.waiting } });
      enqueue.assign({ resendingWaiting: true });
    }),
    resentWaiting: assign(({ context }, { acknowledged, waiting }: ResentWaiting) => ({
      refs: mergeRefs(context.refs, acknowledged),
      waiting: context.waiting.filter((id) => waiting.includes(id)),
      resendingWaiting: false,
    })),
    reportWaiting: sendParent(({ context }): QuestionReport => ({ type: 'KEPT.WAITING', count: context.waiting.length })),
    acknowledge: assign(({ context }, result: AnswerResponse) => {
      const refs = context.refs.map((r, i) => (i === context.index ? { ...r, ...result.question, saved: true } : r));
      return {
        retries: 0,
        info: null,
        lastResult: result,
        completedAll: !allSaved(context.refs) && allSaved(refs),
        refs,
        question: context.question ? { ...context.question, saved: true, changed: false, correct: result.correct } : null,
      };
    }),
    /** The passage keeps the URL in step (and comes back to this question after a break). */
    showQuestion: sendParent((_, { index }: { index: number }): QuestionReport => ({ type: 'QUESTION.SHOWN', index })),
    /** SPEC §2: finishing and breaks wait while an answer is on its way. */
    saveStarted: sendParent({ type: 'SAVE.STARTED' } satisfies QuestionReport),
    saveSettled: sendParent({ type: 'SAVE.SETTLED' } satisfies QuestionReport),
    /** The passage shows the offline banner while a save waits for the connection. */
    saveWaits: sendParent({ type: 'SAVE.WAITING' } satisfies QuestionReport),
    /** The passage knows which answers are saved (its finish and leave confirmations say so). */
    reportSaved: sendParent(({ context }): QuestionReport => ({ type: 'QUESTIONS.SAVED', refs: context.refs })),
    /** The trainee accepted the offer to finish: the passage finishes (already confirmed). */
    requestFinish: sendParent({ type: 'FINISH.CONFIRMED' } satisfies QuestionReport),
    /** SPEC §8: the server says the passage is over. */
    passageInterrupted: sendParent({ type: 'PASSAGE.INTERRUPTED' } satisfies QuestionReport),
    /** The passage knows whether an unsaved change is on screen (a break asks what to do with it). */
    reportDraft: sendParent(({ context }): QuestionReport => ({
      type: 'DRAFT.PENDING',
      pending: context.question != null && hasSelection(context.question, context.draft),
    })),
    reportNoDraft: sendParent({ type: 'DRAFT.PENDING', pending: false } satisfies QuestionReport),
    /** Time-out: the passage learns how many drafts became final answers. */
    reportDrafts: sendParent((_, { count }: { count: number }): QuestionReport => ({ type: 'DRAFTS.SUBMITTED', count })),
    forgetKept: (_, _params: QuestionId) => {}, // the app drops its kept copy
    keepDraft: (_, _params: QuestionId & { answers: GivenAnswer[] }) => {}, // the app keeps it on the device
    forgetDraft: (_, _params: QuestionId) => {}, // saved or discarded: the app drops the device's draft
  },
  guards: {
    hasSelection: ({ context }) => context.question != null && hasSelection(context.question, context.draft),
    hasKeptAnswer: (_, { kept }: LoadedQuestion) => kept != null,
    hasDraft: (_, { draft }: LoadedQuestion) => draft != null,
    /** A draft of a saved answer that may still change (answer history): the question shows as changed. */
    hasDraftOfChangeable: ({ context }, { question, draft }: LoadedQuestion) =>
      draft != null && question.saved && !isSavedAnswerLocked({ answerHistoryAllowed: context.answerHistoryAllowed, type: question.type }),
    loadedSaved: (_, { question }: LoadedQuestion) => question.saved,
    /** In `resending`, the first state, a question is there only when the page came with it. */
    hasPreloaded: ({ context }) => context.question != null,
    preloadedSaved: ({ context }) => context.question?.saved === true,
    /** The page's question came with a draft the device keeps. */
    preloadedDraft: ({ context }) => context.question != null && context.draftKept,
    isSaved: ({ context }) => context.question?.saved === true,
    // SPEC §4: a saved answer may change only when it is not locked (answer history; never an essay).
    mayChangeSaved: ({ context }) =>
      context.question != null && !isSavedAnswerLocked({ answerHistoryAllowed: context.answerHistoryAllowed, type: context.question.type }),
    isOtherQuestion: ({ context, event }) => {
      assertEvent(event, 'QUESTION.GO');
      return event.index !== context.index && event.index >= 0 && event.index < context.refs.length;
    },
    isAnyQuestion: ({ context }, { index }: { index: number }) => index >= 0 && index < context.refs.length,
    hasNextUnsaved: ({ context }) => nextUnsaved(context.refs, context.index) != null,
    hasPendingMove: ({ context }) => context.pendingIndex != null,
    completedAll: ({ context }) => context.completedAll,
    isUploading: ({ context }) => context.uploading,
    isConnectionError: (_, { error }: Failed) => failureOf(error).code === 'connection',
    isInterrupted: (_, { error }: Failed) => failureOf(error).code === 'interrupted',
  },
  delays: {
    retryDelay: ({ context }) => retryDelayMs(context.retries),
  },
}).createMachine({
  id: 'question',
  context: ({ input }) => {
    const index = Math.min(Math.max(0, input.index), Math.max(0, input.refs.length - 1));
    // The page's question, if it is the one at `index` (input `preloaded`), with the device's
    // draft of it when that may still be changed (as loading's showDraft and its guards decide).
    const came = input.preloaded?.question.resultQuestionId === input.refs[index]?.resultQuestionId ? (input.preloaded ?? null) : null;
    const question = came?.question ?? null;
    const draft =
      came?.draft != null && (!came.question.saved || !isSavedAnswerLocked({ answerHistoryAllowed: input.answerHistoryAllowed, type: came.question.type }))
        ? came.draft
        : null;
    return {
      resultId: input.resultId,
      refs: input.refs,
      index,
      question,
      draft: draft ? { answers: draft, touched: true } : question ? draftFromQuestion(question) : emptyDraft,
      draftKept: draft != null,
      pendingIndex: null,
      info: null,
      error: null,
      serverMessage: null,
      lastResult: null,
      retries: 0,
      completedAll: false,
      answerHistoryAllowed: input.answerHistoryAllowed,
      uploading: false,
      waiting: [],
      resendingWaiting: false,
    };
  },
  initial: 'resending',
  on: {
    'INFO.DISMISS': { actions: 'dismissInfo' },
    'ANSWER.RETRY': { actions: 'resendWaiting' },
    'xstate.done.actor.resendWaiting': {
      actions: [{ type: 'resentWaiting', params: ({ event }: { event: DoneActorEvent<ResentWaiting> }) => event.output }, 'reportSaved', 'reportWaiting'],
    },
    'xstate.error.actor.resendWaiting': { actions: [assign({ resendingWaiting: false })] },
  },
  states: {
    // Answers a closed or reloaded page could not deliver go first (SPEC §4 saved state).
    resending: {
      // Started with the page's question (input `preloaded`; the device keeps nothing to send):
      // shown at once, in the state loading would give it (loading's onDone, below).
      always: [
        { guard: and(['preloadedDraft', 'preloadedSaved']), target: 'shown.changed', actions: 'reportDraft' },
        { guard: 'preloadedSaved', target: 'shown.saved' },
        { guard: 'preloadedDraft', target: 'shown.unsaved', actions: 'reportDraft' },
        { guard: 'hasPreloaded', target: 'shown.unsaved' },
      ],
      on: timeUp,
      invoke: {
        id: 'resendKept',
        src: 'resendKept',
        input: ({ context }) => ({ resultId: context.resultId }),
        onDone: { target: 'loading', actions: [{ type: 'mergeAcknowledged', params: ({ event }) => ({ answered: event.output }) }, 'reportSaved'] },
        onError: [{ guard: isInterrupted, target: 'interrupted' }, { target: 'loading' }],
      },
    },
    loading: {
      entry: ['forgetQuestion', 'reportNoDraft', { type: 'showQuestion', params: ({ context }) => ({ index: context.index }) }],
      on: timeUp,
      invoke: {
        id: 'loadQuestion',
        src: 'loadQuestion',
        input: currentId,
        onDone: [
          // An answer kept from before a reload: it is sent again, shown as pending.
          {
            guard: { type: 'hasKeptAnswer', params: loaded },
            target: 'shown.sending',
            actions: [{ type: 'showKept', params: loaded }, 'takeBackWaiting', 'reportWaiting'],
          },
          // A draft kept on the device (issue 10 item 1): back in the editor, still to be saved.
          { guard: { type: 'hasDraftOfChangeable', params: loaded }, target: 'shown.changed', actions: [{ type: 'showDraft', params: loaded }, 'reportDraft'] },
          { guard: { type: 'loadedSaved', params: loaded }, target: 'shown.saved', actions: { type: 'showLoaded', params: loaded } },
          { guard: { type: 'hasDraft', params: loaded }, target: 'shown.unsaved', actions: [{ type: 'showDraft', params: loaded }, 'reportDraft'] },
          { target: 'shown.unsaved', actions: { type: 'showLoaded', params: loaded } },
        ],
        onError: [
          { guard: isInterrupted, target: 'interrupted' },
          { target: 'failed', actions: { type: 'rememberFailure', params: failure } },
        ],
      },
    },
    failed: {
      on: { ...timeUp, 'QUESTION.GO': { guard: { type: 'isAnyQuestion', params: indexOf }, target: 'loading', actions: { type: 'goTo', params: indexOf } } },
    },
    shown: {
      description: 'The question on screen. Its essay file, if any, is checked and sent meanwhile (essayUpload); saving waits for it.',
      invoke: { id: 'essayUpload', src: 'essayUpload', input: ({ context }) => ({ resultQuestionId: currentRef(context).resultQuestionId }) },
      on: {
        ...timeUp,
        'ESSAY.BUSY': { actions: { type: 'setUploading', params: ({ event }) => ({ busy: event.busy }) } },
        'ESSAY.INTERRUPTED': { target: 'interrupted' },
      },
      initial: 'unsaved',
      states: {
        unsaved: {
          on: {
            ...discardDraft,
            'ANSWER.CHANGE': { actions: [edit, keepDraft, 'reportDraft'] },
            'ESSAY.UPLOADED': { actions: [attach, keepDraft, 'reportDraft'] },
            'ANSWER.SAVE': [
              { guard: and(['hasSelection', not('isUploading')]), target: 'sending' },
              { guard: not('isUploading'), actions: 'notAnswered' },
            ],
            'QUESTION.GO': [
              { guard: and(['isOtherQuestion', 'hasSelection']), target: 'askingToSave', actions: { type: 'askToGoTo', params: indexOf } },
              { guard: 'isOtherQuestion', target: '#question.loading', actions: { type: 'goTo', params: indexOf } },
            ],
            'QUESTION.NEXT': [
              { guard: and(['hasNextUnsaved', 'hasSelection']), target: 'askingToSave', actions: 'askForNext' },
              { guard: 'hasNextUnsaved', target: '#question.loading', actions: 'goToNext' },
            ],
          },
        },
        // A saved answer changed (answer history): never an essay (a saved essay is locked), so no file arrives here.
        changed: {
          on: {
            ...discardDraft,
            'ANSWER.CHANGE': { actions: [edit, keepDraft, 'reportDraft'] },
            'ANSWER.SAVE': [{ guard: 'hasSelection', target: 'sending' }, { actions: 'notAnswered' }],
            'QUESTION.GO': { guard: 'isOtherQuestion', target: 'askingToSave', actions: { type: 'askToGoTo', params: indexOf } },
            'QUESTION.NEXT': { guard: 'hasNextUnsaved', target: 'askingToSave', actions: 'askForNext' },
          },
        },
        saved: {
          on: {
            'ANSWER.CHANGE': { guard: 'mayChangeSaved', target: 'changed', actions: [edit, keepDraft, 'reportDraft'] },
            // (No file arrives here: only an essay uploads one, and a saved essay is locked.)
            'ANSWER.SAVE': { guard: 'mayChangeSaved', target: 'confirmingResave' },
            'QUESTION.GO': { guard: 'isOtherQuestion', target: '#question.loading', actions: { type: 'goTo', params: indexOf } },
            'QUESTION.NEXT': { guard: 'hasNextUnsaved', target: '#question.loading', actions: 'goToNext' },
          },
        },
        confirmingResave: {
          on: { CONFIRM: { target: 'sending' }, CANCEL: { target: 'saved' } },
        },
        askingToSave: {
          on: {
            CONFIRM: [
              { guard: 'hasSelection', target: 'sending' },
              { target: '#question.loading', actions: 'goToPending' },
            ],
            DISCARD: { target: '#question.loading', actions: [forgetDraft, 'goToPending'] },
            CANCEL: [
              { guard: 'isSaved', target: 'changed', actions: 'stayHere' },
              { target: 'unsaved', actions: 'stayHere' },
            ],
          },
        },
        // An answer on its way: the passage waits with finishing and breaks (SPEC §2).
        sending: {
          entry: ['saveStarted', 'reportNoDraft'],
          exit: 'saveSettled',
          initial: 'saving',
          states: {
            saving: {
              invoke: {
                id: 'saveAnswer',
                src: 'saveAnswer',
                input: ({ context }) => ({ ...currentId({ context }), answers: context.draft.answers }),
                onDone: {
                  target: '#question.shown.acknowledged',
                  actions: [
                    { type: 'acknowledge', params: ({ event }) => event.output },
                    { type: 'forgetKept', params: currentId },
                    forgetDraft,
                    'reportSaved',
                    // The connection works again: answers left waiting go too.
                    'resendWaiting',
                  ],
                },
                onError: [
                  { guard: isInterrupted, target: '#question.interrupted' },
                  { guard: { type: 'isConnectionError', params: failure }, target: 'retrying' },
                  // Refused by the server (locked, time over): show why; the answer stays on screen.
                  {
                    target: '#question.shown.refused',
                    actions: [{ type: 'rememberRefusal', params: failure }, { type: 'forgetKept', params: currentId }, 'reportDraft'],
                  },
                ],
              },
            },
            // Offline or the server is down: the answer is kept and sent again (at once when the
            // passage hears the browser is back online: ANSWER.RETRY). The trainee may open
            // another question meanwhile (issue 10 "Offline"): the answer stays kept and waits.
            retrying: {
              entry: ['countRetry', 'saveWaits'],
              after: { retryDelay: { target: 'saving' } },
              on: {
                'ANSWER.RETRY': { target: 'saving', actions: 'resendWaiting' },
                'QUESTION.GO': { guard: 'isOtherQuestion', target: '#question.loading', actions: ['leaveWaiting', { type: 'goTo', params: indexOf }, 'reportWaiting'] },
                'QUESTION.NEXT': { guard: 'hasNextUnsaved', target: '#question.loading', actions: ['leaveWaiting', 'goToNext', 'reportWaiting'] },
              },
            },
          },
        },
        refused: {
          always: [{ guard: 'isSaved', target: 'changed' }, { target: 'unsaved' }],
        },
        acknowledged: {
          always: [
            { guard: 'hasPendingMove', target: '#question.loading', actions: 'goToPending' },
            { guard: 'completedAll', target: 'offeringFinish' },
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
      },
    },
    // Time-out (issue 10 item 1): the question stays on screen, read-only, while every draft
    // is sent as the final answer; the passage waits for the count, then asks the server.
    submittingDrafts: {
      invoke: {
        id: 'submitDrafts',
        src: 'submitDrafts',
        input: ({ context }) => ({ resultId: context.resultId }),
        onDone: { target: 'draftsSubmitted', actions: { type: 'reportDrafts', params: ({ event }) => ({ count: event.output }) } },
        onError: { target: 'draftsSubmitted', actions: { type: 'reportDrafts', params: { count: 0 } } },
      },
    },
    draftsSubmitted: {
      on: { 'TIME.UP': { target: 'submittingDrafts' }, 'TIME.RESUMED': { target: 'loading' } },
    },
    interrupted: {
      entry: 'passageInterrupted',
    },
  },
});
