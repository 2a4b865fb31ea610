// SPEC §4 "Available exam card", §7 Exams: start, continue, attempts, one running passage,
// the schedule window, intro, available/active lists and the check call (docs/exams.md).
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ActivePassages, AvailableExams } from '../../api/exams.ts';
import { examResults } from '../../server/db/schema.ts';
import { addSchedule, DAY, type ExamApi, examSuite, type ExamWorld, MINUTE, refused } from './exams-fixtures.ts';

let w: ExamWorld;
let api: ExamApi;
examSuite((world, worldApi) => {
  w = world;
  api = worldApi;
});

const resultsOf = async (scheduleId: number) =>
  (
    await w.db
      .select({ n: count() })
      .from(examResults)
      .where(and(eq(examResults.scheduleId, scheduleId), eq(examResults.customerId, w.id1)))
  )[0]!.n;

describe('starting a passage', () => {
  it('starts IN_PROGRESS with every question in exam order and the pass clock set', async () => {
    const made = await addSchedule(w, { passTime: 30, attempts: 3 });
    const p = await api.start(made.scheduleId);
    expect(p).toMatchObject({ status: 'IN_PROGRESS', scheduleId: made.scheduleId, questionsCount: 2, attempts: 3, resultsCount: 1, passTime: 30 });
    expect(p.passExpires).toBe(w.clock.now + 30 * MINUTE);
    expect(p.now).toBe(w.clock.now);
    expect(p.questions.map((q) => q.id)).toEqual(made.questions.map((q) => q.id));
    expect(p.questions.every((q) => !q.saved && q.correct === null)).toBe(true);
    expect(p.maxPoints).toBe(3);
  });

  it('continues the running passage of the same schedule instead of creating another', async () => {
    const made = await addSchedule(w, { passTime: 30 });
    const first = await api.start(made.scheduleId);
    w.clock.advance(MINUTE);
    const again = await api.start(made.scheduleId);
    expect(again.resultId).toBe(first.resultId);
    expect(await resultsOf(made.scheduleId)).toBe(1);
  });

  it('creates one passage when several starts arrive at once', async () => {
    const made = await addSchedule(w, { passTime: 30, attempts: 1 });
    const all = await Promise.all(Array.from({ length: 6 }, () => api.start(made.scheduleId)));
    expect(new Set(all.map((p) => p.resultId)).size).toBe(1);
    expect(await resultsOf(made.scheduleId)).toBe(1);
  });

  it('refuses a second running passage of another exam (400 errorMessage), then allows it once the first ends', async () => {
    const a = await addSchedule(w);
    const b = await addSchedule(w);
    const first = await api.start(a.scheduleId);
    expect(await refused(api.get(`/api/exams/passage/start/${b.scheduleId}`))).toEqual({
      status: 400,
      body: { errorMessage: 'Спочатку завершіть інший тест, який ви проходите' },
    });
    expect(await resultsOf(b.scheduleId)).toBe(0);
    await api.finish(first.resultId);
    expect((await api.start(b.scheduleId)).status).toBe('IN_PROGRESS');
  });

  it('a passage whose time ran out does not block a new one (settled on start)', async () => {
    const a = await addSchedule(w, { passTime: 5 });
    const b = await addSchedule(w);
    await api.start(a.scheduleId);
    w.clock.advance(6 * MINUTE);
    expect((await api.start(b.scheduleId)).status).toBe('IN_PROGRESS');
  });
});

describe('attempts', () => {
  it('refuses a start when the attempts are used up, and says so on the card and the intro', async () => {
    const made = await addSchedule(w, { attempts: 2 });
    for (let i = 0; i < 2; i++) await api.finish((await api.start(made.scheduleId)).resultId);
    expect(await refused(api.get(`/api/exams/passage/start/${made.scheduleId}`))).toEqual({ status: 400, body: { errorMessage: 'Вичерпано кількість спроб' } });
    expect(await resultsOf(made.scheduleId)).toBe(2);
    const card = v.parse(AvailableExams, await (await api.get('/api/exams/available')).json()).find((c) => c.scheduleId === made.scheduleId);
    expect(card).toMatchObject({ attemptsExceeded: true, attemptsCount: 2, resultsCount: 2, inProgressResultId: null });
    expect(await api.intro(made.scheduleId)).toMatchObject({ attemptsExceeded: true, resultsCount: 2, attempts: 2 });
  });

  it('null attempts is unlimited', async () => {
    const made = await addSchedule(w, { attempts: null });
    for (let i = 0; i < 4; i++) await api.finish((await api.start(made.scheduleId)).resultId);
    expect((await api.start(made.scheduleId)).resultsCount).toBe(5);
  });

  it('the running attempt shows as "continue", not as attempts exceeded', async () => {
    const made = await addSchedule(w, { attempts: 1 });
    const p = await api.start(made.scheduleId);
    const card = v.parse(AvailableExams, await (await api.get('/api/exams/available')).json()).find((c) => c.scheduleId === made.scheduleId);
    expect(card).toMatchObject({ inProgressResultId: p.resultId, attemptsExceeded: false, resultsCount: 1 });
  });
});

