import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { essayUploadMachine } from './essay-upload.machine.ts';
import { isSavedAnswerLocked } from '../api/answer-lock.ts';
import type { AnswerResponse, GivenAnswer, Question } from '../api/exams.ts';
import type { QuestionEvent, questionMachine } from './question.machine.ts';
import {
  chooseAnswer,
  correctAnswerOf,
  essayAllows,
  essayFile,
  essayText,
  isChosen,
  isPartnerFree,
  matchPartnerOnce,
  moveInSequence,
  moveInSequenceTo,
  nextUnsaved,
  partnersOf,
  unmatchedPartners,
  type CorrectAnswer,
  type Draft,
} from './question-answer.ts';

// What the question view needs (DESIGN "connect"): the tab strip with its marks, the
// question and the trainee's draft, what may be done now, the open confirmation, the
// pending/refused save notes, and handlers that build whole answers for ANSWER.CHANGE.

export type QuestionSnapshot = SnapshotFrom<typeof questionMachine>;

export type QuestionPhase = 'loading' | 'failed' | 'ready' | 'saving' | 'retrying' | 'interrupted';
export type QuestionDialog = 'askToSave' | 'confirmResave' | 'offerFinish' | null;

export interface QuestionTab {
  index: number;
  number: number; // 1-based, as in the URL
  current: boolean;
  saved: boolean;
  /** true/false only when showCheckResult and not an essay (essays are only marked saved). */
  correct: boolean | null;
}

export interface QuestionOptions {
  showCheckResult: boolean;
}

export type AnswerState = 'unsaved' | 'changed' | 'saved';

export interface QuestionApi {
  phase: QuestionPhase;
  index: number;
  /** 1-based, as in the URL. */
  number: number;
  count: number;
  tabs: QuestionTab[];
  question: Question | null;
  draft: Draft;
  /** The answer state of SPEC §4 for the current question. */
  answerState: AnswerState;
  /** Saved and locked (api/answer-lock.ts): read-only. */
  isLocked: boolean;
  isEditable: boolean;
  /** Moving between questions is possible (not while a save is on its way or a dialog is open). */
  canNavigate: boolean;
  canSave: boolean;
  /** An essay file is being checked or sent: saving waits for it. */
  isUploading: boolean;
  /** The essay file upload running while the question is shown (its view connects it). */
  essayUpload: ActorRefFrom<typeof essayUploadMachine> | null;
  /** Re-confirming a saved answer (answer history allowed) asks again (SPEC §4). */
  isResave: boolean;
  hasNextUnsaved: boolean;
  info: 'notAnswered' | null;
  /** A save refused by the server, or a question that did not load. */
  refusal: { code: string; serverMessage: string | null } | null;
  retries: number;
  dialog: QuestionDialog;
  /** The server's verdict on the last save, when showCheckResult allows. */
  lastCorrect: AnswerResponse['correct'];
  correctAnswer: CorrectAnswer | null;
  /** ESSAY: which parts the trainee may give (SPEC §3 answerSetting). */
  essay: { text: boolean; file: boolean } | null;
  essaySaved: boolean;
  isChosen: (answerId: number) => boolean;
  partnerOf: (answerId: number) => string;
  essayValue: string;
  /** ESSAY: the file in the answer (uploaded now, or earlier), downloadable by its owner. */
  essayFileName: string | null;
  /** SEQUENCE: answer ids, first to last. */
  sequence: number[];
  /** COMPARISON: every partner (server order) and those no item holds yet. */
  partners: string[];
  unmatchedPartners: string[];
  onChoose: (answerId: number) => void;
  onMove: (answerId: number, delta: -1 | 1) => void;
  /** SEQUENCE by drag and drop: the answer takes the place of `overId`. */
  onMoveTo: (answerId: number, overId: number) => void;
  /** COMPARISON: a partner another item holds is refused (one partner per item). */
  onMatch: (answerId: number, partner: string) => void;
  isPartnerFree: (answerId: number, partner: string) => boolean;
  onEssayText: (text: string) => void;
  onEssayFile: (fileName: string) => void;
  onSave: () => void;
  onRetryNow: () => void;
  onGo: (index: number) => void;
  onNext: () => void;
  onConfirm: () => void;
  onDiscard: () => void;
  onCancel: () => void;
  onDismissInfo: () => void;
}

function phaseOf(snapshot: QuestionSnapshot): QuestionPhase {
  if (snapshot.matches('loading') || snapshot.matches('resending')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches({ shown: { sending: 'saving' } })) return snapshot.context.retries > 0 ? 'retrying' : 'saving';
  if (snapshot.matches({ shown: { sending: 'retrying' } })) return 'retrying';
  // Time-out: the question stays on screen, read-only, while the drafts are submitted.
  if (snapshot.matches('submittingDrafts') || snapshot.matches('draftsSubmitted')) return 'saving';
  if (snapshot.matches('interrupted')) return 'interrupted';
  return 'ready';
}

