import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { ChosenFile, EssayFileProblem } from './essay-file-check.ts';
import { failureOf } from './failure.ts';

// SPEC §7 POST /api/exams/passage/essay, §5 "Essay counts as given by answerSetting": one
// essay file on its way to the server. A chosen file is checked in the browser first with
// the server's own limits (machines/essay-file-check.ts), so a wrong file is refused at
// once with a reason (rejected); a good one is sent with its progress shown (uploading),
// can be cancelled (cancelled: the request is aborted), and a failed upload can be retried
// (failed); when the server says the passage is over, the app is told (interrupted). Once
// the server names the stored file (uploaded), the app puts that name into the essay's
// answer (`fileUploaded`); saving the answer hands it in.

export type { ChosenFile, EssayFileProblem } from './essay-file-check.ts';
/** Until the app's wiring imports them from essay-file-check.ts (it moves next). */
export { bytesToCheck, ESSAY_EXTENSIONS, essayFileProblem } from './essay-file-check.ts';

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
const choose = { target: 'validating', actions: { type: 'choose', params: ({ event }: { event: { file: ChosenFile } }) => ({ file: event.file }) } } as const;

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
    fileUploaded: (_, _params: { fileName: string }) => {}, // the app puts the name into the essay answer
    passageInterrupted: () => {}, // SPEC §8: the passage ended meanwhile; the app finishes it and leaves
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
    validating: {
      invoke: {
        id: 'checkFile',
        src: 'checkFile',
        input: ({ context }) => ({ file: chosenFile(context) }),
        onDone: [
          {
            guard: { type: 'hasProblem', params: ({ event }) => ({ problem: event.output }) },
            target: 'rejected',
            actions: { type: 'rememberProblem', params: ({ event }) => ({ problem: event.output }) },
          },
          { target: 'uploading' },
        ],
        onError: { target: 'rejected', actions: 'unreadable' },
      },
    },
    // The browser (or the server, by a field error) refused the file: another one may be chosen.
    rejected: {
      on: { 'FILE.CHOOSE': choose },
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
          target: 'uploaded',
          actions: [
            { type: 'rememberUpload', params: ({ event }) => ({ fileName: event.fileName }) },
            { type: 'fileUploaded', params: ({ event }) => ({ fileName: event.fileName }) },
          ],
        },
        'UPLOAD.FAILED': [
          { guard: { type: 'isInterrupted', params: failed }, target: 'interrupted', actions: 'passageInterrupted' },
          { guard: { type: 'isFileRefused', params: failed }, target: 'rejected', actions: { type: 'rememberServerProblem', params: failed } },
          { target: 'failed', actions: { type: 'rememberError', params: failed } },
        ],
        // Leaving the state stops uploadFile, which aborts the request.
        'UPLOAD.CANCEL': { target: 'cancelled' },
      },
    },
    cancelled: {
      on: { 'UPLOAD.RETRY': { target: 'uploading' }, 'FILE.CHOOSE': choose },
    },
    failed: {
      on: { 'UPLOAD.RETRY': { target: 'uploading' }, 'FILE.CHOOSE': choose },
    },
    uploaded: {
      on: { 'FILE.CHOOSE': choose },
    },
    // SPEC §8: the passage ended meanwhile (PassageInterruptException); the app leaves it.
    interrupted: { type: 'final' },
  },
});

/** Until the views import them from essay-upload.connect.ts (the app's wiring moves next). */
export { connectEssayUpload, type EssayUploadApi } from './essay-upload.connect.ts';
