// Answer handles (docs/exams.md "What the browser gets"): the browser never sees an answer's
// database id. Each passage question draws its own random handles when the passage starts,
// stored index by index with its shown order (exam_result_questions.answer_handles), so a
// handle says nothing of authoring order or correctness and differs in every attempt. Pure:
// the random source is a parameter (production: server/adapters/random.ts).
import type { GivenAnswer } from '../../../api/exams.ts';
/** A random source in [0, 1). */
export type Random = () => number;

/** Handles are positive 31-bit integers (the wire's answerId is an integer). */
export const HANDLE_MAX = 2 ** 31 - 1;

/** `count` distinct handles, each uniform in 1..HANDLE_MAX. */
export function drawHandles(count: number, random: Random): number[] {
  const out = new Set<number>();
  while (out.size < count) out.add(1 + Math.floor(random() * HANDLE_MAX));
  return [...out];
}

export type HandleMap = { toWire: (answerId: number) => number; fromWire: (handle: number) => number | undefined };

/** `order`: answer ids as shown; `handles`: the handle of each, at the same index. */
export function handleMap(order: readonly number[], handles: readonly number[]): HandleMap {
  const wire = new Map(order.map((id, i) => [id, handles[i]!]));
  const ids = new Map(handles.map((h, i) => [h, order[i]!]));
  return {
    toWire: (answerId) => {
      const handle = wire.get(answerId);
      if (handle === undefined) throw new Error(`answer ${answerId} has no handle in this passage`);
      return handle;
    },
    fromWire: (handle) => ids.get(handle),
  };
}

/**
 * The given answers with handles turned back into answer ids; an unknown handle is a field
 * error `answers.<i>.answerId: invalid`, as an id of another question was before.
 */
export function answersFromWire(map: HandleMap, answers: readonly GivenAnswer[]): { ok: true; answers: GivenAnswer[] } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const out = answers.map((a, i) => {
    const answerId = map.fromWire(a.answerId);
    if (answerId === undefined) errors[`answers.${i}.answerId`] = 'invalid';
    return { ...a, answerId: answerId ?? 0 };
  });
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, answers: out };
}
