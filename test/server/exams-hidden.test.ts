// The answer key never leaves the server unless reveal.ts allows it (docs/exams.md "What the
// browser gets"): every response body of a whole passage is scanned for correct flags,
// correct orders and partners, wherever they might hide. When it is shown: exams-reveal.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSchedule, COMPARISON, ESSAY, makeExamWorld, MINUTE, MULTIPLE, SEQUENCE, SINGLE, wireIds, type ExamWorld } from './exams-fixtures.ts';

let w: ExamWorld;

beforeAll(async () => {
  w = await makeExamWorld();
});
afterAll(async () => {
  await w?.close();
});

type Seen = { path: string; body: unknown };

/** Every JSON body of a passage's calls: lists, intro, check, start, questions, answers, breaks, finish, result. */
async function wholePassage(showCheckResult: boolean, answerHistoryAllowed: boolean, attempts: number | null): Promise<Seen[]> {
  const made = await addSchedule(w, {
    questions: [SINGLE, MULTIPLE, SEQUENCE, COMPARISON, ESSAY],
    passTime: 60,
    breakTime: 5,
    breakCount: 0,
    showCheckResult,
    answerHistoryAllowed,
    attempts,
  });
  const seen: Seen[] = [];
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await w.call(method, path, { cookie: w.c1, body });
    const parsed: unknown = await res.json();
    seen.push({ path, body: parsed });
    return parsed as Record<string, unknown>;
  };
  await call('GET', '/api/exams/available');
  await call('GET', `/api/exams/${made.scheduleId}`);
  await call('GET', `/api/exams/check/${made.scheduleId}`);
  const p = (await call('GET', `/api/exams/passage/start/${made.scheduleId}`)) as { resultId: number; questions: { resultQuestionId: number }[] };
  const rq = p.questions.map((q) => q.resultQuestionId);
  for (const id of rq) await call('GET', `/api/exams/passage/question/${id}`);
  const wire = await Promise.all(rq.map((id, i) => wireIds(w, id, made.questions[i]!.answerIds)));
  const a = (i: number) => wire[i]!;
  // wrong answers first (the case in which a key could be revealed), then right ones
  await call('POST', `/api/exams/passage/answer/${rq[0]}`, { answers: [{ answerId: a(0)[0], selected: true }] });
  await call('POST', `/api/exams/passage/answer/${rq[1]}`, { answers: [{ answerId: a(1)[2], selected: true }] });
  await call('POST', `/api/exams/passage/answer/${rq[2]}`, { answers: [...a(2)].reverse().map((answerId, i) => ({ answerId, order: i + 1 })) });
  await call('POST', `/api/exams/passage/answer/${rq[3]}`, { answers: a(3).map((answerId) => ({ answerId, answer: 'A function (ua)' })) });
  await call('POST', `/api/exams/passage/answer/${rq[4]}`, { answers: [{ answerId: a(4)[0], answer: 'essay' }] });
  if (answerHistoryAllowed) await call('POST', `/api/exams/passage/answer/${rq[0]}`, { answers: [{ answerId: a(0)[1], selected: true }] });
  for (const id of rq) await call('GET', `/api/exams/passage/question/${id}`);
  await call('GET', `/api/exams/passage/takeBreak/${p.resultId}`);
  await call('GET', `/api/exams/check/${p.resultId}?kind=break`);
  await call('GET', `/api/exams/active`);
  w.clock.advance(MINUTE);
  await call('GET', `/api/exams/passage/finishBreak/${p.resultId}`);
  await call('GET', `/api/exams/passage/update/${p.resultId}`);
  await call('GET', `/api/exams/passage/${p.resultId}`);
  await call('GET', `/api/exams/passage/finish/${p.resultId}`);
  await call('GET', `/api/exams/passed`);
  await call('GET', `/api/exams/result/${p.resultId}`);
  await call('GET', `/api/main/alerts`);
  return seen;
}

/** Every [path in the body, key, value] of a JSON value. */
function entries(value: unknown, at = ''): [string, string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((x, i) => entries(x, `${at}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, x]) => [[`${at}.${k}`, k, x] as [string, string, unknown], ...entries(x, `${at}.${k}`)]);
  }
  return [];
}

const KEYISH = /correct|right|key|solution|^partner$|order|weight|score/i;
const ALLOWED_KEYS = new Set(['correct', 'correctAnswer', 'correctQuestionsCount', 'order', 'points', 'maxPoints', 'maxPoint']);

describe('with showCheckResult off', () => {
  it('no response of a whole passage carries a correct flag, a correct answer or a key field', async () => {
    const seen = await wholePassage(false, true, null);
    expect(seen.length).toBeGreaterThan(25);
    for (const { path, body } of seen) {
      for (const [where, key, value] of entries(body)) {
        if (KEYISH.test(key)) expect(ALLOWED_KEYS.has(key), `${path} ${where}`).toBe(true);
        if (key === 'correct' || key === 'correctAnswer') expect(value, `${path} ${where}`).toBeNull();
      }
    }
  });
});

describe('with showCheckResult on', () => {
  it('the key appears only as correct / correctAnswer of answers and question states, never inside answer options', async () => {
    const seen = await wholePassage(true, false, 1);
    let revealed = 0;
    for (const { path, body } of seen) {
      for (const [where, key, value] of entries(body)) {
        if (KEYISH.test(key)) expect(ALLOWED_KEYS.has(key), `${path} ${where}`).toBe(true);
        if (key === 'correct') expect(where, path).toMatch(/^(\.correct|\.question\.correct|\.questions\[\d+\]\.correct)$/);
        if (key === 'correctAnswer' && value !== null) revealed++;
      }
    }
    expect(revealed).toBe(4); // the four wrong auto-graded answers; the essay has none
  });
});
