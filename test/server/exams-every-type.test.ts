// The seeded "Demo: every question type" exam (docs/exams.md "Demo exam of every type"): its
// shape (every type, pictures, sounds, materials, rules), every picture and material it
// names can be fetched, and grading per type through the API — SEQUENCE by full order,
// COMPARISON by every pair — with the key absent from every payload until an answer is saved,
// and shown at save only because this demo has one attempt and locks saved answers.
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GivenAnswer, Passage, Question } from '../../api/exams.ts';
import { examAnswers, examQuestions, examSchedules, exams } from '../../server/db/schema.ts';
import { createSchedule } from '../../server/domain/exams/authoring.ts';
import { examApi, makeExamWorld, wireIds, type ExamWorld } from './exams-fixtures.ts';

let w: ExamWorld;
let scheduleId: number;
let examId: number;
/** The key, read from the database: per question (exam order) its answers in correct order. */
let key: { id: number; type: string; answers: { id: number; correct: boolean; correctOrder: number | null; partner: string | null }[] }[];

beforeAll(async () => {
  w = await makeExamWorld();
  const [row] = await w.db
    .select({ id: examSchedules.id, examId: exams.id })
    .from(examSchedules)
    .innerJoin(exams, eq(exams.id, examSchedules.examId))
    .where(sql`${exams.name}->>'en' = 'Demo: every question type'`);
  scheduleId = row!.id;
  examId = row!.examId;
  const questions = await w.db
    .select({ id: examQuestions.id, type: examQuestions.type })
    .from(examQuestions)
    .where(eq(examQuestions.examId, row!.examId))
    .orderBy(asc(examQuestions.sortOrder));
  key = [];
  for (const q of questions) {
    const answers = await w.db.select().from(examAnswers).where(eq(examAnswers.questionId, q.id)).orderBy(asc(examAnswers.correctOrder), asc(examAnswers.sortOrder));
    key.push({ ...q, answers: answers.map((a) => ({ id: a.id, correct: a.correct, correctOrder: a.correctOrder, partner: a.partner?.ua ?? null })) });
  }
});
afterAll(() => w.close());

const api = () => examApi(w, w.c1);

async function questionsOf(passage: Passage): Promise<Question[]> {
  const out: Question[] = [];
  for (const ref of passage.questions) out.push(await api().question(ref.resultQuestionId));
  return out;
}

/** Question i's key under the passage's handles (answer ids as the browser sees them). */
async function wireKey(i: number, q: Question) {
  const k = key[i]!;
  const ids = await wireIds(
    w,
    q.resultQuestionId,
    k.answers.map((a) => a.id),
  );
  return { ...k, ids, answers: k.answers.map((a, j) => ({ ...a, id: ids[j]! })) };
}

/** Answers of question i: right ones, or wrong ones. */
async function answersFor(i: number, q: Question, right: boolean): Promise<GivenAnswer[]> {
  const k = await wireKey(i, q);
  const ids = k.ids;
  switch (k.type) {
    case 'SINGLE_CHOICE':
    case 'MULTIPLE_CHOICE':
      return k.answers
        .filter((a) => a.correct === right)
        .slice(0, right ? undefined : 1)
        .map((a) => ({ answerId: a.id, selected: true }));
    case 'SEQUENCE': {
      const order = right ? ids : [ids[1]!, ids[0]!, ...ids.slice(2)]; // two stages swapped
      return order.map((answerId, j) => ({ answerId, order: j + 1 }));
    }
    case 'COMPARISON': {
      const partners = k.answers.map((a) => a.partner!);
      const given = right ? partners : [partners[0]!, partners[2]!, partners[1]!, partners[3]!]; // two pairs crossed
      return k.answers.map((a, j) => ({ answerId: a.id, answer: given[j]! }));
    }
    default:
      return [{ answerId: q.answers[0]!.answerId, answer: 'Check the e-mail, the link expiry and a reused link.' }];
  }
}

