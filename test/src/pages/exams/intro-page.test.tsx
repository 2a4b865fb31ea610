import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import IntroPage from '../../../../src/pages/exams/intro/intro-page.tsx';
import { intro, passage } from './exam-fixtures.ts';
import { makeEnv, renderExam } from './render-exam.tsx';

// SPEC §2 "Exam intro": stats, rules, escaped description, materials, and the start:
// check call → "only N minutes" confirmation when minutesLeft is set → start → question 1.
function show(over: Parameters<typeof intro>[0] = {}, api: Record<string, unknown> = {}, effects = {}) {
  const calls = { check: vi.fn(async (_id: number) => null as number | null), start: vi.fn(async (_id: number) => passage({ resultId: 41 })) };
  const env = makeEnv(
    { intro: async () => intro(over), active: async () => [], checkStart: (id: number) => calls.check(id), start: (id: number) => calls.start(id), ...api },
    { effects },
  );
  const view = renderExam(<IntroPage params={{ id: 3 }} title="Test" />, { env, path: '/exams/3' });
  return { ...view, calls };
}

const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!;

describe('exam intro', () => {
  it('shows the stats header, the rules and the description escaped with its line breaks', async () => {
    show();
    // The exam's name is the layout's heading and the tab's title (test/src/app/page-name.test.tsx).
    expect(await screen.findByText('Questions', { selector: 'dt' })).toBeInTheDocument();
    expect(stat('Questions')).toHaveTextContent('21 questions');
    expect(stat('Time')).toHaveTextContent('90 minutes');
    expect(stat('Breaks')).toHaveTextContent('2 × 10 minutes');
    expect(stat('Attempts')).toHaveTextContent('1 of 3');
    expect(stat('Attempts')).toHaveTextContent('2 attempts left');
    expect(stat('Pass point')).toHaveTextContent('22 points');
    expect(screen.getByText('Answer every question.')).toBeInTheDocument();
    const description = screen.getByText(/Line one/);
    expect(description.textContent).toBe('Line one <b>not bold</b>\nLine two');
    expect(description.querySelector('b')).toBeNull();
  });

  it('unlimited time reads ∞ (named "Unlimited"), no breaks configured reads so', async () => {
    show({ passTime: null, breakTime: null, breakCount: null, attempts: null });
    await screen.findByText('Questions', { selector: 'dt' });
    expect(within(stat('Time') as HTMLElement).getByLabelText('Unlimited')).toHaveTextContent('∞');
    expect(stat('Breaks')).toHaveTextContent('No breaks');
    expect(stat('Attempts')).toHaveTextContent('1 used · unlimited');
  });

  it('lists materials in one column per kind present: playable audio, links, downloads', async () => {
    show({
      materials: [
        { materialId: 1, name: 'Listening', link: null, attachment: 'a.mp3', available: true, contentType: 'audio/mpeg' },
        { materialId: 2, name: 'Syllabus', link: null, attachment: 'syllabus.pdf', available: true, contentType: 'application/pdf' },
      ],
    });
    await screen.findByText('Questions', { selector: 'dt' });
    const audio = screen.getByLabelText('Play Listening');
    expect(audio.tagName).toBe('AUDIO');
    expect(audio).toHaveAttribute('controls');
    expect(audio).toHaveAttribute('src', '/api/training/download/material/1');
    expect(screen.getByRole('link', { name: /Syllabus/ })).toHaveAttribute('href', '/api/training/download/material/2');
    // A column each (their layout is checked in a browser: test/e2e/exams-paint.e2e.test.ts).
    expect(screen.getByRole('heading', { name: 'Audio' }).closest('section')!.parentElement!.children).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Links' })).toBeNull();
  });

  it('starts right away when the check call sets no minutesLeft, then opens question 1', async () => {
    const user = userEvent.setup();
    const { calls, path } = show();
    await user.click(await screen.findByRole('button', { name: 'Start the test' }));
    await vi.waitFor(() => expect(path()).toBe('/exams/passage/41/1'));
    expect(calls.check).toHaveBeenCalledWith(3);
    expect(calls.start).toHaveBeenCalledWith(3);
  });

  it('asks first when minutesLeft is set ("only N minutes"), and cancelling starts nothing', async () => {
    const user = userEvent.setup();
    const { calls, path } = show();
    calls.check.mockResolvedValue(1);
    await user.click(await screen.findByRole('button', { name: 'Start the test' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Start the test?' });
    expect(dialog).toHaveTextContent('you will have only 1 minute to complete it');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.start).not.toHaveBeenCalled();
    calls.check.mockResolvedValue(21);
    await user.click(screen.getByRole('button', { name: 'Start the test' }));
    const again = await screen.findByRole('alertdialog');
    expect(again).toHaveTextContent('you will have only 21 minutes to complete it');
    await user.click(within(again).getByRole('button', { name: 'Start' }));
    await vi.waitFor(() => expect(path()).toBe('/exams/passage/41/1'));
  });

  it('under a minute left reads "less than a minute", and Cancel (not Start) has the focus', async () => {
    const user = userEvent.setup();
    const { calls } = show();
    calls.check.mockResolvedValue(0);
    await user.click(await screen.findByRole('button', { name: 'Start the test' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Start the test?' });
    expect(dialog).toHaveTextContent('The test closes soon: you will have less than a minute to complete it.');
    expect(dialog).not.toHaveTextContent('0 minutes');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(calls.start).not.toHaveBeenCalled();
  });

  it('says what starting uses (the attempt, the time) beside the Start button, read with it', async () => {
    show({ attempts: 3, resultsCount: 1, passTime: 30 });
    const start = await screen.findByRole('button', { name: 'Start the test' });
    expect(screen.getByTestId('start-uses')).toHaveTextContent('Starting uses attempt 2 of 3. You will have 30 minutes.');
    expect(start).toHaveAccessibleDescription('Starting uses attempt 2 of 3. You will have 30 minutes.');
  });

  it('unlimited attempts and time say so', async () => {
    show({ attempts: null, resultsCount: 4, passTime: null });
    await screen.findByRole('button', { name: 'Start the test' });
    expect(screen.getByTestId('start-uses')).toHaveTextContent('Starting uses attempt 5; attempts are not limited. There is no time limit.');
  });

  it('with checkAudio, the trainee confirms hearing the sample first; not hearing it stops the start', async () => {
    const user = userEvent.setup();
    const audioCheck = vi.fn(async () => false);
    const { calls } = show({ checkAudio: true }, {}, { audioCheck });
    await user.click(await screen.findByRole('button', { name: 'Start the test' }));
    expect(await screen.findByText(/This test needs sound/)).toBeInTheDocument();
    expect(calls.check).not.toHaveBeenCalled();
    audioCheck.mockResolvedValue(true);
    await user.click(screen.getByRole('button', { name: 'Start the test' }));
    await vi.waitFor(() => expect(calls.start).toHaveBeenCalled());
  });

  it('a passage in progress offers to continue it; exceeded attempts offer nothing', async () => {
    show({ inProgressResultId: 9 });
    expect(await screen.findByRole('link', { name: 'Continue the test' })).toHaveAttribute('href', '/exams/passage/9');
    expect(screen.queryByRole('button', { name: 'Start the test' })).toBeNull();
  });

  it('exceeded attempts: the label, no start', async () => {
    show({ attemptsExceeded: true });
    expect(await screen.findByText('Attempts limit exceeded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start the test' })).toBeNull();
  });
});

describe('exam intro with another passage running', () => {
  it('explains why it cannot start, with a link to the running one', async () => {
    show({}, { active: async () => [{ resultId: 50, scheduleId: 9, examName: 'SQL basics', status: 'IN_PROGRESS', passExpires: null }] });
    expect(await screen.findByRole('link', { name: 'SQL basics' })).toHaveAttribute('href', '/exams/passage/50');
    expect(screen.getByText(/Another test is in progress/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start the test' })).toBeNull();
  });
});
