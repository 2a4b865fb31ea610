import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import PassedPage from '../../../../src/pages/exams/passed/passed-page.tsx';
import ResultPage from '../../../../src/pages/exams/passed/result-page.tsx';
import type { ExamResult } from '../../../../api/exams.ts';
import { BASE } from './exam-fixtures.ts';
import { makeEnv, renderExam } from './render-exam.tsx';

// SPEC §2 /exams/passed and /exams/passed/{resultId}.
const result = (over: Partial<ExamResult> = {}): ExamResult => ({
  resultId: 5,
  examName: 'ISTQB Foundation mock',
  date: new Date(2026, 10, 21, 14, 5).getTime(),
  start: BASE,
  points: 31,
  maxPoint: 40,
  breaksTaken: 1,
  correctQuestionsCount: 31,
  questionsCount: 40,
  passed: true,
  passPoint: 26,
  status: 'FINISHED',
  ...over,
});

describe('passed tests', () => {
  it('cards with name (a link to the result), start - finish and description', async () => {
    const start = new Date(2026, 10, 20, 9, 0).getTime();
    const finish = new Date(2026, 10, 20, 10, 30).getTime();
    renderExam(<PassedPage params={{}} title="" />, {
      env: makeEnv({ passed: async () => [{ resultId: 5, exam: { name: 'Mock', description: 'One\ntwo' }, start, finish }] }),
    });
    expect(await screen.findByRole('link', { name: 'Mock' })).toHaveAttribute('href', '/exams/passed/5');
    expect(screen.getByText('20.11.2026 09:00 - 20.11.2026 10:30')).toBeInTheDocument();
    expect(screen.getByText(/One\s+two/)).toBeInTheDocument();
  });

  it('the empty text when there are none', async () => {
    renderExam(<PassedPage params={{}} title="" />, { env: makeEnv({ passed: async () => [] }) });
    expect(await screen.findByText('You have not passed any tests yet.')).toBeInTheDocument();
  });
});

describe('a result', () => {
  const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
  it('shows name, time, score of max score, breaks taken and pass when known', async () => {
    renderExam(<ResultPage params={{ resultId: 5 }} title="" />, { env: makeEnv({ result: async () => result() }) });
    expect(await screen.findByRole('heading', { name: 'ISTQB Foundation mock' })).toBeInTheDocument();
    expect(fact('Finished')).toBe('21.11.2026 14:05');
    expect(fact('Score')).toBe('31 points of 40');
    expect(fact('Maximum score')).toBe('40');
    expect(fact('Breaks taken')).toBe('1');
    expect(screen.getByText('Passed')).toBeInTheDocument();
  });

  it('no pass/fail label when no pass point is enabled', async () => {
    renderExam(<ResultPage params={{ resultId: 5 }} title="" />, { env: makeEnv({ result: async () => result({ passed: null, passPoint: null }) }) });
    await screen.findByRole('heading', { name: 'ISTQB Foundation mock' });
    expect(screen.queryByText('Passed')).toBeNull();
    expect(screen.queryByText('Not passed')).toBeNull();
  });
});
