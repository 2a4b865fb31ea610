// The password restore through the contract (issue 12; SPEC §4 "Password restoration", §5 Forms
// "Restore", §7 Common, §9 resend 90 s; docs/api.md "Account"): codes random, single use,
// expiring and limited in attempts; resend only in phone-login mode after 90 s; no answer tells
// whether a login exists; the new password works at once, the trainee's sessions end, they are
// told in their language and their login throttling is forgotten. Time is the harness clock.
import type { ErrorBody } from '../../api/common.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SmsSender } from '../../server/adapters/sms.ts';
import { deliveriesSettled } from '../../server/domain/mail-messages.ts';
import { MAX_ATTEMPTS, MAX_SENDS, RESEND_AFTER_MS, RESTORE_RATE, RESTORE_TTL_MS } from '../../server/domain/restore/restore.ts';
import { makeClock, makeTestApp, T1, T2, type TestApp } from './harness.ts';
import { Browser, lastCode, RESTORE, withOutbox, wrongCode } from './restore-kit.ts';

const SEC = 1000;
const errorsOf = async (res: Response) => ((await res.json()) as ErrorBody).errors;
let t: TestApp;
let days = 0;

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A phone-login app with its own outbox on its own clock, a day after the last one's. */
function fresh(settings: Record<string, string> = {}) {
  days += 1;
  const clock = makeClock(t.clock.now + days * 24 * 3600 * SEC);
  const { app, outbox } = withOutbox(t, { settings }, clock);
  return { app, outbox, clock, browser: (language = 'en') => new Browser(app, t, undefined, language) };
}

const EXPIRED_EN = {
  errors: { expired: 'expired' },
  errorMessage: 'The password restoration has expired or its attempts are used up. Please start again.',
};

describe('phone login: the whole restore', () => {
  it('sends a code by SMS in the account language, opens step 3 with it, sets the password, ends the sessions and tells the trainee', async () => {
    const { app, outbox } = fresh();
    const ip = '198.51.100.77';
    // Trainee 1 is logged in somewhere, and has two wrong logins from this address (the backoff).
    const oldSession = await app.login(T1.phone, T1.password);
    for (let i = 0; i < 3; i++) expect((await app.call('POST', '/api/common/login', { body: { login: T1.phone, password: 'Wrong1234' }, ip })).status).toBe(400);
    expect((await app.call('POST', '/api/common/login', { body: { login: T1.phone, password: T1.password }, ip })).status, 'backing off').toBe(429);

    const b = new Browser(app, t, ip);
    // The login as typed, with the separators api/phone.ts normalises.
    const step1 = await b.step1('+38 (050) 123-45-67');
    expect(step1.status).toBe(200);
    expect(await step1.json()).toEqual({ resendIn: 90 });
    const cookieLine = step1.headers.getSetCookie().find((l) => l.startsWith('portal_restore='));
    expect(cookieLine).toMatch(/HttpOnly/i);
    expect(cookieLine).toMatch(/SameSite=Strict/i);

    const code = await lastCode(outbox, T1.phone);
    expect(outbox.smsTo(T1.phone).at(-1)!.text).toContain('код для відновлення пароля'); // trainee 1's language: ua
    expect(outbox.mailTo(T1.email), 'phone login: the code goes by SMS only').toHaveLength(0);

    const wrong = await b.call('POST', RESTORE.step2, { code: wrongCode(code) });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ errors: { code: 'code' }, errorMessage: 'Wrong code' });
    const right = await b.call('POST', RESTORE.step2, { code: ` ${code} ` });
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ resendIn: null });
    // The code is used up: a second step 2 finds nothing to verify, and that restore is over.
    expect(await (await b.call('POST', RESTORE.step2, { code })).json()).toEqual(EXPIRED_EN);
    expect(await (await b.call('POST', RESTORE.update, { password: 'Passw0rd9' })).json()).toEqual(EXPIRED_EN);

    const b2 = new Browser(app, t, ip);
    expect((await b2.step1(T1.phone)).status).toBe(200);
    const code2 = await lastCode(outbox, T1.phone);
    expect(code2).toMatch(/^\d{6}$/);
    expect((await b2.call('POST', RESTORE.step2, { code: code2 })).status).toBe(200);

    const weak = await b2.call('POST', RESTORE.update, { password: 'short1' });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toEqual({ errors: { password: 'password' } });
    const spaced = await b2.call('POST', RESTORE.update, { password: 'New pass1' });
    expect(await spaced.json()).toEqual({ errors: { password: 'password' } });
    const done = await b2.call('POST', RESTORE.update, { password: '  NewPassw0rd  ' });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ ok: true });

    // The old session ended; the old password no longer works; the new one (trimmed) at once,
    // from the address that was backing off (its failures are forgotten).
    expect((await app.call('GET', '/api/profile', { cookie: oldSession })).status).toBe(403);
    expect((await app.call('POST', '/api/common/login', { body: { login: T1.phone, password: 'NewPassw0rd' }, ip })).status).toBe(200);
    expect((await app.call('POST', '/api/common/login', { body: { login: T1.phone, password: T1.password } })).status).toBe(400);

    // Told by e-mail and SMS (phone login), in Ukrainian.
    await deliveriesSettled();
    const told = outbox.mailTo(T1.email).at(-1)!;
    expect(told.subject).toContain('пароль змінено');
    expect(told.html).toContain('<p>');
    expect(outbox.smsTo(T1.phone).at(-1)!.text).toContain('пароль вашого облікового запису змінено');
    // The restore is over: step 3 again is expired.
    expect(await (await b2.call('POST', RESTORE.update, { password: 'Another1x' })).json()).toEqual(EXPIRED_EN);

    // Back to the demo password for the rest of the file.
    const b3 = new Browser(app, t);
    await b3.step1(T1.phone);
    await b3.call('POST', RESTORE.step2, { code: await lastCode(outbox, T1.phone) });
    expect((await b3.call('POST', RESTORE.update, { password: T1.password })).status).toBe(200);
    await app.login(T1.phone, T1.password);
  });

  it('tells trainee 2 in English (his account language)', async () => {
    const { outbox, browser } = fresh();
    const b = browser('uk');
    await b.step1(T2.phone);
    await deliveriesSettled();
    expect(outbox.smsTo(T2.phone).at(-1)!.text).toMatch(/password restoration code \d{6}/);
  });
});

