import { assign, fromPromise, setup } from 'xstate';

// A copy action (SPEC §2 group page credentials "with a copy action"; the dashboard's promo
// code): COPY writes the text to the clipboard; written, 'Copied' shows for 1 s (SPEC §9
// "Credentials copy tooltip shows 1 s"); refused, a note says so for as long as a
// notification shows (SPEC §9 "Notification display 6000 ms"). A COPY at any time starts
// over: the note of the last copy shows its full time. What the view reads:
// machines/copy.connect.ts; the clipboard is provided by the view's entry
// (src/ui/copy-button.tsx).

export const COPIED_TOOLTIP_MS = 1000;
export const COPY_FAILED_MS = 6000;

export type CopyEvent = { type: 'COPY'; text: string };

export const copyMachine = setup({
  types: {
    context: {} as { text: string },
    events: {} as CopyEvent,
  },
  actors: {
    /** The browser's clipboard (navigator.clipboard.writeText), provided by the entry. */
    writeClipboard: fromPromise<void, { text: string }>(async () => {
      throw new Error('no clipboard provided');
    }),
  },
  actions: {
    keepText: assign({ text: ({ event }) => event.text }),
  },
  delays: { copiedShown: COPIED_TOOLTIP_MS, failedShown: COPY_FAILED_MS },
}).createMachine({
  id: 'copy',
  context: { text: '' },
  initial: 'idle',
  on: { COPY: { target: '.writing', actions: 'keepText' } },
  states: {
    idle: {},
    writing: {
      invoke: { id: 'writeClipboard', src: 'writeClipboard', input: ({ context }) => ({ text: context.text }), onDone: 'copied', onError: 'failed' },
    },
    copied: { after: { copiedShown: 'idle' } },
    failed: { after: { failedShown: 'idle' } },
  },
});
