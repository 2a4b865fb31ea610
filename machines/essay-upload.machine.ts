import { assign, fromCallback, fromPromise, sendParent, setup } from 'xstate';
import type { ChosenFile, EssayFileProblem } from './essay-file-check.ts';
import { failureOf } from './failure.ts';

// SPEC §7 POST /api/exams/passage/essay, §5 "Essay counts as given by answerSetting": one
// essay file on its way to the server. A chosen file is checked in the browser first with
// the server's own limits (machines/essay-file-check.ts), so a wrong file is refused at
// once with a reason (rejected); a good one is sent with its progress shown (uploading),
// can be cancelled (cancelled: the request is aborted), and a failed upload can be retried
// (failed); when the server says the passage is over, the app is told (interrupted). Once
// the server names the stored file (uploaded), the app puts that name into the essay's
// answer (`fileUploaded`); saving the answer hands it in. The machine runs inside the
// question machine (invoked while a question is shown), which it tells (sendParent) when a
// file starts and stops being checked or sent (saving waits meanwhile), when one is stored,
// and when the passage turns out to be over.

export type { ChosenFile, EssayFileProblem } from './essay-file-check.ts';

export interface UploadError {
  code: string; // ApiError code ('connection', 'message', 'validation', ...)
  serverMessage: string | null;
}

export interface EssayUploadContext {
  resultQuestionId: number;
  file: ChosenFile | null;
  loaded: number;
  total: number;
  problem: EssayFileProblem | null;
  error: UploadError | null;
  fileName: string | null; // the name the server stored the last upload under
}

export type EssayUploadEvent =
  | { type: 'FILE.CHOOSE'; file: ChosenFile }
  | { type: 'UPLOAD.CANCEL' }
  | { type: 'UPLOAD.RETRY' }
  // Sent by the uploadFile actor:
  | { type: 'UPLOAD.PROGRESS'; loaded: number; total: number }
  | { type: 'UPLOAD.DONE'; fileName: string }
  | { type: 'UPLOAD.FAILED'; error: unknown };

/** What the question machine hears from its essay upload (sendParent). */
export type EssayUploadReport = { type: 'ESSAY.BUSY'; busy: boolean } | { type: 'ESSAY.UPLOADED'; fileName: string } | { type: 'ESSAY.INTERRUPTED' };

export interface EssayUploadInput {
  resultQuestionId: number;
}

type Failed = { error: unknown };

/** A refusal the server gives for the file itself (field errors tooLarge / fileType). */
function serverProblem(error: unknown): EssayFileProblem | null {
  const { code, fields } = failureOf(error);
  if (code !== 'validation') return null;
  return fields.file === 'tooLarge' || fields.file === 'fileType' ? fields.file : null;
}

/** The file being checked or sent (set by FILE.CHOOSE before either). */
function chosenFile(context: EssayUploadContext): ChosenFile {
  if (!context.file) throw new Error('no file chosen');
  return context.file;
}

const failed = ({ event }: { event: Failed }): Failed => ({ error: event.error });
const choose = {
  target: '#essayUpload.busy.validating',
  actions: { type: 'choose', params: ({ event }: { event: { file: ChosenFile } }) => ({ file: event.file }) },
} as const;

