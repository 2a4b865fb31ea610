// Per-passage orders (docs/exams.md "Orders"): SEQUENCE answers are shuffled and never shown
// in the correct order; COMPARISON partners are shuffled so that no item faces its own
// partner. Drawn once at start and stored, so reloads show the same order. Pure: the
// random source is a parameter (crypto in production, seeded in tests).
export type Random = () => number; // [0, 1)

export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A shuffle of `correct` that differs from it (when it has two items or more). */
export function shuffleAwayFrom(correct: readonly number[], random: Random): number[] {
  if (correct.length < 2) return [...correct];
  for (let tries = 0; tries < 20; tries++) {
    const out = shuffle(correct, random);
    if (out.some((id, i) => id !== correct[i])) return out;
  }
  return [...correct.slice(1), correct[0]!]; // a rotation always differs
}

/** A shuffle of `items` where no item stays at its place (a derangement), when length ≥ 2. */
export function derange(items: readonly number[], random: Random): number[] {
  if (items.length < 2) return [...items];
  for (let tries = 0; tries < 50; tries++) {
    const out = shuffle(items, random);
    if (out.every((id, i) => id !== items[i])) return out;
  }
  return [...items.slice(1), items[0]!]; // a rotation moves every item
}
