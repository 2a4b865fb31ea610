import type { GivenAnswer, Question, QuestionRef } from '../api/exams.ts';

// Pure rules about one question's answer (SPEC §4 "Question answer states", §5 essay).

export interface Draft {
  answers: GivenAnswer[];
  /** SEQUENCE and COMPARISON count as selected only once the trainee changed them. */
  touched: boolean;
}

/** What the trainee has on screen when a question arrives from the server. */
export function draftFromQuestion(question: Question): Draft {
  switch (question.type) {
    case 'SINGLE_CHOICE':
    case 'MULTIPLE_CHOICE':
      return { answers: question.answers.filter((a) => a.selected).map((a) => ({ answerId: a.answerId, selected: true })), touched: false };
    case 'SEQUENCE':
      return {
        answers: [...question.answers]
          .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
          .map((a, i) => ({ answerId: a.answerId, order: a.order ?? i + 1 })),
        touched: question.saved,
      };
    case 'COMPARISON':
      return {
        answers: question.answers.map((a) => ({ answerId: a.answerId, answer: a.answer ?? '' })),
        touched: question.saved,
      };
    case 'ESSAY': {
      const a = question.answers[0];
      return {
        answers: a ? [{ answerId: a.answerId, answer: a.answer ?? '', uploadedFileName: a.uploadedFileName ?? a.essayFileName ?? null }] : [],
        touched: false,
      };
    }
  }
}

/** Essay parts the trainee may give (SPEC §3 answerSetting: 0/absent both, 1 file only, 2 text only). */
export function essayAllows(answerSetting: number | null | undefined): { text: boolean; file: boolean } {
  if (answerSetting === 1) return { text: false, file: true };
  if (answerSetting === 2) return { text: true, file: false };
  return { text: true, file: true };
}

/** SPEC §4: confirming needs at least one answer selected. */
export function hasSelection(question: Question, draft: Draft): boolean {
  switch (question.type) {
    case 'SINGLE_CHOICE':
    case 'MULTIPLE_CHOICE':
      return draft.answers.some((a) => a.selected);
    case 'SEQUENCE':
      return draft.touched && draft.answers.length > 0;
    case 'COMPARISON':
      return draft.touched && draft.answers.every((a) => (a.answer ?? '') !== '');
    case 'ESSAY': {
      const allows = essayAllows(question.answerSetting);
      const a = draft.answers[0];
      if (!a) return false;
      return (allows.text && (a.answer ?? '').trim() !== '') || (allows.file && !!a.uploadedFileName);
    }
  }
}

/** "Next" jumps to the next unsaved question after `index`, cyclically; null when all are saved. */
export function nextUnsaved(refs: readonly QuestionRef[], index: number): number | null {
  for (let step = 1; step <= refs.length; step++) {
    const i = (index + step) % refs.length;
    if (!refs[i].saved) return i;
  }
  return null;
}

export const allSaved = (refs: readonly QuestionRef[]) => refs.length > 0 && refs.every((r) => r.saved);
