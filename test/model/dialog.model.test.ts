import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { dialogMachine } from '../../machines/dialog.machine.ts';
import { controllableActors, Coverage, execWith, modelPaths, runPath } from './harness.ts';

// Model-based paths of machines/dialog.machine.ts (SPEC §1 shared dialogs): one open at
// a time, the next opens when the first closes.
const fakes = controllableActors([]);
const machine = dialogMachine;
const events = (snapshot: AnyMachineSnapshot): AnyEventObject[] => [
  // Bound the queue so the model stays finite.
  ...(snapshot.context.queue.length < 2 ? [{ type: 'DIALOG.OPEN', kind: 'error', message: { code: 'notFound' } }] : []),
  { type: 'DIALOG.CLOSE', confirmed: true },
  { type: 'DIALOG.CLOSE', confirmed: false },
];
const spec = {
  name: 'dialog',
  machine,
  events,
  // Request ids grow forever; the queue's length is what the model is about.
  serialize: (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, snapshot.context.queue.length]),
  exec: execWith(fakes),
  check: (actual: AnyMachineSnapshot, expected: AnyMachineSnapshot) => {
    expect(actual.context.queue.length).toBe(expected.context.queue.length);
  },
};
const coverage = new Coverage('dialog', machine);
const { paths } = modelPaths(spec);

beforeEach(() => {
  vi.useFakeTimers();
});

describe('dialog machine paths', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await runPath(spec, coverage, path.steps);
  });

  it('the paths cover every state and transition of the machine', () => {
    coverage.write();
    expect(coverage.summary().missing).toEqual({ states: [], transitions: [] });
  });
});
