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
        answers: [...question.answers].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)).map((a, i) => ({ answerId: a.answerId, order: a.order ?? i + 1 })),
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

/**
 * The question as the server has it once `given` is saved (the inverse of draftFromQuestion):
 * what a question loaded earlier looks like offline after a save (issue 10 "Offline").
 */
export function savedQuestion(question: Question, given: readonly GivenAnswer[], correct: boolean | null = null): Question {
  const answers = question.answers.map((a) => {
    const g = given.find((x) => x.answerId === a.answerId);
    switch (question.type) {
      case 'SINGLE_CHOICE':
      case 'MULTIPLE_CHOICE':
        return { ...a, selected: g?.selected === true };
      case 'SEQUENCE':
        return { ...a, order: g?.order ?? a.order };
      case 'COMPARISON':
        return { ...a, answer: g?.answer ?? null };
      case 'ESSAY':
        return { ...a, answer: g?.answer ?? null, uploadedFileName: g?.uploadedFileName ?? null };
    }
  });
  return { ...question, answers, saved: true, changed: false, correct };
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
    if (refs[i]?.saved === false) return i;
  }
  return null;
}

export const allSaved = (refs: readonly QuestionRef[]) => refs.length > 0 && refs.every((r) => r.saved);

// Editing helpers: each returns the whole new answer list the view sends as ANSWER.CHANGE.

/** SINGLE_CHOICE picks one answer; MULTIPLE_CHOICE toggles one. */
export function chooseAnswer(question: Question, draft: Draft, answerId: number): GivenAnswer[] {
  if (question.type === 'SINGLE_CHOICE') return [{ answerId, selected: true }];
  const chosen = draft.answers.some((a) => a.answerId === answerId && a.selected);
  const rest = draft.answers.filter((a) => a.answerId !== answerId && a.selected);
  const ids = chosen ? rest.map((a) => a.answerId) : [...rest.map((a) => a.answerId), answerId];
  // Keep the server's order of answers, whatever the order of clicks.
  return question.answers.filter((a) => ids.includes(a.answerId)).map((a) => ({ answerId: a.answerId, selected: true }));
}

export const isChosen = (draft: Draft, answerId: number) => draft.answers.some((a) => a.answerId === answerId && a.selected);

/** SEQUENCE: moves one answer up (-1) or down (+1); orders are renumbered 1..n. */
export function moveInSequence(draft: Draft, answerId: number, delta: -1 | 1): GivenAnswer[] {
  const list = [...draft.answers].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  const from = list.findIndex((a) => a.answerId === answerId);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= list.length) return list;
  const [moved] = list.splice(from, 1);
  if (moved) list.splice(to, 0, moved);
  return list.map((a, i) => ({ answerId: a.answerId, order: i + 1 }));
}

/** COMPARISON: matches one item with a partner ('' clears it). */
export function matchPartner(draft: Draft, answerId: number, partner: string): GivenAnswer[] {
  return draft.answers.map((a) => (a.answerId === answerId ? { answerId: a.answerId, answer: partner } : a));
}

/** SEQUENCE: puts one answer where another one is (drag and drop); orders are renumbered 1..n. */
export function moveInSequenceTo(draft: Draft, answerId: number, overId: number): GivenAnswer[] {
  const list = [...draft.answers].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  const from = list.findIndex((a) => a.answerId === answerId);
  const to = list.findIndex((a) => a.answerId === overId);
  if (from < 0 || to < 0) return list;
  const [moved] = list.splice(from, 1);
  if (moved) list.splice(to, 0, moved);
  return list.map((a, i) => ({ answerId: a.answerId, order: i + 1 }));
}

/** COMPARISON partners as the server lists them (shuffled), or those already matched. */
export const partnersOf = (question: Question): string[] => question.partners ?? [...new Set(question.answers.map((a) => a.answer ?? '').filter((p) => p !== ''))];

/**
 * COMPARISON, one partner per item: the server grades a comparison right only when every
 * item has its own partner (docs/exams.md "Grading"; it would accept a partner twice and
 * mark it wrong), so a partner is never given to two items. A partner another item holds
 * is not available (null); a free one replaces the item's previous partner, which becomes
 * free again. A partner the server lists twice may be used twice.
 */
