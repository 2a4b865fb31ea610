import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnswerResponse } from '../../../../api/exams.ts';
import { answerResponse, passage, question, ref } from './exam-fixtures.ts';
import { answersNamed, openPassage } from './open-passage.tsx';
import { fileOf, installFakeXhr, PDF } from './fake-xhr.ts';
import { createExamApi } from '../../../../src/pages/exams/wiring/exam-api.ts';
import type { Http } from '../../../../src/lib/http.ts';

// Issue 10: focus never drops to the page body. A control that keeps the focus must stay
// focusable: a focused button that becomes `disabled` loses the focus to the body in a
// browser (jsdom keeps pointing at it), so a focused element that is disabled counts as
// dropped. After Save, after a file is chosen for an essay, after "Not yet" (the offer to
// finish) and after the end of a break, the focus is on a sensible control.
function focusKept(): Element {
  const active = document.activeElement;
  expect(active).not.toBeNull();
  expect(active).not.toBe(document.body);
  expect(active!.isConnected).toBe(true);
  expect((active as HTMLButtonElement).disabled ?? false).toBe(false);
  return active!;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

let xhr: ReturnType<typeof installFakeXhr>;
beforeEach(() => {
  xhr = installFakeXhr();
});
afterEach(() => xhr.restore());

describe('focus never drops to the page body (issue 10)', () => {
  it('after Save: the focus stays on Save while the answer is on its way, and after', async () => {
    const user = userEvent.setup();
    const reply = deferred<AnswerResponse>();
    openPassage([question(1), question(2)], { api: { answer: () => reply.promise } });
    await user.click(await screen.findByRole('checkbox', { name: 'Answer 1A' }));
    const save = screen.getByRole('button', { name: 'Save answer' });
    save.focus();
    await user.keyboard('{Enter}');
    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect(saving).toBe(save);
    expect(focusKept()).toBe(save);
    reply.resolve(answerResponse(1, true, { question: ref(1, { saved: true, correct: true }) }));
    await screen.findByText('Correct answer.');
    expect(focusKept()).toBe(save);
  });

  it('after a file is chosen for an essay: the focus stays on the file field while it is checked and sent', async () => {
    const user = userEvent.setup();
    const essay = question(1, { type: 'ESSAY', name: 'Describe a login test', answerSetting: 1, answers: answersNamed(1, ['Essay']) });
    openPassage([essay], { api: { uploadEssay: createExamApi({ get: vi.fn(async () => []) } as unknown as Http).uploadEssay } });
    const field = await screen.findByLabelText('Your answer as a file');
    field.focus();
    await user.upload(field, fileOf('checklist.pdf', PDF));
    await screen.findByRole('progressbar');
    expect(focusKept()).toBe(field);
    expect(field).toHaveAttribute('aria-disabled', 'true'); // no other file meanwhile
    xhr.last().respond(200, { fileName: 'checklist.pdf' });
    await screen.findByText('checklist.pdf is uploaded. Save your answer to hand it in.');
    expect(focusKept()).toBe(field);
  });

  it('after "Not yet" in the offer to finish: back on Save', async () => {
    const user = userEvent.setup();
    openPassage([question(1), question(2, { saved: true })], {
      passageOver: { questions: [ref(1), ref(2, { saved: true })] },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Answer 1A' }));
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    const offer = await screen.findByRole('alertdialog', { name: 'All questions are answered' });
    await user.click(within(offer).getByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(focusKept()).toBe(screen.getByRole('button', { name: 'Save answer' }));
  });

  it('after the end of a break: on the question heading', async () => {
    const user = userEvent.setup();
    openPassage([question(1), question(2)], {
      passageOver: { status: 'BREAK_TAKEN', breaksTaken: 1, breakExpires: Date.now() + 600_000, now: Date.now() },
      api: { finishBreak: async () => passage({ now: Date.now(), breaksTaken: 1 }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Finish the break' }));
    const heading = await screen.findByRole('heading', { name: 'Question 1 of 2' });
    await waitFor(() => expect(heading).toHaveFocus());
    focusKept();
  });
});
