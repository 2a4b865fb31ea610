// Per-passage orders (docs/exams.md "Orders"): every shown order is a uniform shuffle (a
// Fisher-Yates shuffle), with no rule such as "never the correct order" or "no item beside
// its own partner": a rule like that narrows the key (for two items it is the key). Drawn
// once at start and stored, so reloads show the same order. Pure: the random source is a
// parameter (crypto in production, seeded in tests).
import { drawHandles, type Random } from './handles.ts';

export type { Random };

export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export type QuestionOrders = { answerOrder: number[]; partnerOrder: number[] | null; answerHandles: number[] };

/** What a passage draws for a question at start: shown orders and answer handles (handles.ts). */
export function drawOrders(q: { type: string; answers: readonly { id: number }[] }, random: Random): QuestionOrders {
  const ids = q.answers.map((a) => a.id);
  return {
    answerOrder: shuffle(ids, random),
    partnerOrder: q.type === 'COMPARISON' ? shuffle(ids, random) : null,
    answerHandles: drawHandles(ids.length, random),
  };
}
