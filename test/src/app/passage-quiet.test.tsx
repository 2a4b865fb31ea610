import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { markPassageOpen, PASSAGE_LEAVE_HELD } from '../../../src/app/shell/passage-quiet.ts';
import { makeCommon, makeMain, renderApp } from '../helpers/app-harness.tsx';

// Issue 10 item 3: while a passage is open the page around it does not invite leaving: the
// menu says that leaving finishes the test, news, surveys, the info panel and the footer are
// left out; the phone drawer closes when the passage holds one of its links (the leave
// confirmation opens), so "Stay" returns to the passage with the focus on the menu button.

const loggedIn = makeCommon({ isLoggedIn: true });
let unmark: (() => void) | null = null;
afterEach(() => {
  unmark?.();
  unmark = null;
});

describe('the shell during an open passage', () => {
  it('marks the menu and leaves out news, surveys, the info panel and the footer', async () => {
    await renderApp({ common: loggedIn, main: makeMain({ inquirers: [{ id: 7, theme: 'Feedback', description: '' }] }) });
    await screen.findByRole('button', { name: 'Surveys to fill in: 1' });
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByTestId('menu-passage-note')).toBeNull();

    await act(async () => void (unmark = markPassageOpen())); // the shell sees the mark (a MutationObserver)
    const nav = within(screen.getByRole('navigation', { name: 'Main menu' }));
    expect(nav.getByText('A test is in progress. Opening another page finishes it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Surveys/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^News/ })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();

    await act(async () => {
      unmark?.();
      unmark = null;
    });
    expect(screen.queryByTestId('menu-passage-note')).toBeNull();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('leaves out the info panel and the footer on the passage route from the first paint, before the passage opens (no layout shift, issue 14)', async () => {
    await renderApp({ common: loggedIn, main: makeMain(), path: '/exams/passage/5/1', http: {} });
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('closes the phone drawer when the passage holds one of its links, the focus back on the menu button', async () => {
    const user = userEvent.setup();
    await renderApp({ common: loggedIn, main: makeMain() });
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const link = within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'All courses' });
    act(() => void link.dispatchEvent(new CustomEvent(PASSAGE_LEAVE_HELD, { bubbles: true })));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
