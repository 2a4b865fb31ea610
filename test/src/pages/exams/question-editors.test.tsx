import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Switch } from 'wouter';
import { passageRoute } from './passage-route.tsx';
import type { GivenAnswer, Question } from '../../../../api/exams.ts';
import { ApiError } from '../../../../src/lib/errors.ts';
import { answerResponse, passage, question, ref } from './exam-fixtures.ts';
import { makeEnv, renderExam } from './render-exam.tsx';

// The passage screen's editors and their accessibility: labelled inputs in a fieldset
// whose legend is the question, keyboard-operable SEQUENCE and COMPARISON, the essay,
// tab strip keys and focus, locking, and leaving the page (SPEC §2, §4).
const answers = (n: number, names: string[], over: Partial<Question['answers'][number]> = {}) =>
  names.map((answerName, i) => ({ ...question(n).answers[0]!, answerId: n * 10 + i + 1, answerName, ...over }));

function open(questions: Question[], over: Parameters<typeof passage>[0] = {}, api: Record<string, unknown> = {}) {
  const saved: Array<{ id: number; answers: GivenAnswer[] }> = [];
  const env = makeEnv({
    passage: async () => passage({ questions: questions.map((q, i) => ref(i + 1, { type: q.type, saved: q.saved })), ...over }),
    question: async (id: number) => questions[id - 1001],
    answer: async (id: number, given: GivenAnswer[]) => {
      saved.push({ id, answers: given });
      return answerResponse(id - 1000, true, { question: ref(id - 1000, { type: questions[id - 1001]!.type, saved: true, correct: true }) });
    },
    finish: async () => passage({ status: 'FINISHED' }),
    ...api,
  } as never);
  const view = renderExam(
    <>
      <Link href="/news">News</Link>
      <Switch>
        {passageRoute()}
        <Route>
          <p>Another page</p>
        </Route>
      </Switch>
    </>,
    { env, path: '/exams/passage/7/1' },
  );
  return { ...view, saved, env };
}

