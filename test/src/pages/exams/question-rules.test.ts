import { describe, expect, it } from 'vitest';
import { ESSAY_MAX_BYTES } from '../../../../api/exams.ts';
import {
  correctAnswerOf,
  draftFromQuestion,
  essayFile,
  essayText,
  hasSelection,
  isPartnerFree,
  matchPartnerOnce,
  moveInSequenceTo,
  unmatchedPartners,
  type Draft,
} from '../../../../machines/question-answer.ts';
import { bytesToCheck, essayFileProblem } from '../../../../machines/essay-file-check.ts';
import { question } from './exam-fixtures.ts';

// Per-type rules of the rich editors, pure: sequence drag moves, one partner per
// comparison item, the essay's file, the readable correct answer, and the browser's
// check of an essay file against the server's limits.
const named = (type: 'SEQUENCE' | 'COMPARISON', names: string[], partners?: string[]) =>
  question(1, { type, partners, answers: names.map((answerName, i) => ({ ...question(1).answers[0]!, answerId: i + 1, answerName })) });
const touched = (answers: Draft['answers']): Draft => ({ answers, touched: true });

describe('SEQUENCE drag moves', () => {
  const q = named('SEQUENCE', ['A', 'B', 'C', 'D']);
  it('puts the dragged answer at the place of the one it is dropped on, renumbered', () => {
    const draft = draftFromQuestion(q);
    expect(moveInSequenceTo(draft, 1, 3).map((a) => a.answerId)).toEqual([2, 3, 1, 4]);
    expect(moveInSequenceTo(draft, 4, 2)).toEqual([
      { answerId: 1, order: 1 },
      { answerId: 4, order: 2 },
      { answerId: 2, order: 3 },
      { answerId: 3, order: 4 },
    ]);
  });
  it('an unknown answer changes nothing; the drafted order counts only once touched', () => {
    const draft = draftFromQuestion(q);
    expect(moveInSequenceTo(draft, 9, 2).map((a) => a.answerId)).toEqual([1, 2, 3, 4]);
    expect(hasSelection(q, draft)).toBe(false);
    expect(hasSelection(q, touched(moveInSequenceTo(draft, 1, 2)))).toBe(true);
  });
});

describe('COMPARISON: one partner per item', () => {
  const q = named('COMPARISON', ['Bug', 'Test', 'Plan'], ['Schedule', 'Defect', 'Check']);
  it('matching a free partner sets it, replacing (and freeing) the previous one; clearing leaves none', () => {
    let answers = matchPartnerOnce(q, draftFromQuestion(q), 1, 'Defect')!;
    expect(answers[0]).toEqual({ answerId: 1, answer: 'Defect' });
    answers = matchPartnerOnce(q, touched(answers), 1, 'Check')!;
    expect(answers[0]).toEqual({ answerId: 1, answer: 'Check' });
    expect(isPartnerFree(q, touched(answers), 'Defect', 2)).toBe(true);
    answers = matchPartnerOnce(q, touched(answers), 1, '')!;
    expect(answers[0]).toEqual({ answerId: 1, answer: '' });
  });
  it('a partner another item holds is refused, and is free again for that item itself', () => {
    const answers = matchPartnerOnce(q, draftFromQuestion(q), 1, 'Defect')!;
    expect(matchPartnerOnce(q, touched(answers), 2, 'Defect')).toBeNull();
    expect(isPartnerFree(q, touched(answers), 'Defect', 2)).toBe(false);
    expect(isPartnerFree(q, touched(answers), 'Defect', 1)).toBe(true);
  });
  it('a partner the server lists twice may be used twice, not three times', () => {
    const twice = named('COMPARISON', ['A', 'B', 'C'], ['Same', 'Same', 'Other']);
    let answers = matchPartnerOnce(twice, draftFromQuestion(twice), 1, 'Same')!;
    answers = matchPartnerOnce(twice, touched(answers), 2, 'Same')!;
    expect(answers.map((a) => a.answer)).toEqual(['Same', 'Same', '']);
    expect(matchPartnerOnce(twice, touched(answers), 3, 'Same')).toBeNull();
    expect(unmatchedPartners(twice, touched(answers))).toEqual(['Other']);
  });
  it('the tray holds the partners no item has, in the server order', () => {
    const answers = matchPartnerOnce(q, draftFromQuestion(q), 2, 'Defect')!;
    expect(unmatchedPartners(q, touched(answers))).toEqual(['Schedule', 'Check']);
  });
  it('counts as given only once every item has a partner and something changed', () => {
    const full = [1, 2, 3].map((answerId, i) => ({ answerId, answer: ['Defect', 'Check', 'Schedule'][i] }));
    expect(hasSelection(q, { answers: full, touched: false })).toBe(false);
    expect(hasSelection(q, touched(full))).toBe(true);
  });
});

