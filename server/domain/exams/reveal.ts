// When the key may be shown (docs/exams.md "When results are shown"; docs/decisions.md #29).
// With showCheckResult, SPEC §4 marks saved answers correct or wrong and shows the correct
// answer of a wrong one. Shown while it could still change the score, that is the key:
// changing a wrong answer to the one shown ("fishing"), or replaying it in the next attempt.
// So `correct` and `correctAnswer` are revealed only for an answer that is final in this
// passage (the passage has ended, or saved answers are locked) when no further attempt at
// the same questions remains (the attempts are used up, or the schedule has closed).
// Essays are never marked. Pure.
import type { QuestionType } from '../../../api/exams.ts';
import { attemptsExceeded } from './attempts.ts';

export type RevealFacts = {
  showCheckResult: boolean;
  answerHistoryAllowed: boolean;
  /** Attempts allowed (null: unlimited) and used, this passage included. */
  attempts: number | null;
  resultsCount: number;
  scheduleFinish: number;
  now: number;
  /** The passage is FINISHED or EXPIRED. */
  ended: boolean;
};

/** No attempt at these questions remains after this passage. */
export const lastChance = (f: RevealFacts) => f.now >= f.scheduleFinish || attemptsExceeded(f.attempts, f.resultsCount);

/** Whether a question's mark (and, when wrong, its correct answer) may be shown. */
export function mayReveal(f: RevealFacts, q: { type: QuestionType; saved: boolean }): boolean {
  if (!f.showCheckResult || q.type === 'ESSAY' || !q.saved) return false;
  const answerFinal = f.ended || !f.answerHistoryAllowed;
  return answerFinal && lastChance(f);
}
