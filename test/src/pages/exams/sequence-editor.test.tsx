import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { question } from './exam-fixtures.ts';
import { answersNamed, layOutRows, openPassage } from './open-passage.tsx';

// SEQUENCE (SPEC §4 "Sequence ... answers count as selected only if the user changed
// them"; DESIGN "drag-and-drop ordering included, works from the keyboard"): dnd-kit's
// keyboard sensor in jsdom (rows given boxes by layOutRows), the up/down buttons, the
// screen-reader instructions and announcements in the trainee's language, and locking.
const sequence = (over: Parameters<typeof question>[1] = {}) =>
  question(1, { type: 'SEQUENCE', name: 'Order the stages', answers: answersNamed(1, ['Plan', 'Design', 'Execute']), ...over });
const rows = (group: HTMLElement) =>
  within(group)
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/[↑↓⠿]/g, ''));
let restore: () => void;
beforeEach(() => {
  restore = layOutRows();
});
afterEach(() => restore());

describe('SEQUENCE by keyboard through the drag handle', () => {
  it('Space picks up, ArrowDown moves, Space drops; saved in the new order', async () => {
    const user = userEvent.setup();
    const { saved } = openPassage([sequence()]);
    const group = await screen.findByRole('group', { name: 'Order the stages' });
    const handle = within(group).getByRole('button', { name: 'Drag to reorder: Plan, position 1 of 3' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable answer');
    const instructions = document.getElementById(handle.getAttribute('aria-describedby')!);
    expect(instructions).toHaveTextContent('To pick up an answer, press Space or Enter.');
    handle.focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Picked up Plan, position 1 of 3.')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByText('Plan is over position 2 of 3.')).toBeInTheDocument();
    await user.keyboard(' ');
    await vi.waitFor(() => expect(rows(group)).toEqual(['1.Design', '2.Plan', '3.Execute']));
    expect(screen.getByText('Plan dropped at position 2 of 3.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    await vi.waitFor(() =>
      expect(saved[0]?.answers).toEqual([
        { answerId: 12, order: 1 },
        { answerId: 11, order: 2 },
        { answerId: 13, order: 3 },
      ]),
    );
  });

  it('Escape cancels a move: the order stays and the answer does not count as given', async () => {
    const user = userEvent.setup();
    const { saved } = openPassage([sequence()]);
    const group = await screen.findByRole('group', { name: 'Order the stages' });
    within(group)
      .getByRole('button', { name: /^Drag to reorder: Design/ })
      .focus();
    await user.keyboard(' {ArrowDown}{Escape}');
    expect(await screen.findByText('Moving cancelled. Design is back at position 2 of 3.')).toBeInTheDocument();
    expect(rows(group)).toEqual(['1.Plan', '2.Design', '3.Execute']);
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    expect(screen.getByText(/Question not answered/)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('instructions and announcements are in the trainee\u2019s language (uk)', async () => {
    const user = userEvent.setup();
    openPassage([sequence()], { locale: 'uk' });
    const group = await screen.findByRole('group', { name: 'Order the stages' });
    const handle = within(group)
      .getAllByRole('button')
      .find((b) => b.hasAttribute('aria-roledescription'))!;
    expect(handle.getAttribute('aria-roledescription')).not.toBe('sortable answer');
    const instructions = document.getElementById(handle.getAttribute('aria-describedby')!)!;
    expect(instructions.textContent).toMatch(/[а-яіїє]/i);
    handle.focus();
    await user.keyboard(' ');
    await vi.waitFor(() => expect(document.querySelector('[role=status][aria-live=assertive]')?.textContent).toMatch(/Plan.*1.*3/));
    expect(document.querySelector('[role=status][aria-live=assertive]')?.textContent).not.toMatch(/Picked up/);
    await user.keyboard('{Escape}');
  });
});

describe('SEQUENCE by the up/down buttons', () => {
  it('moves, announces the new place, and keeps focus on the row when the pressed button becomes disabled', async () => {
    const user = userEvent.setup();
    openPassage([sequence()]);
    const group = await screen.findByRole('group', { name: 'Order the stages' });
    within(group).getByRole('button', { name: 'Move up: Design' }).focus();
    await user.keyboard('{Enter}');
    expect(rows(group)).toEqual(['1.Design', '2.Plan', '3.Execute']);
    expect(screen.getByText('Design moved to position 1 of 3.')).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Move up: Design' })).toBeDisabled();
    await vi.waitFor(() => expect(within(group).getByRole('button', { name: 'Move down: Design' })).toHaveFocus());
  });

  it('moving and moving back still counts as changed (the trainee confirmed the order)', async () => {
    const user = userEvent.setup();
    const { saved } = openPassage([sequence()]);
    const group = await screen.findByRole('group', { name: 'Order the stages' });
    await user.click(within(group).getByRole('button', { name: 'Move down: Plan' }));
    await user.click(within(group).getByRole('button', { name: 'Move up: Plan' }));
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    await vi.waitFor(() => expect(saved[0]?.answers.map((a) => a.answerId)).toEqual([11, 12, 13]));
  });
});

describe('a saved SEQUENCE without answer history', () => {
  it('shows the saved order with every control disabled', async () => {
    const saved = answersNamed(1, ['Plan', 'Design', 'Execute']).map((a, i) => ({ ...a, order: [2, 1, 3][i]! }));
    openPassage([sequence({ saved: true, answers: saved })], { passageOver: { answerHistoryAllowed: false } });
    const group = await screen.findByRole('group', { name: 'Order the stages' });
    expect(rows(group)).toEqual(['1.Design', '2.Plan', '3.Execute']);
    for (const button of within(group).getAllByRole('button')) expect(button).toBeDisabled();
    expect(screen.queryByText(/Drag an answer by its handle/)).toBeNull();
  });
});
