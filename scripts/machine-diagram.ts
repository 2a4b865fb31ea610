// One machine as a Mermaid stateDiagram-v2, a pure function of its definition: states
// (nested, parallel regions, finals), each state's `description` and entry and exit
// actions, and every transition as `EVENT [guard] / actions`.
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { actionNames, transitionLabel } from './machine-labels.ts';

type AnyNode = AnyStateNode;

const mid = (node: AnyNode) => node.id.replace(/[^A-Za-z0-9_]/g, '_');
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const childrenOf = (node: AnyNode) => Object.values(node.states as Record<string, AnyNode>);
const initialOf = (node: AnyNode) => (node.initial as unknown as { target: AnyNode[] } | undefined)?.target?.[0];

/**
 * What a state does on its own: its description in a note; `entry / …` and `exit / …`
 * lines in its box, or in the note for a composite state (Mermaid gives those a title only).
 */
function about(node: AnyNode, composite: boolean, indent: string, lines: string[]) {
  // From the config: the machine adds its own raise/cancel for `after` to node.entry/exit.
  const actions = (['entry', 'exit'] as const)
    .map((kind) => [kind, actionNames(node.config[kind])] as const)
    .filter(([, names]) => names.length > 0)
    .map(([kind, names]) => `${kind} / ${names.join(', ')}`);
  const note = [...(node.description ? [oneLine(node.description)] : []), ...(composite ? actions : [])];
  if (note.length) lines.push(`${indent}note right of ${mid(node)}`, ...note.map((line) => `${indent}  ${line}`), `${indent}end note`);
  if (!composite) for (const line of actions) lines.push(`${indent}${mid(node)} : ${line}`);
}

function declare(node: AnyNode, indent: string, lines: string[]) {
  const children = childrenOf(node);
  if (children.length === 0) {
    lines.push(`${indent}state "${node.key}" as ${mid(node)}`);
    about(node, false, indent, lines);
    if (node.type === 'final') lines.push(`${indent}${mid(node)} --> [*]`);
    return;
  }
  lines.push(`${indent}state "${node.key}" as ${mid(node)} {`);
  if (node.type === 'parallel') {
    children.forEach((child, i) => {
      if (i > 0) lines.push(`${indent}  --`);
      declare(child, `${indent}  `, lines);
    });
  } else {
    const initial = initialOf(node);
    if (initial) lines.push(`${indent}  [*] --> ${mid(initial)}`);
    children.forEach((child) => declare(child, `${indent}  `, lines));
  }
  lines.push(`${indent}}`);
  about(node, true, indent, lines);
}

function transitions(node: AnyNode, lines: string[]) {
  // The event type read from the map's key ('' for `always`): a definition's own is untyped here.
  const all = [...[...node.transitions].flatMap(([eventType, list]) => list.map((t) => ({ eventType, t }))), ...(node.always ?? []).map((t) => ({ eventType: '', t }))];
  for (const { eventType, t } of all) {
    const targets = (t.target ?? []) as AnyNode[];
    const label = oneLine(transitionLabel(eventType, t.guard, t.actions));
    for (const target of targets.length ? targets : [node]) lines.push(`  ${mid(node)} --> ${mid(target)}: ${label}`);
  }
  for (const child of childrenOf(node)) transitions(child, lines);
}

export function toMermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  const root = machine.root as AnyNode;
  const initial = initialOf(root);
  if (initial) lines.push(`  [*] --> ${mid(initial)}`);
  for (const child of childrenOf(root)) declare(child, '  ', lines);
  for (const child of childrenOf(root)) transitions(child, lines);
  transitions({ ...root, states: {} } as AnyNode, lines);
  return lines.join('\n');
}
