import { mkdirSync, writeFileSync } from 'node:fs';
import { beforeEach, it, vi } from 'vitest';
import {
  createActor,
  fromPromise,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type InspectionEvent,
} from 'xstate';
import { generatePaths, type PathSpec } from './paths.ts';

// Model-based testing (STACK.md "Model-based tests"): paths are generated from the
// real machine definition (test/model/paths.ts: a breadth-first walk of its pure
// transitions over the suite's `serialize` projection), then every path is replayed
// on a running actor of the same machine, with its side effects replaced by
// controllable fakes and its delays driven by fake time. Coverage is measured on what
// the running actor actually did (inspection microsteps), over all steps of all paths.

type AnyNode = AnyStateNode;

/** A call a fake actor received: which actor the machine started, with which input. */
export interface FakeCall {
  name: string;
  input: unknown;
}

/**
 * Fake promise actors that the path resolves or rejects when its step says so. `calls` lists
 * every start with its input, in order, so a suite can assert which call was made with which body.
 */
export function controllableActors(names: readonly string[]) {
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const calls: FakeCall[] = [];
  const actors = Object.fromEntries(
    names.map((name) => [
      name,
      fromPromise(
        ({ input }: { input: unknown }) =>
          new Promise((resolve, reject) => {
            calls.push({ name, input });
            pending.set(name, { resolve, reject });
          }),
      ),
    ]),
  );
  return {
    actors,
    calls,
    settle(name: string, outcome: { output?: unknown; error?: unknown }) {
      const deferred = pending.get(name);
      if (!deferred) throw new Error(`no running actor '${name}' to settle`);
      pending.delete(name);
      if ('error' in outcome) deferred.reject(outcome.error);
      else deferred.resolve(outcome.output);
    },
    reset: () => {
      pending.clear();
      calls.length = 0;
    },
  };
}

function allNodes(root: AnyNode): AnyNode[] {
  return [root, ...Object.values(root.states as Record<string, AnyNode>).flatMap(allNodes)];
}

function transitionKeys(machine: AnyStateMachine): Map<unknown, string> {
  const keys = new Map<unknown, string>();
  for (const node of allNodes(machine.root)) {
    for (const [eventType, list] of node.transitions) {
      list.forEach((t, i) => keys.set(t, `${node.id} --${eventType}#${i}-->`));
    }
    node.always?.forEach((t, i) => keys.set(t, `${node.id} --always#${i}-->`));
  }
  return keys;
}

export class Coverage {
  readonly states: string[];
  readonly transitions: Map<unknown, string>;
  readonly seenStates = new Set<string>();
  readonly seenTransitions = new Set<string>();
  readonly name: string;
  constructor(name: string, machine: AnyStateMachine) {
    this.name = name;
    this.states = allNodes(machine.root).map((n) => n.id);
    this.transitions = transitionKeys(machine);
  }
  observe = (event: InspectionEvent) => {
    if (event.type === '@xstate.microstep') {
      for (const t of (event as unknown as { _transitions: unknown[] })._transitions) {
        const key = this.transitions.get(t);
        if (key) this.seenTransitions.add(key);
      }
    }
    if (event.type === '@xstate.snapshot' || event.type === '@xstate.microstep') {
      const snapshot = event.snapshot as AnyMachineSnapshot;
      for (const node of (snapshot as unknown as { _nodes?: AnyNode[] })._nodes ?? []) this.seenStates.add(node.id);
    }
  };
  summary() {
    const missing = {
      states: this.states.filter((s) => !this.seenStates.has(s)),
      transitions: [...this.transitions.values()].filter((t) => !this.seenTransitions.has(t)),
    };
    return {
      machine: this.name,
      states: { covered: this.states.length - missing.states.length, total: this.states.length },
      transitions: { covered: this.transitions.size - missing.transitions.length, total: this.transitions.size },
      missing,
    };
  }
  /** Written for `npm run test:model`, which prints every machine's figures. */
  write() {
    mkdirSync('test-results/model-coverage', { recursive: true });
    writeFileSync(`test-results/model-coverage/${this.name}.json`, JSON.stringify(this.summary(), null, 2));
  }
}

