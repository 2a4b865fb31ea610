import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCommon, renderApp } from '../helpers/app-harness.tsx';
import { openDialog } from '../../../src/app/dialogs.ts';

// Issue 10 "Confuses or excludes": the sound check plays the sample in the interface
// language (SPEC §7 names ru for everyone; docs/decisions.md) and never has "Yes, I can hear
// it" as the default before the sample has played: focus starts on "Play the sample", "Yes"
// is disabled and not the primary button until the audio element's `play`; it can be
// played again from the keyboard.

/** jsdom has no media playback: play() starts "playing" at once, as a browser does. */
function fakePlayback() {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  return play;
}
afterEach(() => vi.restoreAllMocks());

async function openSoundCheck(locale: 'ua' | 'ru' | 'en') {
  const { services } = await renderApp({ common: makeCommon({ isLoggedIn: true, locale }) });
  await screen.findByRole('navigation');
  let answer!: Promise<boolean>;
  act(() => {
    answer = openDialog(services.dialogs, 'audioCheck', { code: 'audioCheck' });
  });
  return { dialog: await screen.findByRole('alertdialog'), answer };
}

describe('the sound check', () => {
  it.each([
    ['ua', 'ua'],
    ['ru', 'ru'],
    ['en', 'en'],
  ] as const)('in interface language %s plays the %s sample', async (locale, sample) => {
    const { dialog } = await openSoundCheck(locale);
    expect(dialog.querySelector('audio')).toHaveAttribute('src', `/api/training/download/sample/${sample}`);
  });

  it('does not default to "Yes" before the sample has played; after it has, "Yes" answers true', async () => {
    const play = fakePlayback();
    const user = userEvent.setup();
    const { dialog, answer } = await openSoundCheck('en');
    const yes = within(dialog).getByRole('button', { name: 'Yes, I can hear it' });
    const playButton = within(dialog).getByRole('button', { name: 'Play the sample' });
    expect(playButton).toHaveFocus();
    expect(yes).toBeDisabled();
    expect(yes).not.toHaveFocus();
    expect(yes.className).not.toContain('primary');
    expect(yes).toHaveAccessibleDescription('Play the sample first; then say whether you can hear it.');
    await user.keyboard('{Enter}'); // Enter on the focused default plays, never confirms
    expect(play).toHaveBeenCalledTimes(1);
    expect(yes).toBeEnabled();
    expect(yes.className).toContain('primary');
    // Played again from the keyboard: the focus stays on the (renamed) play button.
    const again = within(dialog).getByRole('button', { name: 'Play again' });
    expect(again).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(play).toHaveBeenCalledTimes(2);
    expect(again).toHaveFocus();
    await user.click(yes);
    await expect(answer).resolves.toBe(true);
  });

  it('the player\'s own controls count as playing; "No, I can\'t" answers false at any time', async () => {
    const user = userEvent.setup();
    const { dialog, answer } = await openSoundCheck('en');
    const yes = within(dialog).getByRole('button', { name: 'Yes, I can hear it' });
    act(() => void dialog.querySelector('audio')!.dispatchEvent(new Event('play')));
    expect(yes).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: "No, I can't" }));
    await expect(answer).resolves.toBe(false);
  });
});
