import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCommon, renderApp, type FakeCall } from '../../helpers/app-harness.tsx';

// SPEC §2 /restore, §4 "Password restoration", §5 Forms "Restore", §8 restore expiry, §9 resend
// countdown, in the whole app on fake HTTP: the three steps by keyboard with the focus on each
// step's heading, the captcha picture, its text alternative, a new picture and the digits spoken
// (issue 59 item 4), the phone normalisation of the login page, the countdown's plurals in
// uk/ru/en on fake time, an expiry back to step 1 with the server's message, field errors on
// their fields, the success with the way to /login.

configure({ asyncUtilTimeout: 5000 });

type Locale = 'en' | 'ua' | 'ru';
type Answer = (call: FakeCall) => unknown;

beforeAll(async () => {
  // Load the lazy chunks with real timers: module loading is real I/O.
  await import('../../../../src/pages/restore/restore-page.tsx');
  await import('../../../../src/pages/login/login-page.tsx');
});
afterEach(() => {
  vi.useRealTimers();
});

const ok = (resendIn: number | null) => () => ({ resendIn });

async function open(http: Record<string, Answer>, { locale = 'en', email = false }: { locale?: Locale; email?: boolean } = {}) {
  const common = makeCommon({ locale }, { emailLoginUsageEnabled: email ? 'true' : 'false' });
  const app = await renderApp({ path: '/restore', common, http });
  await screen.findByRole('heading', { level: 2 });
  const user = vi.isFakeTimers() ? userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) }) : userEvent.setup();
  return { ...app, user };
}
const posts = (calls: FakeCall[], path: string) => calls.filter((call) => call.method === 'POST' && call.path === path).map((call) => call.body);
const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name=${name}]`)!;

describe('the restore in phone-login mode (en)', () => {
  it('walks the three steps by keyboard: the login pasted after the +38 pre-fill, the captcha, the code, the new password trimmed, then the way to log in', async () => {
    const { user, calls, location } = await open({
      'POST /api/common/restore/step1': ok(90),
      'POST /api/common/restore/step2': ok(null),
      'POST /api/common/restore/update': () => ({ ok: true }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Password recovery' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Step 1 of 3: your login' })).toBeInTheDocument();
    const picture = screen.getByRole('img', { name: 'A picture of 6 digits to type in the field below. To hear them, press “Listen to the digits”.' });
    expect(picture.getAttribute('src')).toMatch(/^\/api\/common\/captcha\.jpg\?t=\w+-1$/);

    await user.tab(); // the skip link
    await user.tab();
    expect(input('login')).toHaveFocus();
    expect(input('login')).toHaveValue('+38');
    await user.paste('(050) 123-45-67');
    expect(input('login')).toHaveValue('+380501234567');
    await user.tab(); // New picture
    expect(screen.getByRole('button', { name: 'New picture' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(picture.getAttribute('src')).toMatch(/-2$/);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Listen to the digits' })).toHaveFocus();
    await user.tab();
    expect(input('captcha')).toHaveFocus();
    await user.keyboard(' 472913 {Enter}');

    const step2 = await screen.findByRole('heading', { level: 2, name: 'Step 2 of 3: the confirmation code' });
    expect(step2).toHaveFocus();
    expect(posts(calls, '/api/common/restore/step1')).toEqual([{ login: '+380501234567', code: '472913' }]);
    expect(screen.getByText(/confirmation code has been sent to it by SMS/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
    expect(screen.getByText('A new code can be sent in 90 seconds.')).toBeInTheDocument();

    await user.tab();
    expect(input('code')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input('code')).toHaveAccessibleDescription('This field is required.');
    await user.keyboard(' 482913 {Enter}');

    const step3 = await screen.findByRole('heading', { level: 2, name: 'Step 3 of 3: a new password' });
    expect(step3).toHaveFocus();
    expect(posts(calls, '/api/common/restore/step2')).toEqual([{ code: '482913' }]);
    expect(input('password')).toHaveAccessibleDescription('At least 8 characters without spaces, with at least one letter and one digit.');
    await user.tab();
    await user.keyboard(' Passw0rd9 ');
    await user.tab();
    await user.keyboard('Passw0rd8{Enter}');
    expect(input('confirmation')).toHaveAccessibleDescription('The passwords do not match.');
    await user.clear(input('confirmation'));
    await user.type(input('confirmation'), 'Passw0rd9 {Enter}');

    const done = await screen.findByRole('heading', { level: 2, name: 'Your password has been changed' });
    expect(done).toHaveFocus();
    expect(posts(calls, '/api/common/restore/update')).toEqual([{ password: 'Passw0rd9' }]);
    expect(screen.getByText('You can log in with the new password now.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(location.history.at(-1)).toBe('/login');
  });

  it('shows a new picture after every refused step 1, with the field error on the captcha', async () => {
    const { user, calls } = await open({
      'POST /api/common/restore/step1': () => ({ status: 400, body: { errorMessage: 'Wrong characters', errors: { code: 'The characters do not match the picture.' } } }),
    });
    const picture = screen.getByRole('img');
    const first = picture.getAttribute('src');
    await user.type(input('login'), '0501234567');
    await user.type(input('captcha'), 'zzzzz{Enter}');
    expect(await screen.findByText('The characters do not match the picture.')).toBeInTheDocument();
    expect(input('captcha')).toHaveValue('');
    expect(input('captcha')).toHaveAttribute('aria-invalid', 'true');
    expect(picture.getAttribute('src')).not.toBe(first);
    expect(posts(calls, '/api/common/restore/step1')).toEqual([{ login: '+380501234567', code: 'zzzzz' }]);
  });

  it('opened again from the login page, shows a new picture, not the one the browser has from before', async () => {
    const { user } = await open({});
    const first = screen.getByRole('img').getAttribute('src');
    await user.click(screen.getByRole('link', { name: 'Back to logging in' }));
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    await screen.findByRole('heading', { level: 2, name: 'Step 1 of 3: your login' });
    expect(screen.getByRole('img').getAttribute('src')).toMatch(/-1$/);
    expect(screen.getByRole('img').getAttribute('src')).not.toBe(first);
  });

  it('an expiry on step 2 returns to step 1 with the server message in the red panel, the login kept', async () => {
    let starts = 0;
    const { user } = await open({
      'POST /api/common/restore/step1': () =>
        (starts += 1) === 1 ? { resendIn: 90 } : { status: 400, body: { errors: { code: 'The characters do not match the picture.' } } },
      'POST /api/common/restore/step2': () => ({ status: 400, body: { errorMessage: 'The code has expired. Please start again.', errors: { expired: 'true' } } }),
    });
    await user.type(input('login'), '+380501234567');
    await user.type(input('captcha'), '472913{Enter}');
    await screen.findByRole('heading', { level: 2, name: 'Step 2 of 3: the confirmation code' });
    await user.type(input('code'), '111111{Enter}');
    const step1 = await screen.findByRole('heading', { level: 2, name: 'Step 1 of 3: your login' });
    expect(step1).toHaveFocus();
    expect(within(screen.getByTestId('restore-message')).getByText('The code has expired. Please start again.')).toBeInTheDocument();
    expect(input('login')).toHaveValue('+380501234567');
    expect(input('captcha')).toHaveValue('');
    // Sending step 1 again leaves the focus where the trainee is.
    await user.type(input('captcha'), 'zzzzz{Enter}');
    expect(await screen.findByText('The characters do not match the picture.')).toBeInTheDocument();
    expect(input('captcha')).toHaveFocus();
    // Not the global dialog: the message is in the page.
    await expect(screen.findByRole('alertdialog', undefined, { timeout: 300 })).rejects.toThrow();
  });

  it('in e-mail-login mode the login is an e-mail (only required) and step 2 offers no resend', async () => {
    const { user, calls } = await open({ 'POST /api/common/restore/step1': ok(null) }, { email: true });
    expect(input('login')).toHaveAttribute('type', 'email');
    await user.click(input('login'));
    expect(input('login')).toHaveValue('');
    await user.type(input('captcha'), '472913{Enter}');
    expect(input('login')).toHaveAccessibleDescription('This field is required.');
    await user.type(input('login'), ' trainee@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    await screen.findByRole('heading', { level: 2, name: 'Step 2 of 3: the confirmation code' });
    expect(posts(calls, '/api/common/restore/step1')).toEqual([{ login: 'trainee@example.com', code: '472913' }]);
    expect(screen.getByText(/If this e-mail address belongs to an account/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();
  });
});

describe('the captcha: a new picture and the digits spoken (issue 59 item 4, WCAG 2.2 1.1.1)', () => {
  /** jsdom plays nothing and loads no picture: play() is recorded with the source it plays, and each picture is "complete" or not as the test says. */
  function fakeMedia() {
    const played: string[] = [];
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      played.push(this.getAttribute('src')!);
      return Promise.resolve();
    });
    let complete = true;
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockImplementation(() => complete);
    return { played, setComplete: (value: boolean) => (complete = value) };
  }
  afterEach(() => vi.restoreAllMocks());

  it('names every control; by keyboard a new picture changes the recording too, and Listen plays the one of the picture shown', async () => {
    const media = fakeMedia();
    const { user } = await open({});
    const picture = screen.getByRole('img', { name: /^A picture of 6 digits to type in the field below\. To hear them, press “Listen to the digits”\.$/ });
    expect(picture).toHaveAttribute('width', '280');
    expect(picture).toHaveAttribute('height', '96');
    const refresh = screen.getByRole('button', { name: 'New picture' });
    const listen = screen.getByRole('button', { name: 'Listen to the digits' });
    const audio = document.querySelector('audio')!;
    const seed = /t=(\w+)-1$/.exec(picture.getAttribute('src')!)![1];
    expect(audio).toHaveAttribute('src', `/api/common/captcha.wav?t=${seed}-1`);
    // Nothing is fetched before the person asks for it.
    expect(audio).toHaveAttribute('preload', 'none');
    expect(screen.getByRole('textbox', { name: 'Digits from the picture' })).toHaveAttribute('inputmode', 'numeric');

    // The order a keyboard meets them: the login, New picture, Listen, the digits' field.
    input('login').focus();
    await user.tab();
    expect(refresh).toHaveFocus();
    await user.tab();
    expect(listen).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(media.played).toEqual([`/api/common/captcha.wav?t=${seed}-1`]);
    await user.keyboard(' ');
    expect(media.played).toHaveLength(2);

    // A new picture: the recording's address follows. Listen before the new picture has come
    // waits for it (the server speaks the captcha of the picture it gave last).
    await user.click(refresh);
    expect(picture.getAttribute('src')).toBe(`/api/common/captcha.jpg?t=${seed}-2`);
    expect(audio).toHaveAttribute('src', `/api/common/captcha.wav?t=${seed}-2`);
    media.setComplete(false);
    await user.click(listen);
    expect(media.played).toHaveLength(2);
    media.setComplete(true);
    act(() => {
      picture.dispatchEvent(new Event('load'));
    });
    expect(media.played.at(-1)).toBe(`/api/common/captcha.wav?t=${seed}-2`);
  });

  it('says so when the recording cannot be played, until a new picture', async () => {
    fakeMedia();
    const { user } = await open({});
    const audio = document.querySelector('audio')!;
    const status = within(screen.getByRole('button', { name: 'Listen to the digits' }).closest('div')!.parentElement!).getByRole('status');
    expect(status).toBeEmptyDOMElement();
    act(() => {
      audio.dispatchEvent(new Event('error'));
    });
    expect(status).toHaveTextContent('The recording could not be played. Press “New picture” and listen again.');
    await user.click(screen.getByRole('button', { name: 'New picture' }));
    expect(status).toBeEmptyDOMElement();
  });

  it.each([
    [
      'ua',
      'Нове зображення',
      'Прослухати цифри',
      'Зображення з 6 цифрами, які треба ввести в поле нижче. Щоб їх прослухати, натисніть «Прослухати цифри».',
      'Цифри із зображення',
    ],
    [
      'ru',
      'Новое изображение',
      'Прослушать цифры',
      'Изображение с 6 цифрами, которые нужно ввести в поле ниже. Чтобы их прослушать, нажмите «Прослушать цифры».',
      'Цифры с изображения',
    ],
  ] as const)('%s: the picture, its buttons and the field are named in the language', async (locale, refresh, listen, alt, field) => {
    await open({}, { locale });
    expect(screen.getByRole('img', { name: alt })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: refresh })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: listen })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: field })).toBeInTheDocument();
  });
});

describe('the resend countdown (SPEC §9, fake time) in uk, ru and en', () => {
  const seconds: Record<Locale, Record<number, string>> = {
    en: { 90: '90 seconds', 22: '22 seconds', 21: '21 seconds', 11: '11 seconds', 5: '5 seconds', 2: '2 seconds', 1: '1 second' },
    ua: { 90: '90 секунд', 22: '22 секунди', 21: '21 секунду', 11: '11 секунд', 5: '5 секунд', 2: '2 секунди', 1: '1 секунду' },
    ru: { 90: '90 секунд', 22: '22 секунды', 21: '21 секунду', 11: '11 секунд', 5: '5 секунд', 2: '2 секунды', 1: '1 секунду' },
  };
  const sentence: Record<Locale, (s: string) => string> = {
    en: (s) => `A new code can be sent in ${s}.`,
    ua: (s) => `Новий код можна надіслати через ${s}.`,
    ru: (s) => `Новый код можно отправить через ${s}.`,
  };
  const resendName: Record<Locale, string> = { en: 'Send a new code', ua: 'Надіслати новий код', ru: 'Отправить новый код' };

  it.each(['en', 'ua', 'ru'] as const)('%s: counts 90 s down a second at a time, then the resend sends and starts again', async (locale) => {
    vi.useFakeTimers();
    const { user, calls } = await open({ 'POST /api/common/restore/step1': ok(90), 'POST /api/common/restore/step2resend': ok(90) }, { locale });
    await user.type(input('login'), '+380501234567');
    await user.type(input('captcha'), '472913{Enter}');
    await screen.findByRole('heading', { level: 2, name: /2/ });
    const resend = screen.getByRole('button', { name: resendName[locale] });
    let left = 90;
    for (const at of [22, 21, 11, 5, 2, 1]) {
      expect(screen.getByText(sentence[locale](seconds[locale][left]!))).toBeInTheDocument();
      expect(resend).toBeDisabled();
      await act(async () => {
        await vi.advanceTimersByTimeAsync((left - at) * 1000);
      });
      left = at;
    }
    expect(screen.getByText(sentence[locale](seconds[locale][1]!))).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(resend).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(resend).toBeEnabled();
    expect(screen.queryByText(sentence[locale](seconds[locale][1]!))).not.toBeInTheDocument();
    await user.click(resend);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(posts(calls, '/api/common/restore/step2resend')).toHaveLength(1);
    expect(screen.getByText(sentence[locale](seconds[locale][90]!))).toBeInTheDocument();
    expect(resend).toBeDisabled();
  });
});

describe('the restore in uk and ru', () => {
  it.each([
    ['ua', 'Відновлення пароля', 'Крок 1 з 3: ваш логін', 'Нове зображення', 'Надіслати код'],
    ['ru', 'Восстановление пароля', 'Шаг 1 из 3: ваш логин', 'Новое изображение', 'Отправить код'],
  ] as const)('%s: the page, the step and its buttons in the language', async (locale, title, step, picture, send) => {
    await open({}, { locale });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: step })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: picture })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: send })).toBeInTheDocument();
  });
});
