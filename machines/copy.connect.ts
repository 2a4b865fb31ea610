import type { CopyEvent } from './copy.machine.ts';

// What a copy button shows from machines/copy.machine.ts: the note beside it, if any.

export type CopyNote = 'copied' | 'failed' | null;

export interface CopyApi {
  /** 'Copied' for 1 s after the clipboard took the text; 'failed' when it refused. */
  note: CopyNote;
  copy: (text: string) => void;
}

export interface CopySnapshotLike {
  matches: (value: 'copied' | 'failed') => boolean;
}

export function connectCopy(snapshot: CopySnapshotLike, send: (event: CopyEvent) => void): CopyApi {
  return {
    note: snapshot.matches('copied') ? 'copied' : snapshot.matches('failed') ? 'failed' : null,
    copy: (text) => send({ type: 'COPY', text }),
  };
}
