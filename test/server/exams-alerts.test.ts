// SPEC §2 "Exam alerts" via GET/POST /api/main/alerts (docs/exams.md "Alerts"), and the demo
// exams of docs/exams.md "Demo exams" as the e2e tests will find them.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AvailableExams } from '../../api/exams.ts';
import { Alerts } from '../../api/main.ts';
import { addSchedule, type ExamApi, examSuite, type ExamWorld, MINUTE } from './exams-fixtures.ts';
import { START } from './harness.ts';

const HOUR = 60 * MINUTE;
let w: ExamWorld;
let api: ExamApi;
examSuite((world, worldApi) => {
  w = world;
  api = worldApi;
});

const alerts = async (cookie = w.c1) => v.parse(Alerts, await (await w.call('GET', '/api/main/alerts', { cookie })).json());

describe('exam alerts', () => {
  it("lists open exams closing within 24 h (the demo SQL quiz), not later ones, not other trainees'", async () => {
    expect(await alerts()).toEqual([{ examName: 'SQL для тестувальників: експрес-тест', finish: START + 20 * MINUTE }]);
    expect(await alerts(w.c2)).toEqual([]);
  });

  it('a closed alert stays closed (matched by name in any locale and finish); other alerts stay', async () => {
    const soon = await addSchedule(w, { name: 'Closing soon', finish: w.clock.now + 23 * HOUR });
    const finish = w.clock.now + 23 * HOUR;
    expect((await alerts()).map((a) => a.examName)).toContain('Closing soon (ua)');
    const res = await w.call('POST', '/api/main/alerts', { cookie: w.c1, body: { examName: 'Closing soon', finish } });
    expect(res.status).toBe(200);
    expect((await alerts()).map((a) => a.examName)).not.toContain('Closing soon (ua)');
    expect((await alerts()).map((a) => a.examName)).toContain('SQL для тестувальників: експрес-тест');
    expect(soon.scheduleId).toBeGreaterThan(0);
  });

  it('no alert once the exam was taken; none for a schedule not yet open or already closed', async () => {
    const taken = await addSchedule(w, { name: 'Taken', finish: w.clock.now + 2 * HOUR });
    await api.finish((await api.start(taken.scheduleId)).resultId);
    await addSchedule(w, { name: 'Later', start: w.clock.now + HOUR, finish: w.clock.now + 3 * HOUR });
    const names = (await alerts()).map((a) => a.examName);
    expect(names).not.toContain('Taken (ua)');
    expect(names).not.toContain('Later (ua)');
  });
});

describe('demo exams (docs/exams.md)', () => {
  it('trainee 1 sees the six open demo exams with the options the docs promise', async () => {
    const cards = v.parse(AvailableExams, await (await api.get('/api/exams/available')).json());
    const byName = (name: string) => cards.find((c) => c.examName === name)!;
    expect(byName('Баг-репорти')).toMatchObject({ attemptsExceeded: true, attemptsCount: 1, resultsCount: 1 });
    const sql = byName('SQL для тестувальників: експрес-тест');
    expect(sql.finish).toBe(START + 20 * MINUTE);
    expect(await api.check(sql.scheduleId)).toEqual({ minutesLeft: 20 });
    const intro = async (name: string) => api.intro(byName(name).scheduleId);
    expect(await intro('Основи тестування: підсумковий тест')).toMatchObject({ passTime: 30, breakCount: 2, breakTime: 5, attempts: 3, questionsCount: 7, passPoint: 5 });
    expect(await intro('Техніки тест-дизайну')).toMatchObject({ passTime: null, breakCount: 0, breakTime: 10, attempts: null, checkAudio: true });
    expect(await intro('Швидка перевірка: 2 хвилини')).toMatchObject({ passTime: 2, breakTime: null, questionsCount: 5 });
    const types = await api.start(byName('Типи запитань: есе, послідовність, відповідність').scheduleId);
    expect(types.questions.map((q) => q.type)).toEqual(['SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'SEQUENCE', 'COMPARISON', 'ESSAY']);
    expect(types).toMatchObject({ showCheckResult: false, answerHistoryAllowed: true, breakCount: 1, breakTime: 3, passPoint: null, enablePassPoint: true });
  });
});
