import { describe, expect, it } from 'vitest';
import { isSavedAnswerLocked } from '../../api/answer-lock.ts';

// SPEC §4 "A saved question is locked unless answerHistoryAllowed"; a saved essay always is
// (docs/decisions.md #12).
describe('a saved answer is locked', () => {
  it.each(['SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'SEQUENCE', 'COMPARISON'])('%s: only without answer history', (type) => {
    expect(isSavedAnswerLocked({ answerHistoryAllowed: false, type })).toBe(true);
    expect(isSavedAnswerLocked({ answerHistoryAllowed: true, type })).toBe(false);
  });
  it('ESSAY: always, with or without answer history', () => {
    expect(isSavedAnswerLocked({ answerHistoryAllowed: false, type: 'ESSAY' })).toBe(true);
    expect(isSavedAnswerLocked({ answerHistoryAllowed: true, type: 'ESSAY' })).toBe(true);
  });
});
