import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { QuestionTabs } from '../../../../src/pages/exams/question/question-tabs.tsx';
import type { QuestionApi, QuestionTab } from '../../../../machines/question.connect.ts';
import { makeEnv, renderExam } from './render-exam.tsx';

// Issue 10 "Results": the tab marks differ by shape or text, not colour alone: a saved answer
// that is not marked must not look like a correct one apart from its colour.
describe('question tab marks', () => {
  const tab = (number: number, over: Partial<QuestionTab>): QuestionTab => ({ index: number - 1, number, current: false, saved: false, correct: null, ...over });
  const tabs = [tab(1, { saved: true, correct: true, current: true }), tab(2, { saved: true, correct: false }), tab(3, { saved: true }), tab(4, {})];
  const question = { tabs, canNavigate: true, onGo: () => {} } as unknown as QuestionApi;
  const sign = (name: string) => screen.getByRole('tab', { name }).querySelector('[aria-hidden="true"]')?.textContent ?? '';

  it('correct, wrong and saved each have their own sign; an unanswered one has none', () => {
    renderExam(<QuestionTabs question={question} panelId="panel" />, { env: makeEnv({}) });
    const signs = [sign('Question 1, correct'), sign('Question 2, wrong'), sign('Question 3, saved')];
    expect(signs.every((s) => s.trim() !== '')).toBe(true);
    expect(new Set(signs).size).toBe(3);
    expect(sign('Question 4, not answered')).toBe('');
  });
});
