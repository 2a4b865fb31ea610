import { mkdirSync, writeFileSync } from 'node:fs';
import { TestModel } from '@xstate/graph';
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

// Model-based testing (STACK.md "Model-based tests"): paths are generated from the
// real machine definition with @xstate/graph's TestModel, then every path is replayed
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

export interface ModelSpec<M extends AnyStateMachine> {
  name: string;
  /** The machine under test, with its effects provided (fakes wired to `settle`). */
  machine: M;
  input?: unknown;
  /** Every event the model may take from a snapshot (filtered by snapshot.can). */
  events: (snapshot: AnyMachineSnapshot) => AnyEventObject[];
  /** Perform one step's event on the running actor. */
  exec: (event: AnyEventObject, actor: AnyActorRef) => void | Promise<void>;
  /** What makes two snapshots the same state for the model (default: value + context). */
  serialize?: (snapshot: AnyMachineSnapshot) => string;
  /**
   * Extra checks of what a user would notice in that state, after each step (the first with
   * the event `xstate.init`). `step` is the event just performed and the running actor.
   */
  check?: (snapshot: AnyMachineSnapshot, expected: AnyMachineSnapshot, step: { event: AnyEventObject; actor: AnyActorRef }) => void;
  /** Called with each path's new actor before it starts (subscribe to emitted events, reset an oracle). */
  start?: (actor: AnyActorRef) => void;
  /** Called after a path's last step, before its actor stops: e.g. let time run on and check what follows. */
  end?: (actor: AnyActorRef) => void | Promise<void>;
  /**
   * Which edges of the graph get a path of their own: edges with the same key share one.
   * Default: the state values and the event type (context and payload variations of an edge
   * add time, not state coverage). Suites whose oracle cares about payloads or context key
   * on more, e.g. `(from, event, to) => JSON.stringify([from, event, to])` (serialized states).
   */
  edgeKey?: (from: string, event: AnyEventObject, to: string) => string;
}

export const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
};

/**
 * Paths from the machine file: the shortest path to every state the model reaches,
 * and for every transition out of every state that path plus the transition, so that
 * every edge of the graph is walked on the running actor.
 */
export function modelPaths<M extends AnyStateMachine>(spec: ModelSpec<M>) {
  const serialize = spec.serialize ?? serializeSnapshot;
  const model = new TestModel(spec.machine, {
    events: (snapshot: AnyMachineSnapshot) => spec.events(snapshot).filter((e) => snapshot.can(e)),
    input: spec.input,
    serializeState: (snapshot: AnyMachineSnapshot) => serialize(snapshot),
  } as never);
  type Step = { event: AnyEventObject; state: AnyMachineSnapshot };
  type Adjacency = Record<string, { state: AnyMachineSnapshot; transitions: Record<string, Step> }>;
  const adjacency = model.getAdjacencyMap() as unknown as Adjacency;
  const node = (key: string) => {
    const entry = adjacency[key];
    if (!entry) throw new Error(`no state '${key}' in the adjacency map`);
    return entry;
  };
  const [initialKey] = Object.keys(adjacency);
  if (initialKey === undefined) throw new Error(`${spec.name}: the model has no initial state`);
  // Breadth-first: the shortest list of steps that reaches each state of the graph.
  const shortest = new Map<string, Step[]>([[initialKey, [{ event: { type: 'xstate.init' }, state: node(initialKey).state }]]]);
  const queue = [initialKey];
  while (queue.length > 0) {
    const from = queue.shift()!;
    for (const step of Object.values(node(from).transitions)) {
      const to = serialize(step.state);
      if (!(to in adjacency) || shortest.has(to)) continue;
      shortest.set(to, [...shortest.get(from)!, step]);
      queue.push(to);
    }
  }
  // One path per distinct edge between state values (context variations of the same
  // edge add time, not coverage; coverage is still measured on every step run), or per
  // distinct `edgeKey`.
  const paths: Array<{ description: string; steps: Step[]; state: AnyMachineSnapshot }> = [];
  const edges = new Set<string>();
  for (const [from, steps] of shortest) {
    for (const step of Object.values(node(from).transitions)) {
      const edge = spec.edgeKey ? spec.edgeKey(from, step.event, serialize(step.state)) : JSON.stringify([node(from).state.value, step.event.type, step.state.value]);
      if (edges.has(edge)) continue;
      edges.add(edge);
      const all = [...steps, step];
      paths.push({
        description: all
          .slice(1)
          .map((s) => s.event.type.replace(/^xstate\./, ''))
          .join(' → '),
        steps: all,
        state: step.state,
      });
    }
  }
  // A start that takes no event (a screen given as final) is one path: the machine as it opens.
  if (paths.length === 0) paths.push({ description: 'as it opens', steps: shortest.get(initialKey)!, state: node(initialKey).state });
  return { model, paths };
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

function serializeSnapshot(snapshot: AnyMachineSnapshot): string {
  const value: unknown = snapshot.value;
  const context: object | undefined = snapshot.context as object | undefined;
  return JSON.stringify({ value, context: Object.keys(context ?? {}).length ? context : undefined });
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
