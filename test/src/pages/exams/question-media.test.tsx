import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Material } from '../../../../api/exams.ts';
import { answerResponse, question, ref } from './exam-fixtures.ts';
import { answersNamed, openPassage } from './open-passage.tsx';

// Pictures, sounds and materials of a question (SPEC §3, §7), and the correct answer shown
// after a wrong SEQUENCE or COMPARISON when the exam shows check results (SPEC §4).
const material = (over: Partial<Material>): Material => ({ materialId: 1, name: 'Material', link: null, attachment: null, available: true, contentType: null, ...over });

describe('pictures', () => {
  it("are described by their author's description (issue 10) and enlarge in a dialog that gives focus back", async () => {
    const user = userEvent.setup();
    const alt = 'The Cart screen: Total: NaN and a Pay now button';
    openPassage([question(1, { name: 'What does this\nscreen show?', pictures: [{ id: 5, url: '/api/common/picture/5', alt }] })]);
    const thumb = await screen.findByRole('button', { name: `Enlarge: ${alt}` });
    expect(within(thumb).getByRole('img')).toHaveAttribute('src', '/api/common/picture/5');
    expect(within(thumb).getByRole('img')).toHaveAttribute('alt', alt);
    await user.click(thumb);
    const dialog = screen.getByRole('dialog', { name: alt });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('img', { name: alt })).toHaveAttribute('src', '/api/common/picture/5');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab(); // Close is the only control: focus stays inside
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(thumb).toHaveFocus();
  });

  it('without a description: "Picture N of question M", never the question text; answer pictures by their description, else their answer', async () => {
    const answers = answersNamed(1, ['Login page', 'Error page']).map((a, i) => ({
      ...a,
      pictures: [{ id: 20 + i, url: `/api/common/picture/${20 + i}`, contentType: 'image/png', alt: i === 0 ? 'A sign-in form, shown in full' : null }],
    }));
    openPassage([question(1, { answers, pictures: [1, 2].map((id) => ({ id, url: `/api/common/picture/${id}`, alt: null })) })]);
    expect(await screen.findByRole('img', { name: 'Picture 1 of question 1' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Picture 2 of question 1' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Question text 1/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A sign-in form, shown in full' })).toHaveAttribute('src', '/api/common/picture/20');
    expect(screen.getByRole('img', { name: 'Picture for the answer: Error page' })).toHaveAttribute('src', '/api/common/picture/21');
  });

  it('an AUDIO answer picture is a labelled player with its transcript, not an empty captions track', async () => {
    const user = userEvent.setup();
    const answers = answersNamed(1, ['Listen to the first recording', 'B']).map((a, i) => ({
      ...a,
      pictures: [{ id: 30 + i, url: `/api/common/picture/${30 + i}`, contentType: 'AUDIO', transcript: i === 0 ? '"Unit testing"' : null }],
    }));
    const { container } = openPassage([question(1, { answers })]);
    await screen.findByRole('group', { name: 'Question text 1' });
    const [audio, second] = Array.from(container.ownerDocument.querySelectorAll('audio'));
    expect(audio).toHaveAttribute('controls');
    expect(audio).toHaveAttribute('src', '/api/common/picture/30');
    expect(audio).toHaveAccessibleName('Listen: Listen to the first recording');
    expect(container.ownerDocument.querySelector('track')).toBeNull();
    const details = audio!.closest('figure')!.querySelector('details')!;
    expect(within(details).getByText('Transcript')).toBeInTheDocument();
    expect(within(details).getByText('"Unit testing"')).not.toBeVisible();
    await user.click(within(details).getByText('Transcript'));
    expect(details).toHaveAttribute('open');
    expect(second!.closest('figure')!.querySelector('details')).toBeNull(); // none written: none shown
  });
});

describe('question materials', () => {
  it('unavailable ones are not links; links open in a new tab and say so; files download; audio plays', async () => {
    const materials = [
      material({ materialId: 1, name: 'Glossary', link: 'https://glossary.istqb.org/' }),
      material({ materialId: 2, name: 'Checklist', attachment: 'checklist.pdf' }),
      material({ materialId: 3, name: 'Locked notes', attachment: 'notes.pdf', available: false }),
      material({ materialId: 4, name: 'Interview', attachment: 'interview.mp3', contentType: 'audio/mpeg', transcript: 'Tell me about your last bug.' }),
    ];
    const { container } = openPassage([question(1, { materials })]);
    await screen.findByRole('group', { name: 'Question text 1' });
    const link = screen.getByRole('link', { name: 'Glossary (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('link', { name: /^Checklist/ })).toHaveAttribute('href', '/api/training/download/question/material/2');
    expect(screen.queryByRole('link', { name: /Locked notes/ })).toBeNull();
    expect(screen.getByText(/Locked notes — not available yet/)).toBeInTheDocument();
    const audio = container.ownerDocument.querySelector('audio')!;
    expect(audio).toHaveAttribute('src', '/api/training/download/question/material/4');
    expect(audio).toHaveAccessibleName('Play Interview');
    expect(container.ownerDocument.querySelector('track')).toBeNull();
    expect(audio.parentElement!.querySelector('details')).toHaveTextContent('TranscriptTell me about your last bug.');
  });
});

describe('the correct answer after a wrong one (showCheckResult)', () => {
  it('SEQUENCE: the right order as a numbered list', async () => {
    const user = userEvent.setup();
    const q = question(1, { type: 'SEQUENCE', answers: answersNamed(1, ['Execute', 'Plan', 'Design']) });
    openPassage([q], {
      respond: (n) =>
        answerResponse(n, false, {
          correctAnswer: [12, 13, 11].map((answerId, i) => ({ answerId, order: i + 1 })),
          question: ref(n, { type: 'SEQUENCE', saved: true, correct: false }),
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Move down: Execute' }));
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    const list = await screen.findByRole('list', { name: 'The correct order' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Plan', 'Design', 'Execute']);
    expect(list.tagName).toBe('OL');
    // Issue 10 Results: the correct answer sits outside the red error box, in its own panel.
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong answer.');
    expect(list.closest('[role="alert"]')).toBeNull();
    expect(list.closest('[role="status"]')).toHaveTextContent(/^The correct answer:/);
  });

  it('COMPARISON: the right pairs as a two-column table', async () => {
    const user = userEvent.setup();
    const q = question(1, { type: 'COMPARISON', answers: answersNamed(1, ['Bug', 'Test']), partners: ['Check', 'Defect'] });
    openPassage([q], {
      respond: (n) =>
        answerResponse(n, false, {
          correctAnswer: [
            { answerId: 11, answer: 'Defect' },
            { answerId: 12, answer: 'Check' },
          ],
          question: ref(n, { type: 'COMPARISON', saved: true, correct: false }),
        }),
    });
    const group = await screen.findByRole('group', { name: 'Question text 1' });
    await user.selectOptions(within(group).getByRole('combobox', { name: 'Bug' }), 'Check');
    await user.selectOptions(within(group).getByRole('combobox', { name: 'Test' }), 'Defect');
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    const table = await screen.findByRole('table', { name: 'The correct pairs' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Item', 'Its pair']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => Array.from(tr.children).map((c) => c.textContent));
    expect(rows).toEqual([
      ['Bug', 'Defect'],
      ['Test', 'Check'],
    ]);
    await vi.waitFor(() => expect(screen.getByRole('tab', { name: /Question 1, wrong/ })).toBeInTheDocument());
  });
});
