// Issue 14 "Fewer round trips on the hot path": the answer save (SPEC §7 POST
// passage/answer/{resultQuestionId}) reads its session with the passage in one statement and
// writes with one guarded UPDATE (server/domain/exams/answer-save.ts). What it must keep:
// - the session's rules (docs/operations.md "Sessions"): 403 without a live session, before
//   any 400; an expired session deleted and its cookie removed; the expiry slid once a minute;
// - a finish, a break or another save arriving between its read and its write: the answer is
//   not written over them, and the save is answered as the locked way answers it
//   (PassageInterruptException, exam.onBreak, exam.answerLocked; docs/exams.md "Answers").
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { examResultQuestions, sessions } from '../../server/db/schema.ts';
import type { Caller } from '../../server/domain/caller.ts';
import { saveAnswerAtOnce } from '../../server/domain/exams/answer-save.ts';
import { PassageInterruptError } from '../../server/domain/exams/errors.ts';
import { RefusedError } from '../../server/domain/errors.ts';
import { hashToken, SESSION_IDLE_MS } from '../../server/domain/sessions.ts';
import { setCookieLine, T1 } from './harness.ts';
import { addSchedule, examApi, finishAll, makeExamWorld, MINUTE, refused, SINGLE, type ExamWorld } from './exams-fixtures.ts';

let w: ExamWorld;
beforeAll(async () => {
  w = await makeExamWorld();
});
afterEach(() => finishAll(w, w.c1));
afterAll(() => w?.close());

const tokenHash = (cookie: string) => hashToken(cookie.split('=')[1]!);
const savedRow = async (rq: number) => (await w.db.select().from(examResultQuestions).where(eq(examResultQuestions.id, rq)))[0]!;

/** A passage of one SINGLE question (locked once saved) and the wire ids of its first two answers. */
async function onePassage() {
  const api = examApi(w, w.c1);
  const made = await addSchedule(w, { questions: [SINGLE], passTime: 30, breakCount: 1, breakTime: 5 });
  const passage = await api.start(made.scheduleId);
  const rq = passage.questions[0]!.resultQuestionId;
  const [a, b] = (await api.question(rq)).answers.map((x) => x.answerId);
  return { api, resultId: passage.resultId, rq, first: [{ answerId: a!, selected: true }], second: [{ answerId: b!, selected: true }] };
}

/** Saves as the route does, with `between` run after the read and before the write (where another request may land). */
function saveWith(between: () => Promise<unknown>, rq: number, answers: { answerId: number; selected: boolean }[]) {
  const admit = async (): Promise<Caller> => {
    await between();
    return { db: w.db, customerId: w.id1, now: w.clock.now, locale: 'ua' };
  };
  return saveAnswerAtOnce(w.db, tokenHash(w.c1), admit, rq, { answers }, () => Promise.resolve(5_000));
}

describe('the answer save reads its own session', () => {
  it('answers 403 without a session, before looking at the body or the question', async () => {
    const { rq, first } = await onePassage();
    for (const cookie of [undefined, 'portal_session=unknown']) {
      expect((await w.call('POST', `/api/exams/passage/answer/${rq}`, { cookie, body: { answers: first } })).status).toBe(403);
      expect((await w.call('POST', `/api/exams/passage/answer/${rq}`, { cookie, body: { answers: 'no' } })).status).toBe(403);
      expect((await w.call('POST', `/api/exams/passage/answer/x`, { cookie, body: { answers: first } })).status).toBe(403);
    }
    expect((await savedRow(rq)).saved).toBe(false);
    // With a session the same bad inputs are 400s.
    expect((await w.call('POST', `/api/exams/passage/answer/${rq}`, { cookie: w.c1, body: { answers: 'no' } })).status).toBe(400);
    expect((await w.call('POST', `/api/exams/passage/answer/x`, { cookie: w.c1, body: { answers: first } })).status).toBe(400);
  });

  it('another trainee’s question is 404', async () => {
    const { rq, first } = await onePassage();
    expect((await w.call('POST', `/api/exams/passage/answer/${rq}`, { cookie: w.c2, body: { answers: first } })).status).toBe(404);
    expect((await savedRow(rq)).saved).toBe(false);
  });

  it('slides the session’s expiry at most once a minute, and ends an expired one', async () => {
    const { rq, first } = await onePassage();
    const row = async () =>
      (
        await w.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, tokenHash(w.c1)))
      )[0];
    w.clock.advance(MINUTE);
    expect((await examApi(w, w.c1).answer(rq, first)).question.saved).toBe(true);
    expect((await row())!.lastSeenAt.getTime()).toBe(w.clock.now);

    // A session of its own, left idle past its 12 hours.
    const cookie = await w.login(T1.phone, T1.password);
    w.clock.advance(SESSION_IDLE_MS);
    const res = await w.call('POST', `/api/exams/passage/answer/${rq}`, { cookie, body: { answers: first } });
    expect(res.status).toBe(403);
    expect(setCookieLine(res, 'portal_session')).toMatch(/^portal_session=;/);
    expect(
      (
        await w.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, tokenHash(cookie)))
      ).length,
    ).toBe(0);
    w.c1 = await w.login(T1.phone, T1.password);
  });
});

describe('a call landing between the save’s read and its write', () => {
  it('a finish: the answer is not written into the graded passage, the save is refused as interrupted', async () => {
    const { api, resultId, rq, first } = await onePassage();
    await expect(saveWith(() => api.finish(resultId), rq, first)).rejects.toBeInstanceOf(PassageInterruptError);
    expect((await savedRow(rq)).saved).toBe(false);
    expect((await api.passage(resultId)).status).toBe('FINISHED');
  });

  it('a break: the answer is not written, the save is refused on the break', async () => {
    const { api, resultId, rq, first } = await onePassage();
    await expect(saveWith(() => api.takeBreak(resultId), rq, first)).rejects.toMatchObject({ messageKey: 'exam.onBreak' });
    expect((await savedRow(rq)).saved).toBe(false);
    await api.finishBreak(resultId);
  });

  it('a save of another answer to a question locked once saved: the first stays, this one is refused as locked', async () => {
    const { api, rq, first, second } = await onePassage();
    const error = await saveWith(() => api.answer(rq, second), rq, first).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RefusedError);
    expect(error).toMatchObject({ messageKey: 'exam.answerLocked' });
    const stored = await refused(w.call('POST', `/api/exams/passage/answer/${rq}`, { cookie: w.c1, body: { answers: first } }));
    expect(stored.status).toBe(400);
    // Saving the answer that is stored again answers as before (a no-op).
    expect((await api.answer(rq, second)).question.saved).toBe(true);
  });
});
