import { assign, emit, setup } from 'xstate';
import type { ApiErrorCode } from '../src/lib/errors.ts';

// SPEC §1 "Shared dialogs: error, info, success, confirm, audio check": one queue of
// modal dialogs. Only the first request is open; closing it opens the next one.
// The machine carries codes or server texts; views translate codes and strip HTML.

export type DialogKind = 'error' | 'info' | 'success' | 'confirm' | 'audioCheck';

/** Codes of texts the dialog view translates (SPEC §8 error catalogue, §2 guard). */
export type DialogCode = ApiErrorCode | 'error' | 'logoutFirst' | 'sessionExpired' | 'audioCheck';

export type DialogText = { code: DialogCode; text?: string } | { text: string; code?: undefined };

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

export type DialogEmitted = { type: 'dialog.closed'; id: number; confirmed: boolean } | { type: 'dialog.opened'; id: number };

export const dialogMachine = setup({
  types: {
    context: {} as DialogContext,
    events: {} as DialogEvent,
    emitted: {} as DialogEmitted,
  },
  actions: {
    enqueue: assign(({ context, event }) => {
      if (event.type !== 'DIALOG.OPEN') return {};
      const request: DialogRequest = { id: context.nextId, kind: event.kind, message: event.message, title: event.title };
      return { queue: [...context.queue, request], nextId: context.nextId + 1 };
    }),
    announceOpened: emit(({ context }) => ({ type: 'dialog.opened' as const, id: context.nextId - 1 })),
    announceClosed: emit(({ context, event }) => ({
      type: 'dialog.closed' as const,
      id: context.queue[0]?.id ?? -1,
      confirmed: event.type === 'DIALOG.CLOSE' && event.confirmed,
    })),
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
    closed: {},
    open: {
      on: {
        'DIALOG.CLOSE': [
          { guard: 'hasMore', target: 'open', reenter: true, actions: ['announceClosed', 'dequeue'] },
          { target: 'closed', actions: ['announceClosed', 'dequeue'] },
        ],
      },
    },
  },
});

/** What the dialog view needs: the open request, and how to answer it. */
export function connectDialog(snapshot: { value: unknown; context: DialogContext }, send: (event: DialogEvent) => void) {
  const current = snapshot.value === 'open' ? (snapshot.context.queue[0] ?? null) : null;
  return {
    current,
    pending: Math.max(0, snapshot.context.queue.length - 1),
    onConfirm: () => send({ type: 'DIALOG.CLOSE', confirmed: true }),
    onCancel: () => send({ type: 'DIALOG.CLOSE', confirmed: false }),
  };
}
