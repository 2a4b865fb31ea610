import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { PHONE, expectHydratedAsPainted, fileBrowser, holdAppScript } from './browser.ts';
import { e2e } from './servers.ts';

// Issue 14 "Paint before JavaScript" on the password recovery a visitor opens from the login
// form (docs/decisions.md #203): its first step comes from the server as HTML made by the app's
// components, in the visitor's language, with the captcha picture; the app hydrates it without
// moving anything or asking for another picture (the one painted is the one the form checks),
// and what was typed and sent before it ran is kept and sent.
const browser = await fileBrowser();

const LANGUAGES = [
  ['uk-UA', 'uk', 'Відновлення пароля', 'Крок 1 з 3: ваш логін', 'Номер телефону', 'Надіслати код'],
  ['ru-RU', 'ru', 'Восстановление пароля', 'Шаг 1 из 3: ваш логин', 'Номер телефона', 'Отправить код'],
  ['en-US', 'en', 'Password recovery', 'Step 1 of 3: your login', 'Phone number', 'Send the code'],
] as const;

/** Counts the captcha pictures the context's pages ask for. */
function countPictures(context: BrowserContext): () => number {
  let pictures = 0;
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/common/captcha.jpg') pictures += 1;
  });
  return () => pictures;
}

describe.each(LANGUAGES)('/restore without JavaScript in %s', (locale, lang, title, step, login, send) => {
  it('shows the first step in the visitor language, with its picture, styled', async () => {
    const context = await browser.newContext({ baseURL: e2e().baseUrl, locale, javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    const response = await page.goto('/restore');
    expect(response!.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    expect(await page.title()).toBe(`${title} - QA Academy`);
    await expect.poll(() => page.getByRole('heading', { level: 2 }).textContent()).toBe(step);
    expect(await page.getByLabel(login).count()).toBe(1);
    await expect.poll(() => page.locator('form img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const button = page.getByRole('button', { name: send, exact: true });
    expect(await button.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe('rgb(239, 239, 239)');
    await context.close();
  });
});

describe('/restore with JavaScript', () => {
  it('hydrates as painted: no error, nothing moves, no second picture, and the way back to logging in is the app', async () => {
    const context = await browser.newContext({ baseURL: e2e().baseUrl, locale: 'en-US', viewport: PHONE });
    const pictures = countPictures(context);
    await expectHydratedAsPainted(context, { path: '/restore', painted: ['form', 'form img', 'input[name=login]'], asked: [], link: 'main a[href="/login"]' });
    expect(pictures()).toBe(1);
    await context.close();
  });

  it('keeps what was typed before the app ran and sends an Enter pressed meanwhile, checked against the picture painted', async () => {
    // The e-mail-login server, whose pictures all read its test text: an address with no account
    // gets the same next step as one with (SPEC §4), and no e-mail.
    const context = await browser.newContext({ baseURL: e2e().emailBaseUrl, locale: 'en-US', viewport: PHONE });
    const pictures = countPictures(context);
    const page = await context.newPage();
    const release = await holdAppScript(page);
    const sent: unknown[] = [];
    page.on('request', (request) => request.url().endsWith('/api/common/restore/step1') && sent.push(request.postDataJSON()));
    await page.goto('/restore', { waitUntil: 'commit' });
    await page.getByLabel('E-mail').fill('nobody-here@example.com');
    await page.getByLabel('Digits from the picture').fill(e2e().captchaText);
    await page.getByLabel('Digits from the picture').press('Enter');
    // Held: no page load, nothing sent, while the app is away.
    expect(page.url()).toMatch(/\/restore$/);
    expect(sent).toEqual([]);

    release();
    await page.getByRole('heading', { level: 2, name: 'Step 2 of 3: the confirmation code' }).waitFor();
    expect(sent).toEqual([expect.objectContaining({ login: 'nobody-here@example.com', code: e2e().captchaText })]);
    expect(pictures()).toBe(1);
    await context.close();
  });
});
