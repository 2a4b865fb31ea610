import { createEmptyActor, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';

// The paths of a model suite, from the machine definition alone (no test runner here, so a
// script can generate them too): a breadth-first walk of the machine's pure transitions over
// a projection of its snapshots (`serialize`: what tells two states apart for the model), then
// the shortest path for every edge class (`edgeKey`) and every (state value, `facet`) the walk
// reaches.

export type Step = { event: AnyEventObject; state: AnyMachineSnapshot };
export interface ModelPath {
  description: string;
  steps: Step[];
  /** The state the path ends in. */
  state: AnyMachineSnapshot;
}

export interface PathSpec<M extends AnyStateMachine = AnyStateMachine> {
  name: string;
  machine: M;
  input?: unknown;
  /** Every event the model may take from a snapshot (filtered by snapshot.can). */
  events: (snapshot: AnyMachineSnapshot) => AnyEventObject[];
  /**
   * The vertices of the walk: snapshots with the same key are one state of the model, and only
   * the first one reached (by the fewest steps) is walked on. Default: value + context.
   */
  serialize?: (snapshot: AnyMachineSnapshot) => string;
  /**
   * Which edges of the graph get a path of their own: edges with the same key share one.
   * Default: the state values and the event type (context and payload variations of an edge
   * add time, not state coverage). Suites whose oracle cares about payloads or context key
   * on more, e.g. `(from, event, to) => JSON.stringify([from, event, to])` (serialized states);
   * the snapshots themselves come after (the one walked on from `from`, and the one reached).
   */
  edgeKey?: (from: string, event: AnyEventObject, to: string, fromState: AnyMachineSnapshot, toState: AnyMachineSnapshot) => string;
  /**
   * Also the shortest path to every (state value, facet) the walk reaches that no edge's path
   * ends in: what the screen shows differently beyond the state value (breaks left, marks).
   */
  facet?: (snapshot: AnyMachineSnapshot) => unknown;
}

export function serializeSnapshot(snapshot: AnyMachineSnapshot): string {
  const value: unknown = snapshot.value;
  const context: object | undefined = snapshot.context as object | undefined;
  return JSON.stringify({ value, context: Object.keys(context ?? {}).length ? context : undefined });
}

/** What @xstate/graph gives a machine's pure `transition` (no actor runs, no effect happens). */
function mockScope() {
  const empty = createEmptyActor();
  return {
    self: empty,
    logger: () => {},
    id: '',
    sessionId: Math.random().toString(32).slice(2),
    defer: () => {},
    system: empty.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  };
}

interface Vertex {
  state: AnyMachineSnapshot;
  /** The vertex it was first reached from, and by which event: its shortest path, backwards. */
  parent: Vertex | null;
  event: AnyEventObject;
  depth: number;
}

function stepsTo(vertex: Vertex): Step[] {
  const steps: Step[] = [];
  for (let v: Vertex | null = vertex; v; v = v.parent) steps.push({ event: v.event, state: v.state });
  return steps.reverse();
}

const describe = (steps: Step[]) =>
  steps
    .slice(1)
    .map((s) => s.event.type.replace(/^xstate\./, ''))
    .join(' → ');

/**
 * The walk and its paths. Every step's state is the machine's own transition of the step
 * before it (the first vertex reached under a key is the one walked on), so a path replays
 * exactly on a running actor of the same machine.
 */
export function generatePaths<M extends AnyStateMachine>(spec: PathSpec<M>): { paths: ModelPath[]; states: number } {
  const serialize = spec.serialize ?? serializeSnapshot;
  const machine = spec.machine as AnyStateMachine;
  const scope = mockScope();
  const initial = machine.getInitialSnapshot(scope as never, spec.input) as AnyMachineSnapshot;
  const vertices = new Map<string, Vertex>([[serialize(initial), { state: initial, parent: null, event: { type: 'xstate.init' }, depth: 0 }]]);
  const order = [...vertices.keys()];
  const edgePaths: ModelPath[] = [];
  const edges = new Set<string>();
  for (let i = 0; i < order.length; i++) {
    const from = order[i]!;
    const vertex = vertices.get(from)!;
    // (An event listed twice makes the same edge again: it gets no second path.)
    for (const event of spec.events(vertex.state)) {
      if (!vertex.state.can(event)) continue;
      const state = machine.transition(vertex.state, event, scope as never) as AnyMachineSnapshot;
      const to = serialize(state);
      if (!vertices.has(to)) {
        vertices.set(to, { state, parent: vertex, event, depth: vertex.depth + 1 });
        order.push(to);
      }
      const edge = spec.edgeKey ? spec.edgeKey(from, event, to, vertex.state, state) : JSON.stringify([vertex.state.value, event.type, state.value]);
      if (edges.has(edge)) continue;
      edges.add(edge);
      const steps = [...stepsTo(vertex), { event, state }];
      edgePaths.push({ description: describe(steps), steps, state });
    }
  }
  const paths = edgePaths;
  if (spec.facet) {
    const facet = spec.facet;
    const keyOf = (state: AnyMachineSnapshot) => JSON.stringify([state.value, facet(state)]);
    const seen = new Set(edgePaths.map((p) => keyOf(p.state)));
    // In the order reached: the first vertex of a (value, facet) has the shortest path to it.
    for (const key of order) {
      const vertex = vertices.get(key)!;
      const facetKey = keyOf(vertex.state);
      if (seen.has(facetKey)) continue;
      seen.add(facetKey);
      const steps = stepsTo(vertex);
      paths.push({ description: `[${JSON.stringify(facet(vertex.state))}] ${describe(steps)}`, steps, state: vertex.state });
    }
  }
  // A start that takes no event (a screen given as final) is one path: the machine as it opens.
  if (paths.length === 0) paths.push({ description: 'as it opens', steps: stepsTo(vertices.get(order[0]!)!), state: initial });
  return { paths, states: vertices.size };
}

/**
 * The paths that are not the first steps of another (nor a copy of one), by their events and
 * states: a longer path performs and checks every step of such a path, in the same order. Only
 * for suites that check nothing after a path's last step (no `end`).
 */
export function withoutPrefixes<P extends { steps: Step[] }>(paths: P[]): P[] {
  const ids = new Map<string, number>();
  const idOf = (step: Step) => {
    const key = JSON.stringify([step.event, step.state.value, step.state.context]);
    if (!ids.has(key)) ids.set(key, ids.size);
    return ids.get(key)!;
  };
  const keys = paths.map((p) => p.steps.map(idOf));
  const prefixes = new Set<string>();
  for (const key of keys) for (let n = 1; n < key.length; n++) prefixes.add(key.slice(0, n).join(' '));
  const kept = new Set<string>();
  return paths.filter((_, i) => {
    const key = keys[i]!.join(' ');
    if (prefixes.has(key) || kept.has(key)) return false;
    kept.add(key);
    return true;
  });
}
