import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import PassedPage from '../../../../src/pages/exams/passed/passed-page.tsx';
import type * as v from 'valibot';
import type { PassedExam as PassedExamSchema } from '../../../../api/exams.ts';
import { makeEnv, renderExam } from './render-exam.tsx';

type PassedExam = v.InferOutput<typeof PassedExamSchema>;

// Issue 10 "Results": the passed list (SPEC §2 /exams/passed) shows the score and passed /
// not passed per attempt, in words (and a mark's shape), not by colour alone. The figures come
// from GET /api/exams/passed's additions (api/exams.ts PassedExam: points, maxPoint, passed).
const start = new Date(2026, 10, 20, 9, 0).getTime();
const finish = new Date(2026, 10, 20, 10, 30).getTime();
const attempt = (resultId: number, name: string, over: Partial<PassedExam>): PassedExam => ({ resultId, exam: { name, description: '' }, start, finish, ...over });

const outcomeOf = async (name: string) => (await screen.findByRole('link', { name })).closest('li')!.querySelector('[data-testid="passed-outcome"]')?.textContent ?? null;

describe('the passed list says the score and the outcome of each attempt', () => {
  const list = [
    attempt(1, 'Passed one', { points: 31, maxPoint: 40, passed: true }),
    attempt(2, 'Failed one', { points: 1, maxPoint: 7, passed: false }),
    attempt(3, 'No pass point', { points: 2, maxPoint: 5, passed: null }),
    attempt(4, 'Old server', {}),
  ];

  it('in English', async () => {
    renderExam(<PassedPage params={{}} title="" />, { env: makeEnv({ passed: async () => list }) });
    expect(await outcomeOf('Passed one')).toBe('Score: 31 points out of 40✓ Passed');
    expect(await outcomeOf('Failed one')).toBe('Score: 1 point out of 7✗ Not passed');
    // No pass point enabled: the score only, no pass/fail word.
    expect(await outcomeOf('No pass point')).toBe('Score: 2 points out of 5');
    // A server without the additions: nothing made up.
    expect(await outcomeOf('Old server')).toBeNull();
  });

  it('the pass mark is a word, not a colour: "Passed" and "Not passed" are text a screen reader reads', async () => {
    renderExam(<PassedPage params={{}} title="" />, { env: makeEnv({ passed: async () => list }) });
    await screen.findByRole('link', { name: 'Passed one' });
    expect(screen.getByText('Passed')).toBeVisible();
    expect(screen.getByText('Not passed')).toBeVisible();
  });

  it.each([
    ['uk', 'Результат: 21 бал з 40', 'Результат: 2 бали з 7', 'Результат: 5 балів з 5', 'Результат: 11 балів з 12'],
    ['ru', 'Результат: 21 балл из 40', 'Результат: 2 балла из 7', 'Результат: 5 баллов из 5', 'Результат: 11 баллов из 12'],
  ] as const)('in %s with the plural forms of SPEC §9', async (locale, p21, p2, p5, p11) => {
    const points = [21, 2, 5, 11];
    const max = [40, 7, 5, 12];
    renderExam(<PassedPage params={{}} title="" />, {
      env: makeEnv({ passed: async () => points.map((p, i) => attempt(10 + i, `Exam ${i}`, { points: p, maxPoint: max[i]!, passed: null })) }),
      locale,
    });
    expect(await outcomeOf('Exam 0')).toBe(p21);
    expect(await outcomeOf('Exam 1')).toBe(p2);
    expect(await outcomeOf('Exam 2')).toBe(p5);
    expect(await outcomeOf('Exam 3')).toBe(p11);
  });
});
