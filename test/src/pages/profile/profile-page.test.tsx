import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCommon, makeMain, renderApp, type FakeCall } from '../../helpers/app-harness.tsx';
import type { Profile } from '../../../../api/profile.ts';

// SPEC §2 "My profile", §3 Customer/profile, §5 Forms "Profile", §8 field errors, in the whole
// app (renderApp) on fake HTTP: every field shown, what may be edited by login type, Save's
// rules, server errors on their fields, the saved profile and its confirmation, the photo
// refused, removed and shown in the top bar at once; uk/ru/en texts.

type Locale = 'en' | 'ua' | 'ru';
const PHOTO = '/api/profile/userpic.jpg?v=3';

const profile = (overrides: Partial<Profile> = {}): Profile => ({
  name: 'Olena',
  surname: 'Kovalenko',
  patronymic: 'Ivanivna',
  birthDay: Date.UTC(1995, 3, 12, 12),
  login: '+380501234567',
  email: 'olena@example.com',
  mobilePhone: '+380931234567',
  photo: PHOTO,
  pageHash: 'abc123',
  ...overrides,
});

interface Options {
  locale?: Locale;
  emailLogin?: boolean;
  stored?: Profile;
  save?: (call: FakeCall) => unknown;
}

async function open({ locale = 'en', emailLogin = false, stored = profile(), save }: Options = {}) {
  const common = makeCommon({ isLoggedIn: true, locale }, { emailLoginUsageEnabled: emailLogin ? 'true' : 'false' });
  const main = makeMain({ customer: { ...stored } });
  const app = await renderApp({
    path: '/profile',
    common,
    main,
    // The certificates' list (issue 13) has its own test: certificate-list.test.tsx.
    http: { 'GET /api/profile': () => stored, 'GET /api/trainings/allcertificates': () => [], ...(save ? { 'POST /api/profile': save } : {}) },
  });
  await screen.findByRole('textbox', { name: /E-mail|Електронна пошта|Электронная почта/ }, { timeout: 5000 });
  return { ...app, user: userEvent.setup() };
}

const saves = (calls: FakeCall[]) => calls.filter((call) => call.method === 'POST' && call.path === '/api/profile');
const saveButton = (name = 'Save') => screen.getByRole('button', { name });

beforeAll(async () => {
  // The lazy chunks load with real I/O before the first test's timeout starts.
  await import('../../../../src/app/shell/shell-layout.tsx');
  await import('../../../../src/pages/profile/profile-page.tsx');
});

describe('my profile shows every field of SPEC §3', () => {
  it('name, surname, patronymic, birth date DD.MM.YYYY and login read-only; e-mail and phone in fields; the photo', async () => {
    await open();
    const about = screen.getByRole('region', { name: 'Personal data' });
    for (const [term, value] of [
      ['Surname', 'Kovalenko'],
      ['Name', 'Olena'],
      ['Patronymic', 'Ivanivna'],
      ['Date of birth', '12.04.1995'],
      ['Login', '+380501234567'],
    ]) {
      expect(within(about).getByText(term!).nextElementSibling).toHaveTextContent(value!);
    }
    expect(within(about).getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', PHOTO);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('olena@example.com');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).not.toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Additional phone' })).toHaveValue('+380931234567');
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/profile/password');
    expect(screen.getByRole('link', { name: 'My public page' })).toHaveAttribute('href', '/achievements/abc123');
    // Nothing changed: Save is off and says why.
    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveAccessibleDescription('Nothing to save yet: change the e-mail, the phone or the photo.');
  });

  it.each([
    ['ua', 'Особисті дані', 'Дата народження', 'Зберегти', 'Додатковий телефон'],
    ['ru', 'Личные данные', 'Дата рождения', 'Сохранить', 'Дополнительный телефон'],
  ] as const)('in %s', async (locale, personal, birth, save, phone) => {
    await open({ locale });
    const about = screen.getByRole('region', { name: personal });
    expect(within(about).getByText(birth).nextElementSibling).toHaveTextContent('12.04.1995');
    expect(screen.getByRole('button', { name: save })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: phone })).toHaveValue('+380931234567');
  });
});

