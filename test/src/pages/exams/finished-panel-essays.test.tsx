import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FinishedPanel } from '../../../../src/pages/exams/passage/finished-panel.tsx';
import type { PassageApi } from '../../../../machines/passage.connect.ts';
import type { PassageKind } from '../../../../src/pages/exams/wiring/passage-kind.ts';
import type { QuestionRef } from '../../../../api/exams.ts';
import { makeEnv, renderExam } from './render-exam.tsx';

// Issue 10 item 5 on the finished panel: a passage with essays says how many questions were
// marked and how many essays await review beside the score (the essays are 0 points until
// reviewed); the wording and plurals: passed-pages.test.tsx.
describe('the finished panel with essays', () => {
  const note = () => screen.queryByTestId('essays-pending')?.textContent ?? null;
  const kind = { resultHref: () => '/exams/passed/5', backHref: '/exams' } as unknown as PassageKind;
  const ref = (id: number, type: QuestionRef['type']): QuestionRef => ({ id, resultQuestionId: id, type, saved: true, correct: null });
  const finished = (questions: QuestionRef[]) => ({ phase: 'finished', name: 'Mock', passage: null, questions, points: 5, maxPoints: 10 }) as unknown as PassageApi;

  it('the finished panel: the score and "5 of 6 marked; 1 essay awaits review"', () => {
    const questions = [1, 2, 3, 4, 5].map((id) => ref(id, 'SINGLE_CHOICE'));
    renderExam(<FinishedPanel passage={finished([...questions, ref(6, 'ESSAY')])} kind={kind} />, { env: makeEnv({}) });
    expect(screen.getByText('Your score: 5 points of 10.')).toBeInTheDocument();
    expect(note()).toBe('5 of 6 marked; 1 essay awaits review. The score is for the marked questions.');
  });

  it('the finished panel without essays says nothing about review', () => {
    renderExam(<FinishedPanel passage={finished([ref(1, 'SINGLE_CHOICE'), ref(2, 'SEQUENCE')])} kind={kind} />, { env: makeEnv({}) });
    expect(note()).toBeNull();
  });
});
