import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCommon, renderApp } from '../helpers/app-harness.tsx';

// SPEC §5 "Login", §2 /login, §8 "Login failure: message shown above the form".

const loginField = () => screen.getByRole('textbox', { name: /phone number|e-mail/i });
const passwordField = () => screen.getByLabelText('Password');

describe('the login page in phone mode', () => {
  it('pre-fills +38 when the empty login field gets focus', async () => {
    const user = userEvent.setup();
    await renderApp({ path: '/login' });
    const login = await screen.findByLabelText('Phone number');
    expect(login).toHaveValue('');
    expect(login).toHaveAttribute('inputmode', 'tel');
    await user.click(login);
    expect(login).toHaveValue('+38');
    await user.type(login, '0501234567');
    expect(login).toHaveValue('+380501234567');
  });

  it('does not touch a login field that already has text', async () => {
    const user = userEvent.setup();
    await renderApp({ path: '/login' });
    const login = await screen.findByLabelText('Phone number');
    await user.click(login);
    await user.type(login, '0');
    await user.click(passwordField());
    await user.click(login);
    expect(login).toHaveValue('+380');
  });

  it('shows "required" under both empty fields, wired with aria-invalid and aria-describedby', async () => {
    const user = userEvent.setup();
    const { calls } = await renderApp({ path: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    const login = loginField();
    expect(login).toHaveAttribute('aria-invalid', 'true');
    expect(login).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAccessibleDescription('This field is required.');
    expect(calls.filter((call) => call.path === '/api/common/login')).toHaveLength(0);
  });

  it('shows the phoneLocal rule for a phone number of the wrong shape', async () => {
    const user = userEvent.setup();
    await renderApp({ path: '/login' });
    const login = await screen.findByLabelText('Phone number');
    await user.click(login);
    await user.type(login, '05012');
    await user.type(passwordField(), 'Passw0rd1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(login).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter the phone number as +380XXXXXXXXX or +48XXXXXXXXX.')).toBeInTheDocument();
    expect(passwordField()).not.toHaveAttribute('aria-invalid');
  });

  it("shows the server's message above the form when the login is refused", async () => {
    const user = userEvent.setup();
    const { calls } = await renderApp({
      path: '/login',
      http: { 'POST /api/common/login': () => ({ status: 400, body: { errorMessage: 'Wrong <b>login</b> or password' } }) },
    });
    const login = await screen.findByLabelText('Phone number');
    await user.click(login);
    await user.type(login, '0501234567');
    await user.type(passwordField(), 'nope-nope1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Wrong login or password'));
    // Above the form's fields, in document order.
    expect(alert.compareDocumentPosition(login) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/common/login')?.body).toEqual({ login: '+380501234567', password: 'nope-nope1', locale: 'en' });
    // No global error dialog for a login failure (handled locally, SPEC §7).
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('goes to the dashboard after a successful login', async () => {
    const user = userEvent.setup();
    const { location } = await renderApp({
      path: '/login',
      commonAfterLogin: makeCommon({ isLoggedIn: true }),
      http: { 'POST /api/common/login': () => ({ ok: true }) },
    });
    const login = await screen.findByLabelText('Phone number');
    await user.click(login);
    await user.type(login, '0501234567');
    await user.type(passwordField(), 'Passw0rd1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(await screen.findByText('Hello, Olena!')).toBeInTheDocument();
  });

  it('links to password restoration', async () => {
    await renderApp({ path: '/login' });
    expect(await screen.findByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/restore');
  });
});

// Issue 59 item 1: the language a person chose or saw on /login is the one after login (the server
// keeps it on the account, test/server/common.test.ts); picking the language shown is a choice too.
describe('the language at login', () => {
  it.each(['ua', 'ru', 'en'] as const)('sends the language the page shows (%s) with the login', async (locale) => {
    const user = userEvent.setup();
    const { calls } = await renderApp({ path: '/login', common: makeCommon({ locale }), http: { 'POST /api/common/login': () => ({ status: 400, body: {} }) } });
    const login = await screen.findByRole('textbox', { name: /phone|телефон/i });
    await user.click(login);
    await user.type(login, '0501234567');
    await user.type(screen.getByLabelText(/password|пароль/i), 'Passw0rd1');
    await user.click(screen.getByRole('button', { name: /^(log in|вхід|вход)$/i }));
    await waitFor(() => expect(calls.find((call) => call.path === '/api/common/login')?.body).toEqual({ login: '+380501234567', password: 'Passw0rd1', locale }));
  });

  it('posts the language already shown when it is picked, then the page reloads (SPEC §4 "Other")', async () => {
    const user = userEvent.setup();
    const { services } = await renderApp({ path: '/login' });
    const english = await screen.findByRole('button', { name: 'English' });
    expect(english).toHaveAttribute('aria-pressed', 'true');
    await user.click(english);
    await waitFor(() => expect(services.session.getSnapshot().value).toBe('reloading'));
  });
});

// Issue 59 item 10: a login from an address group busy with failed logins across many accounts
// (password spraying) is refused until it carries the captcha (test/server/login-throttle.test.ts).
describe('a login from a busy network', () => {
  const ASKED = {
    status: 400,
    body: { errors: { code: 'captcha' }, errorMessage: 'There were many failed logins from your network. To log in, also type the digits from the picture.' },
  };
  const WRONG = { status: 400, body: { errors: { code: 'captcha' }, errorMessage: 'The digits do not match the picture. Type the digits from the new picture.' } };

  it('shows the captcha the server asks for, says why under its field, and sends its digits with the next attempt', async () => {
    const user = userEvent.setup();
    const answers = [ASKED, WRONG, { ok: true }];
    const { calls, location } = await renderApp({
      path: '/login',
      commonAfterLogin: makeCommon({ isLoggedIn: true }),
      http: { 'POST /api/common/login': () => answers.shift() },
    });
    expect(screen.queryByRole('img')).not.toBeInTheDocument(); // no captcha until the server asks
    const login = await screen.findByLabelText('Phone number');
    await user.click(login);
    await user.type(login, '0501234567');
    await user.type(passwordField(), 'Passw0rd1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // The picture, its refresh and the recording, and the digits' field with the server's reason, focused.
    const digits = await screen.findByLabelText('Digits from the picture');
    await waitFor(() => expect(digits).toHaveFocus());
    expect(digits).toHaveAttribute('aria-invalid', 'true');
    expect(digits).toHaveAccessibleDescription(ASKED.body.errorMessage);
    const picture = screen.getByRole('img', { name: /digits to type in the field below/ });
    const first = picture.getAttribute('src');
    expect(first).toMatch(/^\/api\/common\/captcha\.jpg\?t=.+-login-1$/);
    expect(screen.getByRole('button', { name: 'Listen to the digits' })).toBeInTheDocument();
    // Required once shown.
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(digits).toHaveAccessibleDescription('This field is required.');
    await user.type(digits, '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // Read wrong: a new picture, the field emptied, the server's words under it.
    await waitFor(() => expect(screen.getByLabelText('Digits from the picture')).toHaveAccessibleDescription(WRONG.body.errorMessage));
    expect(screen.getByLabelText('Digits from the picture')).toHaveValue('');
    expect(screen.getByRole('img', { name: /digits to type/ }).getAttribute('src')).not.toBe(first);
    // A new picture on request too.
    const second = screen.getByRole('img', { name: /digits to type/ }).getAttribute('src');
    await user.click(screen.getByRole('button', { name: 'New picture' }));
    expect(screen.getByRole('img', { name: /digits to type/ }).getAttribute('src')).not.toBe(second);
    await user.type(screen.getByLabelText('Digits from the picture'), ' 654321 ');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    const bodies = calls.filter((call) => call.path === '/api/common/login').map((call) => call.body);
    expect(bodies).toEqual([
      { login: '+380501234567', password: 'Passw0rd1', locale: 'en' },
      { login: '+380501234567', password: 'Passw0rd1', locale: 'en', code: '123456' },
      { login: '+380501234567', password: 'Passw0rd1', locale: 'en', code: '654321' },
    ]);
  });
});

describe('the login page in e-mail mode (emailLoginUsageEnabled = true)', () => {
  const common = makeCommon({}, { emailLoginUsageEnabled: 'true' });

  it('asks for an e-mail, with no prefill and only the required rule', async () => {
    const user = userEvent.setup();
    const { calls } = await renderApp({ path: '/login', common, http: { 'POST /api/common/login': () => ({ status: 400, body: {} }) } });
    const login = await screen.findByLabelText('E-mail');
    expect(login).toHaveAttribute('inputmode', 'email');
    await user.click(login);
    expect(login).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(login).toHaveAccessibleDescription('This field is required.');
    await user.type(login, 'someone');
    await user.type(passwordField(), 'x');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/common/login')).toBe(true));
    expect(await screen.findByText('Could not log in. Check the login and the password.')).toBeInTheDocument();
  });
});

describe('the session-expired notice', () => {
  it('is shown on the login page after a 403 sent the trainee there', async () => {
    await renderApp({
      path: '/',
      common: makeCommon({ isLoggedIn: true }),
      http: { 'GET /api/news': () => ({ status: 403, body: {} }) },
    });
    // The news call answered 403: logged out and sent to /login (SPEC §8).
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });
});
