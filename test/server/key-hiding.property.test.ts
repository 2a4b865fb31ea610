// Issue 7, findings 1 and 4 (docs/exams.md "What the browser gets"): nothing the browser
// receives before an answer is locked lets a program do better than guessing. For random
// exams in every authoring order (correct answers authored first, last or anywhere; a
// SEQUENCE authored in its correct order, as authoring.ts does), a strategy that reads only
// answer ids and shown order scores no better than chance, within the bound derived in
// docs/exams.md: over K passages the success rate exceeds the chance rate p by more than
// eps = sqrt(ln(1/delta) / (2K)) with probability at most delta (Hoeffding), delta = 1e-6.
// Every step is the server's own: drawOrders (start), questionView (GET question),
// answersFromWire + canonicalGiven (POST answer) and gradeQuestion.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GivenAnswer, Question, QuestionType } from '../../api/exams.ts';
import { canonicalGiven } from '../../server/domain/exams/answers.ts';
import { answerShape, questionKey, type QuestionContent } from '../../server/domain/exams/content.ts';
import { gradeQuestion } from '../../server/domain/exams/grading.ts';
import { answersFromWire, drawHandles, handleMap, HANDLE_MAX, type Random } from '../../server/domain/exams/handles.ts';
import type { RevealFacts } from '../../server/domain/exams/reveal.ts';
import { drawOrders, shuffle } from '../../server/domain/exams/shuffle.ts';
import { questionView } from '../../server/domain/exams/views.ts';

const K = 3000;
const DELTA = 1e-6;
const EPS = Math.sqrt(Math.log(1 / DELTA) / (2 * K)); // 0.048

