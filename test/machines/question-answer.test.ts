import { describe, expect, it } from 'vitest';
import {
  allSaved,
  chooseAnswer,
  describeAnswer,
  draftFromQuestion,
  essayAllows,
  essayText,
  hasSelection,
  matchPartner,
  moveInSequence,
  nextUnsaved,
} from '../../machines/question-answer.ts';
import { question, ref } from '../src/pages/exams/exam-fixtures.ts';

// SPEC §4 "Question answer states" and §3 answerSetting, as pure rules.
const three = (type: 'SEQUENCE' | 'COMPARISON' | 'MULTIPLE_CHOICE') =>
  question(1, { type, answers: ['A', 'B', 'C'].map((answerName, i) => ({ ...question(1).answers[0]!, answerId: i + 1, answerName })) });

describe('choosing answers', () => {
  it('SINGLE_CHOICE keeps only the last choice', () => {
    const q = question(1, { type: 'SINGLE_CHOICE' });
    expect(chooseAnswer(q, { answers: [{ answerId: 11, selected: true }], touched: true }, 12)).toEqual([{ answerId: 12, selected: true }]);
  });
  it('MULTIPLE_CHOICE toggles and keeps the server order', () => {
    const q = three('MULTIPLE_CHOICE');
    const picked = chooseAnswer(q, { answers: [{ answerId: 3, selected: true }], touched: true }, 1);
    expect(picked).toEqual([
      { answerId: 1, selected: true },
      { answerId: 3, selected: true },
    ]);
    expect(chooseAnswer(q, { answers: picked, touched: true }, 3)).toEqual([{ answerId: 1, selected: true }]);
  });
  it('needs at least one chosen answer', () => {
    const q = question(1);
    expect(hasSelection(q, { answers: [], touched: true })).toBe(false);
    expect(hasSelection(q, { answers: [{ answerId: 11, selected: true }], touched: true })).toBe(true);
  });
});

describe('SEQUENCE and COMPARISON count only once changed', () => {
  it('a sequence moves up and down, renumbered, and not past its ends', () => {
    const draft = draftFromQuestion(three('SEQUENCE'));
    expect(draft.touched).toBe(false);
    expect(hasSelection(three('SEQUENCE'), draft)).toBe(false);
    const moved = moveInSequence(draft, 3, -1);
    expect(moved).toEqual([
      { answerId: 1, order: 1 },
      { answerId: 3, order: 2 },
      { answerId: 2, order: 3 },
    ]);
    expect(moveInSequence({ answers: moved, touched: true }, 1, -1)).toEqual(moved);
    expect(hasSelection(three('SEQUENCE'), { answers: moved, touched: true })).toBe(true);
  });
  it('a saved sequence counts as given', () => {
    expect(draftFromQuestion({ ...three('SEQUENCE'), saved: true }).touched).toBe(true);
  });
  it('a comparison needs every item matched', () => {
    const q = three('COMPARISON');
    let answers = matchPartner(draftFromQuestion(q), 1, 'x');
    expect(hasSelection(q, { answers, touched: true })).toBe(false);
    answers = matchPartner({ answers, touched: true }, 2, 'y');
    answers = matchPartner({ answers, touched: true }, 3, 'z');
    expect(hasSelection(q, { answers, touched: true })).toBe(true);
    expect(hasSelection(q, { answers: matchPartner({ answers, touched: true }, 2, ''), touched: true })).toBe(false);
  });
});

describe('ESSAY', () => {
  it('answerSetting: 0/absent text or file, 1 file only, 2 text only (both readings agree)', () => {
    expect(essayAllows(null)).toEqual({ text: true, file: true });
    expect(essayAllows(0)).toEqual({ text: true, file: true });
    expect(essayAllows(1)).toEqual({ text: false, file: true });
    expect(essayAllows(2)).toEqual({ text: true, file: false });
  });
  it('blank text is not an answer; text is, unless the essay takes a file only', () => {
    const q = question(1, { type: 'ESSAY' });
    expect(hasSelection(q, { answers: essayText(q, { answers: [], touched: false }, '   '), touched: true })).toBe(false);
    expect(hasSelection(q, { answers: essayText(q, { answers: [], touched: false }, 'text'), touched: true })).toBe(true);
    expect(hasSelection({ ...q, answerSetting: 1 }, { answers: [{ answerId: 11, answer: 'text' }], touched: true })).toBe(false);
    expect(hasSelection({ ...q, answerSetting: 1 }, { answers: [{ answerId: 11, uploadedFileName: 'e.pdf' }], touched: true })).toBe(true);
  });
});

describe('next unsaved question', () => {
  it('goes forward cyclically, skipping saved ones; none when all are saved', () => {
    const refs = [ref(1, { saved: false }), ref(2, { saved: true }), ref(3, { saved: false })];
    expect(nextUnsaved(refs, 0)).toBe(2);
    expect(nextUnsaved(refs, 2)).toBe(0);
    expect(
      nextUnsaved(
        refs.map((r) => ({ ...r, saved: true })),
        1,
      ),
    ).toBeNull();
    expect(allSaved(refs)).toBe(false);
    expect(allSaved([])).toBe(false);
  });
});

describe('the correct answer as text', () => {
  it('names answers, orders sequences and pairs comparisons', () => {
    const q = three('MULTIPLE_CHOICE');
    expect(describeAnswer(q, [{ answerId: 2, selected: true }])).toEqual(['B']);
    expect(
      describeAnswer({ ...q, type: 'SEQUENCE' }, [
        { answerId: 3, order: 1 },
        { answerId: 1, order: 2 },
      ]),
    ).toEqual(['1. C', '2. A']);
    expect(describeAnswer({ ...q, type: 'COMPARISON' }, [{ answerId: 1, answer: 'x' }])).toEqual(['A — x']);
  });
});
