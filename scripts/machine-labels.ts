// How the machine diagrams name events, guards and actions (scripts/machine-diagram.ts).
// They read the machine definition as XState v5 stores it: a guard or an action is a
// string, a `{ type, params }` object or a function; `and`/`or`/`not` return a function
// whose `check` is XState's checkAnd/checkOr/checkNot and whose `guards` are the operands;
// `stateIn` one whose `check` is checkStateIn with the `stateValue`; assign/raise/emit/...
// return a function with `type: 'xstate.assign'` etc.
import { and, not, or, stateIn } from 'xstate';

type Check = (...args: never[]) => unknown;
const checkOf = (guard: unknown): Check | undefined => (guard as { check?: Check }).check;
const operators = new Map<Check | undefined, string>([
  [checkOf(and([])), 'and'],
  [checkOf(or([])), 'or'],
  [checkOf(not('')), 'not'],
]);
const checkStateIn = checkOf(stateIn(''));

/** `[hasTime and not onBreak]`-style text of any guard; '' for none. */
export function guardText(guard: unknown): string {
  if (guard === undefined || guard === null) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const check = checkOf(guard);
    const operator = operators.get(check);
    if (operator) {
      const operands = ((guard as { guards?: unknown[] }).guards ?? []).map(operand);
      return operator === 'not' ? `not ${operands[0]}` : operands.join(` ${operator} `);
    }
    if (check && check === checkStateIn) {
      const value = (guard as { stateValue?: unknown }).stateValue;
      return `in ${typeof value === 'string' ? value : JSON.stringify(value)}`;
    }
    // Another copy of xstate, or a higher-level guard this file does not know yet.
    if (check) throw new Error(`machine diagrams: unknown higher-level guard ${(guard as Check).name} (check ${check.name})`);
    return '(inline)';
  }
  if (typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return '(inline)';
}

/** An operand of and/or/not: in parentheses when it is itself an and/or. */
function operand(guard: unknown): string {
  const text = guardText(guard);
  const operator = typeof guard === 'function' ? operators.get(checkOf(guard)) : undefined;
  return operator === 'and' || operator === 'or' ? `(${text})` : text;
}

/** The name of one action: its own name, or the built-in's (`assign`), or `(inline)`. */
export function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  const type = action && (typeof action === 'object' || typeof action === 'function') ? (action as { type?: unknown }).type : undefined;
  if (typeof type === 'string') return type.startsWith('xstate.') ? type.slice('xstate.'.length) : type;
  return '(inline)';
}

export const actionNames = (actions: unknown): string[] =>
  (Array.isArray(actions) ? actions : actions === undefined || actions === null ? [] : [actions]).map(actionName);

/** `xstate.after.retryDelay.question.retrying` reads `after retryDelay`; '' reads `always`. */
export function eventText(eventType: string): string {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.')) return `after ${eventType.split('.')[2]}`;
  if (eventType.startsWith('xstate.done.actor.')) return `done ${eventType.slice('xstate.done.actor.'.length)}`;
  if (eventType.startsWith('xstate.error.actor.')) return `error ${eventType.slice('xstate.error.actor.'.length)}`;
  return eventType;
}

/** A transition's label: `EVENT [guard] / action1, action2`. */
export function transitionLabel(eventType: string, guard: unknown, actions: unknown): string {
  const guarded = guardText(guard);
  const names = actionNames(actions);
  return `${eventText(eventType)}${guarded ? ` [${guarded}]` : ''}${names.length ? ` / ${names.join(', ')}` : ''}`;
}
