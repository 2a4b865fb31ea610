import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { loadingMachine, OVERLAY_DELAY_MS, OVERLAY_MIN_MS, type LoadingEvent } from '../../machines/loading.machine.ts';
import { connectLoading } from '../../machines/loading.connect.ts';
import { after, controllableActors, Coverage, execWith, testEveryPath } from './harness.ts';

// Model-based paths of machines/loading.machine.ts (SPEC §1 global loading overlay),
// delays driven by fake time. The HTTP client reports how many requests run (ACTIVITY);
// after every step the overlay the connect shows is compared with the test's own reading
// of the rule below (the oracle), on the fake clock:
// - the overlay shows once requests have run for OVERLAY_DELAY_MS without a pause to zero;
// - once shown it stays at least OVERLAY_MIN_MS, and hides when no request runs after that;
// - a negative count reads as zero.
const fakes = controllableActors([]);
const machine = loadingMachine;
const events = (): AnyEventObject[] => [
  { type: 'ACTIVITY', inFlight: 1 },
  { type: 'ACTIVITY', inFlight: 0 },
  { type: 'ACTIVITY', inFlight: -1 },
  after('overlayDelay', 'loading.pending'),
  after('overlayMin', 'loading.visible.holding'),
];

/** The oracle's reading of the rule, on the fake clock. */
let inFlight = 0;
let busySince: number | null = null;
let shownAt: number | null = null;

function advanceTo(now: number) {
  if (shownAt === null && busySince !== null && now >= busySince + OVERLAY_DELAY_MS) shownAt = busySince + OVERLAY_DELAY_MS;
  if (shownAt !== null && inFlight === 0 && now >= shownAt + OVERLAY_MIN_MS) {
    shownAt = null;
    busySince = null;
  }
}

function activity(count: number, now: number) {
  advanceTo(now);
  inFlight = count > 0 ? count : 0;
  if (shownAt === null) busySince = inFlight > 0 ? (busySince ?? now) : null;
  advanceTo(now);
}

const isActivity = (event: AnyEventObject): event is LoadingEvent => event.type === 'ACTIVITY';

const spec = {
  name: 'loading',
  machine,
  events,
  // ACTIVITY events differ by count only: one path per event of each state.
  edgeKey: (from: string, event: AnyEventObject, to: string) => JSON.stringify([from, event, to]),
  exec: execWith(fakes),
  start: () => {
    inFlight = 0;
    busySince = null;
    shownAt = null;
  },
  check: (actual: AnyMachineSnapshot, _expected: AnyMachineSnapshot, step: { event: AnyEventObject; actor: AnyActorRef }) => {
    if (isActivity(step.event)) activity(step.event.inFlight, Date.now());
    advanceTo(Date.now());
    expect(connectLoading(actual).overlayVisible).toBe(shownAt !== null);
  },
  // Then time runs on with no news from the HTTP client: the overlay shows or hides as the rule says.
  end: async (actor: AnyActorRef) => {
    await vi.advanceTimersByTimeAsync(OVERLAY_DELAY_MS + OVERLAY_MIN_MS);
    advanceTo(Date.now());
    expect(connectLoading(actor.getSnapshot() as AnyMachineSnapshot).overlayVisible).toBe(shownAt !== null);
  },
};
const coverage = new Coverage('loading', machine);
beforeEach(() => {
  vi.useFakeTimers();
});

describe('loading machine paths', () => {
  testEveryPath(spec, coverage);

  it('the paths cover every state and transition of the machine', () => {
    coverage.write();
    expect(coverage.summary().missing).toEqual({ states: [], transitions: [] });
  });
});
