// Issue 10 item 1: the grace period of saves (Moodle's "submission grace period"). A save
// sent before passExpires that arrives within examSaveGraceSeconds (default 5 s) after it is
// accepted, and the ended passage is graded with it; later ones are refused as before, and
// so is any save after the trainee finished. Time is the test clock (DESIGN "Time is a parameter").
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ExamResult } from '../../api/exams.ts';
import { saveGraceMs } from '../../server/domain/exams/answering.ts';
import { addSchedule, type ExamApi, examSuite, type ExamWorld, INTERRUPT, refused, wireIds } from './exams-fixtures.ts';

let w: ExamWorld;
let api: ExamApi;
examSuite((world, worldApi) => {
  w = world;
  api = worldApi;
});

const SECOND = 1_000;
const result = async (resultId: number) => v.parse(ExamResult, await (await api.get(`/api/exams/result/${resultId}`)).json());

/** A 2-minute passage; the right answer of its first question (2 of 3 points). */
async function running() {
  const made = await addSchedule(w, { passTime: 2, showCheckResult: true });
  const p = await api.start(made.scheduleId);
  const rq = p.questions[0]!.resultQuestionId;
  const right = [{ answerId: (await wireIds(w, rq, made.questions[0]!.answerIds))[1]!, selected: true }];
  return { p, rq, right, passExpires: p.passExpires! };
}

describe('a save arriving after passExpires', () => {
  it('within the grace period (5 s by default) counts: the passage ends FINISHED graded with it', async () => {
    const { p, rq, right, passExpires } = await running();
    w.clock.set(passExpires + 5 * SECOND);
    expect(await api.answer(rq, right)).toMatchObject({ question: { resultQuestionId: rq, saved: true } });
    expect(await api.passage(p.resultId)).toMatchObject({ status: 'FINISHED', points: 2, correctQuestionsCount: 1 });
    expect(await result(p.resultId)).toMatchObject({ status: 'FINISHED', points: 2, date: passExpires });
  });

  it('within the grace period after the passage was already ended by a refresh: graded again', async () => {
    const { p, rq, right, passExpires } = await running();
    w.clock.set(passExpires);
    expect(await api.update(p.resultId)).toMatchObject({ status: 'FINISHED', points: 0 });
    w.clock.set(passExpires + 3 * SECOND);
    await api.answer(rq, right);
    expect(await api.passage(p.resultId)).toMatchObject({ status: 'FINISHED', points: 2, correctQuestionsCount: 1 });
  });

  it('after the grace period is refused (PassageInterruptException) and changes nothing', async () => {
    const { p, rq, right, passExpires } = await running();
    w.clock.set(passExpires + 5 * SECOND + 1);
    expect(await refused(api.answerRaw(rq, { answers: right }))).toEqual({ status: 400, body: INTERRUPT });
    expect(await api.passage(p.resultId)).toMatchObject({ status: 'FINISHED', points: 0 });
  });

  it('never reopens a passage the trainee finished: a save right after finishing is refused', async () => {
    const { p, rq, right } = await running();
    await api.finish(p.resultId);
    w.clock.advance(SECOND);
    expect(await refused(api.answerRaw(rq, { answers: right }))).toEqual({ status: 400, body: INTERRUPT });
    expect(await api.passage(p.resultId)).toMatchObject({ status: 'FINISHED', points: 0 });
  });

  it('follows the examSaveGraceSeconds setting (0: none, as before the grace period)', async () => {
    const { p, rq, right, passExpires } = await running();
    const strict = w.appWith({ settings: { examSaveGraceSeconds: '0' } });
    w.clock.set(passExpires + 1);
    const res = await strict.call('POST', `/api/exams/passage/answer/${rq}`, { cookie: w.c1, body: { answers: right } });
    expect(await refused(res)).toEqual({ status: 400, body: INTERRUPT });
    expect(await api.passage(p.resultId)).toMatchObject({ status: 'FINISHED', points: 0 });
  });
});

describe('saveGraceMs', () => {
  it('reads seconds from the setting, at most 60; a missing or bad value is the default 5 s', () => {
    expect(saveGraceMs({ examSaveGraceSeconds: '5' })).toBe(5_000);
    expect(saveGraceMs({ examSaveGraceSeconds: '0' })).toBe(0);
    expect(saveGraceMs({ examSaveGraceSeconds: '2.5' })).toBe(2_500);
    expect(saveGraceMs({ examSaveGraceSeconds: '600' })).toBe(60_000);
    for (const bad of ['', ' ', '-1', 'five', 'NaN']) expect(saveGraceMs({ examSaveGraceSeconds: bad })).toBe(5_000);
    expect(saveGraceMs({})).toBe(5_000);
  });
});