export interface ModelSpec<M extends AnyStateMachine> extends PathSpec<M> {
  /** The machine under test, with its effects provided (fakes wired to `settle`). */
  machine: M;
  /** Perform one step's event on the running actor. */
  exec: (event: AnyEventObject, actor: AnyActorRef) => void | Promise<void>;
  /**
   * Extra checks of what a user would notice in that state, after each step (the first with
   * the event `xstate.init`). `step` is the event just performed and the running actor.
   */
  check?: (snapshot: AnyMachineSnapshot, expected: AnyMachineSnapshot, step: { event: AnyEventObject; actor: AnyActorRef }) => void;
  /** Called with each path's new actor before it starts (subscribe to emitted events, reset an oracle). */
  start?: (actor: AnyActorRef) => void;
  /** Called after a path's last step, before its actor stops: e.g. let time run on and check what follows. */
  end?: (actor: AnyActorRef) => void | Promise<void>;
}

export const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
};

/**
 * Paths from the machine file (test/model/paths.ts): the shortest path to every state the
 * model reaches, and for every edge class (`edgeKey`) out of those states that path plus the
 * edge, so that every edge of the graph is walked on the running actor; with `facet`, also
 * the shortest path to every (state value, facet) reached.
 */
export function modelPaths<M extends AnyStateMachine>(spec: ModelSpec<M>) {
  return generatePaths(spec);
}

/**
 * Every path of `spec` as a test of its own, replayed on a running actor with fake timers
 * (`timers`: their options, e.g. a fixed `now`): the paths' part of a model test file.
 */
export function testEveryPath<M extends AnyStateMachine>(spec: ModelSpec<M>, coverage: Coverage, timers?: Parameters<typeof vi.useFakeTimers>[0]): void {
  const { paths } = modelPaths(spec);
  beforeEach(() => {
    vi.useFakeTimers(timers);
  });
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await runPath(spec, coverage, path.steps);
    await flush();
  });
}

export async function runPath<M extends AnyStateMachine>(spec: ModelSpec<M>, coverage: Coverage, steps: Array<{ event: AnyEventObject; state: AnyMachineSnapshot }>) {
  const actor: AnyActorRef = createActor(spec.machine, { input: spec.input, inspect: coverage.observe } as never);
  spec.start?.(actor);
  actor.start();
  await flush();
  try {
    for (const step of steps) {
      if (step.event.type !== 'xstate.init') {
        await spec.exec(step.event, actor);
        await flush();
      }
      const actual = actor.getSnapshot() as AnyMachineSnapshot;
      if (JSON.stringify(actual.value) !== JSON.stringify(step.state.value)) {
        throw new Error(`after ${step.event.type}: expected ${JSON.stringify(step.state.value)}, got ${JSON.stringify(actual.value)}`);
      }
      spec.check?.(actual, step.state, { event: step.event, actor });
    }
    await spec.end?.(actor);
  } finally {
    actor.stop();
  }
}

/** The delay event XState sends itself: xstate.after.<delay>.<stateNodeId>. */
export const after = (delay: string, stateId: string) => ({ type: `xstate.after.${delay}.${stateId}` });
export const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });
export const failed = (id: string, error: unknown = new Error('failed')) => ({ type: `xstate.error.actor.${id}`, error });

/** Executes a path step: settles a fake actor, lets fake time reach the next delay, or sends a user event. */
export function execWith(fakes: ReturnType<typeof controllableActors>) {
  return async (event: AnyEventObject, actor: AnyActorRef) => {
    const rest = event.type.split('.').slice(3);
    if (event.type.startsWith('xstate.done.actor.')) fakes.settle(rest.join('.'), { output: event.output });
    else if (event.type.startsWith('xstate.error.actor.')) fakes.settle(rest.join('.'), { error: event.error });
    else if (event.type.startsWith('xstate.after.')) await vi.advanceTimersToNextTimerAsync();
    else actor.send(event);
  };
}