export function matchPartnerOnce(question: Question, draft: Draft, answerId: number, partner: string): GivenAnswer[] | null {
  if (partner !== '' && !isPartnerFree(question, draft, partner, answerId)) return null;
  return matchPartner(draft, answerId, partner);
}

/** Whether `partner` may be given to the item `answerId` (no other item holds all its copies). */
export function isPartnerFree(question: Question, draft: Draft, partner: string, answerId: number): boolean {
  const listed = partnersOf(question).filter((p) => p === partner).length;
  const held = draft.answers.filter((a) => a.answerId !== answerId && a.answer === partner).length;
  return held < Math.max(1, listed);
}

/** COMPARISON: the partners no item holds yet (each listed one counted once). */
export function unmatchedPartners(question: Question, draft: Draft): string[] {
  const used = draft.answers.map((a) => a.answer ?? '').filter((p) => p !== '');
  return partnersOf(question).filter((p) => {
    const i = used.indexOf(p);
    if (i < 0) return true;
    used.splice(i, 1);
    return false;
  });
}

/** ESSAY: the file the server stored, keeping the text. */
export function essayFile(question: Question, draft: Draft, fileName: string | null): GivenAnswer[] {
  const current = draft.answers[0];
  const answerId = current?.answerId ?? question.answers[0]?.answerId ?? 0;
  return [{ answerId, answer: current?.answer ?? '', uploadedFileName: fileName }];
}

/** The server's correct answer, to show in a readable form (SPEC §4 "incorrect answer info"). */
export type CorrectAnswer =
  | { kind: 'choice'; names: string[] }
  | { kind: 'order'; names: string[] } // first to last
  | { kind: 'pairs'; pairs: Array<{ item: string; partner: string }> };

export function correctAnswerOf(question: Question, given: readonly GivenAnswer[]): CorrectAnswer | null {
  const name = (answerId: number) => question.answers.find((a) => a.answerId === answerId)?.answerName ?? String(answerId);
  switch (question.type) {
    case 'SINGLE_CHOICE':
    case 'MULTIPLE_CHOICE':
      return { kind: 'choice', names: given.filter((a) => a.selected !== false).map((a) => name(a.answerId)) };
    case 'SEQUENCE':
      return { kind: 'order', names: [...given].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)).map((a) => name(a.answerId)) };
    case 'COMPARISON': {
      // In the order the items are shown.
      const byItem = new Map(given.map((a) => [a.answerId, a.answer ?? '']));
      const shown = question.answers.filter((a) => byItem.has(a.answerId)).map((a) => a.answerId);
      const rest = given.map((a) => a.answerId).filter((id) => !shown.includes(id));
      return { kind: 'pairs', pairs: [...shown, ...rest].map((id) => ({ item: name(id), partner: byItem.get(id) ?? '' })) };
    }
    case 'ESSAY':
      return null; // essays are never marked correct or wrong
  }
}

/** ESSAY: the text of the single answer, keeping an uploaded file name. */
export function essayText(question: Question, draft: Draft, text: string): GivenAnswer[] {
  const current = draft.answers[0];
  const answerId = current?.answerId ?? question.answers[0]?.answerId ?? 0;
  return [{ answerId, answer: text, uploadedFileName: current?.uploadedFileName ?? null }];
}

/** A given answer (e.g. the server's correct answer) as lines a person reads. */
export function describeAnswer(question: Question, given: readonly GivenAnswer[]): string[] {
  const name = (answerId: number) => question.answers.find((a) => a.answerId === answerId)?.answerName ?? String(answerId);
  switch (question.type) {
    case 'SINGLE_CHOICE':
    case 'MULTIPLE_CHOICE':
      return given.filter((a) => a.selected !== false).map((a) => name(a.answerId));
    case 'SEQUENCE':
      return [...given].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)).map((a, i) => `${i + 1}. ${name(a.answerId)}`);
    case 'COMPARISON':
      return given.map((a) => `${name(a.answerId)} — ${a.answer ?? ''}`);
    case 'ESSAY':
      return given.map((a) => a.answer ?? '').filter((text) => text !== '');
  }
}
