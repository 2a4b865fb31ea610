// DESIGN "another trainee's resource is a 403/404", SPEC §6/§8 (docs/exams.md "Isolation"):
// another trainee's passage, question, answer and file are 404 and stay untouched; anonymous
// callers get 403 everywhere; GETs that change a passage need X-Requested-With.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSchedule, examApi, makeExamWorld, MINUTE, refused, type ExamWorld } from './exams-fixtures.ts';

let w: ExamWorld;
let mine: ReturnType<typeof examApi>;
let theirs: ReturnType<typeof examApi>;
let resultId: number;
let rqId: number;
let scheduleId: number;

beforeAll(async () => {
  w = await makeExamWorld();
  mine = examApi(w, w.c1);
  theirs = examApi(w, w.c2);
  const made = await addSchedule(w, { passTime: 30, breakTime: 5, breakCount: 3 });
  scheduleId = made.scheduleId;
  const p = await mine.start(scheduleId);
  resultId = p.resultId;
  rqId = p.questions[0]!.resultQuestionId;
});
afterAll(async () => {
  await w?.close();
});

const EXAM_GETS = () => [
  `/api/exams/passage/${resultId}`,
  `/api/exams/passage/update/${resultId}`,
  `/api/exams/passage/takeBreak/${resultId}`,
  `/api/exams/passage/finishBreak/${resultId}`,
  `/api/exams/passage/finish/${resultId}`,
  `/api/exams/passage/start/${scheduleId}`,
  `/api/exams/passage/question/${rqId}`,
  `/api/exams/result/${resultId}`,
  `/api/exams/check/${resultId}?kind=break`,
  `/api/exams/check/${scheduleId}`,
  `/api/exams/${scheduleId}`,
  `/api/training/download/answer/material/${rqId}`,
];

describe("another trainee's passage", () => {
  it('is 404 for every call, and nothing of it changes (404 rather than 403: SPEC §8 logs out on 403)', async () => {
    for (const path of EXAM_GETS()) expect((await theirs.get(path)).status, path).toBe(404);
    const answer = await theirs.answerRaw(rqId, { answers: [{ answerId: 1, selected: true }] });
    expect(answer.status).toBe(404);
    const form = new FormData();
    form.set('resultQuestionId', String(rqId));
    form.set('file', new File(['hello'], 'a.txt'));
    const upload = await w.app.request('/api/exams/passage/essay', { method: 'POST', body: form, headers: { Cookie: w.c2, 'X-Requested-With': 'XMLHttpRequest' } });
    expect(upload.status).toBe(404);
    const p = await mine.passage(resultId);
    expect(p).toMatchObject({ status: 'IN_PROGRESS', breaksTaken: 0 });
    expect(p.questions.every((q) => !q.saved)).toBe(true);
  });

  it('never shows up in their lists', async () => {
    for (const path of ['/api/exams/active', '/api/exams/passed', '/api/exams/available']) {
      const body = (await (await theirs.get(path)).json()) as { resultId?: number; scheduleId?: number }[];
      expect(
        body.some((x) => x.resultId === resultId || x.scheduleId === scheduleId),
        path,
      ).toBe(false);
    }
  });
});

describe('anonymous', () => {
  it('gets 403 with the session.expired message on every exam call', async () => {
    const paths = [...EXAM_GETS(), '/api/exams/available', '/api/exams/active', '/api/exams/passed'];
    for (const path of paths) {
      expect(await refused(w.call('GET', path)), path).toEqual({ status: 403, body: { errorMessage: 'Сеанс завершено. Увійдіть знову.' } });
    }
    expect((await w.call('POST', `/api/exams/passage/answer/${rqId}`, { body: { answers: [{ answerId: 1 }] } })).status).toBe(403);
    expect((await w.call('POST', '/api/exams/passage/essay', { body: {} })).status).toBe(403);
  });
});

describe('X-Requested-With', () => {
  it('is needed by the GETs that change a passage (400, nothing done), not by reads', async () => {
    for (const path of [`/api/exams/passage/takeBreak/${resultId}`, `/api/exams/passage/finish/${resultId}`, `/api/exams/passage/start/${scheduleId}`]) {
      const res = await w.call('GET', path, { cookie: w.c1, noRequestedWith: true });
      expect(res.status, path).toBe(400);
    }
    expect((await w.call('GET', `/api/exams/passage/${resultId}`, { cookie: w.c1, noRequestedWith: true })).status).toBe(200);
    w.clock.advance(MINUTE);
    expect((await mine.passage(resultId)).status).toBe('IN_PROGRESS');
  });
});
