import { assign, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { looksLikeMarkup } from '../api/essay-text.ts';
import { ESSAY_FILE_TYPES, ESSAY_MAX_BYTES } from '../api/exams.ts';
import { safeFileName } from '../api/file-names.ts';
import { failureOf } from './failure.ts';

// SPEC §7 POST /api/exams/passage/essay, §5 "Essay counts as given by answerSetting": one
// essay file on its way to the server. A chosen file is checked in the browser first with
// the server's own limits (api/exams.ts: size, extension, first bytes), so a wrong file is
// refused at once with a reason (rejected); a good one is sent with its progress shown
// (uploading), can be cancelled (cancelled: the request is aborted), and a failed upload
// can be retried (failed); when the server says the passage is over, the app is told
// (interrupted). Once the server names the stored file (uploaded), the app puts
// that name into the essay's answer (`fileUploaded`); saving the answer hands it in.

/** Why a file is refused: by the browser's check, or the same codes from the server's field errors. */
export type EssayFileProblem = 'tooLarge' | 'fileType' | 'empty' | 'unreadable';

/** What the browser knows of a chosen file (a File fits). */
export interface ChosenFile {
  name: string;
  size: number;
}

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

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** The lowercase extensions accepted, for the file input's `accept` and the hint. */
export const ESSAY_EXTENSIONS = Object.keys(ESSAY_FILE_TYPES);

/**
 * The browser's check of a chosen file, the first part of the server's: size, extension,
 * the first bytes, and for text all of it (UTF-8, no NUL, no markup: api/essay-text.ts).
 * The server then parses the whole file (server/adapters/file-checks/) and may still refuse
 * it with the field error fileType. `bytes` is the file's beginning (the whole file for
 * text). null when it may be sent.
 */
export function essayFileProblem(file: ChosenFile, bytes: Uint8Array): EssayFileProblem | null {
  if (file.size > ESSAY_MAX_BYTES) return 'tooLarge';
  // Judged by the name the server will keep (api/file-names.ts), not the raw one.
  const rule = ESSAY_FILE_TYPES[extensionOf(safeFileName(file.name) ?? '')];
  if (!rule) return 'fileType';
  if (file.size === 0) return 'empty';
  if ('text' in rule) {
    if (bytes.includes(0)) return 'fileType';
    try {
      return looksLikeMarkup(new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)) ? 'fileType' : null;
    } catch {
      return 'fileType';
    }
  }
  return rule.signatures.some((magic) => bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b)) ? null : 'fileType';
}

/** How many bytes of a file the check needs: all of a text file, a few of the others. */
export function bytesToCheck(file: ChosenFile): number {
  // Judged by the name the server will keep (api/file-names.ts), not the raw one.
  const rule = ESSAY_FILE_TYPES[extensionOf(safeFileName(file.name) ?? '')];
  return rule && 'text' in rule ? Math.min(file.size, ESSAY_MAX_BYTES) : 16;
}

/** A refusal the server gives for the file itself (field errors tooLarge / fileType). */
function serverProblem(error: unknown): EssayFileProblem | null {
  const { code, fields } = failureOf(error);
  if (code !== 'validation') return null;
  return fields.file === 'tooLarge' || fields.file === 'fileType' ? fields.file : null;
}

