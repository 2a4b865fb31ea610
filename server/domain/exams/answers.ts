// SPEC §4 "Question answer states" on the server: checks a given answer against its
// question (docs/decisions.md #6 for the wire form) and turns it into the canonical Given
// that is stored and graded. Pure. Errors are per field of the request body
// (`answers.<i>.<field>`), codes as docs/api.md: required, invalid.
import type { GivenAnswer, QuestionType } from '../../../api/exams.ts';
import type { Given } from './grading.ts';

export type AnswerShape = {
  type: QuestionType;
  /** Every answer id of the question. */
  answerIds: readonly number[];
  /** COMPARISON: each item's partner in every locale (matching is by text, any locale). */
  partners: readonly { answerId: number; texts: readonly string[] }[];
  /** ESSAY: 0/null text or file, 1 file only, 2 text only (SPEC §3). */
  answerSetting: number | null;
};

export type Canonical = { ok: true; given: Given } | { ok: false; errors: Record<string, string> };

const fail = (errors: Record<string, string>): Canonical => ({ ok: false, errors });

/** `uploaded`: names of the files uploaded for this question (ESSAY uploadedFileName). */
export function canonicalGiven(shape: AnswerShape, answers: readonly GivenAnswer[], uploaded: readonly string[] = []): Canonical {
  const errors: Record<string, string> = {};
  answers.forEach((a, i) => {
    if (!shape.answerIds.includes(a.answerId)) errors[`answers.${i}.answerId`] = 'invalid';
  });
  if (Object.keys(errors).length) return fail(errors);
  const ids = answers.map((a) => a.answerId);
  const duplicated = new Set(ids).size !== ids.length;

  switch (shape.type) {
    case 'SINGLE_CHOICE':
    case 'MULTIPLE_CHOICE': {
      if (duplicated) return fail({ answers: 'invalid' });
      const selected = answers.filter((a) => a.selected !== false).map((a) => a.answerId); // absent or null: chosen
      if (selected.length === 0) return fail({ answers: 'required' });
      if (shape.type === 'SINGLE_CHOICE' && selected.length > 1) return fail({ answers: 'invalid' });
      return { ok: true, given: { kind: 'choice', selected: selected.sort((x, y) => x - y) } };
    }
    case 'SEQUENCE': {
      if (duplicated || answers.length !== shape.answerIds.length) return fail({ answers: 'invalid' });
      answers.forEach((a, i) => {
        if (a.order == null) errors[`answers.${i}.order`] = 'required';
        else if (a.order > answers.length) errors[`answers.${i}.order`] = 'invalid';
      });
      if (Object.keys(errors).length) return fail(errors);
      const orders = new Set(answers.map((a) => a.order));
      if (orders.size !== answers.length) return fail({ answers: 'invalid' });
      const order = [...answers].sort((a, b) => a.order! - b.order!).map((a) => a.answerId);
      return { ok: true, given: { kind: 'sequence', order } };
    }
    case 'COMPARISON': {
      if (duplicated || answers.length !== shape.answerIds.length) return fail({ answers: 'invalid' });
      const pairs: [number, number][] = [];
      answers.forEach((a, i) => {
        const text = a.answer?.trim() ?? '';
        if (text === '') {
          errors[`answers.${i}.answer`] = 'required';
          return;
        }
        const partner = shape.partners.find((p) => p.texts.some((t) => t.trim() === text));
        if (!partner) errors[`answers.${i}.answer`] = 'invalid';
        else pairs.push([a.answerId, partner.answerId]);
      });
      if (Object.keys(errors).length) return fail(errors);
      return { ok: true, given: { kind: 'comparison', pairs: pairs.sort((x, y) => x[0] - y[0]) } };
    }
    case 'ESSAY': {
      if (answers.length !== 1) return fail({ answers: 'invalid' });
      const a = answers[0]!;
      const textAllowed = shape.answerSetting !== 1;
      const fileAllowed = shape.answerSetting !== 2;
      const text = textAllowed ? (a.answer ?? '') : '';
      const file = a.uploadedFileName ?? null;
      if (file !== null && (!fileAllowed || !uploaded.includes(file))) return fail({ 'answers.0.uploadedFileName': 'invalid' });
      if (text.trim() === '' && file === null) return fail({ [fileAllowed && !textAllowed ? 'answers.0.uploadedFileName' : 'answers.0.answer']: 'required' });
      return { ok: true, given: { kind: 'essay', text, file } };
    }
  }
}

/** Two saved answers are the same answer (saving it again changes nothing). */
export function sameGiven(a: Given | null, b: Given | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.kind !== b.kind) return false;
  const list = (x: readonly number[], y: readonly number[]) => x.length === y.length && x.every((v, i) => v === y[i]);
  switch (a.kind) {
    case 'choice':
      return list(a.selected, (b as typeof a).selected);
    case 'sequence':
      return list(a.order, (b as typeof a).order);
    case 'comparison':
      return list(a.pairs.flat(), (b as typeof a).pairs.flat());
    case 'essay':
      return a.text === (b as typeof a).text && a.file === (b as typeof a).file;
  }
}

/** A stored `given` (jsonb) back to a Given; anything unexpected reads as no answer. */
export function readGiven(value: unknown): Given | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const ints = (x: unknown): x is number[] => Array.isArray(x) && x.every((n) => Number.isInteger(n));
  switch (v.kind) {
    case 'choice':
      return ints(v.selected) ? { kind: 'choice', selected: v.selected } : null;
    case 'sequence':
      return ints(v.order) ? { kind: 'sequence', order: v.order } : null;
    case 'comparison':
      return Array.isArray(v.pairs) && v.pairs.every((p) => ints(p) && p.length === 2) ? { kind: 'comparison', pairs: v.pairs as [number, number][] } : null;
    case 'essay':
      return typeof v.text === 'string' ? { kind: 'essay', text: v.text, file: typeof v.file === 'string' ? v.file : null } : null;
    default:
      return null;
  }
}
