// SPEC §3 "Common bootstrap data", §7 GET /api/common, language list and switch
// (DESIGN "anonymous visitors get ua unless the browser asks for another").
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { Common, Languages, Ok } from '../../api/common.ts';
import { Main } from '../../api/main.ts';
import { customers, messages, sessions } from '../../server/db/schema.ts';
import { makeTestApp, sessionCookie, setCookieLine, T1, T2, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The footerLinks setting as the browser gets it: texts already in its locale (SPEC §3). */
const FooterLinks = v.array(v.object({ text: v.string(), href: v.string() }));

const common = async (opts: Parameters<TestApp['call']>[2] = {}) => {
  const res = await t.call('GET', '/api/common', opts);
  expect(res.status).toBe(200);
  return v.parse(Common, await res.json());
};

describe('GET /api/common', () => {
  it('runs on the database the environment asks for', () => {
    expect(t.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('gives the anonymous bootstrap in ua with the default settings and messages', async () => {
    const body = await common();
    expect(body.isLoggedIn).toBe(false);
    expect(body.entryExam).toBeNull();
    expect(body.locale).toBe('ua');
    expect(body.settings).toMatchObject({
      productName: 'QA Academy',
      emailLoginUsageEnabled: 'false',
      chatWidgetUrl: '',
      linkedinShareEnabled: 'false',
      facebookShareEnabled: 'false',
    });
    expect(body.settings.supportEmail).toMatch(/@/);
    for (const key of ['login.failed', 'login.throttled', 'session.expired', 'error.default']) expect(body.messages[key]).toBeTruthy();
    expect(body.messages['login.failed']).toBe('Невірний логін або пароль');
  });

  it('gives the footer links with texts in the current locale', async () => {
    const ua = v.parse(FooterLinks, JSON.parse((await common()).settings.footerLinks!));
    const en = v.parse(FooterLinks, JSON.parse((await common({ headers: { 'Accept-Language': 'en-GB,en;q=0.9' } })).settings.footerLinks!));
    expect(ua.length).toBeGreaterThan(0);
    expect(ua[0]).toEqual({ text: 'Умови використання', href: '/legal/terms' });
    expect(en[0]).toEqual({ text: 'Terms of use', href: '/legal/terms' });
  });

  it('follows Accept-Language for anonymous visitors: ru or en, else ua', async () => {
    expect((await common({ headers: { 'Accept-Language': 'ru-RU,ru;q=0.9,en;q=0.8' } })).locale).toBe('ru');
    expect((await common({ headers: { 'Accept-Language': 'de-DE,en;q=0.5' } })).locale).toBe('en');
    expect((await common({ headers: { 'Accept-Language': 'uk,ru;q=0.9' } })).locale).toBe('ua');
    expect((await common({ headers: { 'Accept-Language': 'fr' } })).locale).toBe('ua');
    const ru = await common({ headers: { 'Accept-Language': 'ru' } });
    expect(ru.messages['login.failed']).toBe('Неверный логин или пароль');
  });

  it('applies start-time setting overrides over the table', async () => {
    const a = t.appWith({ settings: { productName: 'Test Academy', chatWidgetUrl: 'https://chat.example/w.js' } });
    const body = v.parse(Common, await (await a.call('GET', '/api/common')).json());
    expect(body.settings.productName).toBe('Test Academy');
    expect(body.settings.chatWidgetUrl).toBe('https://chat.example/w.js');
  });

  it('returns messages edited in the table, and unknown keys stay absent', async () => {
    await t.db.update(messages).set({ value: 'Оновлено' }).where(eq(messages.key, 'error.default'));
    const body = await common();
    expect(body.messages['error.default']).toBe('Оновлено');
    expect(body.messages['no.such.key']).toBeUndefined();
  });
});

describe('languages', () => {
  it('lists ua, ru, en in their own names with the current one active', async () => {
    const res = await t.call('GET', '/api/common/language', { headers: { 'Accept-Language': 'ru' } });
    expect(v.parse(Languages, await res.json())).toEqual([
      { id: 'ua', name: 'Українська', active: false },
      { id: 'ru', name: 'Русский', active: true },
      { id: 'en', name: 'English', active: false },
    ]);
  });

  it('anonymous: a switch sets the portal_locale cookie, which wins over Accept-Language', async () => {
    const res = await t.call('POST', '/api/common/language/en', { headers: { 'Accept-Language': 'ru' } });
    expect(res.status).toBe(200);
    v.parse(Ok, await res.json());
    const line = setCookieLine(res, 'portal_locale')!;
    expect(line).toMatch(/^portal_locale=en;/);
    const cookie = line.split(';')[0]!;
    expect((await common({ cookie, headers: { 'Accept-Language': 'ru' } })).locale).toBe('en');
    const langs = v.parse(Languages, await (await t.call('GET', '/api/common/language', { cookie })).json());
    expect(langs.find((l) => l.active)?.id).toBe('en');
  });

  it('refuses an unknown language with a field error', async () => {
    const res = await t.call('POST', '/api/common/language/de');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: { id: 'invalid' } });
  });

  it('a language picked on the login page is kept on the session and the account', async () => {
    const cookie = await t.login(T2.phone, T2.password, { cookie: 'portal_locale=ru' });
    expect((await common({ cookie })).locale).toBe('ru');
    const [row] = await t.db.select({ locale: customers.locale }).from(customers).where(eq(customers.phone, T2.phone));
    expect(row!.locale).toBe('ru');
  });

  it('logged in: a switch changes the session and the account, and the next login keeps it', async () => {
    const cookie = await t.login(T1.phone, T1.password);
    expect((await common({ cookie })).locale).toBe('ua'); // the account's language
    const res = await t.call('POST', '/api/common/language/en', { cookie });
    expect(res.status).toBe(200);
    expect((await common({ cookie, headers: { 'Accept-Language': 'ru' } })).locale).toBe('en');
    const main = v.parse(Main, await (await t.call('GET', '/api/main', { cookie })).json());
    expect(main.courses[0]!.name).toBe('Manual testing: full course');
    // A fresh browser (no cookies) logging in gets the account's language.
    const again = await t.login(T1.phone, T1.password);
    expect((await common({ cookie: again })).locale).toBe('en');
    const rows = await t.db.select({ locale: sessions.locale }).from(sessions);
    expect(rows.some((r) => r.locale === 'en')).toBe(true);
  });

  // Issue 59 item 1: the language a person chose or saw on /login is the one after login, and is
  // kept on the account; the login page sends it (machines/login.machine.ts).
  it("the language the login page showed wins over the account's, a cookie and Accept-Language, and is kept on the account", async () => {
    const accountLocale = async () => (await t.db.select({ locale: customers.locale }).from(customers).where(eq(customers.phone, T2.phone)))[0]!.locale;
    const logIn = async (body: Record<string, string>, opts: Parameters<TestApp['call']>[2] = {}) => {
      const res = await t.call('POST', '/api/common/login', { ...opts, body: { login: T2.phone, password: T2.password, ...body } });
      expect(res.status).toBe(200);
      return sessionCookie(res)!;
    };
    await logIn({ locale: 'ua' });
    expect(await accountLocale()).toBe('ua');
    // The page showed English: picked there, or asked for by a browser whose cookie another tab changed.
    const cookie = await logIn({ locale: 'en' }, { cookie: 'portal_locale=ru', headers: { 'Accept-Language': 'ru' } });
    expect((await common({ cookie })).locale).toBe('en');
    expect(await accountLocale()).toBe('en');
    // A caller that says nothing (no login page) gets the account's language, now English.
    expect((await common({ cookie: await logIn({}) })).locale).toBe('en');
    const refused = await t.call('POST', '/api/common/login', { body: { login: T2.phone, password: T2.password, locale: 'de' } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ errors: { locale: 'invalid' } });
  });
});
