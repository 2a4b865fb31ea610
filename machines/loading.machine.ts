import { assign, not, setup } from 'xstate';

// SPEC §1 "A global loading overlay shows while requests run". To avoid a flash on fast
// answers the overlay waits a short delay before it shows, and once shown stays a
// moment so it does not flicker. What the overlay reads: machines/loading.connect.ts.
// The HTTP client reports how many requests run (ACTIVITY, src/main.tsx).

export const OVERLAY_DELAY_MS = 300;
export const OVERLAY_MIN_MS = 200;

export type LoadingEvent = { type: 'ACTIVITY'; inFlight: number };

export const loadingMachine = setup({
  types: {
    context: {} as { inFlight: number },
    events: {} as LoadingEvent,
  },
  actions: {
    /** A negative count reads as none. */
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
    // Requests run; the overlay waits for the delay, and is not shown if they end before it.
    pending: {
      after: { overlayDelay: { target: 'visible' } },
      on: { ACTIVITY: { guard: not('busy'), target: 'idle', actions: 'count' } },
    },
    visible: {
      initial: 'holding',
      states: {
        // Shown for at least OVERLAY_MIN_MS, whatever the requests do.
        holding: { after: { overlayMin: { target: 'settled' } } },
        // Then hidden as soon as no request runs.
        settled: { always: { guard: 'idleNow', target: '#loading.idle' } },
      },
    },
  },
});
