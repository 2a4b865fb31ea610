// Shared setup of the exam API tests: a test app (harness.ts) with both demo trainees logged
// in, schedules made on the spot with createExam/createSchedule, and typed calls that parse
// every 200 answer with the api/exams.ts schema (so responses always satisfy the contract).
import { afterAll, afterEach, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { ErrorBody } from '../../api/common.ts';
import { AnswerResponse, CheckResponse, ExamIntro, Passage, Question, type GivenAnswer } from '../../api/exams.ts';
import { customers } from '../../server/db/schema.ts';
import { createExam, createSchedule, wireAnswerIds, type ExamSpec, type QuestionSpec, type ScheduleSpec } from '../../server/domain/exams/authoring.ts';
import { makeTestApp, T1, T2, type TestApp } from './harness.ts';

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
const L = (en: string) => ({ ua: `${en} (ua)`, ru: `${en} (ru)`, en });

export const SINGLE: QuestionSpec = {
  type: 'SINGLE_CHOICE',
  name: L('Which code means not found?'),
  points: 2,
  answers: [{ name: L('200') }, { name: L('404'), correct: true }, { name: L('500') }],
};
export const MULTIPLE: QuestionSpec = {
  type: 'MULTIPLE_CHOICE',
  name: L('Which are client errors?'),
  answers: [{ name: L('400'), correct: true }, { name: L('403'), correct: true }, { name: L('502') }],
};
export const SEQUENCE: QuestionSpec = {
  type: 'SEQUENCE',
  name: L('Order the stages'),
  points: 3,
  answers: [{ name: L('Plan') }, { name: L('Design') }, { name: L('Execute') }, { name: L('Report') }],
};
export const COMPARISON: QuestionSpec = {
  type: 'COMPARISON',
  name: L('Match the levels'),
  answers: [
    { name: L('Unit'), partner: L('A function') },
    { name: L('Integration'), partner: L('Modules together') },
    { name: L('System'), partner: L('The whole system') },
  ],
};
export const ESSAY: QuestionSpec = { type: 'ESSAY', name: L('Describe a login test'), points: 4, answerSetting: 0 };

export type ExamWorld = TestApp & { c1: string; c2: string; id1: number; id2: number };

export async function makeExamWorld(): Promise<ExamWorld> {
  const t = await makeTestApp();
  const c1 = await t.login(T1.phone, T1.password);
  const c2 = await t.login(T2.phone, T2.password);
  const id = async (phone: string) => (await t.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, phone)))[0]!.id;
  return { ...t, c1, c2, id1: await id(T1.phone), id2: await id(T2.phone) };
}

export type Made = { scheduleId: number; examId: number; questions: { id: number; answerIds: number[] }[] };

/** An exam with `questions` on a schedule open from now-1 day to now+`finishIn` (default 7 days), for trainee 1. */
export async function addSchedule(w: ExamWorld, options: Partial<Omit<ScheduleSpec, 'examId'>> & { questions?: QuestionSpec[]; name?: string } = {}): Promise<Made> {
  const { questions = [SINGLE, MULTIPLE], name = `Exam ${Math.random().toString(36).slice(2, 8)}`, ...rest } = options;
  const spec: ExamSpec = { name: L(name), description: L(`${name} description`), questions };
  const exam = await createExam(w.db, spec);
  const scheduleId = await createSchedule(w.db, {
    start: w.clock.now - DAY,
    finish: w.clock.now + 7 * DAY,
    trainees: [w.id1],
    ...rest,
    examId: exam.examId,
  });
  return { scheduleId, ...exam };
}

/** Calls of one trainee; ok() parses a 200 with the contract schema, else throws with the body. */
export function examApi(w: ExamWorld, cookie: string) {
  const ok = async <S extends v.GenericSchema>(schema: S, res: Promise<Response>): Promise<v.InferOutput<S>> => {
    const r = await res;
    const text = await r.text();
    if (r.status !== 200) throw new Error(`${r.status} ${text}`);
    return v.parse(schema, JSON.parse(text));
  };
  const get = (path: string) => w.call('GET', path, { cookie });
  return {
    get,
    post: (path: string, body: unknown) => w.call('POST', path, { cookie, body }),
    start: (scheduleId: number) => ok(Passage, get(`/api/exams/passage/start/${scheduleId}`)),
    passage: (resultId: number) => ok(Passage, get(`/api/exams/passage/${resultId}`)),
    update: (resultId: number) => ok(Passage, get(`/api/exams/passage/update/${resultId}`)),
    question: (rqId: number) => ok(Question, get(`/api/exams/passage/question/${rqId}`)),
    answer: (rqId: number, answers: GivenAnswer[]) => ok(AnswerResponse, w.call('POST', `/api/exams/passage/answer/${rqId}`, { cookie, body: { answers } })),
    answerRaw: (rqId: number, body: unknown) => w.call('POST', `/api/exams/passage/answer/${rqId}`, { cookie, body }),
    takeBreak: (resultId: number) => ok(Passage, get(`/api/exams/passage/takeBreak/${resultId}`)),
    finishBreak: (resultId: number) => ok(Passage, get(`/api/exams/passage/finishBreak/${resultId}`)),
    finish: (resultId: number) => ok(Passage, get(`/api/exams/passage/finish/${resultId}`)),
    intro: (scheduleId: number) => ok(ExamIntro, get(`/api/exams/${scheduleId}`)),
    check: (id: number, kind?: 'break') => ok(CheckResponse, get(`/api/exams/check/${id}${kind ? `?kind=${kind}` : ''}`)),
  };
}

/** The wire ids (handles) of a passage question's answers, for database ids in their order. */
export const wireIds = (w: ExamWorld, resultQuestionId: number, answerIds: readonly number[]) => wireAnswerIds(w.db, resultQuestionId, answerIds);

/** Status and parsed error body of a refused call. */
export async function refused(res: Response | Promise<Response>): Promise<{ status: number; body: v.InferOutput<typeof ErrorBody> }> {
  const r = await res;
  return { status: r.status, body: v.parse(ErrorBody, await r.json()) };
}

export const INTERRUPT = { errorMessage: 'Проходження тесту завершено', exception: 'PassageInterruptException' };

/** Finishes every running passage of the trainee (tests share one database per file). */
export async function finishAll(w: ExamWorld, cookie: string): Promise<void> {
  const active = (await (await w.call('GET', '/api/exams/active', { cookie })).json()) as { resultId: number }[];
  for (const a of active) await w.call('GET', `/api/exams/passage/finish/${a.resultId}`, { cookie });
}

export type ExamApi = ReturnType<typeof examApi>;

/**
 * The hooks of a suite about trainee 1's passages: one exam world for the file, its API as
 * trainee 1, and every passage of trainee 1 finished after each test so tests stay apart.
 */
export function examSuite(use: (w: ExamWorld, api: ExamApi) => void): void {
  let w: ExamWorld | undefined;
  beforeAll(async () => {
    w = await makeExamWorld();
    use(w, examApi(w, w.c1));
  });
  afterEach(async () => {
    if (w) await finishAll(w, w.c1);
  });
  afterAll(async () => {
    await w?.close();
  });
}
