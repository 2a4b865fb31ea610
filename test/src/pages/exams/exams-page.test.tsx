import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExamsPage from '../../../../src/pages/exams/list/exams-page.tsx';
import { available } from './exam-fixtures.ts';
import { makeEnv, renderExam } from './render-exam.tsx';

// SPEC §4 "Available exam card": the four button rules, in their order of precedence.
const show = (exams: ReturnType<typeof available>[], active: Array<{ resultId: number; scheduleId: number; status: 'IN_PROGRESS' | 'BREAK_TAKEN' | 'FINISHED' }> = []) =>
  renderExam(<ExamsPage params={{}} title="Tests" />, {
    env: makeEnv({
      available: async () => exams,
      active: async () => active.map((a) => ({ ...a, examName: 'Other', passExpires: null })),
    }),
    path: '/exams',
  });

const card = async (name: string) => within((await screen.findByRole('heading', { name })).closest('li')!);

describe('available exam cards', () => {
  it('show name, description with its line breaks, start, finish and attempts used of allowed', async () => {
    show([available({ examName: 'Mock', attemptsCount: 3, resultsCount: 1 }), available({ scheduleId: 4, examName: 'Open', attemptsCount: null, resultsCount: 0 })]);
    const mock = await card('Mock');
    expect(mock.getByText(/Forty questions\.\s+One hour\./)).toBeInTheDocument();
    expect(mock.getByText('1 of 3')).toBeInTheDocument();
    // Issue 10 Results: the card says when the exam opens and closes.
    expect(mock.getByText('Opens', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    expect(mock.getByText('Closes', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    expect((await card('Open')).getByText('0 used · unlimited')).toBeInTheDocument();
  });

  // Issue 10 Results: the completed tests are linked from /exams, with or without tests to take.
  it('links the completed tests', async () => {
    show([available({ examName: 'Mock' })]);
    expect(await screen.findByRole('link', { name: 'Completed tests' })).toHaveAttribute('href', '/exams/passed');
  });

  it('links the completed tests when none is available', async () => {
    show([]);
    expect(await screen.findByRole('link', { name: 'Completed tests' })).toHaveAttribute('href', '/exams/passed');
  });

  it('attempts exceeded: a label instead of any button, even with a passage running', async () => {
    show([available({ attemptsExceeded: true, inProgressResultId: 9 })]);
    const c = await card('ISTQB Foundation mock');
    expect(c.getByText('Attempts limit exceeded')).toBeInTheDocument();
    expect(c.queryByRole('link')).toBeNull();
    expect(c.queryByRole('button')).toBeNull();
  });

  it('a passage of this exam in progress: continue leads to /exams/passage/{id}', async () => {
    show([available({ inProgressResultId: 42 })], [{ resultId: 42, scheduleId: 3, status: 'IN_PROGRESS' }]);
    const c = await card('ISTQB Foundation mock');
    expect(c.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/exams/passage/42');
  });

  it('another passage running: start is disabled, and why is reachable by keyboard and read out', async () => {
    const user = userEvent.setup();
    show([available()], [{ resultId: 50, scheduleId: 99, status: 'BREAK_TAKEN' }]);
    const start = (await card('ISTQB Foundation mock')).getByRole('button', { name: 'Start' });
    expect(start).toHaveAttribute('aria-disabled', 'true');
    expect(start).toHaveAccessibleDescription('Another test is in progress. Finish it before starting this one.');
    await user.tab();
    expect(start).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Another test is in progress');
  });

  it('otherwise start leads to the intro /exams/{scheduleId}; a finished passage elsewhere does not block', async () => {
    show([available({ scheduleId: 5 })], [{ resultId: 50, scheduleId: 99, status: 'FINISHED' }]);
    expect((await card('ISTQB Foundation mock')).getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/exams/5');
  });

  it('no exams: the empty text', async () => {
    show([]);
    expect(await screen.findByText('There are no tests available to you right now.')).toBeInTheDocument();
  });
});
