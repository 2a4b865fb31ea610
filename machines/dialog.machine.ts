import { assertEvent, assign, emit, setup } from 'xstate';
import type { ApiErrorCode } from '../api/error-codes.ts';

// SPEC §1 "Shared dialogs: error, info, success, confirm, audio check": one queue of
// modal dialogs. Only the first request is open; closing it opens the next one.
// The machine carries codes or server texts; views translate codes and strip HTML.
// What the view reads and sends: machines/dialog.connect.ts.

export type DialogKind = 'error' | 'info' | 'success' | 'confirm' | 'audioCheck';

/** Codes of texts the dialog view translates (SPEC §8 error catalogue, §2 guard). */
export type DialogCode = ApiErrorCode | 'error' | 'logoutFirst' | 'sessionExpired' | 'audioCheck';

/** `reference`: the failed call's request id, shown for a trainee to quote (issue 14). */
export type DialogText = ({ code: DialogCode; text?: string } | { text: string; code?: undefined }) & { reference?: string };

export interface DialogRequest {
  id: number;
  kind: DialogKind;
  message: DialogText;
  title?: DialogText;
}

export interface DialogContext {
  queue: DialogRequest[];
  nextId: number;
}

export type DialogEvent = { type: 'DIALOG.OPEN'; kind: DialogKind; message: DialogText; title?: DialogText } | { type: 'DIALOG.CLOSE'; confirmed: boolean };

/** Told to whoever opened a dialog (src/app/dialogs.ts openDialog): its id, then its answer. */
export type DialogEmitted = { type: 'dialog.closed'; id: number; confirmed: boolean } | { type: 'dialog.opened'; id: number };

export const dialogMachine = setup({
  types: {
    context: {} as DialogContext,
    events: {} as DialogEvent,
    emitted: {} as DialogEmitted,
  },
  actions: {
    /** The request joins the end of the queue with the next id. */
    enqueue: assign(({ context, event }) => {
      assertEvent(event, 'DIALOG.OPEN');
      const request: DialogRequest = { id: context.nextId, kind: event.kind, message: event.message, title: event.title };
      return { queue: [...context.queue, request], nextId: context.nextId + 1 };
    }),
    announceOpened: emit(({ context }) => ({ type: 'dialog.opened' as const, id: context.nextId - 1 })),
    announceClosed: emit(({ context, event }) => {
      assertEvent(event, 'DIALOG.CLOSE');
      // Only an open dialog is closed: the queue holds it.
      return { type: 'dialog.closed' as const, id: context.queue[0]!.id, confirmed: event.confirmed };
    }),
    dequeue: assign({ queue: ({ context }) => context.queue.slice(1) }),
  },
  guards: {
    hasMore: ({ context }) => context.queue.length > 1,
  },
}).createMachine({
  id: 'dialog',
  context: { queue: [], nextId: 1 },
  initial: 'closed',
  on: {
    'DIALOG.OPEN': { target: '.open', actions: ['enqueue', 'announceOpened'] },
  },
  states: {
    // The queue is empty.
    closed: {},
    // The first request of the queue is on screen; the others wait behind it.
    open: {
      on: {
        'DIALOG.CLOSE': [
          // The next request takes the screen: the queue moves, the state stays.
          { guard: 'hasMore', actions: ['announceClosed', 'dequeue'] },
          { target: 'closed', actions: ['announceClosed', 'dequeue'] },
        ],
      },
    },
  },
});
