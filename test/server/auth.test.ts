// SPEC §5 "Login", §7 POST /api/common/login and GET /api/common/logout, §8 login failure;
// docs/operations.md "Sessions". Login throttling: ./login-throttle.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { Common, ErrorBody } from '../../api/common.ts';
import { Profile } from '../../api/profile.ts';
import { sessions, settings } from '../../server/db/schema.ts';
import { hashToken } from '../../server/domain/sessions.ts';
import { makeTestApp, makeClock, sessionCookie, setCookieLine, T1, T2, type TestApp } from './harness.ts';

const MIN = 60 * 1000;
const HOUR = 60 * MIN;
let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});

const loginBody = (login: unknown, password: unknown) => ({ body: { login, password } });

describe('login with a phone (default mode)', () => {
  it('logs in, sets an HttpOnly SameSite=Lax session cookie and stores only its sha256', async () => {
    const res = await t.call('POST', '/api/common/login', loginBody(T1.phone, T1.password));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const line = setCookieLine(res, 'portal_session')!;
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Path=\//);
    expect(line).not.toMatch(/Secure/);
    const token = sessionCookie(res)!.split('=')[1]!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const byToken = await t.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(byToken).toHaveLength(0);
    const common = v.parse(Common, await (await t.call('GET', '/api/common', { cookie: sessionCookie(res) })).json());
    expect(common.isLoggedIn).toBe(true);
  });

  it('marks the cookie Secure behind an https proxy', async () => {
    const res = await t.call('POST', '/api/common/login', { ...loginBody(T1.phone, T1.password), headers: { 'X-Forwarded-Proto': 'https' } });
    expect(setCookieLine(res, 'portal_session')).toMatch(/Secure/);
  });

  it('accepts a login with surrounding spaces (inputs are trimmed)', async () => {
    const res = await t.call('POST', '/api/common/login', loginBody(`  ${T1.phone} `, T1.password));
    expect(res.status).toBe(200);
  });

  it('refuses a wrong password with the localized login.failed message and no cookie', async () => {
    const res = await t.call('POST', '/api/common/login', loginBody(T2.phone, 'Wrong1234'));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errorMessage: 'Невірний логін або пароль' });
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('refuses an unknown phone with the same message', async () => {
    const res = await t.call('POST', '/api/common/login', { ...loginBody('+380999999999', 'Whatever1'), headers: { 'Accept-Language': 'en' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errorMessage: 'Wrong login or password' });
  });

  it('gives field errors for missing, non-string and non-phone logins', async () => {
    let res = await t.call('POST', '/api/common/login', { body: {} });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: { login: 'required', password: 'required' } });
    res = await t.call('POST', '/api/common/login', loginBody('   ', 'x'));
    expect(await res.json()).toEqual({ errors: { login: 'required' } });
    res = await t.call('POST', '/api/common/login', loginBody(380501234567, ['x']));
    expect(res.status).toBe(400);
    expect(Object.keys(v.parse(ErrorBody, await res.json()).errors ?? {}).sort()).toEqual(['login', 'password']);
    for (const login of ['0501234567', '+3805012345678', '+1 555 0100', 'trainee@example.com']) {
      res = await t.call('POST', '/api/common/login', loginBody(login, T1.password));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ errors: { login: 'phoneLocal' } });
    }
  });

  it('accepts a Polish +48 number as a phone login (unknown account: login.failed)', async () => {
    const res = await t.call('POST', '/api/common/login', loginBody('+48123456789', 'Whatever1'));
    expect(res.status).toBe(400);
    expect(v.parse(ErrorBody, await res.json()).errorMessage).toBeTruthy();
  });
});

describe('session rotation and logout', () => {
  it('ends the session the browser came with when it logs in again', async () => {
    const first = await t.login(T1.phone, T1.password);
    const second = await t.login(T1.phone, T1.password, { cookie: first });
    expect(second).not.toEqual(first);
    expect((await t.call('GET', '/api/main', { cookie: first })).status).toBe(403);
    expect((await t.call('GET', '/api/main', { cookie: second })).status).toBe(200);
  });

  it('logout deletes the session and clears the cookie', async () => {
    const cookie = await t.login(T2.phone, T2.password);
    const res = await t.call('GET', '/api/common/logout', { cookie });
    expect(res.status).toBe(200);
    expect(setCookieLine(res, 'portal_session')).toMatch(/Max-Age=0/);
    expect((await t.call('GET', '/api/main', { cookie })).status).toBe(403);
    const common = v.parse(Common, await (await t.call('GET', '/api/common', { cookie })).json());
    expect(common.isLoggedIn).toBe(false);
  });

  it('logout without a session is harmless', async () => {
    expect((await t.call('GET', '/api/common/logout')).status).toBe(200);
  });
});

describe('session expiry (12 h idle, 30 days at most)', () => {
  it('ends after 12 hours without a request', async () => {
    const clock = makeClock(t.clock.now);
    const a = t.appWith({}, clock);
    const cookie = await a.login(T1.phone, T1.password);
    clock.advance(12 * HOUR - MIN);
    expect((await a.call('GET', '/api/main', { cookie })).status).toBe(200);
    clock.advance(12 * HOUR + MIN);
    const res = await a.call('GET', '/api/main', { cookie });
    expect(res.status).toBe(403);
    expect(v.parse(ErrorBody, await res.json()).errorMessage).toBe('Сеанс завершено. Увійдіть знову.');
  });

  it('slides with activity but not past 30 days', async () => {
    const clock = makeClock(t.clock.now);
    const a = t.appWith({}, clock);
    const cookie = await a.login(T1.phone, T1.password);
    for (let hours = 0; hours < 30 * 24 - 11; hours += 11) {
      clock.advance(11 * HOUR);
      expect((await a.call('GET', '/api/profile', { cookie })).status).toBe(200);
    }
    clock.advance(11 * HOUR);
    expect((await a.call('GET', '/api/profile', { cookie })).status).toBe(403);
  });
});

describe('e-mail login mode (setting emailLoginUsageEnabled = true)', () => {
  it('logs in with the e-mail, case-insensitively, when a start-time override enables it', async () => {
    const a = t.appWith({ settings: { emailLoginUsageEnabled: 'true' } });
    const cookie = await a.login('Trainee@Example.com', T1.password);
    const profile = v.parse(Profile, await (await a.call('GET', '/api/profile', { cookie })).json());
    expect(profile.login).toBe(T1.email);
    // The phone is no longer a login; it is not checked against phoneLocal either.
    const res = await a.call('POST', '/api/common/login', loginBody(T1.phone, T1.password));
    expect(res.status).toBe(400);
    expect(v.parse(ErrorBody, await res.json()).errorMessage).toBe('Невірний логін або пароль');
    expect((await a.call('POST', '/api/common/login', loginBody('not-an-email', 'x'))).status).toBe(400);
  });

  it('follows the settings table too', async () => {
    await t.db.update(settings).set({ value: 'true' }).where(eq(settings.key, 'emailLoginUsageEnabled'));
    try {
      await t.login(T2.email, T2.password);
      const common = v.parse(Common, await (await t.call('GET', '/api/common')).json());
      expect(common.settings.emailLoginUsageEnabled).toBe('true');
    } finally {
      await t.db.update(settings).set({ value: 'false' }).where(eq(settings.key, 'emailLoginUsageEnabled'));
    }
    expect((await t.call('POST', '/api/common/login', loginBody(T2.email, T2.password))).status).toBe(400);
  });
});
