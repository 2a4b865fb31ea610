// Demo exams (docs/exams.md "Demo exams"): one schedule per option worth trying, dates
// relative to `now`. Trainee 1 gets eight schedules (the eighth is the every-type demo, demo-every-type.ts), trainee 2 one of his own. Passed results
// are made by the engine itself (start, answer, finish at past moments), so they are graded
// exactly as a real passage would be.
import type { GivenAnswer } from '../../api/exams.ts';
import { cryptoRandom } from '../adapters/random.ts';
import type { Db } from '../db/connect.ts';
import { saveAnswer } from '../domain/exams/answering.ts';
import { createExam, createSchedule, wireAnswerIds, type CreatedExam, type ExamSpec, type ScheduleSpec } from '../domain/exams/authoring.ts';
import { finishNow, startPassage } from '../domain/exams/passage.ts';
import { seedEveryTypeExam } from './demo-every-type.ts';
import { AGILE, PERFORMANCE, QUESTION_TYPES, QUICK_CHECK } from './demo-exam-questions-more.ts';
import { BUG_REPORTS, FUNDAMENTALS, L, SQL, TEST_DESIGN } from './demo-exam-questions.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const RULES = L([
  'Відповідайте на запитання в будь-якому порядку. Збережену відповідь змінити не можна, якщо тест цього не дозволяє. Після завершення тесту відповіді не приймаються.',
  'Отвечайте на вопросы в любом порядке. Сохранённый ответ нельзя изменить, если тест этого не разрешает. После завершения теста ответы не принимаются.',
  'Answer the questions in any order. A saved answer cannot be changed unless the test allows it. No answers are accepted once the test is over.',
]);
const GLOSSARY = { name: L(['Глосарій ISTQB', 'Глоссарий ISTQB', 'ISTQB glossary']), link: 'https://glossary.istqb.org/' };

type Seeded = { spec: ExamSpec; created: CreatedExam; scheduleId: number };

async function schedule(db: Db, spec: ExamSpec, options: Omit<ScheduleSpec, 'examId'>): Promise<Seeded> {
  const created = await createExam(db, spec);
  const scheduleId = await createSchedule(db, { passingRules: RULES, ...options, examId: created.examId });
  return { spec, created, scheduleId };
}

/** A choice answer of passage question `resultQuestionId`: the correct one(s), or the first wrong one. */
async function choose(db: Db, seeded: Seeded, index: number, resultQuestionId: number, right: boolean): Promise<GivenAnswer[]> {
  const question = seeded.spec.questions[index]!;
  const ids = await wireAnswerIds(db, resultQuestionId, seeded.created.questions[index]!.answerIds);
  const picked = ids.filter((_, j) => (question.answers?.[j]?.correct ?? false) === right);
  return (right ? picked : picked.slice(0, 1)).map((answerId) => ({ answerId, selected: true }));
}

/** A passage taken at `at`, answering question i right when rights[i], finished after `minutes`. */
async function takePassage(db: Db, seeded: Seeded, customerId: number, at: number, minutes: number, rights: boolean[]): Promise<void> {
  const actor = { db, customerId, now: at, locale: 'ua' as const };
  const passage = await startPassage(actor, seeded.scheduleId, cryptoRandom);
  for (const [i, ref] of passage.questions.entries()) {
    const answeredAt = at + ((i + 1) * minutes * MINUTE) / (passage.questions.length + 1);
    await saveAnswer({ ...actor, now: answeredAt }, ref.resultQuestionId, { answers: await choose(db, seeded, i, ref.resultQuestionId, rights[i] ?? false) });
  }
  await finishNow({ ...actor, now: at + minutes * MINUTE }, passage.resultId);
}

/** Schedules the trainings seed links lessons to (demo-trainings.ts); it only reads them. */
export type DemoSchedules = { agile: number; bugs: number; performance: number };

export async function seedDemoExams(db: Db, now: number, trainees: { first: number; second: number }): Promise<DemoSchedules> {
  const t1 = [trainees.first];
  const at = (days: number, minutes = 0) => now + days * DAY + minutes * MINUTE;

  // 30 min, 2 breaks of 5 min, answers locked, 3 attempts, pass point 5 of 7. Results are
  // shown, but only in the last attempt (docs/exams.md "When results are shown"): the first
  // two mark answers 'saved'.
  await schedule(db, FUNDAMENTALS, {
    start: at(-2),
    finish: at(7),
    trainees: t1,
    attempts: 3,
    passTime: 30,
    breakCount: 2,
    breakTime: 5,
    showCheckResult: true,
    answerHistoryAllowed: false,
    enablePassPoint: true,
    passPoint: 5,
    showPassPoint: true,
    materials: [GLOSSARY],
  });
  // Unlimited time and breaks (10 min each), results hidden, answers changeable, audio check.
  await schedule(db, TEST_DESIGN, {
    start: at(-1),
    finish: at(14),
    trainees: t1,
    passTime: null,
    breakCount: 0,
    breakTime: 10,
    showCheckResult: false,
    answerHistoryAllowed: true,
    checkAudio: true,
  });
  // One attempt, already used.
  const bugs = await schedule(db, BUG_REPORTS, { start: at(-3), finish: at(10), trainees: t1, attempts: 1, passTime: 20, showCheckResult: true });
  await takePassage(db, bugs, trainees.first, at(-2), 12, [true, true, false, true, false]);
  // Closes in 20 minutes: less than its 30 min pass time (check gives minutesLeft; alert).
  // One attempt, so a saved answer is marked at once.
  await schedule(db, SQL, { start: at(-1), finish: at(0, 20), trainees: t1, attempts: 1, passTime: 30, showCheckResult: true });
  // 2 minutes, no breaks, unlimited attempts: for time running out (results not shown).
  await schedule(db, QUICK_CHECK, { start: at(-1), finish: at(7), trainees: t1, passTime: 2 });
  // Essay, sequence and comparison; one 3-minute break; answers changeable, so results are
  // not shown (they would tell which answer to change); pass point hidden.
  await schedule(db, QUESTION_TYPES, {
    start: at(-1),
    finish: at(7),
    trainees: t1,
    passTime: 45,
    breakCount: 1,
    breakTime: 3,
    showCheckResult: false,
    answerHistoryAllowed: true,
    enablePassPoint: true,
    passPoint: 4,
    showPassPoint: false,
  });
  // Closed schedule with two passed results: one below the pass point, one above.
  const agile = await schedule(db, AGILE, {
    start: at(-20),
    finish: at(-10),
    trainees: t1,
    attempts: 2,
    passTime: 15,
    enablePassPoint: true,
    passPoint: 4,
    showPassPoint: true,
  });
  await takePassage(db, agile, trainees.first, at(-15), 9, [true, false, true, false, false]);
  await takePassage(db, agile, trainees.first, at(-12), 11, [true, true, true, true, true]);

  // Trainee 2's own exam.
  const performance = await schedule(db, PERFORMANCE, { start: at(-1), finish: at(7), trainees: [trainees.second], attempts: 2, passTime: 20 });

  // Every question type, with pictures, sounds and materials (demo-every-type.ts).
  await seedEveryTypeExam(db, now, trainees.first);
  return { agile: agile.scheduleId, bugs: bugs.scheduleId, performance: performance.scheduleId };
}
