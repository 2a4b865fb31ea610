import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import PassedPage from '../../../../src/pages/exams/passed/passed-page.tsx';
import ResultPage from '../../../../src/pages/exams/passed/result/result-page.tsx';
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
    expect(await screen.findByText('You have not completed any tests yet.')).toBeInTheDocument();
  });
});

describe('a result', () => {
  const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
  it('shows name, time, score of max score, breaks taken and pass when known', async () => {
    renderExam(<ResultPage params={{ resultId: 5 }} title="" />, { env: makeEnv({ result: async () => result() }) });
    expect(await screen.findByRole('heading', { name: 'ISTQB Foundation mock' })).toBeInTheDocument();
    expect(fact('Finished')).toBe('21.11.2026 14:05');
    // Issue 10 Results: English says "1 point out of 7".
    expect(fact('Score')).toBe('31 points out of 40');
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

// Issue 10 item 5: essays are not marked automatically (0 points until reviewed), so a result
// with essays says how many questions were marked, how many essays await review and that the
// score is for the marked ones, on the result page and the passed list (the finished panel:
// finished-panel-essays.test.tsx),
// with the plural forms of SPEC §9 (1, 2, 5, 11, 21, 22) in every language.
describe('essays awaiting review', () => {
  const note = () => screen.queryByTestId('essays-pending')?.textContent ?? null;
  const essays = [1, 2, 5, 11, 21, 22] as const;
  const expected = {
    en: (m: number, n: number, e: string) => `${m} of ${n} marked; ${e}. The score is for the marked questions.`,
    uk: (m: number, n: number, e: string) => `Автоматично оцінено ${m} з ${n}; ${e}. Бали нараховано лише за оцінені запитання.`,
    ru: (m: number, n: number, e: string) => `Автоматически оценено ${m} из ${n}; ${e}. Баллы начислены только за оценённые вопросы.`,
  };
  const awaits = {
    en: ['1 essay awaits review', '2 essays await review', '5 essays await review', '11 essays await review', '21 essays await review', '22 essays await review'],
    uk: [
      '1 есе чекає на перевірку',
      '2 есе чекають на перевірку',
      '5 есе чекають на перевірку',
      '11 есе чекають на перевірку',
      '21 есе чекає на перевірку',
      '22 есе чекають на перевірку',
    ],
    ru: [
      '1 эссе ожидает проверки',
      '2 эссе ожидают проверки',
      '5 эссе ожидают проверки',
      '11 эссе ожидают проверки',
      '21 эссе ожидает проверки',
      '22 эссе ожидают проверки',
    ],
  };

  it('the result page: "5 of 6 marked; 1 essay awaits review", the score beside it', async () => {
    renderExam(<ResultPage params={{ resultId: 5 }} title="" />, {
      env: makeEnv({ result: async () => result({ points: 5, maxPoint: 10, correctQuestionsCount: 5, questionsCount: 6, essaysCount: 1 }) }),
    });
    await screen.findByRole('heading', { name: 'ISTQB Foundation mock' });
    expect(note()).toBe('5 of 6 marked; 1 essay awaits review. The score is for the marked questions.');
  });

  describe.each(['en', 'uk', 'ru'] as const)('in %s', (locale) => {
    it.each(essays.map((n, i) => [n, i] as const))('%i essays of 30 questions on the result page', async (n, i) => {
      renderExam(<ResultPage params={{ resultId: 5 }} title="" />, {
        env: makeEnv({ result: async () => result({ questionsCount: 30, essaysCount: n }) }),
        locale,
      });
      await screen.findByRole('heading', { name: 'ISTQB Foundation mock' });
      expect(note()).toBe(expected[locale](30 - n, 30, awaits[locale][i]!));
    });
  });

  it.each([0, undefined])('no note without essays (essaysCount %s)', async (essaysCount) => {
    renderExam(<ResultPage params={{ resultId: 5 }} title="" />, { env: makeEnv({ result: async () => result({ essaysCount }) }) });
    await screen.findByRole('heading', { name: 'ISTQB Foundation mock' });
    expect(note()).toBeNull();
  });

  it('the passed list: on the attempt with an essay only', async () => {
    const start = new Date(2026, 10, 20, 9, 0).getTime();
    const finish = new Date(2026, 10, 20, 10, 30).getTime();
    renderExam(<PassedPage params={{}} title="" />, {
      env: makeEnv({
        passed: async () => [
          { resultId: 5, exam: { name: 'With essay', description: '' }, start, finish, questionsCount: 6, essaysCount: 1 },
          { resultId: 6, exam: { name: 'Without', description: '' }, start, finish, questionsCount: 4, essaysCount: 0 },
        ],
      }),
    });
    const card = (await screen.findByRole('link', { name: 'With essay' })).closest('li')!;
    expect(card.textContent).toContain('5 of 6 marked; 1 essay awaits review. The score is for the marked questions.');
    expect(screen.getByRole('link', { name: 'Without' }).closest('li')!.textContent).not.toContain('marked');
  });
});
