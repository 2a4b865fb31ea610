// POST /api/profile/password (SPEC §5 Forms "Password change", named rule "password"; §7 "body
// oldPassword, password"; issue 12: a wrong old password is a field error, the other sessions
// of the trainee end, the trainee is told by e-mail; docs/api.md "Account"), through the contract.
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../api/common.ts';
import { DevOutbox } from '../../server/adapters/outbox.ts';
import { customers } from '../../server/db/schema.ts';
import { hashPassword } from '../../server/domain/auth.ts';
import { BACKOFF_BASE_MS, FREE_FAILURES } from '../../server/domain/login-backoff.ts';
import { deliveriesSettled } from '../../server/domain/mail-messages.ts';
import { makeTestApp, T1, T2, type TestApp } from './harness.ts';

const outbox = new DevOutbox();
let t: TestApp;
const NEW = 'N3wPassword';

beforeAll(async () => {
  t = await makeTestApp({ deps: { adapters: { mail: outbox.mail, sms: outbox.sms } } });
});
afterAll(async () => {
  await t?.close();
});

let ipCounter = 0;
/** Each test from its own address, so that throttling in one never reaches another. */
let ip: string;
beforeEach(async () => {
  ip = `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
  // Each test starts from the demo passwords.
  await t.db
    .update(customers)
    .set({ passwordHash: await hashPassword(T1.password) })
    .where(eq(customers.phone, T1.phone));
  await t.db
    .update(customers)
    .set({ passwordHash: await hashPassword(T2.password) })
    .where(eq(customers.phone, T2.phone));
});

const passwordHashOf = async (phone: string) => (await t.db.select({ h: customers.passwordHash }).from(customers).where(eq(customers.phone, phone)))[0]!.h;

async function change(cookie: string, body: unknown, app: { call: TestApp['call'] } = t) {
  const res = await app.call('POST', '/api/profile/password', { cookie, body, ip });
  return { status: res.status, json: (await res.json()) as unknown, retryAfter: res.headers.get('retry-after') };
}

const profileStatus = async (cookie: string) => (await t.call('GET', '/api/profile', { cookie })).status;
const canLogIn = async (login: string, password: string, app: { call: TestApp['call'] } = t) =>
  (await app.call('POST', '/api/common/login', { body: { login, password }, ip: '10.200.0.1' })).status === 200;

describe('POST /api/profile/password: the rules', () => {
  it.each([
    ['Passw0r', 'password'], // 7 characters (SPEC §9 minimum 8)
    ['Password', 'password'], // no digit
    ['12345678', 'password'], // no letter
    ['Pass w0rd', 'password'], // a space
    ['Пароль123', 'password'], // not ASCII
    ['', 'required'],
    ['   ', 'required'], // trimmed (api/account.ts PasswordChange)
  ])('a new password %j is refused with %s and nothing changes', async (password, code) => {
    const cookie = await t.login(T1.phone, T1.password);
    const hash = await passwordHashOf(T1.phone);
    const { status, json } = await change(cookie, { oldPassword: T1.password, password });
    expect(status).toBe(400);
    expect(v.parse(ErrorBody, json).errors).toEqual({ password: code });
    expect(await passwordHashOf(T1.phone)).toBe(hash);
  });

  it('the new password rule is checked before the old password is looked at (no attempt spent)', async () => {
    const cookie = await t.login(T1.phone, T1.password);
    for (let i = 0; i < FREE_FAILURES + 3; i++) {
      const { status, json } = await change(cookie, { oldPassword: 'wrong-one-1', password: 'short' });
      expect([status, v.parse(ErrorBody, json).errors]).toEqual([400, { password: 'password' }]);
    }
    expect((await change(cookie, { oldPassword: T1.password, password: NEW })).status).toBe(200);
  });

  it('a wrong old password is a field error; the password stays', async () => {
    const cookie = await t.login(T1.phone, T1.password);
    const { status, json } = await change(cookie, { oldPassword: T2.password, password: NEW });
    expect(status).toBe(400);
    expect(v.parse(ErrorBody, json).errors).toEqual({ oldPassword: 'wrongPassword' });
    expect(await canLogIn(T1.phone, T1.password)).toBe(true);
    expect(await canLogIn(T1.phone, NEW)).toBe(false);
  });

  it.each([
    ['no body', undefined],
    ['no old password', { password: NEW }],
    ['an empty old password', { oldPassword: '', password: NEW }],
    ['numbers', { oldPassword: 1, password: 2 }],
    ['an array', [T1.password, NEW]],
    ['a huge password', { oldPassword: T1.password, password: `a1${'x'.repeat(5000)}` }],
  ])('bad input (%s) is 400 with field errors, never 500', async (_name, body) => {
    const cookie = await t.login(T1.phone, T1.password);
    const { status, json } = await change(cookie, body);
    expect(status).toBe(400);
    expect(Object.keys(v.parse(ErrorBody, json).errors ?? {})).not.toHaveLength(0);
    expect(await canLogIn(T1.phone, T1.password)).toBe(true);
  });

  it('is 403 without a login', async () => {
    expect((await t.call('POST', '/api/profile/password', { body: { oldPassword: T1.password, password: NEW } })).status).toBe(403);
  });
});

describe('POST /api/profile/password: wrong old passwords back off like logins', () => {
  it(`after ${FREE_FAILURES + 1} wrong ones the next is 429 until the backoff has passed`, async () => {
    const cookie = await t.login(T1.phone, T1.password);
    for (let i = 0; i <= FREE_FAILURES; i++) expect((await change(cookie, { oldPassword: `Wrong${i}pass`, password: NEW })).status).toBe(400);
    const refused = await change(cookie, { oldPassword: T1.password, password: NEW });
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(v.parse(ErrorBody, refused.json).errorMessage).toBeTruthy();
    expect(await canLogIn(T1.phone, T1.password)).toBe(true); // not changed while refused
    t.clock.advance(BACKOFF_BASE_MS);
    expect((await change(cookie, { oldPassword: T1.password, password: NEW })).status).toBe(200);
  });

  it('counts with the login form of the same account and address: guesses here spend the login budget', async () => {
    const cookie = await t.login(T1.phone, T1.password);
    for (let i = 0; i <= FREE_FAILURES; i++) expect((await change(cookie, { oldPassword: `Wrong${i}pass`, password: NEW })).status).toBe(400);
    const login = await t.call('POST', '/api/common/login', { body: { login: T1.phone, password: T1.password }, ip });
    expect(login.status).toBe(429);
    t.clock.advance(BACKOFF_BASE_MS);
  });

  it("another trainee's wrong guesses never slow this trainee down", async () => {
    const c1 = await t.login(T1.phone, T1.password);
    const c2 = await t.login(T2.phone, T2.password);
    for (let i = 0; i <= FREE_FAILURES + 1; i++) await change(c2, { oldPassword: `Wrong${i}pass`, password: NEW });
    expect((await change(c1, { oldPassword: T1.password, password: NEW })).status).toBe(200);
    t.clock.advance(60_000);
  });
});

describe('POST /api/profile/password: a change', () => {
  it("ends every other session of the trainee, keeps this one and the other trainee's", async () => {
    const here = await t.login(T1.phone, T1.password);
    const phone = await t.login(T1.phone, T1.password);
    const laptop = await t.login(T1.phone, T1.password);
    const other = await t.login(T2.phone, T2.password);
    const res = await change(here, { oldPassword: T1.password, password: ` ${NEW} ` });
    expect([res.status, res.json]).toEqual([200, { ok: true }]);
    expect(await profileStatus(here)).toBe(200);
    expect(await profileStatus(phone)).toBe(403);
    expect(await profileStatus(laptop)).toBe(403);
    expect(await profileStatus(other)).toBe(200);
    // The new password (trimmed) logs in at once; the old one no longer does.
    expect(await canLogIn(T1.phone, NEW)).toBe(true);
    expect(await canLogIn(T1.phone, T1.password)).toBe(false);
    expect(await canLogIn(T2.phone, T2.password)).toBe(true);
  });

  it('tells the trainee by e-mail (and SMS in phone-login mode) in their language', async () => {
    const cookie = await t.login(T1.phone, T1.password, { headers: { 'Accept-Language': 'uk' } });
    await deliveriesSettled(); // earlier tests' notices in first
    const mails = outbox.mailTo(T1.email).length;
    const sms = outbox.smsTo(T1.phone).length;
    expect((await change(cookie, { oldPassword: T1.password, password: NEW })).status).toBe(200);
    await deliveriesSettled();
    const sent = outbox.mailTo(T1.email).slice(mails);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain('пароль змінено');
    expect(sent[0]!.html).toContain('lang="uk"');
    expect(outbox.smsTo(T1.phone).slice(sms)).toHaveLength(1);
    expect(outbox.mailTo(T2.email).filter((m) => m.subject.includes('пароль'))).toHaveLength(0);
  });

  it('in English after the trainee switched the language', async () => {
    const cookie = await t.login(T1.phone, T1.password);
    expect((await t.call('POST', '/api/common/language/en', { cookie })).status).toBe(200);
    await deliveriesSettled(); // earlier tests' notices in first
    const mails = outbox.mailTo(T1.email).length;
    expect((await change(cookie, { oldPassword: T1.password, password: NEW })).status).toBe(200);
    await deliveriesSettled();
    expect(
      outbox
        .mailTo(T1.email)
        .slice(mails)
        .map((m) => m.subject),
    ).toEqual([expect.stringContaining('password was changed')]);
    await t.call('POST', '/api/common/language/ua', { cookie });
  });

  it('nothing is sent when the change is refused', async () => {
    const cookie = await t.login(T1.phone, T1.password);
    await deliveriesSettled(); // earlier tests' notices in first
    const mails = outbox.mailTo(T1.email).length;
    await change(cookie, { oldPassword: 'Wrong0pass', password: NEW });
    await change(cookie, { oldPassword: T1.password, password: 'short' });
    await deliveriesSettled();
    expect(outbox.mailTo(T1.email)).toHaveLength(mails);
  });
});

describe('POST /api/profile/password in e-mail login mode', () => {
  it('changes the password, ends the other sessions and tells by e-mail only', async () => {
    const mail = t.appWith({ settings: { emailLoginUsageEnabled: 'true' } });
    const here = await mail.login(T1.email, T1.password);
    const there = await mail.login(T1.email, T1.password);
    await deliveriesSettled(); // earlier tests' notices in first
    const sms = outbox.smsTo(T1.phone).length;
    const mails = outbox.mailTo(T1.email).length;
    const wrong = await change(here, { oldPassword: 'Wrong0pass', password: NEW }, mail);
    expect(v.parse(ErrorBody, wrong.json).errors).toEqual({ oldPassword: 'wrongPassword' });
    expect((await change(here, { oldPassword: T1.password, password: NEW }, mail)).status).toBe(200);
    expect((await mail.call('GET', '/api/profile', { cookie: here })).status).toBe(200);
    expect((await mail.call('GET', '/api/profile', { cookie: there })).status).toBe(403);
    expect(await canLogIn(T1.email, NEW, mail)).toBe(true);
    await deliveriesSettled();
    expect(outbox.mailTo(T1.email).length).toBe(mails + 1);
    expect(outbox.smsTo(T1.phone).length).toBe(sms);
  });
});