function dialogOf(snapshot: QuestionSnapshot): QuestionDialog {
  if (snapshot.matches({ shown: 'askingToSave' })) return 'askToSave';
  if (snapshot.matches({ shown: 'confirmingResave' })) return 'confirmResave';
  if (snapshot.matches({ shown: 'offeringFinish' })) return 'offerFinish';
  return null;
}

export function connectQuestion(snapshot: QuestionSnapshot, send: (event: QuestionEvent) => void, options: QuestionOptions): QuestionApi {
  const { context } = snapshot;
  const { question, draft } = context;
  const phase = phaseOf(snapshot);
  const dialog = dialogOf(snapshot);
  const saved = question?.saved === true;
  const locked = saved && isSavedAnswerLocked({ answerHistoryAllowed: context.answerHistoryAllowed, type: question.type });
  const editable = phase === 'ready' && dialog === null && question != null && !locked;
  const change = (answers: GivenAnswer[]) => send({ type: 'ANSWER.CHANGE', answers });
  const last = context.lastResult;
  const tabs: QuestionTab[] = context.refs.map((ref, index) => ({
    index,
    number: index + 1,
    current: index === context.index,
    saved: ref.saved,
    correct: options.showCheckResult && ref.saved && ref.type !== 'ESSAY' ? ref.correct : null,
  }));
  return {
    phase,
    index: context.index,
    number: context.index + 1,
    count: context.refs.length,
    tabs,
    question,
    draft,
    answerState: snapshot.matches({ shown: 'changed' }) ? 'changed' : saved ? 'saved' : 'unsaved',
    isLocked: locked,
    isEditable: editable,
    // Issue 10 "Offline": while a save waits for the connection, the answer is kept: other questions open.
    canNavigate: (phase === 'ready' || phase === 'failed' || snapshot.matches({ shown: { sending: 'retrying' } })) && dialog === null,
    canSave: editable && !context.uploading,
    isUploading: context.uploading,
    essayUpload: snapshot.children.essayUpload ?? null,
    isResave: saved && !snapshot.matches({ shown: 'changed' }),
    hasNextUnsaved: nextUnsaved(context.refs, context.index) != null,
    info: context.info,
    refusal: phase === 'failed' || phase === 'ready' ? (context.error ? { code: context.error, serverMessage: context.serverMessage } : null) : null,
    retries: context.retries,
    dialog,
    lastCorrect: last?.correct ?? null,
    correctAnswer: last && last.correct === false && last.correctAnswer && question ? correctAnswerOf(question, last.correctAnswer) : null,
    essay: question?.type === 'ESSAY' ? essayAllows(question.answerSetting) : null,
    essaySaved: question?.type === 'ESSAY' && saved && phase === 'ready' && !snapshot.matches({ shown: 'changed' }),
    isChosen: (answerId) => isChosen(draft, answerId),
    partnerOf: (answerId) => draft.answers.find((a) => a.answerId === answerId)?.answer ?? '',
    essayValue: draft.answers[0]?.answer ?? '',
    essayFileName: draft.answers[0]?.uploadedFileName ?? null,
    sequence: [...draft.answers].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)).map((a) => a.answerId),
    partners: question?.type === 'COMPARISON' ? partnersOf(question) : [],
    unmatchedPartners: question?.type === 'COMPARISON' ? unmatchedPartners(question, draft) : [],
    onChoose: (answerId) => {
      if (question) change(chooseAnswer(question, draft, answerId));
    },
    onMove: (answerId, delta) => change(moveInSequence(draft, answerId, delta)),
    onMoveTo: (answerId, overId) => {
      if (answerId !== overId) change(moveInSequenceTo(draft, answerId, overId));
    },
    onMatch: (answerId, partner) => {
      const answers = question && matchPartnerOnce(question, draft, answerId, partner);
      if (answers) change(answers);
    },
    isPartnerFree: (answerId, partner) => question != null && isPartnerFree(question, draft, partner, answerId),
    onEssayText: (text) => {
      if (question) change(essayText(question, draft, text));
    },
    onEssayFile: (fileName) => {
      if (question) change(essayFile(question, draft, fileName));
    },
    onSave: () => send({ type: 'ANSWER.SAVE' }),
    onRetryNow: () => send({ type: 'ANSWER.RETRY' }),
    onGo: (index) => send({ type: 'QUESTION.GO', index }),
    onNext: () => send({ type: 'QUESTION.NEXT' }),
    onConfirm: () => send({ type: 'CONFIRM' }),
    onDiscard: () => send({ type: 'DISCARD' }),
    onCancel: () => send({ type: 'CANCEL' }),
    onDismissInfo: () => send({ type: 'INFO.DISMISS' }),
  };
}
