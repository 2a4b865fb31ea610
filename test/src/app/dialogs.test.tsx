import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { makeCommon, renderApp } from '../helpers/app-harness.tsx';
import { confirmDialog, openDialog } from '../../../src/app/dialogs.ts';
import { getCall } from '../helpers/test-calls.ts';

// SPEC §1 shared dialogs (HTML stripped, accessible); SPEC §8 global error handler texts.

const loggedIn = makeCommon({ isLoggedIn: true });

describe('the global error dialog', () => {
  it('shows a 400 errorMessage with its HTML tags stripped', async () => {
    const { http } = await renderApp({
      common: loggedIn,
      http: { 'GET /api/thing': () => ({ status: 400, body: { errorMessage: '<p>Not <b>allowed</b><br>today</p><script>x()</script>' } }) },
    });
    await act(() => http.call(getCall('/api/thing', v.unknown())).catch(() => undefined));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Not allowed\ntodayx()');
    expect(dialog.innerHTML).not.toContain('<b>');
  });

  it.each([
    [404, 'The requested resource was not found.'],
    [500, 'Could not connect to the server. Please try again later.'],
    [503, 'Could not connect to the server. Please try again later.'],
  ])('turns HTTP %i into its own message', async (status, text) => {
    const { http } = await renderApp({ common: loggedIn, http: { 'GET /api/thing': () => ({ status, body: {} }) } });
    await act(() => http.call(getCall('/api/thing', v.unknown())).catch(() => undefined));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(text);
  });

  it("says 'An error occurred.' for a 400 without a message", async () => {
    const { http } = await renderApp({ common: loggedIn, http: { 'GET /api/thing': () => ({ status: 400, body: {} }) } });
    await act(() => http.call(getCall('/api/thing', v.unknown())).catch(() => undefined));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('An error occurred.');
  });

  it('closes on Escape and returns the focus to where it was', async () => {
    const user = userEvent.setup();
    const { http } = await renderApp({ common: loggedIn, http: { 'GET /api/thing': () => ({ status: 404, body: {} }) } });
    const tests = await screen.findByRole('link', { name: 'Tests' });
    tests.focus();
    await act(() => http.call(getCall('/api/thing', v.unknown())).catch(() => undefined));
    const ok = await screen.findByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    await user.tab();
    expect(ok).toHaveFocus(); // the focus stays inside the dialog
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(tests).toHaveFocus();
  });
});

describe('other shared dialogs', () => {
  it('asks for confirmation and answers with the choice; dialogs queue one after another', async () => {
    const user = userEvent.setup();
    const { services } = await renderApp({ common: loggedIn });
    await screen.findByRole('navigation', { name: 'Main menu' });
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = confirmDialog(services.dialogs, { text: 'Finish the <i>test</i>?' });
      second = openDialog(services.dialogs, 'success', { text: 'Saved' });
    });
    const confirm = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    expect(confirm).toHaveTextContent('Finish the test?');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await expect(first).resolves.toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Done' })).toHaveTextContent('Saved');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await expect(second).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('answers false when a confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const { services } = await renderApp({ common: loggedIn });
    await screen.findByRole('navigation', { name: 'Main menu' });
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirmDialog(services.dialogs, { text: 'Sure?' });
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('offers a sound sample in the audio check', async () => {
    const { services } = await renderApp({ common: loggedIn });
    await screen.findByRole('navigation', { name: 'Main menu' });
    act(() => void openDialog(services.dialogs, 'audioCheck', { code: 'audioCheck' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sound check' });
    // Issue 10: the sample of the interface language (English here; test/src/app/sound-check.test.tsx).
    expect(dialog.querySelector('audio')).toHaveAttribute('src', '/api/training/download/sample/en');
    expect(screen.getByRole('button', { name: 'Yes, I can hear it' })).toBeInTheDocument();
  });
});

describe('the logout-first notice', () => {
  it('opens an error dialog when a logged-in trainee opens an entry path, and lands on /', async () => {
    const user = userEvent.setup();
    const { location, services } = await renderApp({ path: '/entry/5', common: loggedIn });
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Please log out first to open this page.');
    expect(location.history.at(-1)).toBe('/');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(services.session.getSnapshot().context.notice).toBeNull();
  });
});
