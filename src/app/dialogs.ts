import type { ActorRefFrom } from 'xstate';
import type { DialogKind, DialogText, dialogMachine } from '../../machines/dialog.machine.ts';
import type { ApiError } from '../lib/errors.ts';

// Opening shared dialogs from code (SPEC §1): resolves with the answer when it closes.
type Dialogs = ActorRefFrom<typeof dialogMachine>;

export function openDialog(dialogs: Dialogs, kind: DialogKind, message: DialogText, title?: DialogText): Promise<boolean> {
  return new Promise((resolve) => {
    let id: number | null = null;
    const opened = dialogs.on('dialog.opened', (event) => {
      id ??= event.id;
    });
    const closed = dialogs.on('dialog.closed', (event) => {
      if (event.id !== id) return;
      closed.unsubscribe();
      resolve(event.confirmed);
    });
    dialogs.send({ type: 'DIALOG.OPEN', kind, message, title });
    opened.unsubscribe();
  });
}

/** SPEC §8 "Global handler: an error modal with the message, or 'error' by default". */
export function errorDialogText(error: ApiError): DialogText {
  return { code: error.code, text: error.serverMessage, ...(error.requestId ? { reference: error.requestId } : {}) };
}

export function showError(dialogs: Dialogs, error: ApiError): Promise<boolean> {
  return openDialog(dialogs, 'error', errorDialogText(error));
}

export const confirmDialog = (dialogs: Dialogs, message: DialogText, title?: DialogText) => openDialog(dialogs, 'confirm', message, title);
