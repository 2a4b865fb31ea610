// SPEC §4 "Question answer states", §7 passage/question and passage/answer (docs/exams.md
// "Answers"): saving, locking, history, idempotence, showCheckResult, per-type rules, orders
// stable across reloads, and bad bodies (400 per field, nothing changed, never 500).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { examResultQuestions } from '../../server/db/schema.ts';
import { addSchedule, COMPARISON, ESSAY, type ExamApi, examSuite, type ExamWorld, MINUTE, MULTIPLE, refused, SEQUENCE, SINGLE, wireIds } from './exams-fixtures.ts';

let w: ExamWorld;
let api: ExamApi;
examSuite((world, worldApi) => {
  w = world;
  api = worldApi;
});

async function begin(options: Parameters<typeof addSchedule>[1] = {}) {
  const made = await addSchedule(w, { questions: [SINGLE, MULTIPLE, SEQUENCE, COMPARISON, ESSAY], ...options });
  const p = await api.start(made.scheduleId);
  const rq = p.questions.map((q) => q.resultQuestionId);
  // The wire ids (handles) of each question's answers, in authoring order.
  const wire = await Promise.all(rq.map((id, i) => wireIds(w, id, made.questions[i]!.answerIds)));
  return { made, p, rq, ids: (i: number) => wire[i]! };
}
const stored = async (rqId: number) => (await w.db.select().from(examResultQuestions).where(eq(examResultQuestions.id, rqId)))[0]!;

describe('saving', () => {
  it('saves a choice answer; with showCheckResult off neither correct nor correctAnswer is told', async () => {
    const { made, p, rq, ids } = await begin({ showCheckResult: false });
    const res = await api.answer(rq[0]!, [{ answerId: ids(0)[0]!, selected: true }]);
    expect(res).toEqual({
      correct: null,
      correctAnswer: null,
      question: { id: made.questions[0]!.id, resultQuestionId: rq[0], type: 'SINGLE_CHOICE', saved: true, correct: null },
    });
    const q = await api.question(rq[0]!);
    expect(q.saved).toBe(true);
    expect(q.answers.filter((a) => a.selected).map((a) => a.answerId)).toEqual([ids(0)[0]]);
    expect([...q.answers.map((a) => a.answerId)].sort()).toEqual([...ids(0)].sort());
    expect((await api.question(rq[0]!)).answers.map((a) => a.answerId)).toEqual(q.answers.map((a) => a.answerId)); // shuffled once, stable
    expect((await api.passage(p.resultId)).questions[0]).toMatchObject({ saved: true, correct: null });
  });

  it('with showCheckResult on, locked answers and a last attempt: a wrong answer gets correct false and the correct answer; a right one correct true', async () => {
    const { p, rq, ids } = await begin({ showCheckResult: true, answerHistoryAllowed: false, attempts: 1 });
    expect(await api.answer(rq[0]!, [{ answerId: ids(0)[0]!, selected: true }])).toMatchObject({
      correct: false,
      correctAnswer: [{ answerId: ids(0)[1], selected: true }],
    });
    expect(
      await api.answer(rq[1]!, [
        { answerId: ids(1)[1]!, selected: true },
        { answerId: ids(1)[0]!, selected: true },
      ]),
    ).toMatchObject({
      correct: true,
      correctAnswer: null,
      question: { saved: true, correct: true },
    });
    expect((await api.passage(p.resultId)).questions.slice(0, 2).map((q) => q.correct)).toEqual([false, true]);
    expect((await api.question(rq[0]!)).correct).toBe(false);
  });

  it('locks a saved answer unless answerHistoryAllowed (400 errorMessage, stored answer kept)', async () => {
    const { rq, ids } = await begin({ answerHistoryAllowed: false });
    await api.answer(rq[0]!, [{ answerId: ids(0)[0]!, selected: true }]);
    expect(await refused(api.answerRaw(rq[0]!, { answers: [{ answerId: ids(0)[1]!, selected: true }] }))).toEqual({
      status: 400,
      body: { errorMessage: 'Збережену відповідь змінити не можна' },
    });
    expect((await api.question(rq[0]!)).answers.filter((a) => a.selected).map((a) => a.answerId)).toEqual([ids(0)[0]]);
  });

  it('saving the same answer twice is idempotent, even when locked', async () => {
    const { rq, ids } = await begin({ answerHistoryAllowed: false, showCheckResult: true });
    const body = [
      { answerId: ids(1)[1]!, selected: true },
      { answerId: ids(1)[0]!, selected: true },
    ];
    const first = await api.answer(rq[1]!, body);
    const savedAt = (await stored(rq[1]!)).savedAt;
    w.clock.advance(MINUTE);
    const again = await api.answer(rq[1]!, [...body].reverse());
    expect(again).toEqual(first);
    expect((await stored(rq[1]!)).savedAt).toEqual(savedAt);
  });

  it('answerHistoryAllowed: a saved answer can be changed and is graded again', async () => {
    const { rq, ids } = await begin({ answerHistoryAllowed: true, showCheckResult: true, attempts: 1 });
    await api.answer(rq[0]!, [{ answerId: ids(0)[0]!, selected: true }]);
    expect(await stored(rq[0]!)).toMatchObject({ correct: false, points: 0 });
    await api.answer(rq[0]!, [{ answerId: ids(0)[1]!, selected: true }]);
    expect(await stored(rq[0]!)).toMatchObject({ correct: true, points: 2 });
  });
});

