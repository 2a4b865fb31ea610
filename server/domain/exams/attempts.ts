// Starting a passage and the pre-start checks (SPEC §4 "Available exam card", §7 check):
// pure decisions over facts the caller loaded. docs/exams.md "Start" and "Check".
const MINUTE = 60_000;

export type StartFacts = {
  now: number;
  scheduleId: number;
  scheduleStart: number;
  scheduleFinish: number;
  /** Attempts allowed; null = unlimited. */
  attempts: number | null;
  /** Passages of this trainee on this schedule, any status. */
  resultsCount: number;
  /** The trainee's passages still running after settling (any schedule). */
  running: readonly { resultId: number; scheduleId: number }[];
};

export type StartDecision = { kind: 'continue'; resultId: number } | { kind: 'new' } | { kind: 'refused'; reason: 'anotherRunning' | 'notOpen' | 'attemptsExceeded' };

export const attemptsExceeded = (attempts: number | null, resultsCount: number) => attempts != null && resultsCount >= attempts;

export const isScheduleOpen = (start: number, finish: number, now: number) => start <= now && now < finish;

export function decideStart(f: StartFacts): StartDecision {
  const same = f.running.find((r) => r.scheduleId === f.scheduleId);
  if (same) return { kind: 'continue', resultId: same.resultId };
  if (f.running.length > 0) return { kind: 'refused', reason: 'anotherRunning' };
  if (!isScheduleOpen(f.scheduleStart, f.scheduleFinish, f.now)) return { kind: 'refused', reason: 'notOpen' };
  if (attemptsExceeded(f.attempts, f.resultsCount)) return { kind: 'refused', reason: 'attemptsExceeded' };
  return { kind: 'new' };
}

/** Whole minutes until the schedule closes (rounded down, at least 0). */
export const minutesUntil = (finish: number, now: number) => Math.max(0, Math.floor((finish - now) / MINUTE));

/**
 * GET /api/exams/check/{scheduleId}: minutes left when a passage started now would get less
 * than passTime because the schedule closes sooner; null otherwise (unlimited passTime too).
 */
export function startCheck(passTime: number | null, finish: number, now: number): number | null {
  if (passTime == null) return null;
  return now + passTime * MINUTE > finish ? minutesUntil(finish, now) : null;
}

/** GET /api/exams/check/{resultId}?kind=break: minutes left when a break taken now would be cut by the schedule finish. */
export function breakCheck(breakTime: number | null, finish: number, now: number): number | null {
  if (!breakTime) return null;
  return now + breakTime * MINUTE > finish ? minutesUntil(finish, now) : null;
}
