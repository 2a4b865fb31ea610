import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openPassage } from './open-passage.tsx';
import { intro, passage, question } from './exam-fixtures.ts';
import { makeEnv, renderExam } from './render-exam.tsx';
import IntroPage from '../../../../src/pages/exams/intro/intro-page.tsx';

// Issue 10 items 3 and 4: the safe choice is the default in the finish and leave
// confirmations, the ending button is a warning and the finish confirmation counts the
// questions without a saved answer; an exam that locks saved answers says so beside Save
// before the first save, and on the intro.

const finishButton = () => within(screen.getByRole('banner')).getByRole('button', { name: 'Finish the test' });

describe('the finish confirmation (issue 10 item 3)', () => {
  it('starts on "Continue the test", styles finishing as a warning and counts the unsaved questions', async () => {
    const user = userEvent.setup();
    openPassage([question(1), question(2), question(3)]);
    await screen.findByRole('group', { name: 'Question text 1' });
    await user.click(finishButton());
    const dialog = screen.getByRole('alertdialog', { name: 'Finish the test?' });
    expect(within(dialog).getByRole('button', { name: 'Continue the test' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Finish the test' })).toHaveAttribute('data-choice', 'ending');
    expect(dialog).toHaveTextContent('3 questions have no saved answer.');
  });

  it('Enter on the opened dialog keeps the passage running', async () => {
    const user = userEvent.setup();
    const finish = vi.fn(async () => passage({ status: 'FINISHED' }));
    openPassage([question(1), question(2)], { api: { finish } });
    await screen.findByRole('group', { name: 'Question text 1' });
    await user.click(finishButton());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('group', { name: 'Question text 1' })).toBeInTheDocument();
    expect(finish).not.toHaveBeenCalled();
    expect(finishButton()).toHaveFocus(); // back where it was
  });

  it('counts one unsaved question in the singular', async () => {
    const user = userEvent.setup();
    openPassage([question(1), question(2, { saved: true })]);
    await screen.findByRole('group', { name: 'Question text 1' });
    await user.click(finishButton());
    expect(screen.getByRole('alertdialog', { name: 'Finish the test?' })).toHaveTextContent('1 question has no saved answer.');
  });
});

describe('saving locks the answer (issue 10 item 4)', () => {
  it('says so beside Save before the first save, in the exam that locks; not once saved', async () => {
    const user = userEvent.setup();
    openPassage([question(1), question(2)], { passageOver: { answerHistoryAllowed: false } });
    await screen.findByRole('group', { name: 'Question text 1' });
    const save = screen.getByRole('button', { name: 'Save answer' });
    expect(save).toHaveAccessibleDescription('In this test a saved answer cannot be changed.');
    await user.click(within(screen.getByRole('group', { name: 'Question text 1' })).getAllByRole('checkbox')[0]!);
    await user.click(save);
    await waitFor(() => expect(screen.queryByText('In this test a saved answer cannot be changed.')).toBeNull());
    expect(screen.getByRole('tab', { name: /1/, selected: true })).toBeInTheDocument();
  });

  it('says nothing of the kind when answers may change', async () => {
    openPassage([question(1), question(2)], { passageOver: { answerHistoryAllowed: true } });
    await screen.findByRole('group', { name: 'Question text 1' });
    expect(screen.getByRole('button', { name: 'Save answer' })).not.toHaveAccessibleDescription();
    expect(screen.queryByText('In this test a saved answer cannot be changed.')).toBeNull();
  });

  it.each([
    [false, true],
    [true, false],
  ])('the intro says it before the start (answerHistoryAllowed %s)', async (allowed, said) => {
    const env = makeEnv({ intro: async () => intro({ answerHistoryAllowed: allowed }), active: async () => [] });
    renderExam(<IntroPage params={{ id: 3 }} title="Test" />, { env, path: '/exams/3' });
    await screen.findByRole('button', { name: 'Start the test' });
    const note = screen.queryByText('In this test a saved answer cannot be changed: check each answer before you save it.');
    expect(note != null).toBe(said);
  });
});

describe('the start confirmation (issue 10 item 3)', () => {
  it('starts on Cancel; Start is styled as a warning', async () => {
    const user = userEvent.setup();
    const env = makeEnv({ intro: async () => intro(), active: async () => [], checkStart: async () => 4, start: vi.fn(async () => passage()) });
    renderExam(<IntroPage params={{ id: 3 }} title="Test" />, { env, path: '/exams/3' });
    await user.click(await screen.findByRole('button', { name: 'Start the test' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Start the test?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Start' })).toHaveAttribute('data-choice', 'ending');
  });
});

describe('the leave confirmation (issue 10 item 3)', () => {
  it('starts on "Stay"; "Finish and leave" is the warning', async () => {
    const user = userEvent.setup();
    openPassage([question(1), question(2)]);
    await screen.findByRole('group', { name: 'Question text 1' });
    window.dispatchEvent(new PopStateEvent('popstate'));
    history.pushState(null, '', '/exams');
    window.dispatchEvent(new PopStateEvent('popstate'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave the test?' });
    expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Finish and leave' })).toHaveAttribute('data-choice', 'ending');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('group', { name: 'Question text 1' })).toBeInTheDocument();
  });
});
