import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCommon, makeProfile, renderApp, type FakeCall } from '../../helpers/app-harness.tsx';

// SPEC §2 profile/password ("cancel and save return to /profile"), §5 Forms "Password change",
// §8 field errors, in the whole app on fake HTTP: the password rule's text shown, Save disabled
// while invalid, the trimmed body sent, a wrong current password on its field, back to /profile
// with a confirmation; uk/ru/en texts.

type Locale = 'en' | 'ua' | 'ru';
const stored = makeProfile();

async function open(change?: (call: FakeCall) => unknown, locale: Locale = 'en') {
  const app = await renderApp({
    path: '/profile/password',
    common: makeCommon({ isLoggedIn: true, locale }),
    http: { 'GET /api/profile': () => stored, ...(change ? { 'POST /api/profile/password': change } : {}) },
  });
  await screen.findAllByLabelText(/password|пароль/i, undefined, { timeout: 5000 });
  return { ...app, user: userEvent.setup() };
}
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const changes = (calls: FakeCall[]) => calls.filter((call) => call.path === '/api/profile/password').map((call) => call.body);

beforeAll(async () => {
  await import('../../../../src/app/shell/shell-layout.tsx');
  await import('../../../../src/pages/profile/password/password-page.tsx');
  await import('../../../../src/pages/profile/profile-page.tsx');
});

describe('the password change form', () => {
  it("shows the password rule's text, keeps Save off while invalid, and says what is wrong once a field is left", async () => {
    const { user } = await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    expect(field('New password')).toHaveAccessibleDescription('At least 8 characters without spaces, with at least one letter and one digit.');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(field('Current password'));
    await user.tab();
    expect(field('Current password')).toHaveAccessibleDescription('This field is required.');
    await user.type(field('Current password'), 'Passw0rd1');
    await user.type(field('New password'), 'password');
    await user.tab();
    expect(field('New password')).toHaveAccessibleDescription(/letter and one digit\. At least 8 characters/);
    expect(save).toBeDisabled();
    await user.clear(field('New password'));
    await user.type(field('New password'), 'NewPassw0rd');
    await user.type(field('Repeat the new password'), 'NewPassw0r');
    await user.tab();
    expect(field('Repeat the new password')).toHaveAccessibleDescription('The passwords do not match.');
    expect(save).toBeDisabled();
    await user.type(field('Repeat the new password'), 'd');
    expect(field('Repeat the new password')).not.toHaveAttribute('aria-invalid');
    expect(save).toBeEnabled();
  });

  it('a wrong current password is shown on its field (SPEC §8); a right one returns to /profile, which says so', async () => {
    let answer: unknown = { status: 400, body: { errors: { oldPassword: 'wrongPassword' } } };
    const { user, calls, location } = await open(() => answer);
    await user.type(field('Current password'), 'Wrong0ne');
    await user.type(field('New password'), ' NewPassw0rd ');
    await user.type(field('Repeat the new password'), 'NewPassw0rd');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Current password')).toHaveAccessibleDescription('The current password is wrong.'));
    expect(field('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(location.history.at(-1)).toBe('/profile/password');
    answer = { ok: true };
    await user.clear(field('Current password'));
    await user.type(field('Current password'), 'Passw0rd1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your password has been changed.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/profile');
    // The new password trimmed, as the login page trims what it sends.
    expect(changes(calls)).toEqual([
      { oldPassword: 'Wrong0ne', password: 'NewPassw0rd' },
      { oldPassword: 'Passw0rd1', password: 'NewPassw0rd' },
    ]);
  });

  it('Cancel returns to /profile without a call and without a confirmation', async () => {
    const { user, calls, location } = await open();
    await user.type(field('Current password'), 'Passw0rd1');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('heading', { level: 1, name: 'My profile' });
    expect(location.history.at(-1)).toBe('/profile');
    await screen.findByRole('textbox', { name: 'E-mail' });
    expect(screen.queryByText('Your password has been changed.')).toBeNull();
    expect(changes(calls)).toEqual([]);
  });

  it('a refusal without fields (too many attempts) is shown above the form', async () => {
    const { user } = await open(() => ({ status: 429, body: { errorMessage: 'Too many attempts. Try again in 5 minutes.' } }));
    await user.type(field('Current password'), 'Passw0rd1');
    await user.type(field('New password'), 'NewPassw0rd');
    await user.type(field('Repeat the new password'), 'NewPassw0rd');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 5 minutes.');
  });

  it.each([
    ['ua', 'Зміна пароля', 'Новий пароль', 'Щонайменше 8 символів без пробілів, принаймні одна літера й одна цифра.'],
    ['ru', 'Смена пароля', 'Новый пароль', 'Не менее 8 символов без пробелов, хотя бы одна буква и одна цифра.'],
  ] as const)('in %s', async (locale, title, label, rule) => {
    await open(undefined, locale);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(field(label)).toHaveAccessibleDescription(rule);
  });
});