describe('Save is enabled only for a valid change (SPEC §5 "Profile")', () => {
  it('an invalid e-mail shows its rule once left and keeps Save off; a valid one turns it on', async () => {
    const { user } = await open();
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.clear(email);
    await user.type(email, 'olena@');
    expect(saveButton()).toBeDisabled();
    await user.tab();
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.');
    await user.clear(email);
    await user.tab();
    expect(email).toHaveAccessibleDescription('This field is required.');
    await user.type(email, 'olena.k@example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(saveButton()).toBeEnabled();
    // Typed back to what is saved: nothing to save again.
    await user.clear(email);
    await user.type(email, 'olena@example.com');
    expect(saveButton()).toBeDisabled();
  });

  it('phone mode: the additional phone is phoneLocal, normalised as typed or pasted; empty is allowed; +38 pre-filled on focus', async () => {
    const { user } = await open({ stored: profile({ mobilePhone: '' }) });
    const phone = screen.getByRole('textbox', { name: 'Additional phone' });
    await user.click(phone);
    expect(phone).toHaveValue('+38');
    await user.paste('(093) 123-45-67');
    expect(phone).toHaveValue('+380931234567');
    expect(saveButton()).toBeEnabled();
    await user.clear(phone);
    await user.type(phone, '+1555');
    await user.tab();
    expect(phone).toHaveAccessibleDescription(
      /Format: \+380XXXXXXXXX or \+48XXXXXXXXX\. May be left empty\. Enter the phone number as \+380XXXXXXXXX or \+48XXXXXXXXX\./,
    );
    expect(saveButton()).toBeDisabled();
    // Focused and left with only the pre-fill: empty again, nothing to save.
    await user.clear(phone);
    await user.tab();
    await user.click(phone);
    expect(phone).toHaveValue('+38');
    await user.tab();
    expect(phone).toHaveValue('');
    expect(saveButton()).toBeDisabled();
  });

  it('e-mail-login mode: the e-mail is read-only (it is the login), the phone is phoneGlobal without a pre-fill', async () => {
    const { user } = await open({ emailLogin: true, stored: profile({ login: 'olena@example.com', mobilePhone: '' }) });
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('Your e-mail is your login: it cannot be changed here.');
    const phone = screen.getByRole('textbox', { name: 'Additional phone' });
    await user.click(phone);
    expect(phone).toHaveValue('');
    await user.type(phone, '+1 (555) 010-99');
    expect(phone).toHaveValue('+155501099');
    expect(saveButton()).toBeEnabled();
    await user.type(phone, 'x');
    await user.tab();
    expect(phone).toHaveAccessibleDescription(/Enter the phone number as \+ followed by digits\./);
    expect(saveButton()).toBeDisabled();
  });
});

describe('saving', () => {
  it('sends the trimmed fields, then shows the saved profile and a confirmation', async () => {
    const saved = profile({ email: 'new@example.com', mobilePhone: '+48123456789' });
    const { user, calls } = await open({ save: () => saved });
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.clear(email);
    await user.type(email, '  new@example.com ');
    const phone = screen.getByRole('textbox', { name: 'Additional phone' });
    await user.clear(phone);
    await user.type(phone, '48 123 456 789');
    await user.click(saveButton());
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(saves(calls).map((call) => call.body)).toEqual([{ email: 'new@example.com', mobilePhone: '+48123456789' }]);
    expect(email).toHaveValue('new@example.com');
    expect(saveButton()).toBeDisabled();
  });

  it("puts the server's field errors on their fields (SPEC §8); Save comes back when the field changes", async () => {
    const { user } = await open({ save: () => ({ status: 400, body: { errors: { email: 'emailTaken' } } }) });
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(saveButton());
    await waitFor(() => expect(email).toHaveAccessibleDescription('This e-mail belongs to another account.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(saveButton()).toBeDisabled();
    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(saveButton()).toBeEnabled();
  });

  it('a refusal without fields is shown above the form', async () => {
    const { user } = await open({ save: () => ({ status: 400, body: { errorMessage: 'Saving is paused for maintenance.' } }) });
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'x');
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Saving is paused for maintenance.');
  });
});

describe('the photo', () => {
  it('refuses a file that is not jpeg, png, bmp or gif, with a message', async () => {
    await open();
    const input = document.getElementById('profile-photo-file') as HTMLInputElement;
    expect(input).toHaveAccessibleName('Choose another photo');
    expect(input).toHaveAccessibleDescription('JPEG, PNG, BMP or GIF. You choose the square to keep; it is saved at 300 × 300 pixels.');
    // The picker offers the four types, but a file dropped on it or picked with "All files" is any file.
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByTestId('photo-error')).toHaveTextContent('Choose a JPEG, PNG, BMP or GIF picture.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saveButton()).toBeDisabled();
  });

  it("remove: sends the word 'remove', then the top bar shows the initials at once", async () => {
    const saved = profile({ photo: null });
    const { user, calls } = await open({ save: () => saved });
    const topBar = screen.getByRole('banner');
    expect(topBar.querySelector('img')).toHaveAttribute('src', PHOTO);
    await user.click(screen.getByRole('button', { name: 'Remove the photo' }));
    expect(screen.getByText('The photo is removed when you press Save.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No photo' })).toBeInTheDocument();
    // Changed its mind, then removed it after all.
    await user.click(screen.getByRole('button', { name: 'Keep the saved photo' }));
    expect(screen.getByRole('img', { name: 'Your photo' })).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove the photo' }));
    await user.click(saveButton());
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(saves(calls).map((call) => call.body)).toEqual([{ email: 'olena@example.com', mobilePhone: '+380931234567', photoFile: 'remove' }]);
    expect(topBar.querySelector('img')).toBeNull();
    expect(within(topBar).getByText('OK')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove the photo' })).toBeNull();
  });

  it('a new photo saved shows in the top bar at once, by its new version', async () => {
    const saved = profile({ photo: '/api/profile/userpic.jpg?v=4' });
    const { user } = await open({ save: () => saved });
    // The server may answer a new version for an e-mail change too; the top bar follows whatever it answers.
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'm');
    await user.click(saveButton());
    await screen.findByText('Your profile has been saved.');
    expect(screen.getByRole('banner').querySelector('img')).toHaveAttribute('src', '/api/profile/userpic.jpg?v=4');
    fireEvent.blur(screen.getByRole('textbox', { name: 'E-mail' }));
  });
});