describe('brute force on the code', () => {
  it(`ends the restore at the ${MAX_ATTEMPTS}th wrong code: errors.expired, and the right code no longer works`, async () => {
    const { outbox, browser } = fresh();
    const b = browser();
    await b.step1(T1.phone);
    const code = await lastCode(outbox, T1.phone);
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      const res = await b.call('POST', RESTORE.step2, { code: String(100000 + i) === code ? '999999' : String(100000 + i) });
      expect(res.status).toBe(400);
      expect(await errorsOf(res)).toEqual({ code: 'code' });
    }
    const last = await b.call('POST', RESTORE.step2, { code: wrongCode(code) });
    expect(last.status).toBe(400);
    expect(await last.json()).toEqual(EXPIRED_EN);
    expect(await (await b.call('POST', RESTORE.step2, { code })).json()).toEqual(EXPIRED_EN);
    expect(await (await b.call('POST', RESTORE.update, { password: 'Passw0rd9' })).json()).toEqual(EXPIRED_EN);
  });

  it('counts guesses sent all at once: 20 parallel wrong codes leave no room for the right one', async () => {
    const { outbox, browser } = fresh();
    const b = browser();
    await b.step1(T1.phone);
    const code = await lastCode(outbox, T1.phone);
    const guesses = Array.from({ length: 20 }, (_, i) => String(200000 + i)).filter((g) => g !== code);
    const answers = await Promise.all(guesses.map((g) => b.call('POST', RESTORE.step2, { code: g })));
    expect(answers.every((r) => r.status === 400)).toBe(true);
    expect(await (await b.call('POST', RESTORE.step2, { code })).json()).toEqual(EXPIRED_EN);
  });

  it('gives at most MAX_SENDS codes per restore, so guesses stay bounded', async () => {
    const { outbox, clock, browser } = fresh();
    const b = browser();
    await b.step1(T1.phone);
    for (let send = 2; send <= MAX_SENDS; send++) {
      clock.advance(RESEND_AFTER_MS);
      expect((await b.call('POST', RESTORE.resend)).status).toBe(200);
    }
    clock.advance(RESEND_AFTER_MS);
    expect(await (await b.call('POST', RESTORE.resend)).json()).toEqual(EXPIRED_EN);
    expect(await (await b.call('POST', RESTORE.step2, { code: await lastCode(outbox, T1.phone) })).json()).toEqual(EXPIRED_EN);
  });
});