describe('the every-type demo exam', () => {
  it('is open to trainee 1 only, for 30 days, 60 minutes, one attempt, results shown, answers locked, with schedule materials', async () => {
    const intro = await api().intro(scheduleId);
    expect(intro).toMatchObject({
      name: 'Демо: усі типи запитань',
      passTime: 60,
      attempts: 1,
      attemptsExceeded: false,
      questionsCount: 6,
      maxPoints: 7,
      checkAudio: true,
    });
    expect(intro.finish - intro.start).toBeGreaterThan(30 * 24 * 60 * 60_000);
    expect(intro.materials.map((m) => [m.attachment, m.link !== null, m.available])).toEqual([
      ['exam-memo.pdf', false, true],
      [null, true, true],
    ]);
    expect((await w.call('GET', `/api/exams/${scheduleId}`, { cookie: w.c2 })).status).toBe(404);
    const names = await w.db
      .select({ name: exams.name })
      .from(exams)
      .where(sql`${exams.name}->>'en' = 'Demo: every question type'`);
    expect(names[0]!.name).toEqual({ ua: 'Демо: усі типи запитань', ru: 'Демо: все типы вопросов', en: 'Demo: every question type' });
  });

  it('has every question type with pictures, sounds and materials that can all be fetched; the key is not in any payload', async () => {
    const passage = await api().start(scheduleId);
    expect(passage).toMatchObject({ showCheckResult: true, answerHistoryAllowed: false, passTime: 60 });
    expect(passage.questions.map((q) => q.type)).toEqual(['SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'SINGLE_CHOICE', 'ESSAY', 'SEQUENCE', 'COMPARISON']);
    expect(passage.questions.every((q) => q.correct === null && !q.saved)).toBe(true);
    const qs = await questionsOf(passage);

    expect(qs[0]!.pictures).toHaveLength(1);
    expect(qs[0]!.materials.map((m) => [m.attachment, m.contentType, m.link !== null, m.available])).toEqual([
      [null, null, true, true],
      ['bug-life-cycle.pdf', 'application/pdf', false, true],
      ['bug-statuses.wav', 'audio/wav', false, true],
    ]);
    expect(qs[1]!.answers.every((a) => a.pictures.length === 1 && a.pictures[0]!.contentType.startsWith('image/'))).toBe(true);
    expect(qs[2]!.answers.every((a) => a.pictures.length === 1 && a.pictures[0]!.contentType === 'AUDIO')).toBe(true);
    expect(qs[3]).toMatchObject({ type: 'ESSAY', answerSetting: 0 });
    for (const q of qs) expect(q.name.length).toBeGreaterThan(10);

    const urls = qs.flatMap((q) => [...q.pictures.map((p) => p.url), ...q.answers.flatMap((a) => a.pictures.map((p) => p.url))]);
    expect(urls).toHaveLength(6);
    for (const url of urls) {
      expect(url).toMatch(/^\/api\/common\/picture\/\d+$/);
      const res = await w.call('GET', url, { cookie: w.c1 });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^(image\/(png|jpeg)|audio\/wav)$/);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
    for (const m of qs[0]!.materials.filter((x) => x.attachment)) {
      expect((await w.call('GET', `/api/training/download/question/material/${m.materialId}`, { cookie: w.c1 })).status).toBe(200);
    }

    // Before saving: no correct flags, database ids or partners by item.
    const sequence = qs[4]!;
    const comparison = qs[5]!;
    expect(sequence.answers.some((a) => key[4]!.answers.some((k) => k.id === a.answerId))).toBe(false);
    expect(sequence.answers.map((a) => a.order)).toEqual([1, 2, 3, 4, 5]); // the shown (shuffled) order
    expect(comparison.answers.every((a) => a.answer === null)).toBe(true);
    expect(comparison.partners!.slice().sort()).toEqual(key[5]!.answers.map((a) => a.partner!).sort());
    const payload = JSON.stringify([passage, qs]);
    expect(payload).not.toMatch(/"(correctOrder|partner|correctAnswer|isCorrect)"/);
    expect(payload).not.toMatch(/"correct":(true|false)/);
  });

  it('grades SEQUENCE by the full order and COMPARISON by every pair; in its one attempt the key shows when a wrong answer is saved', async () => {
    const [running] = (await (await api().get('/api/exams/active')).json()) as { resultId: number }[];
    const passage = await api().passage(running!.resultId);
    const qs = await questionsOf(passage);
    // Wrong everywhere: SEQUENCE with two stages swapped, COMPARISON with two pairs crossed.
    for (const [i, q] of qs.entries()) {
      const res = await api().answer(q.resultQuestionId, await answersFor(i, q, false));
      if (q.type === 'ESSAY') {
        expect(res).toMatchObject({ correct: null, correctAnswer: null });
        continue;
      }
      expect(res.correct).toBe(false);
      expect(res.question.correct).toBe(false);
      const k = await wireKey(i, q);
      if (q.type === 'SEQUENCE') expect(res.correctAnswer).toEqual(k.answers.map((a, j) => ({ answerId: a.id, order: j + 1 })));
      if (q.type === 'COMPARISON') {
        expect(res.correctAnswer).toHaveLength(4);
        const shown = new Map((res.correctAnswer ?? []).map((given) => [given.answerId, given.answer]));
        expect(shown).toEqual(new Map(k.answers.map((a) => [a.id, a.partner])));
      }
      // Locked: a different answer is refused.
      expect((await api().answerRaw(q.resultQuestionId, { answers: await answersFor(i, q, true) })).status).toBe(400);
    }
    const done = await api().finish(passage.resultId);
    expect(done).toMatchObject({ status: 'FINISHED', points: 0, correctQuestionsCount: 0, maxPoints: 7 });
    expect((await api().get(`/api/exams/passage/start/${scheduleId}`)).status).toBe(400); // its one attempt is used
  });

  it('on a schedule of the same exam with two attempts: right everywhere scores, marked only in the last attempt', async () => {
    const twice = await createSchedule(w.db, {
      examId,
      start: w.clock.now - 60_000,
      finish: w.clock.now + 86_400_000,
      trainees: [w.id1],
      attempts: 2,
      showCheckResult: true,
    });
    for (const attempt of [1, 2]) {
      const passage = await api().start(twice);
      const qs = await questionsOf(passage);
      for (const [i, q] of qs.entries()) {
        const res = await api().answer(q.resultQuestionId, await answersFor(i, q, true));
        expect(res.correct).toBe(q.type === 'ESSAY' || attempt === 1 ? null : true);
        expect(res.correctAnswer).toBeNull();
      }
      const done = await api().finish(passage.resultId);
      expect(done).toMatchObject({ status: 'FINISHED', points: 5, correctQuestionsCount: 5, maxPoints: 7 });
      expect(done.questions.map((q) => q.correct)).toEqual(attempt === 1 ? [null, null, null, null, null, null] : [true, true, true, null, true, true]);
    }
  });

  it('accepts COMPARISON partners in another locale and refuses a partial SEQUENCE', async () => {
    const once = await createSchedule(w.db, {
      examId,
      start: w.clock.now - 60_000,
      finish: w.clock.now + 86_400_000,
      trainees: [w.id1],
      attempts: 1,
      showCheckResult: true,
    });
    const passage = await api().start(once);
    const qs = await questionsOf(passage);
    const seq = qs[4]!;
    const partial = (await wireKey(4, seq)).answers.slice(0, 3).map((a, j) => ({ answerId: a.id, order: j + 1 }));
    expect((await api().answerRaw(seq.resultQuestionId, { answers: partial })).status).toBe(400);
    const cmp = qs[5]!;
    const english = await w.db.select({ id: examAnswers.id, partner: examAnswers.partner }).from(examAnswers).where(eq(examAnswers.questionId, key[5]!.id));
    const ids = await wireIds(
      w,
      cmp.resultQuestionId,
      english.map((a) => a.id),
    );
    const res = await api().answer(
      cmp.resultQuestionId,
      english.map((a, j) => ({ answerId: ids[j]!, answer: a.partner!.en })),
    );
    expect(res.correct).toBe(true);
    await api().finish(passage.resultId);
  });
});
