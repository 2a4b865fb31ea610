import type { SnapshotFrom } from 'xstate';
import type { EssayFileProblem } from './essay-file-check.ts';
import type { ChosenFile, EssayUploadEvent, essayUploadMachine, UploadError } from './essay-upload.machine.ts';

// What the essay's file part shows (DESIGN "connect"): codes only, the view translates.

export type EssayUploadPhase = 'idle' | 'validating' | 'rejected' | 'uploading' | 'cancelled' | 'failed' | 'uploaded' | 'interrupted';

export interface EssayUploadApi {
  phase: EssayUploadPhase;
  /** The chosen file's name and size. */
  fileName: string | null;
  size: number;
  /** Whole percent sent, for the progress bar. */
  percent: number;
  problem: EssayFileProblem | null;
  error: UploadError | null;
  /** The name the server stored the file under, once uploaded. */
  uploadedName: string | null;
  /** Being checked or sent: saving the answer waits. */
  isBusy: boolean;
  canRetry: boolean;
  onChoose: (file: ChosenFile) => void;
  onCancel: () => void;
  onRetry: () => void;
}

export type EssayUploadSnapshot = SnapshotFrom<typeof essayUploadMachine>;

function phaseOf(snapshot: EssayUploadSnapshot): EssayUploadPhase {
  if (snapshot.matches({ busy: 'validating' })) return 'validating';
  if (snapshot.matches({ busy: 'uploading' })) return 'uploading';
  for (const phase of ['rejected', 'cancelled', 'failed', 'uploaded', 'interrupted'] as const) if (snapshot.matches(phase)) return phase;
  return 'idle';
}

export function connectEssayUpload(snapshot: EssayUploadSnapshot, send: (event: EssayUploadEvent) => void): EssayUploadApi {
  const { context } = snapshot;
  const phase = phaseOf(snapshot);
  return {
    phase,
    fileName: context.file?.name ?? null,
    size: context.file?.size ?? 0,
    percent: context.total > 0 ? Math.min(100, Math.floor((context.loaded / context.total) * 100)) : 0,
    problem: phase === 'rejected' ? context.problem : null,
    error: phase === 'failed' ? context.error : null,
    uploadedName: phase === 'uploaded' ? context.fileName : null,
    isBusy: phase === 'validating' || phase === 'uploading',
    canRetry: phase === 'failed' || phase === 'cancelled',
    onChoose: (file) => send({ type: 'FILE.CHOOSE', file }),
    onCancel: () => send({ type: 'UPLOAD.CANCEL' }),
    onRetry: () => send({ type: 'UPLOAD.RETRY' }),
  };
}