describe('resend (phone login only, after 90 s)', () => {
  it('refuses before 90 s with Retry-After, sends a new code at 90 s; the old code is then wrong', async () => {
    const { outbox, clock, browser } = fresh();
    const b = browser();
    await b.step1(T1.phone);
    const first = await lastCode(outbox, T1.phone);
    const early = await b.call('POST', RESTORE.resend);
    expect(early.status).toBe(429);
    expect(early.headers.get('Retry-After')).toBe('90');
    expect(await early.json()).toEqual({ errorMessage: 'A new code can be sent in 90 s.' });
    clock.advance(RESEND_AFTER_MS - 1000);
    const stillEarly = await b.call('POST', RESTORE.resend);
    expect(stillEarly.status).toBe(429);
    expect(stillEarly.headers.get('Retry-After')).toBe('1');
    clock.advance(1000);
    const resent = await b.call('POST', RESTORE.resend);
    expect(resent.status).toBe(200);
    expect(await resent.json()).toEqual({ resendIn: 90 });
    await deliveriesSettled();
    expect(outbox.smsTo(T1.phone)).toHaveLength(2);
    const second = await lastCode(outbox, T1.phone);
    if (second !== first) {
      const old = await b.call('POST', RESTORE.step2, { code: first });
      expect(await errorsOf(old)).toEqual({ code: 'code' });
    }
    expect((await b.call('POST', RESTORE.step2, { code: second })).status).toBe(200);
  });

  it('is refused in e-mail-login mode (a field error, the restore goes on), where step 1 answers resendIn null and the code goes by e-mail', async () => {
    const { outbox, clock, browser } = fresh({ emailLoginUsageEnabled: 'true' });
    const b = browser();
    const step1 = await b.step1('  Trainee@Example.com ');
    expect(await step1.json()).toEqual({ resendIn: null });
    const code = await lastCode(outbox, T1.email);
    expect(outbox.smsTo(T1.phone)).toHaveLength(0);
    const mail = outbox.mailTo(T1.email).at(-1)!;
    expect(mail.from).toBe('QA Academy <no-reply@qa-academy.example>');
    expect(mail.html).toContain(code);
    clock.advance(RESEND_AFTER_MS);
    const resend = await b.call('POST', RESTORE.resend);
    expect(resend.status).toBe(400);
    expect(await resend.json()).toEqual({ errors: { resend: 'phoneOnly' }, errorMessage: 'A code can be sent again only to a phone' });
    expect((await b.call('POST', RESTORE.step2, { code })).status).toBe(200);
    expect((await b.call('POST', RESTORE.update, { password: T1.password })).status).toBe(200);
    await deliveriesSettled();
    expect(outbox.mailTo(T1.email).at(-1)!.subject).toContain('пароль змінено');
    expect(outbox.smsTo(T1.phone), 'e-mail login: told by e-mail only').toHaveLength(0);
  });
});

describe('expiry', () => {
  it(`ends a restore ${RESTORE_TTL_MS / 60000} minutes after its code, and step 3 ${RESTORE_TTL_MS / 60000} minutes after the right code`, async () => {
    const { outbox, clock, browser } = fresh();
    const b = browser();
    await b.step1(T1.phone);
    const code = await lastCode(outbox, T1.phone);
    clock.advance(RESTORE_TTL_MS);
    expect(await (await b.call('POST', RESTORE.step2, { code })).json()).toEqual(EXPIRED_EN);

    const b2 = browser();
    await b2.step1(T1.phone);
    clock.advance(RESTORE_TTL_MS - 1);
    expect((await b2.call('POST', RESTORE.step2, { code: await lastCode(outbox, T1.phone) })).status).toBe(200);
    clock.advance(RESTORE_TTL_MS);
    expect(await (await b2.call('POST', RESTORE.update, { password: 'Passw0rd9' })).json()).toEqual(EXPIRED_EN);
  });

  it('says so in the caller language', async () => {
    const { browser } = fresh();
    const res = await browser('ru').call('POST', RESTORE.step2, { code: '123456' });
    expect(await res.json()).toEqual({ errors: { expired: 'expired' }, errorMessage: 'Время восстановления пароля истекло или попытки исчерпаны. Начните сначала.' });
  });
});

