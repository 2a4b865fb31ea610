import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { loadingMachine } from '../../machines/loading.machine.ts';
import { after, controllableActors, Coverage, execWith, modelPaths, runPath } from './harness.ts';

// Model-based paths of machines/loading.machine.ts (SPEC §1 global loading overlay),
// delays driven by fake time.
const fakes = controllableActors([]);
const machine = loadingMachine;
const events = (): AnyEventObject[] => [
  { type: 'ACTIVITY', inFlight: 1 },
  { type: 'ACTIVITY', inFlight: 0 },
  after('overlayDelay', 'loading.pending'),
  after('overlayMin', 'loading.visible.holding'),
];
const spec = { name: 'loading', machine, events, exec: execWith(fakes) };
const coverage = new Coverage('loading', machine);
const { paths } = modelPaths(spec);

beforeEach(() => {
  vi.useFakeTimers();
});

describe('loading machine paths', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await runPath(spec, coverage, path.steps);
  });

  it('the paths cover every state and transition of the machine', () => {
    coverage.write();
    expect(coverage.summary().missing).toEqual({ states: [], transitions: [] });
  });
});
