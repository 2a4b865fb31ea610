// Issue 7, findings 2 and 3 (docs/exams.md "When results are shown", the table there row by
// row): `correct` and `correctAnswer` are shown only when they can no longer change the
// score: never while the answer can still be changed in this passage (fishing), never while
// another attempt at the same questions remains (replay). And answer ids are per-passage
// handles: none is a database id, and a second attempt shows new ones.
import { describe, expect, it } from 'vitest';
import { addSchedule, type ExamApi, MINUTE, examSuite, type ExamWorld, SINGLE, wireIds } from './exams-fixtures.ts';

let w: ExamWorld;
let api: ExamApi;
examSuite((world, worldApi) => {
  w = world;
  api = worldApi;
});

type Row = {
  showCheckResult: boolean;
  answerHistoryAllowed: boolean;
  attempts: number | null;
  /** Which attempt is sat (earlier ones are started and finished first). */
  attempt: number;
  /** A wrong answer's mark and correct answer when it is saved (response, question, tab strip). */
  atSave: 'shown' | 'hidden';
  /** The marks in the finished passage while the schedule is open, and after it has closed. */
  afterFinish: 'shown' | 'hidden';
  afterClose: 'shown' | 'hidden';
};

// The table of docs/exams.md "When results are shown".
const TABLE: Row[] = [
  { showCheckResult: false, answerHistoryAllowed: false, attempts: 1, attempt: 1, atSave: 'hidden', afterFinish: 'hidden', afterClose: 'hidden' },
  { showCheckResult: false, answerHistoryAllowed: true, attempts: null, attempt: 1, atSave: 'hidden', afterFinish: 'hidden', afterClose: 'hidden' },
  { showCheckResult: true, answerHistoryAllowed: false, attempts: 1, attempt: 1, atSave: 'shown', afterFinish: 'shown', afterClose: 'shown' },
  { showCheckResult: true, answerHistoryAllowed: true, attempts: 1, attempt: 1, atSave: 'hidden', afterFinish: 'shown', afterClose: 'shown' },
  { showCheckResult: true, answerHistoryAllowed: false, attempts: 2, attempt: 1, atSave: 'hidden', afterFinish: 'hidden', afterClose: 'shown' },
  { showCheckResult: true, answerHistoryAllowed: false, attempts: 2, attempt: 2, atSave: 'shown', afterFinish: 'shown', afterClose: 'shown' },
  { showCheckResult: true, answerHistoryAllowed: true, attempts: 2, attempt: 1, atSave: 'hidden', afterFinish: 'hidden', afterClose: 'shown' },
  { showCheckResult: true, answerHistoryAllowed: true, attempts: 2, attempt: 2, atSave: 'hidden', afterFinish: 'shown', afterClose: 'shown' },
  { showCheckResult: true, answerHistoryAllowed: false, attempts: null, attempt: 1, atSave: 'hidden', afterFinish: 'hidden', afterClose: 'shown' },
  { showCheckResult: true, answerHistoryAllowed: true, attempts: null, attempt: 3, atSave: 'hidden', afterFinish: 'hidden', afterClose: 'shown' },
];

const label = (r: Row) =>
  `showCheckResult ${r.showCheckResult ? 'on' : 'off'}, answers ${r.answerHistoryAllowed ? 'changeable' : 'locked'}, attempt ${r.attempt} of ${r.attempts ?? 'unlimited'}`;

describe('when the key is shown (docs/exams.md table)', () => {
  it.each(TABLE)('$atSave at save, $afterFinish after finishing, $afterClose after the schedule closes: %s', async (row) => {
    const made = await addSchedule(w, {
      questions: [SINGLE],
      showCheckResult: row.showCheckResult,
      answerHistoryAllowed: row.answerHistoryAllowed,
      attempts: row.attempts,
      finish: w.clock.now + 60 * MINUTE,
    });
    for (let i = 1; i < row.attempt; i++) await api.finish((await api.start(made.scheduleId)).resultId);
    const p = await api.start(made.scheduleId);
    const rq = p.questions[0]!.resultQuestionId;
    const [wrong, right] = await wireIds(w, rq, made.questions[0]!.answerIds);

    const saved = await api.answer(rq, [{ answerId: wrong!, selected: true }]);
    const tab = (await api.passage(p.resultId)).questions[0]!.correct;
    const question = (await api.question(rq)).correct;
    if (row.atSave === 'shown') {
      expect(saved, label(row)).toMatchObject({ correct: false, correctAnswer: [{ answerId: right, selected: true }], question: { correct: false } });
      expect([tab, question], label(row)).toEqual([false, false]);
    } else {
      expect(saved, label(row)).toMatchObject({ correct: null, correctAnswer: null, question: { correct: null } });
      expect([tab, question], label(row)).toEqual([null, null]);
    }

    await api.finish(p.resultId);
    expect((await api.passage(p.resultId)).questions[0]!.correct, `${label(row)}: after finishing`).toBe(row.afterFinish === 'shown' ? false : null);
    w.clock.advance(61 * MINUTE); // past the schedule's finish (the session stays alive)
    expect((await api.passage(p.resultId)).questions[0]!.correct, `${label(row)}: after closing`).toBe(row.afterClose === 'shown' ? false : null);
  });

  it('with answers changeable, changing a wrong answer to the right one is never guided (no fishing)', async () => {
    const made = await addSchedule(w, { questions: [SINGLE], showCheckResult: true, answerHistoryAllowed: true, attempts: null });
    const p = await api.start(made.scheduleId);
    const rq = p.questions[0]!.resultQuestionId;
    for (const answerId of await wireIds(w, rq, made.questions[0]!.answerIds)) {
      expect(await api.answer(rq, [{ answerId, selected: true }])).toMatchObject({ correct: null, correctAnswer: null });
      expect((await api.question(rq)).correct).toBeNull();
    }
  });
});

describe('answer ids are per-passage handles', () => {
  it('no shown id is a database id, and a second attempt shows other ids for the same answers (no replay)', async () => {
    const made = await addSchedule(w, { questions: [SINGLE], attempts: 2 });
    const databaseIds = made.questions[0]!.answerIds;
    const shownIn = async () => {
      const p = await api.start(made.scheduleId);
      const q = await api.question(p.questions[0]!.resultQuestionId);
      await api.finish(p.resultId);
      return q.answers.map((a) => a.answerId);
    };
    const first = await shownIn();
    const second = await shownIn();
    expect(first.some((id) => databaseIds.includes(id))).toBe(false);
    expect(second.some((id) => first.includes(id))).toBe(false);
  });

  it('an id from the first attempt is refused in the second (400 answers.0.answerId invalid), and nothing is saved', async () => {
    const made = await addSchedule(w, { questions: [SINGLE], attempts: 2 });
    const p1 = await api.start(made.scheduleId);
    const old = await wireIds(w, p1.questions[0]!.resultQuestionId, made.questions[0]!.answerIds);
    await api.finish(p1.resultId);
    const p2 = await api.start(made.scheduleId);
    const rq = p2.questions[0]!.resultQuestionId;
    const res = await api.answerRaw(rq, { answers: [{ answerId: old[1], selected: true }] });
    expect([res.status, await res.json()]).toEqual([400, { errors: { 'answers.0.answerId': 'invalid' } }]);
    expect((await api.question(rq)).saved).toBe(false);
  });
});