/** A small seeded generator (mulberry32), so every run is repeatable from fast-check's seed. */
function seeded(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const L = (text: string) => ({ ua: text, ru: text, en: text });
const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
const choose = (n: number, k: number): number => factorial(n) / (factorial(k) * factorial(n - k));

type Authored = { content: QuestionContent; chance: number; correctCount: number };

/** A question as the database holds it: serial ids in authoring order, from `first`. */
function author(type: QuestionType, n: number, first: number, correctAt: 'first' | 'last' | 'anywhere', mask: boolean[]): Authored {
  let correct = Array.from({ length: n }, (_, j) => mask[j]!);
  if (type === 'SINGLE_CHOICE' || !correct.includes(true)) {
    const at = correctAt === 'first' ? 0 : correctAt === 'last' ? n - 1 : mask.indexOf(true) >= 0 && mask.indexOf(true) < n ? mask.indexOf(true) : 0;
    correct = correct.map((_, j) => j === at);
  }
  if (type === 'MULTIPLE_CHOICE' && correctAt !== 'anywhere') {
    const k = Math.max(1, correct.filter(Boolean).length);
    correct = correct.map((_, j) => (correctAt === 'first' ? j < k : j >= n - k));
  }
  const correctCount = correct.filter(Boolean).length;
  const answers = Array.from({ length: n }, (_, j) => ({
    id: first + j,
    name: L(`answer ${j}`),
    correct: (type === 'SINGLE_CHOICE' || type === 'MULTIPLE_CHOICE') && correct[j]!,
    correctOrder: type === 'SEQUENCE' ? j + 1 : null,
    partner: type === 'COMPARISON' ? L(`partner ${j}`) : null,
    pictures: [],
  }));
  const content: QuestionContent = { id: first, type, name: L('q'), points: 1, answerSetting: null, answers, pictures: [], materials: [] };
  const chance = type === 'SINGLE_CHOICE' ? 1 / n : type === 'MULTIPLE_CHOICE' ? 1 / choose(n, correctCount) : 1 / factorial(n);
  return { content, chance, correctCount };
}

const hidden: RevealFacts = { showCheckResult: true, answerHistoryAllowed: true, attempts: null, resultsCount: 1, scheduleFinish: Infinity, now: 0, ended: false };

type Strategy = (q: Question, correctCount: number) => GivenAnswer[];
const byId = (q: Question) => [...q.answers].sort((x, y) => x.answerId - y.answerId);
const pick = (answers: Question['answers'], k: number): GivenAnswer[] => answers.slice(0, k).map((a) => ({ answerId: a.answerId, selected: true }));
const order = (answers: Question['answers']): GivenAnswer[] => answers.map((a, i) => ({ answerId: a.answerId, order: i + 1 }));
const match = (items: Question['answers'], partners: string[]): GivenAnswer[] => items.map((a, i) => ({ answerId: a.answerId, answer: partners[i]! }));

const STRATEGIES: Record<'choice' | 'SEQUENCE' | 'COMPARISON', Record<string, Strategy>> = {
  choice: {
    'lowest ids': (q, k) => pick(byId(q), k),
    'highest ids': (q, k) => pick(byId(q).reverse(), k),
    'first shown': (q, k) => pick(q.answers, k),
    'last shown': (q, k) => pick([...q.answers].reverse(), k),
  },
  SEQUENCE: {
    'sorted ids': (q) => order(byId(q)),
    'reverse sorted ids': (q) => order(byId(q).reverse()),
    'shown order': (q) => order(q.answers),
    'reverse shown order': (q) => order([...q.answers].reverse()),
  },
  COMPARISON: {
    'shown beside shown': (q) => match(q.answers, q.partners!),
    'shown beside reversed': (q) => match(q.answers, [...q.partners!].reverse()),
    'sorted ids beside shown': (q) => match(byId(q), q.partners!),
    'reverse ids beside shown': (q) => match(byId(q).reverse(), q.partners!),
  },
};

// The handle map of each shown question, as the server stores it for the passage.
const shownHandles = new WeakMap<Question, ReturnType<typeof handleMap>>();
function passage(content: QuestionContent, random: Random): Question {
  const orders = drawOrders(content, random);
  const rq = { id: 1, questionId: content.id, type: content.type, ...orders, given: null, saved: false, correct: null };
  const shown = questionView(content, rq, hidden, 'en');
  shownHandles.set(shown, handleMap(orders.answerOrder, orders.answerHandles));
  return shown;
}

describe('what the browser gets before an answer is locked', () => {
  const questionArb = fc.record({
    type: fc.constantFrom<QuestionType>('SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'SEQUENCE', 'COMPARISON'),
    n: fc.integer({ min: 2, max: 5 }),
    first: fc.integer({ min: 1, max: 100_000 }),
    correctAt: fc.constantFrom<'first' | 'last' | 'anywhere'>('first', 'last', 'anywhere'),
    mask: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
    seed: fc.integer(),
  });

  it(`lets no strategy reading only ids and order beat chance by more than eps = ${EPS.toFixed(3)} over ${K} passages`, () => {
    fc.assert(
      fc.property(questionArb, ({ type, n, first, correctAt, mask, seed }) => {
        const authored = author(type, n, first, correctAt, mask);
        const random = seeded(seed);
        const family = type === 'SEQUENCE' || type === 'COMPARISON' ? STRATEGIES[type] : STRATEGIES.choice;
        for (const [name, strategy] of Object.entries(family)) {
          const rate = successRateOf(authored, strategy, random);
          expect(rate, `${type} n=${n} authored ${correctAt}: '${name}' scored ${rate}, chance ${authored.chance.toFixed(3)}`).toBeLessThanOrEqual(authored.chance + EPS);
        }
      }),
      { seed: 20261123, numRuns: 24 },
    );
  });
});

/** Success rate of a strategy over K fresh passages of the question. */
function successRateOf(a: Authored, strategy: Strategy, random: Random): number {
  let right = 0;
  for (let i = 0; i < K; i++) {
    const shown = passage(a.content, random);
    const ids = answersFromWire(shownHandles.get(shown)!, strategy(shown, a.correctCount));
    if (!ids.ok) throw new Error(JSON.stringify(ids.errors));
    const canonical = canonicalGiven(answerShape(a.content), ids.answers);
    if (!canonical.ok) throw new Error(JSON.stringify(canonical.errors));
    if (gradeQuestion(questionKey(a.content), canonical.given).correct) right++;
  }
  return right / K;
}

describe('orders and handles', () => {
  it('shows every order of three answers equally often, the correct one included (no "never the correct order" rule)', () => {
    const random = seeded(7);
    const counts = new Map<string, number>();
    const draws = 6000;
    for (let i = 0; i < draws; i++) {
      const key = shuffle([1, 2, 3], random).join();
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    // Each order has p = 1/6; Hoeffding with delta = 1e-6 over 6000 draws: |rate - p| <= 0.034.
    const eps = Math.sqrt(Math.log(2 / DELTA) / (2 * draws));
    for (const n of counts.values()) expect(Math.abs(n / draws - 1 / 6)).toBeLessThanOrEqual(eps);
  });

  it('a two-item COMPARISON shows each item beside its own partner about half the time', () => {
    const random = seeded(11);
    const content = author('COMPARISON', 2, 40, 'first', []).content;
    let beside = 0;
    for (let i = 0; i < 4000; i++) {
      const q = passage(content, random);
      const own = content.answers.find((a) => a.name.en === q.answers[0]!.answerName)!.partner!.en;
      if (q.partners![0] === own) beside++;
    }
    expect(Math.abs(beside / 4000 - 0.5)).toBeLessThanOrEqual(Math.sqrt(Math.log(2 / DELTA) / 8000));
  });

  it('draws distinct handles in 1..2^31-1, new ones for every passage', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer(), (count, seed) => {
        const random = seeded(seed);
        const a = drawHandles(count, random);
        const b = drawHandles(count, random);
        expect(new Set(a).size).toBe(count);
        for (const h of a) expect(Number.isInteger(h) && h >= 1 && h <= HANDLE_MAX).toBe(true);
        if (count > 0) expect(a).not.toEqual(b);
      }),
    );
  });

  it('an unknown handle is a field error, never another answer', () => {
    const map = handleMap([10, 11], [555, 777]);
    expect(answersFromWire(map, [{ answerId: 10, selected: true }])).toEqual({ ok: false, errors: { 'answers.0.answerId': 'invalid' } });
    expect(answersFromWire(map, [{ answerId: 777, selected: true }])).toEqual({ ok: true, answers: [{ answerId: 11, selected: true }] });
  });
});