describe('per question type', () => {
  it('SEQUENCE: shown shuffled, the same on every reload; the right order is correct', async () => {
    const { p, rq, ids } = await begin({ showCheckResult: true, attempts: 1 });
    const q = await api.question(rq[2]!);
    const shown = q.answers.map((a) => a.answerId);
    expect(q.answers.map((a) => a.order)).toEqual([1, 2, 3, 4]);
    expect([...shown].sort()).toEqual([...ids(2)].sort());
    expect((await api.question(rq[2]!)).answers.map((a) => a.answerId)).toEqual(shown);
    await api.passage(p.resultId);
    expect((await api.question(rq[2]!)).answers.map((a) => a.answerId)).toEqual(shown);
    const res = await api.answer(
      rq[2]!,
      ids(2).map((answerId, i) => ({ answerId, order: i + 1 })),
    );
    expect(res.correct).toBe(true);
    expect((await api.question(rq[2]!)).answers.map((a) => a.answerId)).toEqual(ids(2)); // the saved order
  });

  it('SEQUENCE: an order that is not 1..n is 400', async () => {
    const { rq, ids } = await begin();
    const dup = ids(2).map((answerId) => ({ answerId, order: 1 }));
    expect((await refused(api.answerRaw(rq[2]!, { answers: dup }))).body).toEqual({ errors: { answers: 'invalid' } });
    const missing = ids(2).map((answerId) => ({ answerId }));
    expect((await refused(api.answerRaw(rq[2]!, { answers: missing }))).body.errors).toMatchObject({ 'answers.0.order': 'required' });
    expect((await stored(rq[2]!)).saved).toBe(false);
  });

  it('COMPARISON: items and partners shuffled, stable; partners match in any locale', async () => {
    const { rq, ids } = await begin({ showCheckResult: true, attempts: 1 });
    const q = await api.question(rq[3]!);
    const correct = ['A function (ua)', 'Modules together (ua)', 'The whole system (ua)'];
    expect([...q.answers.map((a) => a.answerName)].sort()).toEqual(['Integration (ua)', 'System (ua)', 'Unit (ua)']);
    expect(q.answers.every((a) => a.answer === null)).toBe(true);
    expect([...q.partners!].sort()).toEqual([...correct].sort());
    expect((await api.question(rq[3]!)).partners).toEqual(q.partners);
    expect((await api.question(rq[3]!)).answers).toEqual(q.answers);
    const wrong = await api.answer(
      rq[3]!,
      ids(3).map((answerId, i) => ({ answerId, answer: correct[(i + 1) % 3]! })),
    );
    expect(wrong.correct).toBe(false);
    expect(wrong.correctAnswer).toEqual(ids(3).map((answerId, i) => ({ answerId, answer: correct[i] })));
    expect((await refused(api.answerRaw(rq[3]!, { answers: ids(3).map((answerId) => ({ answerId, answer: 'nonsense' })) }))).status).toBe(400);
  });

  it('COMPARISON: the English partner texts are accepted from a Ukrainian session', async () => {
    const { rq, ids } = await begin({ showCheckResult: true, attempts: 1 });
    const en = ['A function', 'Modules together', 'The whole system'];
    expect(
      (
        await api.answer(
          rq[3]!,
          ids(3).map((answerId, i) => ({ answerId, answer: en[i]! })),
        )
      ).correct,
    ).toBe(true);
    const pairs = (await api.question(rq[3]!)).answers.map((a) => [a.answerName, a.answer] as const);
    expect(new Map(pairs)).toEqual(
      new Map([
        ['Unit (ua)', 'A function (ua)'],
        ['Integration (ua)', 'Modules together (ua)'],
        ['System (ua)', 'The whole system (ua)'],
      ]),
    );
  });

  it('ESSAY: text is saved, never graded (correct null even with showCheckResult)', async () => {
    const { rq, ids } = await begin({ showCheckResult: true });
    const res = await api.answer(rq[4]!, [{ answerId: ids(4)[0]!, answer: 'Check empty fields, wrong password, lockout.' }]);
    expect(res).toMatchObject({ correct: null, correctAnswer: null, question: { saved: true, correct: null, type: 'ESSAY' } });
    const q = await api.question(rq[4]!);
    expect(q.answers).toHaveLength(1);
    expect(q.answers[0]).toMatchObject({ answer: 'Check empty fields, wrong password, lockout.', uploadedFileName: null });
    expect(q.answerSetting).toBe(0);
    expect((await refused(api.answerRaw(rq[4]!, { answers: [{ answerId: ids(4)[0]!, answer: '  ' }] }))).body).toEqual({ errors: { 'answers.0.answer': 'required' } });
  });

  it('ESSAY: a saved essay is locked even when answerHistoryAllowed (docs/decisions.md #12); the same text again is fine', async () => {
    const { rq, ids } = await begin({ answerHistoryAllowed: true });
    const essay = [{ answerId: ids(4)[0]!, answer: 'First version' }];
    await api.answer(rq[4]!, essay);
    expect((await api.answer(rq[4]!, essay)).question.saved).toBe(true);
    expect(await refused(api.answerRaw(rq[4]!, { answers: [{ answerId: ids(4)[0]!, answer: 'Second version' }] }))).toEqual({
      status: 400,
      body: { errorMessage: 'Збережену відповідь змінити не можна' },
    });
  });
});

