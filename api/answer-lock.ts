// SPEC §4 "Question answer states": "A saved question is locked unless answerHistoryAllowed"
// and "Essay saved ... disables editing" (docs/decisions.md #12: a saved essay is locked even
// with answer history). One rule for the server (a save or an essay upload on a locked
// answer is refused with exam.answerLocked) and the browser (the question machine lets a
// saved answer change only when it is not locked; the editors turn read-only).

export interface AnswerLockFacts {
  /** The schedule's answerHistoryAllowed. */
  answerHistoryAllowed: boolean;
  /** The question type (QuestionType); only ESSAY matters here. */
  type: string;
}

/** Whether an answer, once saved, may no longer change. */
export const isSavedAnswerLocked = ({ answerHistoryAllowed, type }: AnswerLockFacts): boolean => !answerHistoryAllowed || type === 'ESSAY';
