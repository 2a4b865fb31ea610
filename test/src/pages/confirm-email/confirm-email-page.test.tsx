import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, screen } from '@testing-library/react';
import { makeCommon, renderApp } from '../../helpers/app-harness.tsx';
import { leavePage, redirectOf } from '../../../../src/pages/confirm-email/redirect.ts';

// SPEC §2 /confirmEmail/{hash} ("Screen details"), §8 (errors inline in a red panel, not the
// global dialog), §2 "Navigation guard" (a logged-in user is sent to / with 'log out first'), in
// the whole app on fake HTTP, in uk/ru/en.

configure({ asyncUtilTimeout: 5000 });

type Locale = 'en' | 'ua' | 'ru';
const HASH = '5b1e0c7a9d3f42e8b6a1c4d7e2f90a38';
const confirmPath = `/api/common/confirmEmail/${HASH}`;
const confirmation = (over: object) => ({ redirectUrl: null, intensive: false, course: null, link: null, ...over });

beforeAll(async () => {
  await import('../../../../src/pages/confirm-email/confirm-email-page.tsx');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const openConfirm = (answer: () => unknown, locale: Locale = 'en') =>
  renderApp({ path: `/confirmEmail/${HASH}`, common: makeCommon({ locale }), http: { [`GET ${confirmPath}`]: answer } });

describe('e-mail confirmation', () => {
  it.each([
    ['en', 'E-mail confirmation', 'Your e-mail address is confirmed. Thank you!', 'Log in to the portal'],
    ['ua', 'Підтвердження електронної пошти', 'Адресу електронної пошти підтверджено. Дякуємо!', 'Увійти на портал'],
    ['ru', 'Подтверждение электронной почты', 'Адрес электронной почты подтверждён. Спасибо!', 'Войти на портал'],
  ] as const)('%s: the general confirmation with the way to log in', async (locale, title, text, login) => {
    const { calls } = await openConfirm(() => confirmation({}), locale);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: login })).toHaveAttribute('href', '/login');
    expect(calls.filter((call) => call.path === confirmPath)).toHaveLength(1);
  });

  it.each([
    [
      'en',
      'Your e-mail address is confirmed. Your application for the intensive course “Manual testing: intensive” is received.',
      'Open the page of “Manual testing: intensive”',
    ],
    ['ua', 'Адресу електронної пошти підтверджено. Вашу заявку на інтенсив «Manual testing: intensive» отримано.', 'Відкрити сторінку «Manual testing: intensive»'],
    ['ru', 'Адрес электронной почты подтверждён. Ваша заявка на интенсив «Manual testing: intensive» получена.', 'Открыть страницу «Manual testing: intensive»'],
  ] as const)("%s: an intensive application shows the course's message and its link", async (locale, text, link) => {
    await openConfirm(() => confirmation({ intensive: true, course: 'Manual testing: intensive', link: 'https://t.me/qa_academy_intensive' }), locale);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', 'https://t.me/qa_academy_intensive');
  });

  it('an intensive link that is no http(s) address is not shown', async () => {
    await openConfirm(() => confirmation({ intensive: true, course: 'X', link: 'javascript:alert(1)' }));
    expect(await screen.findByText(/intensive course “X” is received/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open the page/ })).not.toBeInTheDocument();
  });

  it('a redirectUrl of another site is followed', async () => {
    const leave = vi.spyOn(leavePage, 'to').mockImplementation(() => {});
    await openConfirm(() => confirmation({ redirectUrl: 'https://qa-academy.example/thank-you' }));
    expect(await screen.findByText(/Your e-mail address is confirmed. Taking you on/)).toBeInTheDocument();
    // The page leaves from an effect after it shows the text: wait for it rather than race it.
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('https://qa-academy.example/thank-you'));
    expect(screen.getByRole('link', { name: 'Go on' })).toHaveAttribute('href', 'https://qa-academy.example/thank-you');
  });

  it('an in-app redirectUrl opens that page of the app', async () => {
    const leave = vi.spyOn(leavePage, 'to').mockImplementation(() => {});
    const { location } = await openConfirm(() => confirmation({ redirectUrl: '/achievements/abc123?from=mail' }));
    await vi.waitFor(() => expect(location.history.at(-1)).toBe('/achievements/abc123?from=mail'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Achievements' })).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });

  it('an unsafe redirectUrl is not followed: the general confirmation shows', async () => {
    const leave = vi.spyOn(leavePage, 'to').mockImplementation(() => {});
    await openConfirm(() => confirmation({ redirectUrl: 'javascript:alert(document.cookie)' }));
    expect(await screen.findByText('Your e-mail address is confirmed. Thank you!')).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });

  it.each([
    ['en', { status: 400, body: { errorMessage: 'This link has expired.' } }, 'This link has expired.'],
    ['en', { status: 404, body: {} }, 'This link is not valid. Check that it was copied whole.'],
    ['ua', { status: 404, body: {} }, 'Посилання недійсне. Перевірте, чи його скопійовано повністю.'],
    ['ru', { status: 400, body: {} }, 'Этой ссылкой нельзя воспользоваться. Возможно, её срок истёк или ею уже воспользовались.'],
    ['en', { status: 502, body: {} }, 'Could not connect to the server. Please try again later.'],
  ] as const)('%s: a refusal (%j) shows inline in the red panel, never the global dialog', async (locale, answer, text) => {
    await openConfirm(() => answer, locale);
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent(text);
    expect(panel.className).toMatch(/error/);
    await expect(screen.findByRole('alertdialog', undefined, { timeout: 300 })).rejects.toThrow();
  });

  it("sends a logged-in trainee to / with 'log out first', without confirming anything (SPEC §2 guard)", async () => {
    const { calls, location } = await renderApp({ path: `/confirmEmail/${HASH}`, common: makeCommon({ isLoggedIn: true }) });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Please log out first to open this page.');
    expect(location.history.at(-1)).toBe('/');
    expect(calls.filter((call) => call.path.startsWith('/api/common/confirmEmail'))).toEqual([]);
  });
});

describe('which redirect addresses are followed', () => {
  it.each([
    ['https://qa-academy.example/thank-you', { kind: 'site', url: 'https://qa-academy.example/thank-you' }],
    ['http://example.org/a?b=1', { kind: 'site', url: 'http://example.org/a?b=1' }],
    ['/courses/3', { kind: 'app', path: '/courses/3' }],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['ftp://example.org/file', null],
    ['thank-you', null],
    ['', null],
    [null, null],
  ] as const)('%j', (raw, expected) => {
    expect(redirectOf(raw)).toEqual(expected);
  });
});