describe('the write shape accepts the read shape (docs/api.md "The contract")', () => {
  it('answers posted exactly as GET question returned them mean the same as the minimal form', async () => {
    const { rq, ids } = await begin({ attempts: 1, showCheckResult: true });
    // SINGLE: the read answers with the right one marked selected.
    const single = await api.question(rq[0]!);
    const asRead = single.answers.map((a) => ({ ...a, selected: a.answerId === ids(0)[1] }));
    expect(await api.answer(rq[0]!, asRead as never)).toMatchObject({ correct: true });
    // SEQUENCE: the read answers (answer: null, pictures, answerName) in the right order.
    const sequence = await api.question(rq[2]!);
    const ordered = ids(2).map((answerId, i) => ({ ...sequence.answers.find((a) => a.answerId === answerId)!, order: i + 1 }));
    expect(ordered[0]).toMatchObject({ answer: null, essayFileName: null, pictures: [] });
    expect(await api.answer(rq[2]!, ordered as never)).toMatchObject({ correct: true });
    expect((await api.question(rq[2]!)).answers.map((a) => a.answerId)).toEqual(ids(2));
  });
});

describe('bad input', () => {
  it('gets 400 with per-field errors, never 500, and saves nothing', async () => {
    const { rq, ids } = await begin();
    const bodies: [unknown, Record<string, string>][] = [
      [{}, { answers: 'required' }],
      [{ answers: [] }, { answers: 'required' }],
      [{ answers: 'x' }, { answers: 'invalid' }],
      [{ answers: [{ answerId: 'x' }] }, { 'answers.0.answerId': 'number' }],
      [{ answers: [{ answerId: 1.5 }] }, { 'answers.0.answerId': 'number' }],
      [{ answers: [{ answerId: ids(1)[0]!, selected: true }] }, { 'answers.0.answerId': 'invalid' }], // another question's answer
      [
        {
          answers: [
            { answerId: ids(0)[0]!, selected: true },
            { answerId: ids(0)[1]!, selected: true },
          ],
        },
        { answers: 'invalid' },
      ], // two for SINGLE
      [{ answers: [{ answerId: ids(0)[0]!, selected: false }] }, { answers: 'required' }],
      [{ answers: Array.from({ length: 101 }, () => ({ answerId: 1 })) }, { answers: 'tooLong' }],
      [[1, 2], { answers: 'required' }],
    ];
    for (const [body, errors] of bodies) {
      const r = await refused(api.answerRaw(rq[0]!, body));
      expect(r, JSON.stringify(body)).toEqual({ status: 400, body: { errors } });
    }
    const raw = await refused(w.call('POST', `/api/exams/passage/answer/${rq[0]}`, { cookie: w.c1, raw: '{"answers": [' }));
    expect(raw).toEqual({ status: 400, body: { errors: { _: 'json' }, errorMessage: 'Некоректний запит' } });
    expect((await refused(api.answerRaw(999_999_999, { answers: [{ answerId: 1 }] }))).status).toBe(404);
    // 0 is no id (issue 59 item 8: a positive int4).
    expect((await refused(api.answerRaw(0, { answers: [{ answerId: 1 }] }))).body).toEqual({ errors: { resultQuestionId: 'number' } });
    expect((await refused(w.call('POST', '/api/exams/passage/answer/x1', { cookie: w.c1, body: { answers: [] } }))).body).toEqual({
      errors: { resultQuestionId: 'number' },
    });
    expect((await stored(rq[0]!)).saved).toBe(false);
  });

  it('keeps the 1 MiB body limit on answers (413), the essay upload having its own', async () => {
    const { rq } = await begin();
    const huge = { answers: [{ answerId: 1, answer: 'x'.repeat(20_000) }], pad: 'y'.repeat(1024 * 1024) };
    expect((await api.answerRaw(rq[0]!, huge)).status).toBe(413);
    expect((await stored(rq[0]!)).saved).toBe(false);
  });
});

describe('on a break', () => {
  it('questions cannot be read or answered while the pass clock is stopped', async () => {
    const { p, rq, ids } = await begin({ breakTime: 5, breakCount: 1, passTime: 30 });
    await api.takeBreak(p.resultId);
    expect(await refused(api.get(`/api/exams/passage/question/${rq[0]}`))).toEqual({ status: 400, body: { errorMessage: 'Зараз перерва: спочатку завершіть її' } });
    expect((await refused(api.answerRaw(rq[0]!, { answers: [{ answerId: ids(0)[1]!, selected: true }] }))).status).toBe(400);
    await api.finishBreak(p.resultId);
    expect((await api.answer(rq[0]!, [{ answerId: ids(0)[1]!, selected: true }])).question.saved).toBe(true);
  });
});
