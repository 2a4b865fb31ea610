import type { ActivePassage, AvailableExam } from '../../../../api/exams.ts';
import type * as v from 'valibot';
import { isPassageOpen } from '../../../../api/passage-open.ts';
import { href } from '../../../../api/href.ts';

// SPEC §4 "Available exam card", in order: attempts exceeded; a passage of this exam in
// progress (continue); another passage running (start disabled); otherwise start.
export type CardAction = { kind: 'attemptsExceeded' } | { kind: 'continue'; href: string } | { kind: 'blocked' } | { kind: 'start'; href: string };

export function cardAction(exam: AvailableExam, otherRunning: boolean): CardAction {
  if (exam.attemptsExceeded) return { kind: 'attemptsExceeded' };
  if (exam.inProgressResultId != null) return { kind: 'continue', href: href('passage', { resultId: exam.inProgressResultId }) };
  if (otherRunning) return { kind: 'blocked' };
  return { kind: 'start', href: href('exam', { id: exam.scheduleId }) };
}

type Active = v.InferOutput<typeof ActivePassage>;

/** Whether a passage other than this exam's is running (GET /api/exams/active). */
export function otherPassageRunning(exam: AvailableExam, active: readonly Active[]): boolean {
  return active.some((p) => isPassageOpen(p.status) && p.scheduleId !== exam.scheduleId && p.resultId !== exam.inProgressResultId);
}
