import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import type { AnyActorRef, AnyEventObject, AnyMachineSnapshot, AnyStateMachine, InspectionEvent } from 'xstate';
import { Coverage, flush } from '../../../model/harness.ts';

// Model paths replayed on the rendered page (test/model/*.model.test.tsx). The page
// builds its machine with `.provide()` (its navigation), which makes new transition
// objects; coverage is measured per machine object and merged by state and transition
// names into one Coverage of the machine file.
export class ScreenCoverage {
  readonly total: Coverage;
  private readonly perMachine = new Map<AnyStateMachine, Coverage>();
  /** The running actor of the machine under test in the current path. */
  actor: AnyActorRef | null = null;
  private readonly machineId: string;
  constructor(name: string, machine: AnyStateMachine, machineId: string) {
    this.total = new Coverage(name, machine);
    this.machineId = machineId;
  }
  observe = (event: InspectionEvent) => {
    const logic = (event.actorRef as unknown as { logic?: AnyStateMachine }).logic;
    if (!logic || logic.id !== this.machineId) return;
    if (event.type === '@xstate.actor') this.actor = event.actorRef as AnyActorRef;
    let coverage = this.perMachine.get(logic);
    if (!coverage) {
      coverage = new Coverage(this.total.name, logic);
      this.perMachine.set(logic, coverage);
    }
    coverage.observe(event);
    coverage.seenStates.forEach((s) => this.total.seenStates.add(s));
    coverage.seenTransitions.forEach((t) => this.total.seenTransitions.add(t));
  };
}

export interface ScreenPath {
  steps: Array<{ event: AnyEventObject; state: AnyMachineSnapshot }>;
}

export interface ScreenSteps {
  render: () => void;
  /** Performs a step: settles a fake (xstate.* events, inside act) or acts as the user. */
  exec: (event: AnyEventObject, actor: AnyActorRef) => Promise<void> | void;
  check: (expected: AnyMachineSnapshot, actor: AnyActorRef) => void;
}

/**
 * The model-based suite of one machine on the rendered page: every generated path is a
 * test, and a last test fails unless the paths covered every state and transition.
 */
export function describeOnScreen(title: string, paths: Array<ScreenPath & { description: string }>, coverage: ScreenCoverage, steps: ScreenSteps) {
  describe(title, () => {
    it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
      await replayOnScreen(coverage, path, steps);
    });

    it('the paths cover every state and transition of the machine', () => {
      coverage.total.write();
      expect(coverage.total.summary().missing).toEqual({ states: [], transitions: [] });
    });
  });
}

/** Renders, then performs every step and checks the actor and the screen after it. */
export async function replayOnScreen(coverage: ScreenCoverage, path: ScreenPath, options: ScreenSteps) {
  coverage.actor = null;
  await act(async () => {
    options.render();
    await flush();
  });
  for (const step of path.steps) {
    const actor = coverage.actor as AnyActorRef | null;
    if (!actor) throw new Error('the page did not start the machine');
    if (step.event.type !== 'xstate.init') {
      // User events wrap themselves in act (Testing Library); settling a fake or moving
      // fake time is wrapped here.
      if (step.event.type.startsWith('xstate.')) await act(async () => options.exec(step.event, actor));
      else await options.exec(step.event, actor);
      await act(flush);
    }
    const actual = actor.getSnapshot() as AnyMachineSnapshot;
    if (JSON.stringify(actual.value) !== JSON.stringify(step.state.value)) {
      throw new Error(`after ${step.event.type}: expected ${JSON.stringify(step.state.value)}, got ${JSON.stringify(actual.value)}`);
    }
    options.check(step.state, actor);
  }
}
