import { assign, setup } from 'xstate';

// SPEC §1 "A global loading overlay shows while requests run". To avoid a flash on fast
// answers the overlay waits a short delay before it shows, and once shown stays a
// moment so it does not flicker. What the overlay reads: machines/loading.connect.ts.

export const OVERLAY_DELAY_MS = 300;
export const OVERLAY_MIN_MS = 200;

export type LoadingEvent = { type: 'ACTIVITY'; inFlight: number };

export const loadingMachine = setup({
  types: {
    context: {} as { inFlight: number },
    events: {} as LoadingEvent,
  },
  actions: {
    count: assign({ inFlight: ({ event }) => Math.max(0, event.inFlight) }),
  },
  guards: {
    busy: ({ event }) => event.inFlight > 0,
    idleNow: ({ context }) => context.inFlight === 0,
  },
  delays: { overlayDelay: OVERLAY_DELAY_MS, overlayMin: OVERLAY_MIN_MS },
}).createMachine({
  id: 'loading',
  context: { inFlight: 0 },
  initial: 'idle',
  on: { ACTIVITY: { actions: 'count' } },
  states: {
    idle: {
      on: { ACTIVITY: { guard: 'busy', target: 'pending', actions: 'count' } },
    },
    pending: {
      after: { overlayDelay: { target: 'visible' } },
      always: { guard: 'idleNow', target: 'idle' },
    },
    visible: {
      initial: 'holding',
      states: {
        holding: { after: { overlayMin: { target: 'settled' } } },
        settled: { always: { guard: 'idleNow', target: '#loading.idle' } },
      },
    },
  },
});