export const essayUploadMachine = setup({
  types: {
    context: {} as EssayUploadContext,
    events: {} as EssayUploadEvent,
    input: {} as EssayUploadInput,
  },
  actors: {
    /** Reads what the check needs and returns the problem, or null. */
    checkFile: fromPromise<EssayFileProblem | null, { file: ChosenFile }>(async () => null),
    /** Sends the file; reports UPLOAD.PROGRESS, then UPLOAD.DONE or UPLOAD.FAILED; stopping it aborts the request. */
    uploadFile: fromCallback<EssayUploadEvent, { file: ChosenFile; resultQuestionId: number }>(() => () => {}),
  },
  actions: {
    choose: assign((_, { file }: { file: ChosenFile }) => ({ file, problem: null, error: null, loaded: 0, total: 0 })),
    rememberProblem: assign((_, { problem }: { problem: EssayFileProblem | null }) => ({ problem })),
    unreadable: assign({ problem: 'unreadable' as const }),
    startProgress: assign(({ context }) => ({ loaded: 0, total: context.file?.size ?? 0, error: null })),
    progress: assign((_, { loaded, total }: { loaded: number; total: number }) => ({ loaded, total })),
    rememberUpload: assign((_, { fileName }: { fileName: string }) => ({ fileName })),
    rememberServerProblem: assign((_, { error }: Failed) => ({ problem: serverProblem(error) })),
    rememberError: assign((_, { error }: Failed) => {
      const { code, serverMessage } = failureOf(error);
      return { error: { code, serverMessage } };
    }),
    /** The question puts the stored name into the essay's answer. */
    fileUploaded: sendParent((_, { fileName }: { fileName: string }): EssayUploadReport => ({ type: 'ESSAY.UPLOADED', fileName })),
    /** SPEC §8: the passage ended meanwhile; the question tells the passage. */
    passageInterrupted: sendParent({ type: 'ESSAY.INTERRUPTED' } satisfies EssayUploadReport),
    /** A file is being checked or sent: saving the answer waits (and may go on once it is done). */
    busyStarted: sendParent({ type: 'ESSAY.BUSY', busy: true } satisfies EssayUploadReport),
    busyEnded: sendParent({ type: 'ESSAY.BUSY', busy: false } satisfies EssayUploadReport),
  },
  guards: {
    hasProblem: (_, { problem }: { problem: EssayFileProblem | null }) => problem != null,
    isFileRefused: (_, { error }: Failed) => serverProblem(error) != null,
    isInterrupted: (_, { error }: Failed) => failureOf(error).code === 'interrupted',
  },
}).createMachine({
  id: 'essayUpload',
  context: ({ input }) => ({ resultQuestionId: input.resultQuestionId, file: null, loaded: 0, total: 0, problem: null, error: null, fileName: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'FILE.CHOOSE': choose },
    },
    // A file on its way: checked in the browser, then sent.
    busy: {
      entry: 'busyStarted',
      exit: 'busyEnded',
      initial: 'validating',
      states: {
        validating: {
          invoke: {
            id: 'checkFile',
            src: 'checkFile',
            input: ({ context }) => ({ file: chosenFile(context) }),
            onDone: [
              {
                guard: { type: 'hasProblem', params: ({ event }) => ({ problem: event.output }) },
                target: '#essayUpload.rejected',
                actions: { type: 'rememberProblem', params: ({ event }) => ({ problem: event.output }) },
              },
              { target: 'uploading' },
            ],
            onError: { target: '#essayUpload.rejected', actions: 'unreadable' },
          },
        },
        uploading: {
          entry: 'startProgress',
          invoke: {
            id: 'uploadFile',
            src: 'uploadFile',
            input: ({ context }) => ({ file: chosenFile(context), resultQuestionId: context.resultQuestionId }),
          },
          on: {
            'UPLOAD.PROGRESS': { actions: { type: 'progress', params: ({ event }) => ({ loaded: event.loaded, total: event.total }) } },
            'UPLOAD.DONE': {
              target: '#essayUpload.uploaded',
              actions: [
                { type: 'rememberUpload', params: ({ event }) => ({ fileName: event.fileName }) },
                { type: 'fileUploaded', params: ({ event }) => ({ fileName: event.fileName }) },
              ],
            },
            'UPLOAD.FAILED': [
              { guard: { type: 'isInterrupted', params: failed }, target: '#essayUpload.interrupted', actions: 'passageInterrupted' },
              { guard: { type: 'isFileRefused', params: failed }, target: '#essayUpload.rejected', actions: { type: 'rememberServerProblem', params: failed } },
              { target: '#essayUpload.failed', actions: { type: 'rememberError', params: failed } },
            ],
            // Leaving the state stops uploadFile, which aborts the request.
            'UPLOAD.CANCEL': { target: '#essayUpload.cancelled' },
          },
        },
      },
    },
    // The browser (or the server, by a field error) refused the file: another one may be chosen.
    rejected: {
      on: { 'FILE.CHOOSE': choose },
    },
    cancelled: {
      on: { 'UPLOAD.RETRY': { target: 'busy.uploading' }, 'FILE.CHOOSE': choose },
    },
    failed: {
      on: { 'UPLOAD.RETRY': { target: 'busy.uploading' }, 'FILE.CHOOSE': choose },
    },
    uploaded: {
      on: { 'FILE.CHOOSE': choose },
    },
    // SPEC §8: the passage ended meanwhile (PassageInterruptException); the app leaves it.
    interrupted: { type: 'final' },
  },
});