describe('ESSAY file in the answer', () => {
  const q = question(1, { type: 'ESSAY' });
  it('keeps the text with the file and the file with the text', () => {
    const withText = essayText(q, { answers: [], touched: false }, 'My plan');
    const both = essayFile(q, touched(withText), 'plan.pdf');
    expect(both).toEqual([{ answerId: 11, answer: 'My plan', uploadedFileName: 'plan.pdf' }]);
    expect(essayText(q, touched(both), 'My plan, longer')).toEqual([{ answerId: 11, answer: 'My plan, longer', uploadedFileName: 'plan.pdf' }]);
  });
  it('a file alone is an answer unless the essay takes text only', () => {
    const file = essayFile(q, { answers: [], touched: false }, 'plan.pdf');
    expect(hasSelection({ ...q, answerSetting: 0 }, touched(file))).toBe(true);
    expect(hasSelection({ ...q, answerSetting: 1 }, touched(file))).toBe(true);
    expect(hasSelection({ ...q, answerSetting: 2 }, touched(file))).toBe(false);
  });
});

describe('the correct answer, readable', () => {
  const seq = named('SEQUENCE', ['A', 'B', 'C']);
  it('a sequence in the right order, a comparison as pairs in the order shown, choices by name; none for essays', () => {
    expect(
      correctAnswerOf(seq, [
        { answerId: 3, order: 1 },
        { answerId: 1, order: 2 },
        { answerId: 2, order: 3 },
      ]),
    ).toEqual({ kind: 'order', names: ['C', 'A', 'B'] });
    const cmp = named('COMPARISON', ['Bug', 'Test']);
    expect(
      correctAnswerOf(cmp, [
        { answerId: 2, answer: 'Check' },
        { answerId: 1, answer: 'Defect' },
      ]),
    ).toEqual({
      kind: 'pairs',
      pairs: [
        { item: 'Bug', partner: 'Defect' },
        { item: 'Test', partner: 'Check' },
      ],
    });
    expect(correctAnswerOf(question(1), [{ answerId: 12, selected: true }])).toEqual({ kind: 'choice', names: ['Answer 1B'] });
    expect(correctAnswerOf(question(1, { type: 'ESSAY' }), [{ answerId: 11, answer: 'x' }])).toBeNull();
  });
});

