import type { DialogContext, DialogEvent, DialogRequest } from './dialog.machine.ts';

// What the dialog view needs from the dialog machine (SPEC §1 shared dialogs): the open
// request and how to answer it. Codes stay codes; the view translates them.

export interface DialogApi {
  /** The dialog on screen, or null when none is open. */
  current: DialogRequest | null;
  /** How many requests wait behind the open one. */
  pending: number;
  onConfirm: () => void;
  onCancel: () => void;
}

export interface DialogSnapshotLike {
  context: DialogContext;
}

export function connectDialog(snapshot: DialogSnapshotLike, send: (event: DialogEvent) => void): DialogApi {
  return {
    // The machine is open exactly while its queue holds a request.
    current: snapshot.context.queue[0] ?? null,
    pending: Math.max(0, snapshot.context.queue.length - 1),
    onConfirm: () => send({ type: 'DIALOG.CLOSE', confirmed: true }),
    onCancel: () => send({ type: 'DIALOG.CLOSE', confirmed: false }),
  };
}