describe('choice questions', () => {
  it('SINGLE_CHOICE: labelled radios in a fieldset whose legend is the question', async () => {
    const user = userEvent.setup();
    const { saved } = open([question(1, { type: 'SINGLE_CHOICE', name: 'Which is a test level?' })]);
    const group = await screen.findByRole('group', { name: 'Which is a test level?' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('name'))).toEqual(['question-1001', 'question-1001']);
    await user.click(within(group).getByRole('radio', { name: 'Answer 1B' }));
    await user.click(within(group).getByRole('radio', { name: 'Answer 1A' }));
    expect(within(group).getByRole('radio', { name: 'Answer 1B' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    await vi.waitFor(() => expect(saved).toEqual([{ id: 1001, answers: [{ answerId: 11, selected: true }] }]));
  });

  it('saving with nothing chosen says "question not answered" and sends nothing', async () => {
    const user = userEvent.setup();
    const { saved } = open([question(1)]);
    await user.click(await screen.findByRole('button', { name: 'Save answer' }));
    expect(screen.getByRole('status')).toHaveTextContent('Question not answered');
    expect(saved).toEqual([]);
  });

  it('a saved question is locked without answer history', async () => {
    open([question(1, { saved: true, answers: answers(1, ['A', 'B']).map((a, i) => ({ ...a, selected: i === 0 })) })], { answerHistoryAllowed: false });
    const group = await screen.findByRole('group', { name: 'Question text 1' });
    expect(within(group).getByRole('checkbox', { name: 'A' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'A' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save answer' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Your answer is saved and can no longer be changed.')).toBeInTheDocument();
  });
});

describe('SEQUENCE', () => {
  it('orders with move up/down buttons from the keyboard; counts as answered only once changed', async () => {
    const user = userEvent.setup();
    const { saved } = open([question(1, { type: 'SEQUENCE', answers: answers(1, ['Plan', 'Design', 'Execute']) })]);
    const group = await screen.findByRole('group', { name: 'Question text 1' });
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    expect(screen.getByText(/Question not answered/)).toBeInTheDocument();
    const down = within(group).getByRole('button', { name: 'Move down: Plan' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(
      within(group)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/[↑↓⠿]/g, '')),
    ).toEqual(['1.Design', '2.Plan', '3.Execute']);
    expect(within(group).getByRole('button', { name: 'Move up: Design' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    await vi.waitFor(() =>
      expect(saved[0]!.answers).toEqual([
        { answerId: 12, order: 1 },
        { answerId: 11, order: 2 },
        { answerId: 13, order: 3 },
      ]),
    );
  });
});

describe('COMPARISON', () => {
  it('matches every item with a labelled select before it can be saved', async () => {
    const user = userEvent.setup();
    const { saved } = open([question(1, { type: 'COMPARISON', answers: answers(1, ['Bug', 'Test']), partners: ['Defect', 'Check'] })]);
    const group = await screen.findByRole('group', { name: 'Question text 1' });
    await user.selectOptions(within(group).getByRole('combobox', { name: 'Bug' }), 'Defect');
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    expect(screen.getByText(/Every item needs a pair/)).toBeInTheDocument(); // issue 59 item 5: not "question not answered"
    await user.selectOptions(within(group).getByRole('combobox', { name: 'Test' }), 'Check');
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    await vi.waitFor(() =>
      expect(saved[0]!.answers).toEqual([
        { answerId: 11, answer: 'Defect' },
        { answerId: 12, answer: 'Check' },
      ]),
    );
  });
});

describe('ESSAY', () => {
  it('a labelled textarea; once saved, a two-line success message and no more editing', async () => {
    const user = userEvent.setup();
    const { saved } = open([question(1, { type: 'ESSAY', answers: answers(1, ['Essay']) })], { answerHistoryAllowed: true });
    const text = await screen.findByRole('textbox', { name: 'Your answer' });
    await user.type(text, 'Boundary values');
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    await vi.waitFor(() => expect(saved[0]!.answers).toEqual([{ answerId: 11, answer: 'Boundary values', uploadedFileName: null }]));
    const message = await screen.findByText(/Your essay is saved\./);
    expect(message.querySelector('br')).not.toBeNull();
    expect(message).toHaveTextContent('It can no longer be changed.');
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveAttribute('readonly');
    expect(screen.getByRole('tab', { name: 'Question 1, saved' })).toBeInTheDocument(); // essays: saved, never correct/wrong
  });
});

describe('tab strip and focus', () => {
  it('arrow keys move between tabs, Enter opens one, and focus goes to the question heading', async () => {
    const user = userEvent.setup();
    const { path } = open([question(1), question(2), question(3)]);
    await screen.findByRole('group', { name: 'Question text 1' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tabs[2]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Question 3 of 3' })).toHaveFocus();
    expect(path()).toBe('/exams/passage/7/3');
    expect(screen.getAllByRole('tab')[2]).toHaveAttribute('aria-selected', 'true');
  });

  it('the URL index opens that question', async () => {
    const { location } = open([question(1), question(2)]);
    await screen.findByRole('group', { name: 'Question text 1' });
    location.navigate('/exams/passage/7/2');
    expect(await screen.findByRole('group', { name: 'Question text 2' })).toBeInTheDocument();
  });
});

describe('leaving the page', () => {
  it('asks, then finishes the passage first, then goes where the trainee wanted', async () => {
    const user = userEvent.setup();
    const finish = vi.fn(async () => passage({ status: 'FINISHED' }));
    const { path } = open([question(1)], {}, { finish });
    await screen.findByRole('group', { name: 'Question text 1' });
    await user.click(screen.getByRole('link', { name: 'News' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Leave the test?' });
    expect(path()).toBe('/exams/passage/7/1');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(finish).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'News' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Finish and leave' }));
    await vi.waitFor(() => expect(path()).toBe('/news'));
    expect(finish).toHaveBeenCalledWith(7);
  });

  it('asks the browser to confirm closing or reloading the tab while in progress', async () => {
    open([question(1)]);
    await screen.findByRole('group', { name: 'Question text 1' });
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('an interruption by the server finishes the passage and goes to /exams (SPEC §8)', async () => {
    const { path, env } = open([question(1)], {}, { question: async () => Promise.reject(new ApiError('interrupted', 400)) });
    await vi.waitFor(() => expect(path()).toBe('/exams'));
    expect(env.notifyInterrupted).toHaveBeenCalledTimes(1);
  });

  it('a passage that cannot be loaded sends the trainee to /exams', async () => {
    const { path } = open([question(1)], {}, { passage: async () => Promise.reject(new ApiError('notFound', 404)) });
    await vi.waitFor(() => expect(path()).toBe('/exams'));
  });
});