describe('the schedule window', () => {
  it('refuses before the start and after the finish', async () => {
    const future = await addSchedule(w, { start: w.clock.now + DAY, finish: w.clock.now + 2 * DAY });
    const past = await addSchedule(w, { start: w.clock.now - 2 * DAY, finish: w.clock.now - DAY });
    for (const s of [future, past]) {
      expect(await refused(api.get(`/api/exams/passage/start/${s.scheduleId}`))).toEqual({ status: 400, body: { errorMessage: 'Тест зараз недоступний' } });
    }
    const cards = v.parse(AvailableExams, await (await api.get('/api/exams/available')).json()).map((c) => c.scheduleId);
    expect(cards).not.toContain(future.scheduleId);
    expect(cards).not.toContain(past.scheduleId);
  });

  it('under a minute left: the check says 0 ("less than a minute"); once the window has closed the start is refused (issue 10)', async () => {
    const closing = await addSchedule(w, { passTime: 30, finish: w.clock.now + 30_000 });
    expect(await api.check(closing.scheduleId)).toEqual({ minutesLeft: 0 });
    w.clock.advance(30_000); // the window closes while the confirmation is open: finish is exclusive
    expect(await refused(api.get(`/api/exams/passage/start/${closing.scheduleId}`))).toEqual({ status: 400, body: { errorMessage: 'Тест зараз недоступний' } });
    expect(await resultsOf(closing.scheduleId)).toBe(0);
  });

  it("another trainee's schedule, an unknown one and a bad id", async () => {
    const theirs = await addSchedule(w, { trainees: [w.id2] });
    expect((await api.get(`/api/exams/passage/start/${theirs.scheduleId}`)).status).toBe(404);
    expect((await api.get(`/api/exams/${theirs.scheduleId}`)).status).toBe(404);
    expect((await api.get('/api/exams/passage/start/999999')).status).toBe(404);
    expect(await refused(api.get('/api/exams/passage/start/abc'))).toEqual({ status: 400, body: { errors: { scheduleId: 'number' } } });
    expect(await refused(api.get('/api/exams/12345678901'))).toEqual({ status: 400, body: { errors: { scheduleId: 'number' } } });
  });
});

describe('intro, available and active', () => {
  it('the intro describes the exam and points to the running passage', async () => {
    const made = await addSchedule(w, {
      name: 'Intro exam',
      passTime: 20,
      breakCount: 2,
      breakTime: 5,
      enablePassPoint: true,
      passPoint: 2,
      showPassPoint: true,
      materials: [{ name: { ua: 'Глосарій', ru: 'Глоссарий', en: 'Glossary' }, link: 'https://glossary.istqb.org/' }],
    });
    const intro = await api.intro(made.scheduleId);
    expect(intro).toMatchObject({
      name: 'Intro exam (ua)',
      questionsCount: 2,
      maxPoints: 3,
      passTime: 20,
      breakCount: 2,
      breakTime: 5,
      passPoint: 2,
      inProgressResultId: null,
      resultsCount: 0,
    });
    // materialId: a number (the ExamIntro schema), whichever the database gave.
    expect(intro.materials.map(({ materialId: _materialId, ...material }) => material)).toEqual([
      { name: 'Глосарій', link: 'https://glossary.istqb.org/', attachment: null, available: true, contentType: null, transcript: null }, // transcript: issue 10
    ]);
    const p = await api.start(made.scheduleId);
    expect((await api.intro(made.scheduleId)).inProgressResultId).toBe(p.resultId);
    const active = v.parse(ActivePassages, await (await api.get('/api/exams/active')).json());
    expect(active).toEqual([{ resultId: p.resultId, scheduleId: made.scheduleId, examName: 'Intro exam (ua)', status: 'IN_PROGRESS', passExpires: p.passExpires }]);
  });

  it('available lists the open schedules of the trainee only, soonest to close first', async () => {
    const cards = v.parse(AvailableExams, await (await api.get('/api/exams/available')).json());
    const theirs = v.parse(AvailableExams, await (await w.call('GET', '/api/exams/available', { cookie: w.c2 })).json());
    expect(cards.length).toBeGreaterThan(0);
    expect(theirs.map((c) => c.examName)).toContain('Introduction to performance testing'); // trainee 2 reads English
    const mine = new Set(cards.map((c) => c.scheduleId));
    expect(theirs.some((c) => mine.has(c.scheduleId))).toBe(false);
    expect(cards.map((c) => c.finish)).toEqual([...cards.map((c) => c.finish)].sort((a, b) => a - b));
    expect(cards.every((c) => c.start <= w.clock.now && w.clock.now < c.finish)).toBe(true);
  });
});

describe('check', () => {
  it('start: minutesLeft when the schedule closes before passTime runs out, else null', async () => {
    const soon = await addSchedule(w, { passTime: 30, finish: w.clock.now + 20 * MINUTE });
    const later = await addSchedule(w, { passTime: 30, finish: w.clock.now + 31 * MINUTE });
    const unlimited = await addSchedule(w, { passTime: null, finish: w.clock.now + 5 * MINUTE });
    expect(await api.check(soon.scheduleId)).toEqual({ minutesLeft: 20 });
    expect(await api.check(later.scheduleId)).toEqual({ minutesLeft: null });
    expect(await api.check(unlimited.scheduleId)).toEqual({ minutesLeft: null });
  });

  it('break: minutesLeft when a break would be cut by the schedule finish', async () => {
    const made = await addSchedule(w, { passTime: 60, breakTime: 10, finish: w.clock.now + 25 * MINUTE });
    const p = await api.start(made.scheduleId);
    expect(await api.check(p.resultId, 'break')).toEqual({ minutesLeft: null });
    w.clock.advance(18 * MINUTE);
    expect(await api.check(p.resultId, 'break')).toEqual({ minutesLeft: 7 });
    expect(await refused(api.get(`/api/exams/check/${p.resultId}?kind=coffee`))).toEqual({ status: 400, body: { errors: { kind: 'invalid' } } });
    expect((await w.call('GET', `/api/exams/check/${p.resultId}?kind=break`, { cookie: w.c2 })).status).toBe(404);
  });
});
