// Grading (docs/exams.md "Grading"): all-or-nothing per question. A choice question scores
// its points when the chosen set equals the correct set; a SEQUENCE when every answer is at
// its correct place; a COMPARISON when every item is matched with its own partner. Essays
// are not auto-graded: 0 points, correct null, but they count as saved. An unanswered
// question scores 0. maxPoints is the sum of every question's points (essays included).
import type { QuestionType } from '../../../api/exams.ts';

/** The canonical form of a saved answer (stored in exam_result_questions.given). */
export type Given =
  | { kind: 'choice'; selected: number[] } // sorted answer ids
  | { kind: 'sequence'; order: number[] } // answer ids, first to last
  | { kind: 'comparison'; pairs: [number, number][] } // [item answerId, partner's answerId], by item
  | { kind: 'essay'; text: string; file: string | null };

export type KeyAnswer = { answerId: number; correct: boolean; correctOrder: number | null };
export type QuestionKey = { type: QuestionType; points: number; answers: readonly KeyAnswer[] };

export type QuestionGrade = { correct: boolean | null; points: number };

export function correctChoice(key: QuestionKey): number[] {
  return key.answers
    .filter((a) => a.correct)
    .map((a) => a.answerId)
    .sort((x, y) => x - y);
}

export function correctSequence(key: QuestionKey): number[] {
  return [...key.answers]
    .sort((a, b) => (a.correctOrder ?? Number.MAX_SAFE_INTEGER) - (b.correctOrder ?? Number.MAX_SAFE_INTEGER) || a.answerId - b.answerId)
    .map((a) => a.answerId);
}

const sameList = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export function gradeQuestion(key: QuestionKey, given: Given | null): QuestionGrade {
  if (key.type === 'ESSAY') return { correct: null, points: 0 };
  if (!given) return { correct: false, points: 0 };
  let correct = false;
  switch (key.type) {
    case 'SINGLE_CHOICE':
    case 'MULTIPLE_CHOICE':
      correct =
        given.kind === 'choice' &&
        sameList(
          [...given.selected].sort((x, y) => x - y),
          correctChoice(key),
        );
      break;
    case 'SEQUENCE':
      correct = given.kind === 'sequence' && sameList(given.order, correctSequence(key));
      break;
    case 'COMPARISON':
      correct =
        given.kind === 'comparison' &&
        given.pairs.length === key.answers.length &&
        key.answers.every((a) => given.pairs.some(([item, partner]) => item === a.answerId && partner === a.answerId));
      break;
  }
  return { correct, points: correct ? Math.max(0, key.points) : 0 };
}

export type GradedQuestion = { key: QuestionKey; given: Given | null };
export type PassRule = { enablePassPoint: boolean; passPoint: number | null };
export type ResultGrade = {
  points: number;
  maxPoints: number;
  correctQuestionsCount: number;
  /** Against passPoint when enablePassPoint; null otherwise. */
  passed: boolean | null;
};

export function maxPointsOf(keys: readonly QuestionKey[]): number {
  return keys.reduce((sum, k) => sum + Math.max(0, k.points), 0);
}

export function gradeResult(questions: readonly GradedQuestion[], rule: PassRule): ResultGrade {
  let points = 0;
  let correctQuestionsCount = 0;
  for (const q of questions) {
    const grade = gradeQuestion(q.key, q.given);
    points += grade.points;
    if (grade.correct === true) correctQuestionsCount++;
  }
  const maxPoints = maxPointsOf(questions.map((q) => q.key));
  const passed = rule.enablePassPoint ? points >= (rule.passPoint ?? 0) : null;
  return { points, maxPoints, correctQuestionsCount, passed };
}
