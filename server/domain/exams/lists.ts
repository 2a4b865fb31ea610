// The read-only exam calls of SPEC §7: available, active, passed, result/{id}, {scheduleId}
// (intro), check/{id}; and the exam alerts of GET/POST /api/main/alerts. Running passages
// are settled (and persisted) first, so every list agrees with settle() at `now`.
import { and, count, desc, eq, inArray, sql, sum, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type { ActivePassage as ActiveSchema, AvailableExam, ExamIntro, ExamResult, PassedExam as PassedSchema } from '../../../api/exams.ts';
import type { Alert as AlertSchema } from '../../../api/main.ts';
import { examAlertDismissals, examQuestions, examResults, examSchedules, exams } from '../../db/schema.ts';
import { perDatabase, preparedName } from '../../db/prepared.ts';
import { RefusedError } from '../errors.ts';
import { pick } from '../locale.ts';
import { attemptsExceeded, breakCheck, isScheduleOpen, startCheck } from './attempts.ts';
import type { Caller } from '../caller.ts';
import { loadScheduleMaterials } from './content.ts';
import { isEnded, isOpen } from './settle.ts';
import { loadSchedule, loadSchedules, settledRead, settledRunning, storedEnded } from './store.ts';
import { materialView } from './views.ts';

export type ActivePassage = v.InferOutput<typeof ActiveSchema>;
export type PassedExam = v.InferOutput<typeof PassedSchema>;
export type Alert = v.InferOutput<typeof AlertSchema>;

const HOUR = 60 * 60 * 1000;
export const ALERT_WINDOW_MS = 24 * HOUR;

/** scheduleId → resultId of the trainee's running passages, settled at now. */
async function runningBySchedule(a: Caller) {
  const running = await settledRunning(a);
  return running.filter((r) => isOpen(r.settled.status));
}

/** The exam lists and the dashboard's alerts read these on every request: prepared (docs/decisions.md #193). */
const listReads = perDatabase((db) => {
  const mine = eq(examResults.customerId, sql.placeholder('customerId'));
  const counts = (where: SQL | undefined) => db.select({ scheduleId: examResults.scheduleId, n: count() }).from(examResults).where(where).groupBy(examResults.scheduleId);
  return {
    counts: counts(mine).prepare(preparedName('passage_counts')),
    endedCounts: counts(and(mine, storedEnded)).prepare(preparedName('ended_passage_counts')),
    dismissed: db
      .select({ scheduleId: examAlertDismissals.scheduleId })
      .from(examAlertDismissals)
      .where(eq(examAlertDismissals.customerId, sql.placeholder('customerId')))
      .prepare(preparedName('dismissed_alerts')),
  };
});

async function countsBySchedule(a: Caller, endedOnly = false): Promise<Map<number, number>> {
  const reads = listReads(a.db);
  const rows = await (endedOnly ? reads.endedCounts : reads.counts).execute({ customerId: a.customerId });
  return new Map(rows.map((r) => [r.scheduleId, r.n]));
}

/** Open schedules of the trainee (start ≤ now < finish), soonest to close first. */
export async function availableExams(a: Caller): Promise<AvailableExam[]> {
  const [schedules, running, counts] = await Promise.all([loadSchedules(a.db, a.customerId), runningBySchedule(a), countsBySchedule(a)]);
  return schedules
    .filter((s) => isScheduleOpen(s.start, s.finish, a.now))
    .map((s) => {
      const inProgress = running.find((r) => r.schedule.id === s.id)?.result.id ?? null;
      const resultsCount = counts.get(s.id) ?? 0;
      return {
        scheduleId: s.id,
        examName: pick(s.examName, a.locale),
        examDescription: pick(s.description ?? s.examDescription, a.locale),
        start: s.start,
        finish: s.finish,
        inProgressResultId: inProgress,
        // The running passage is the current attempt: "continue", not "attempts exceeded".
        attemptsExceeded: inProgress === null && attemptsExceeded(s.attempts, resultsCount),
        attemptsCount: s.attempts,
        resultsCount,
      };
    });
}

export async function activePassages(a: Caller): Promise<ActivePassage[]> {
  return (await runningBySchedule(a)).map((r) => ({
    resultId: r.result.id,
    scheduleId: r.schedule.id,
    examName: pick(r.schedule.examName, a.locale),
    status: r.settled.status,
    passExpires: r.settled.passExpires,
  }));
}

/** examId → how many questions, and how many essays (not marked automatically), each exam has. */
async function questionCounts(a: Caller, examIds: readonly number[]): Promise<Map<number, { questionsCount: number; essaysCount: number }>> {
  if (examIds.length === 0) return new Map();
  const rows = await a.db
    .select({ examId: examQuestions.examId, type: examQuestions.type, n: count() })
    .from(examQuestions)
    .where(inArray(examQuestions.examId, [...new Set(examIds)]))
    .groupBy(examQuestions.examId, examQuestions.type);
  const counts = new Map<number, { questionsCount: number; essaysCount: number }>();
  for (const row of rows) {
    const c = counts.get(row.examId) ?? { questionsCount: 0, essaysCount: 0 };
    c.questionsCount += row.n;
    if (row.type === 'ESSAY') c.essaysCount += row.n;
    counts.set(row.examId, c);
  }
  return counts;
}

/**
 * Ended passages (FINISHED or EXPIRED), latest first; start and finish are the passage's;
 * with the exam's question and essay counts (issue 10 item 5: essays await review).
 */
export async function passedExams(a: Caller): Promise<PassedExam[]> {
  await settledRunning(a);
  const rows = await a.db
    .select({
      result: examResults,
      examId: exams.id,
      name: exams.name,
      description: exams.description,
      scheduleDescription: examSchedules.description,
      enablePassPoint: examSchedules.enablePassPoint,
    })
    .from(examResults)
    .innerJoin(examSchedules, eq(examSchedules.id, examResults.scheduleId))
    .innerJoin(exams, eq(exams.id, examSchedules.examId))
    .where(and(eq(examResults.customerId, a.customerId), storedEnded))
    .orderBy(desc(examResults.finishedAt), desc(examResults.id));
  const counts = await questionCounts(
    a,
    rows.map((r) => r.examId),
  );
  return rows.map((r) => ({
    resultId: r.result.id,
    exam: { name: pick(r.name, a.locale), description: pick(r.scheduleDescription ?? r.description, a.locale) },
    start: r.result.startedAt.getTime(),
    finish: (r.result.finishedAt ?? r.result.startedAt).getTime(),
    ...(counts.get(r.examId) ?? { questionsCount: 0, essaysCount: 0 }),
    // Issue 10 "Results": the score and, when the exam has a pass point, passed or not, per
    // attempt (the same figures as GET /api/exams/result/{resultId}).
    points: r.result.points ?? 0,
    maxPoint: r.result.maxPoints,
    passed: r.enablePassPoint ? r.result.passed : null,
  }));
}

export async function examResult(a: Caller, resultId: number): Promise<ExamResult> {
  const loaded = await settledRead(a.db, a.customerId, resultId, a.now);
  if (!isEnded(loaded.settled.status)) throw new RefusedError('exam.notFinished');
  const r = loaded.result;
  const s = loaded.schedule;
  const counts = (await questionCounts(a, [s.examId])).get(s.examId) ?? { questionsCount: 0, essaysCount: 0 };
  return {
    resultId: r.id,
    examName: pick(s.examName, a.locale),
    date: r.finishedAt ?? loaded.settled.finishedAt ?? a.now,
    start: r.startedAt,
    points: r.points ?? 0,
    maxPoint: r.maxPoints,
    breaksTaken: loaded.settled.breaks.length,
    correctQuestionsCount: r.correctQuestionsCount ?? 0,
    questionsCount: counts.questionsCount,
    passed: s.enablePassPoint ? r.passed : null,
    passPoint: s.enablePassPoint && s.showPassPoint ? s.passPoint : null,
    status: loaded.settled.status,
    essaysCount: counts.essaysCount,
  };
}

export async function examIntro(a: Caller, scheduleId: number): Promise<ExamIntro> {
  const s = await loadSchedule(a.db, a.customerId, scheduleId);
  const [[stats], counts, running, materials] = await Promise.all([
    a.db
      .select({ n: count(), points: sum(examQuestions.points) })
      .from(examQuestions)
      .where(eq(examQuestions.examId, s.examId)),
    countsBySchedule(a),
    runningBySchedule(a),
    loadScheduleMaterials(a.db, s.id),
  ]);
  const inProgress = running.find((r) => r.schedule.id === s.id)?.result.id ?? null;
  const resultsCount = counts.get(s.id) ?? 0;
  return {
    scheduleId: s.id,
    name: pick(s.examName, a.locale),
    description: pick(s.description ?? s.examDescription, a.locale),
    passingRules: pick(s.passingRules, a.locale),
    materials: materials.map((m) => materialView(m, a.locale)),
    questionsCount: stats?.n ?? 0,
    passTime: s.passTime,
    breakCount: s.breakCount,
    breakTime: s.breakTime,
    attempts: s.attempts,
    resultsCount,
    attemptsExceeded: inProgress === null && attemptsExceeded(s.attempts, resultsCount),
    start: s.start,
    finish: s.finish,
    enablePassPoint: s.enablePassPoint,
    passPoint: s.showPassPoint ? s.passPoint : null,
    showPassPoint: s.showPassPoint,
    maxPoints: Number(stats?.points ?? 0),
    checkAudio: s.checkAudio,
    answerHistoryAllowed: s.answerHistoryAllowed,
    inProgressResultId: inProgress,
    now: a.now,
  };
}

/** GET check/{id}: `break` → id is a resultId; otherwise a scheduleId (docs/exams.md "Check"). */
export async function checkMinutes(a: Caller, id: number, kind: 'break' | undefined): Promise<{ minutesLeft: number | null }> {
  if (kind === 'break') {
    const loaded = await settledRead(a.db, a.customerId, id, a.now);
    return { minutesLeft: breakCheck(loaded.schedule.breakTime, loaded.schedule.finish, a.now) };
  }
  const s = await loadSchedule(a.db, a.customerId, id);
  const running = await runningBySchedule(a);
  if (running.some((r) => r.schedule.id === s.id)) return { minutesLeft: null }; // continuing: no new time
  return { minutesLeft: startCheck(s.passTime, s.finish, a.now) };
}

/** Open schedules closing within 24 h with no ended passage and an alert not closed. */
export async function examAlerts(a: Caller): Promise<Alert[]> {
  await settledRunning(a);
  const [schedules, ended, dismissed] = await Promise.all([
    loadSchedules(a.db, a.customerId),
    countsBySchedule(a, true),
    listReads(a.db).dismissed.execute({ customerId: a.customerId }),
  ]);
  const closed = new Set(dismissed.map((d) => d.scheduleId));
  return schedules
    .filter((s) => isScheduleOpen(s.start, s.finish, a.now) && s.finish - a.now <= ALERT_WINDOW_MS)
    .filter((s) => !ended.get(s.id) && !closed.has(s.id))
    .map((s) => ({ examName: pick(s.examName, a.locale), finish: s.finish }));
}

/** POST /api/main/alerts: the trainee closed the alert of the schedule with that name (any locale) and finish. */
export async function dismissAlert(a: Caller, alert: Alert): Promise<void> {
  const schedules = await loadSchedules(a.db, a.customerId);
  const matching = schedules.filter((s) => s.finish === alert.finish && Object.values(s.examName).includes(alert.examName));
  if (matching.length === 0) return;
  await a.db
    .insert(examAlertDismissals)
    .values(matching.map((s) => ({ customerId: a.customerId, scheduleId: s.id, dismissedAt: new Date(a.now) })))
    .onConflictDoNothing();
}