export const essayUploadMachine = setup({
  types: {
    context: {} as EssayUploadContext,
    events: {} as EssayUploadEvent,
    input: {} as { resultQuestionId: number },
  },
  actors: {
    /** Reads what the check needs and returns the problem, or null. */
    checkFile: fromPromise<EssayFileProblem | null, { file: ChosenFile }>(async () => null),
    /** Sends the file; reports UPLOAD.PROGRESS, then UPLOAD.DONE or UPLOAD.FAILED; stopping it aborts the request. */
    uploadFile: fromCallback<EssayUploadEvent, { file: ChosenFile; resultQuestionId: number }>(() => () => {}),
  },
  actions: {
    fileUploaded: (_, _params: { fileName: string }) => {}, // the app puts the name into the essay answer
    passageInterrupted: () => {}, // SPEC §8: the passage ended meanwhile; the app finishes it and leaves
  },
  guards: {
    hasProblem: ({ event }) => (event as unknown as { output: EssayFileProblem | null }).output != null,
    isFileRefused: ({ event }) => event.type === 'UPLOAD.FAILED' && serverProblem(event.error) != null,
    isInterrupted: ({ event }) => event.type === 'UPLOAD.FAILED' && failureOf(event.error).code === 'interrupted',
  },
}).createMachine({
  id: 'essayUpload',
  context: ({ input }) => ({ resultQuestionId: input.resultQuestionId, file: null, loaded: 0, total: 0, problem: null, error: null, fileName: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'FILE.CHOOSE': { target: 'validating' } },
    },
    validating: {
      entry: assign(({ event }) => ({ file: event.type === 'FILE.CHOOSE' ? event.file : null, problem: null, error: null, loaded: 0, total: 0 })),
      invoke: {
        id: 'checkFile',
        src: 'checkFile',
        input: ({ context }) => ({ file: context.file! }),
        onDone: [{ guard: 'hasProblem', target: 'rejected', actions: assign({ problem: ({ event }) => event.output }) }, { target: 'uploading' }],
        onError: { target: 'rejected', actions: assign({ problem: 'unreadable' as const }) },
      },
    },
    // The browser (or the server, by a field error) refused the file: another one may be chosen.
    rejected: {
      on: { 'FILE.CHOOSE': { target: 'validating' } },
    },
    uploading: {
      entry: assign(({ context }) => ({ loaded: 0, total: context.file?.size ?? 0, error: null })),
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ context }) => ({ file: context.file!, resultQuestionId: context.resultQuestionId }),
      },
      on: {
        'UPLOAD.PROGRESS': { actions: assign(({ event }) => ({ loaded: event.loaded, total: event.total })) },
        'UPLOAD.DONE': {
          target: 'uploaded',
          actions: [assign({ fileName: ({ event }) => event.fileName }), { type: 'fileUploaded', params: ({ event }) => ({ fileName: event.fileName }) }],
        },
        'UPLOAD.FAILED': [
          { guard: 'isInterrupted', target: 'interrupted', actions: 'passageInterrupted' },
          { guard: 'isFileRefused', target: 'rejected', actions: assign({ problem: ({ event }) => serverProblem(event.error) }) },
          { target: 'failed', actions: assign({ error: ({ event }) => ({ code: failureOf(event.error).code, serverMessage: failureOf(event.error).serverMessage }) }) },
        ],
        // Leaving the state stops uploadFile, which aborts the request.
        'UPLOAD.CANCEL': { target: 'cancelled' },
      },
    },
    cancelled: {
      on: { 'UPLOAD.RETRY': { target: 'uploading' }, 'FILE.CHOOSE': { target: 'validating' } },
    },
    failed: {
      on: { 'UPLOAD.RETRY': { target: 'uploading' }, 'FILE.CHOOSE': { target: 'validating' } },
    },
    uploaded: {
      on: { 'FILE.CHOOSE': { target: 'validating' } },
    },
    // SPEC §8: the passage ended meanwhile (PassageInterruptException); the app leaves it.
    interrupted: { type: 'final' },
  },
});

export type EssayUploadPhase = 'idle' | 'validating' | 'rejected' | 'uploading' | 'cancelled' | 'failed' | 'uploaded' | 'interrupted';

/** What the essay's file part shows (DESIGN "connect"): codes only, the view translates. */
export function connectEssayUpload(snapshot: SnapshotFrom<typeof essayUploadMachine>, send: (event: EssayUploadEvent) => void) {
  const { context } = snapshot;
  const phase = snapshot.value as EssayUploadPhase;
  return {
    phase,
    fileName: context.file?.name ?? null,
    size: context.file?.size ?? 0,
    /** Whole percent sent, for the progress bar. */
    percent: context.total > 0 ? Math.min(100, Math.floor((context.loaded / context.total) * 100)) : 0,
    problem: phase === 'rejected' ? context.problem : null,
    error: phase === 'failed' ? context.error : null,
    uploadedName: phase === 'uploaded' ? context.fileName : null,
    isBusy: phase === 'validating' || phase === 'uploading',
    canRetry: phase === 'failed' || phase === 'cancelled',
    onChoose: (file: ChosenFile) => send({ type: 'FILE.CHOOSE', file }),
    onCancel: () => send({ type: 'UPLOAD.CANCEL' }),
    onRetry: () => send({ type: 'UPLOAD.RETRY' }),
  };
}

export type EssayUploadApi = ReturnType<typeof connectEssayUpload>;