describe('no answer tells whether a login exists', () => {
  it('answers an unknown login exactly like a known one at every step, and sends nothing', async () => {
    const { outbox, clock, browser } = fresh();
    const known = browser();
    const unknown = browser();
    const a = await known.step1(T1.phone);
    const b = await unknown.step1('+380991112233');
    expect([a.status, await a.json()]).toEqual([b.status, await b.json()]);
    const shape = (res: Response) => res.headers.getSetCookie().map((l) => l.replace(/=[^;]*/, '=…').replace(/Max-Age=\d+/i, 'Max-Age=n'));
    expect(shape(a)).toEqual(shape(b));
    await deliveriesSettled();
    expect(outbox.entries.filter((e) => e.to === '+380991112233')).toEqual([]);

    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      const ra = await known.call('POST', RESTORE.step2, { code: '000001' });
      const rb = await unknown.call('POST', RESTORE.step2, { code: '000001' });
      expect([ra.status, await ra.json()]).toEqual([rb.status, await rb.json()]);
    }
    const early = [await known.call('POST', RESTORE.resend), await unknown.call('POST', RESTORE.resend)];
    expect([early[0]!.status, early[0]!.headers.get('Retry-After'), await early[0]!.json()]).toEqual([
      early[1]!.status,
      early[1]!.headers.get('Retry-After'),
      await early[1]!.json(),
    ]);
    clock.advance(RESEND_AFTER_MS);
    const resent = [await known.call('POST', RESTORE.resend), await unknown.call('POST', RESTORE.resend)];
    expect([resent[0]!.status, await resent[0]!.json()]).toEqual([resent[1]!.status, await resent[1]!.json()]);
    // Every code of the unknown login's restore is wrong, even the ones an attacker might guess.
    const last = [await known.call('POST', RESTORE.step2, { code: '000002' }), await unknown.call('POST', RESTORE.step2, { code: '000002' })];
    expect([last[0]!.status, await last[0]!.json()]).toEqual([last[1]!.status, await last[1]!.json()]);
  });

  it('answers a known login without waiting for the delivery (the same timing class as an unknown one)', async () => {
    let started = 0;
    let release = () => {};
    const hanging: SmsSender = { send: () => ((started += 1), new Promise<void>((resolve) => (release = resolve))) };
    days += 1;
    const clock = makeClock(t.clock.now + days * 24 * 3600 * SEC);
    const { app } = withOutbox(t, { adapters: { sms: hanging } }, clock);
    const b = new Browser(app, t);
    const answer = await Promise.race([b.step1(T1.phone), new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 5000))]);
    expect(answer).not.toBe('hung');
    expect((answer as Response).status).toBe(200);
    // The delivery did start, in the background.
    await vi.waitFor(() => expect(started).toBe(1));
    release();
    await deliveriesSettled();
  });
});

describe('bad input is 400 with per-field errors, never 500', () => {
  it('checks every field and the restore cookie', async () => {
    const { browser } = fresh();
    const b = browser();
    const cases: [string, unknown, Record<string, string>][] = [
      [RESTORE.step1, {}, { login: 'required', code: 'required' }],
      [RESTORE.step1, { login: '  ', code: 'X' }, { login: 'required' }],
      [RESTORE.step1, { login: 42, code: 'X' }, { login: 'required' }],
      [RESTORE.step1, { login: 'x'.repeat(300), code: 'X' }, { login: 'tooLong' }],
      [RESTORE.step2, {}, { code: 'required' }],
      [RESTORE.step2, { code: 'x'.repeat(40) }, { code: 'tooLong' }],
      [RESTORE.update, { password: '' }, { password: 'required' }],
      [RESTORE.update, { password: null }, { password: 'required' }],
    ];
    for (const [path, body, errors] of cases) {
      const res = await b.call('POST', path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(await errorsOf(res), `${path} ${JSON.stringify(body)}`).toEqual(errors);
    }
    const json = await b.app.call('POST', RESTORE.step2, { raw: '{"code":', ip: b.ip });
    expect(json.status).toBe(400);
    // Without a restore cookie (or with a forged one) each step is expired, not a 500.
    for (const [path, body] of [
      [RESTORE.step2, { code: '123456' }],
      [RESTORE.resend, undefined],
      [RESTORE.update, { password: 'Passw0rd9' }],
    ] as const) {
      const res = await b.app.call('POST', path, { body, cookie: `portal_restore=${'x'.repeat(200)}` });
      expect(res.status).toBe(400);
      expect(await errorsOf(res)).toEqual({ expired: 'expired' });
    }
  });

  it('reports a phone login that breaks phoneLocal on the login field, next to a wrong captcha', async () => {
    const { browser } = fresh();
    const b = browser();
    await b.captcha();
    const res = await b.call('POST', RESTORE.step1, { login: '12345', code: 'WRONG' });
    expect(res.status).toBe(400);
    expect(await errorsOf(res)).toEqual({ login: 'phoneLocal', code: 'captcha' });
    const right = await b.captcha();
    const res2 = await b.call('POST', RESTORE.step1, { login: '+1 555 0100', code: right });
    expect(await res2.json()).toEqual({ errors: { login: 'phoneLocal' } });
  });

  it('step 3 before a right code is expired (no password is set)', async () => {
    const { browser } = fresh();
    const b = browser();
    await b.step1(T1.phone);
    expect(await (await b.call('POST', RESTORE.update, { password: 'Passw0rd9' })).json()).toEqual(EXPIRED_EN);
  });
});

describe('rate limit', () => {
  it(`begins at most ${RESTORE_RATE.limit} restores per ${RESTORE_RATE.windowMs / 60000} minutes from one address`, async () => {
    const { clock, browser } = fresh();
    const b = browser();
    for (let i = 0; i < RESTORE_RATE.limit; i++) expect((await b.step1('+380990000000')).status).toBe(200);
    const refused = await b.step1('+380990000000');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    clock.advance(RESTORE_RATE.windowMs);
    expect((await b.step1('+380990000000')).status).toBe(200);
  });
});
