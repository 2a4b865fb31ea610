import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { question } from './exam-fixtures.ts';
import { answersNamed, layOutRows, openPassage } from './open-passage.tsx';

// COMPARISON (SPEC §3 partners, §4 "count as selected only if the user changed them"):
// the labelled selects from the keyboard, one partner per item (a partner taken from
// another item swaps, announced), dragging a partner from the tray onto an item with the
// mouse (dnd-kit pointer sensor over jsdom boxes), and locking.
const comparison = (over: Parameters<typeof question>[1] = {}) =>
  question(1, {
    type: 'COMPARISON',
    name: 'Match the terms',
    answers: answersNamed(1, ['Bug', 'Test', 'Plan']),
    partners: ['Schedule', 'Defect', 'Check'],
    ...over,
  });
let restore: () => void;
beforeEach(() => {
  restore = layOutRows();
});
afterEach(() => restore());

describe('COMPARISON from the keyboard', () => {
  it('each item is a labelled select; saved only once every item has a pair', async () => {
    const user = userEvent.setup();
    const { saved } = openPassage([comparison()]);
    const group = await screen.findByRole('group', { name: 'Match the terms' });
    await user.selectOptions(within(group).getByRole('combobox', { name: 'Bug' }), 'Defect');
    await user.selectOptions(within(group).getByRole('combobox', { name: 'Test' }), 'Check');
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    // Issue 59 item 5: not "question not answered" when two of three items have their pairs.
    expect(screen.getByText('Every item needs a pair: choose a pair for each item before saving.')).toBeInTheDocument();
    expect(screen.queryByText(/Question not answered/)).not.toBeInTheDocument();
    await user.selectOptions(within(group).getByRole('combobox', { name: 'Plan' }), 'Schedule');
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    await vi.waitFor(() =>
      expect(saved[0]?.answers).toEqual([
        { answerId: 11, answer: 'Defect' },
        { answerId: 12, answer: 'Check' },
        { answerId: 13, answer: 'Schedule' },
      ]),
    );
  });

  it('a pair is used once: in the other lists it is disabled and says where it is; changing frees it', async () => {
    const user = userEvent.setup();
    openPassage([comparison()]);
    const group = await screen.findByRole('group', { name: 'Match the terms' });
    const bug = within(group).getByRole('combobox', { name: 'Bug' });
    const test = within(group).getByRole('combobox', { name: 'Test' });
    await user.selectOptions(bug, 'Defect');
    expect(screen.getByText('Bug matched with Defect.')).toBeInTheDocument();
    const taken = within(test).getByRole('option', { name: 'Defect (now with Bug)' });
    expect(taken).toBeDisabled();
    expect(within(bug).getByRole('option', { name: 'Defect' })).toBeEnabled();
    await user.selectOptions(bug, 'Check');
    expect(within(test).getByRole('option', { name: 'Defect' })).toBeEnabled();
    expect(within(test).getByRole('option', { name: 'Check (now with Bug)' })).toBeDisabled();
  });

  it('the tray lists the pairs not placed yet', async () => {
    const user = userEvent.setup();
    openPassage([comparison()]);
    const group = await screen.findByRole('group', { name: 'Match the terms' });
    const tray = within(group).getByRole('list', { name: /Pairs not placed yet/ });
    expect(
      within(tray)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Schedule', 'Defect', 'Check']);
    await user.selectOptions(within(group).getByRole('combobox', { name: 'Bug' }), 'Defect');
    expect(
      within(tray)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Schedule', 'Check']);
    // Nothing in the tray takes focus: the selects are the keyboard way.
    expect(
      within(tray)
        .getAllByRole('listitem')
        .every((li) => li.tabIndex < 0),
    ).toBe(true);
  });
});

describe('COMPARISON by dragging', () => {
  it('a partner dragged from the tray onto an item matches it (mouse)', async () => {
    const user = userEvent.setup();
    openPassage([comparison()]);
    const group = await screen.findByRole('group', { name: 'Match the terms' });
    const chip = within(group).getByText('Check', { selector: 'li' });
    // Rows are laid out 60 px apart from y = 100; "Test" is the second (centre 320, 185).
    await user.pointer([
      { keys: '[MouseLeft>]', target: chip, coords: { clientX: 0, clientY: 0 } },
      { target: chip, coords: { clientX: 10, clientY: 10 } },
      { target: chip, coords: { clientX: 320, clientY: 185 } },
      { keys: '[/MouseLeft]', target: chip, coords: { clientX: 320, clientY: 185 } },
    ]);
    await vi.waitFor(() => expect(within(group).getByRole('combobox', { name: 'Test' })).toHaveValue('Check'));
    expect(within(group).getByRole('combobox', { name: 'Bug' })).toHaveValue('');
  });
});

describe('a saved COMPARISON without answer history', () => {
  it('shows the pairs, disabled, and no tray', async () => {
    const answers = answersNamed(1, ['Bug', 'Test', 'Plan']).map((a, i) => ({ ...a, answer: ['Defect', 'Check', 'Schedule'][i]! }));
    openPassage([comparison({ saved: true, answers })], { passageOver: { answerHistoryAllowed: false } });
    const group = await screen.findByRole('group', { name: 'Match the terms' });
    expect(within(group).getByRole('combobox', { name: 'Test' })).toHaveValue('Check');
    expect(within(group).getByRole('combobox', { name: 'Test' })).toBeDisabled();
    expect(within(group).queryByRole('list', { name: /Pairs not placed yet/ })).toBeNull();
  });
});
