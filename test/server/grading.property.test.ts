// Property tests of grading and answer checking (server/domain/exams/grading.ts, answers.ts;
// docs/exams.md "Grading", "Answers"). Orders and handles: key-hiding.property.test.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GivenAnswer, QuestionType } from '../../api/exams.ts';
import { canonicalGiven, readGiven, sameGiven, type AnswerShape } from '../../server/domain/exams/answers.ts';
import { correctChoice, correctSequence, gradeQuestion, gradeResult, type Given, type QuestionKey } from '../../server/domain/exams/grading.ts';

type Q = { key: QuestionKey; shape: AnswerShape };

const questionArb: fc.Arbitrary<Q> = fc
  .record({
    type: fc.constantFrom<QuestionType>('SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'SEQUENCE', 'COMPARISON', 'ESSAY'),
    points: fc.integer({ min: 0, max: 5 }),
    n: fc.integer({ min: 2, max: 6 }),
    correctMask: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
    first: fc.integer({ min: 1, max: 1000 }),
  })
  .map(({ type, points, n, correctMask, first }) => {
    const ids = type === 'ESSAY' ? [first] : Array.from({ length: n }, (_, i) => first + i * 7);
    let correct = ids.map((_, i) => correctMask[i]!);
    if (type === 'SINGLE_CHOICE') correct = ids.map((_, i) => i === 0);
    if (type === 'MULTIPLE_CHOICE' && !correct.includes(true)) correct[0] = true;
    const answers = ids.map((answerId, i) => ({ answerId, correct: correct[i]!, correctOrder: type === 'SEQUENCE' ? i + 1 : null }));
    const partners = type === 'COMPARISON' ? ids.map((answerId) => ({ answerId, texts: [`p${answerId}`, `п${answerId}`] })) : [];
    return { key: { type, points, answers }, shape: { type, answerIds: ids, partners, answerSetting: null } };
  });

/** Any answer a client could send for the question (valid or not). */
const givenArb = (q: Q): fc.Arbitrary<GivenAnswer[]> => {
  const ids = q.shape.answerIds;
  const id = fc.oneof(fc.constantFrom(...ids), fc.integer({ min: 1, max: 2000 }));
  switch (q.key.type) {
    case 'SINGLE_CHOICE':
    case 'MULTIPLE_CHOICE':
      return fc.array(fc.record({ answerId: id, selected: fc.boolean() }), { minLength: 1, maxLength: 6 });
    case 'SEQUENCE':
      return fc.shuffledSubarray([...ids], { minLength: ids.length }).map((order) => order.map((answerId, i) => ({ answerId, order: i + 1 })));
    case 'COMPARISON':
      return fc
        .array(fc.constantFrom(...ids), { minLength: ids.length, maxLength: ids.length })
        .map((partners) => ids.map((answerId, i) => ({ answerId, answer: `p${partners[i]}` })));
    case 'ESSAY':
      return fc.string({ maxLength: 20 }).map((text) => [{ answerId: ids[0]!, answer: text }]);
  }
};

const rightAnswer = (q: Q): GivenAnswer[] => {
  switch (q.key.type) {
    case 'SINGLE_CHOICE':
    case 'MULTIPLE_CHOICE':
      return correctChoice(q.key).map((answerId) => ({ answerId, selected: true }));
    case 'SEQUENCE':
      return correctSequence(q.key).map((answerId, i) => ({ answerId, order: i + 1 }));
    case 'COMPARISON':
      return q.shape.answerIds.map((answerId) => ({ answerId, answer: `п${answerId}` })); // any locale's text
    case 'ESSAY':
      return [{ answerId: q.shape.answerIds[0]!, answer: 'text' }];
  }
};

const withGiven = questionArb.chain((q) => fc.tuple(fc.constant(q), givenArb(q)));

describe('grading', () => {
  it('scores between 0 and the question points; essays score 0 and are neither right nor wrong', () => {
    fc.assert(
      fc.property(withGiven, ([q, answers]) => {
        const canonical = canonicalGiven(q.shape, answers);
        const grade = gradeQuestion(q.key, canonical.ok ? canonical.given : null);
        expect(grade.points).toBeGreaterThanOrEqual(0);
        expect(grade.points).toBeLessThanOrEqual(q.key.points);
        if (q.key.type === 'ESSAY') expect(grade).toEqual({ correct: null, points: 0 });
        else expect(grade.points).toBe(grade.correct ? q.key.points : 0);
      }),
      { numRuns: 500 },
    );
  });

  it('gives full points for the correct answer (all-or-nothing), and 0 for no answer', () => {
    fc.assert(
      fc.property(questionArb, (q) => {
        if (q.key.type === 'ESSAY') return;
        const canonical = canonicalGiven(q.shape, rightAnswer(q));
        expect(canonical.ok).toBe(true);
        expect(gradeQuestion(q.key, canonical.ok ? canonical.given : null)).toEqual({ correct: true, points: q.key.points });
        expect(gradeQuestion(q.key, null)).toEqual({ correct: false, points: 0 });
      }),
    );
  });

  it('sums a passage: points ≤ maxPoints, correct count ≤ non-essay questions, passed against the pass point', () => {
    fc.assert(
      fc.property(fc.array(withGiven, { maxLength: 8 }), fc.boolean(), fc.integer({ min: 0, max: 40 }), (items, enable, passPoint) => {
        const graded = items.map(([q, answers]) => {
          const c = canonicalGiven(q.shape, answers);
          return { key: q.key, given: c.ok ? c.given : null };
        });
        const r = gradeResult(graded, { enablePassPoint: enable, passPoint });
        expect(r.points).toBeLessThanOrEqual(r.maxPoints);
        expect(r.maxPoints).toBe(items.reduce((s, [q]) => s + q.key.points, 0));
        expect(r.correctQuestionsCount).toBeLessThanOrEqual(items.filter(([q]) => q.key.type !== 'ESSAY').length);
        expect(r.passed).toBe(enable ? r.points >= passPoint : null);
      }),
    );
  });
});

describe('answer checking', () => {
  it('never accepts an answer id of another question', () => {
    fc.assert(
      fc.property(withGiven, ([q, answers]) => {
        const c = canonicalGiven(q.shape, answers);
        if (answers.some((a) => !q.shape.answerIds.includes(a.answerId))) expect(c.ok).toBe(false);
      }),
    );
  });

  it('is deterministic and survives the jsonb round trip (saving the same answer twice is the same answer)', () => {
    fc.assert(
      fc.property(withGiven, ([q, answers]) => {
        const a = canonicalGiven(q.shape, answers);
        const b = canonicalGiven(q.shape, structuredClone(answers));
        expect(a).toEqual(b);
        if (!a.ok || !b.ok) return;
        const stored: Given | null = readGiven(JSON.parse(JSON.stringify(a.given)));
        expect(sameGiven(stored, b.given)).toBe(true);
      }),
    );
  });
});