describe('the browser check of an essay file (the server limits)', () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  const PDF = bytes(0x25, 0x50, 0x44, 0x46, 0x2d);
  it('accepts the listed types whose first bytes match, any case of extension', () => {
    expect(essayFileProblem({ name: 'a.pdf', size: 5 }, PDF)).toBeNull();
    expect(essayFileProblem({ name: 'A.PDF', size: 5 }, PDF)).toBeNull();
    expect(essayFileProblem({ name: 'a.docx', size: 4 }, bytes(0x50, 0x4b, 0x03, 0x04))).toBeNull();
    expect(essayFileProblem({ name: 'a.zip', size: 4 }, bytes(0x50, 0x4b, 0x05, 0x06))).toBeNull();
    expect(essayFileProblem({ name: 'a.jpg', size: 3 }, bytes(0xff, 0xd8, 0xff))).toBeNull();
    expect(essayFileProblem({ name: 'a.txt', size: 12 }, new TextEncoder().encode('Привіт, тест'))).toBeNull();
  });
  it('judges the name the server keeps: invisible and bidi characters do not change the type (api/file-names.ts)', () => {
    expect(essayFileProblem({ name: 'answer.pdf\u200B', size: 5 }, PDF)).toBeNull();
    expect(essayFileProblem({ name: 'report\u202Efdp.exe', size: 5 }, PDF)).toBe('fileType');
  });
  it('refuses by size first, then type, emptiness, content', () => {
    expect(essayFileProblem({ name: 'a.exe', size: ESSAY_MAX_BYTES + 1 }, PDF)).toBe('tooLarge');
    expect(essayFileProblem({ name: 'a.pdf', size: ESSAY_MAX_BYTES }, PDF)).toBeNull();
    expect(essayFileProblem({ name: 'a.exe', size: 5 }, PDF)).toBe('fileType');
    expect(essayFileProblem({ name: 'noextension', size: 5 }, PDF)).toBe('fileType');
    expect(essayFileProblem({ name: 'a.pdf', size: 0 }, bytes())).toBe('empty');
    expect(essayFileProblem({ name: 'a.png', size: 5 }, PDF)).toBe('fileType');
    expect(essayFileProblem({ name: 'a.txt', size: 3 }, bytes(0x61, 0, 0x62))).toBe('fileType');
    expect(essayFileProblem({ name: 'a.txt', size: 2 }, bytes(0xc3, 0x28))).toBe('fileType');
  });
  it('judges the last extension only, and every one of the first bytes', () => {
    expect(essayFileProblem({ name: 'essay.pdf.exe', size: 5 }, PDF)).toBe('fileType');
    expect(essayFileProblem({ name: 'essay.exe.pdf', size: 5 }, PDF)).toBeNull();
    // A PDF begins with %PDF: the first byte alone, or sixteen other bytes, are not one.
    expect(essayFileProblem({ name: 'a.pdf', size: 16 }, bytes(0x25, 0x51, 0x44, 0x46, 0x2d, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))).toBe('fileType');
    expect(essayFileProblem({ name: 'a.pdf', size: 16 }, new Uint8Array(16))).toBe('fileType');
    expect(essayFileProblem({ name: 'a.pdf', size: 3 }, bytes(0x25, 0x50, 0x44))).toBe('fileType');
  });
  it('refuses text that is markup, as the server does (api/essay-text.ts)', () => {
    const txt = (text: string) => essayFileProblem({ name: 'a.txt', size: text.length }, new TextEncoder().encode(text));
    expect(txt('<!doctype html><p>hi')).toBe('fileType');
    expect(txt('\uFEFF <svg onload=alert(1)>')).toBe('fileType');
    expect(txt('Steps:\n1. type <script>alert(1)</script>')).toBe('fileType');
    expect(txt('a < b and <Enter>')).toBeNull();
    // The server keeps a leading byte order mark in the text it checks (server/adapters/file-checks/text.ts):
    // after two of them the text does not begin with a tag, for the server as for the browser.
    expect(txt('\uFEFF\uFEFF<p>hi')).toBeNull();
  });
  it('reads all of a text file (up to the limit) and a few bytes of the others', () => {
    expect(bytesToCheck({ name: 'a.txt', size: 300 })).toBe(300);
    expect(bytesToCheck({ name: 'a.txt', size: ESSAY_MAX_BYTES * 2 })).toBe(ESSAY_MAX_BYTES);
    expect(bytesToCheck({ name: 'a.pdf', size: 300 })).toBe(16);
  });
});
