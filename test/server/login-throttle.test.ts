// Login throttling (docs/operations.md "Rate limits", server/domain/login-backoff.ts): a
// backoff per (account, address group) that slows an attacker and never locks the owner out,
// and a captcha for every login from an address group where many accounts failed (password
// spraying, issue 59 item 10).
// Time is the harness clock; nothing sleeps.
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../../server/db/schema.ts';
import { CAPTCHA_RATE } from '../../server/domain/captcha.ts';
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, BUSY_GROUP_ACCOUNTS, FREE_FAILURES } from '../../server/domain/login-backoff.ts';
import { makeClock, makeTestApp, T1, T2, type Clock, type TestApp } from './harness.ts';
import { Browser } from './restore-kit.ts';

const SEC = 1000;
const HOUR = 60 * 60 * SEC;
let t: TestApp;
let hours = 0;

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** An app on its own clock, a day after the last one's, so that no test sees another's failures. */
function fresh(): { clock: Clock; tryLogin: (login: string, password: string, ip: string) => Promise<Response> } {
  hours += 24;
  const clock = makeClock(t.clock.now + hours * HOUR);
  const app = t.appWith({}, clock);
  const tryLogin = (login: string, password: string, ip: string) =>
    app.call('POST', '/api/common/login', { body: { login, password }, ip, headers: { 'Accept-Language': 'en' } });
  return { clock, tryLogin };
}

/** A wrong password of `login` from `ip`, waiting out (on the fake clock) any backoff first. */
async function fail(clock: Clock, tryLogin: ReturnType<typeof fresh>['tryLogin'], login: string, ip: string) {
  let res = await tryLogin(login, 'Wrong1234', ip);
  if (res.status === 429) {
    clock.advance(Number(res.headers.get('Retry-After')) * SEC);
    res = await tryLogin(login, 'Wrong1234', ip);
  }
  expect(res.status).toBe(400);
}

describe('backoff per account and address', () => {
  it('lets two failures pass, then waits 1 s, 2 s, 4 s … up to 60 s, told in the message and Retry-After', async () => {
    const { clock, tryLogin } = fresh();
    const ip = '198.51.100.10';
    for (let i = 0; i < FREE_FAILURES; i++) expect((await tryLogin(T2.phone, 'Wrong1234', ip)).status).toBe(400);
    const waits: number[] = [];
    for (let failures = FREE_FAILURES + 1; failures <= FREE_FAILURES + 9; failures++) {
      expect((await tryLogin(T2.phone, 'Wrong1234', ip)).status).toBe(400);
      const refused = await tryLogin(T2.phone, T2.password, ip); // not checked: the right password does not help
      expect(refused.status).toBe(429);
      const seconds = Number(refused.headers.get('Retry-After'));
      expect(await refused.json()).toEqual({ errorMessage: `Too many failed login attempts. Try again in ${seconds} s.` });
      waits.push(seconds);
      clock.advance(seconds * SEC - 1);
      expect((await tryLogin(T2.phone, T2.password, ip)).status, 'a millisecond early').toBe(429);
      clock.advance(1);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    expect(BACKOFF_CAP_MS).toBe(60 * SEC);
    // The wait is over: the right password logs in, and the pair starts again from nothing.
    expect((await tryLogin(T2.phone, T2.password, ip)).status).toBe(200);
    for (let i = 0; i < FREE_FAILURES; i++) expect((await tryLogin(T2.phone, 'Wrong1234', ip)).status).toBe(400);
    expect((await tryLogin(T2.phone, T2.password, ip)).status).toBe(200);
  });

  it('does not lengthen the wait for attempts refused during it', async () => {
    const { clock, tryLogin } = fresh();
    const ip = '198.51.100.11';
    for (let i = 0; i < FREE_FAILURES + 2; i++) await fail(clock, tryLogin, T2.phone, ip);
    for (let i = 0; i < 5; i++) expect((await tryLogin(T2.phone, 'Wrong1234', ip)).headers.get('Retry-After')).toBe('2');
    clock.advance(2 * SEC);
    expect((await tryLogin(T2.phone, T2.password, ip)).status).toBe(200);
  });

  it('forgets failures 15 minutes old', async () => {
    const { clock, tryLogin } = fresh();
    const ip = '198.51.100.12';
    for (let i = 0; i < 12; i++) await fail(clock, tryLogin, T1.phone, ip);
    clock.advance(15 * 60 * SEC);
    for (let i = 0; i < FREE_FAILURES; i++) expect((await tryLogin(T1.phone, 'Wrong1234', ip)).status).toBe(400);
    expect((await tryLogin(T1.phone, T1.password, ip)).status).toBe(200);
  });

  it('counts parallel attempts of one pair as they come: after the free failures a burst gets one check', async () => {
    const { clock, tryLogin } = fresh();
    const ip = '198.51.100.13';
    for (let i = 0; i < FREE_FAILURES; i++) await fail(clock, tryLogin, T1.phone, ip);
    const statuses = await Promise.all(Array.from({ length: 10 }, () => tryLogin(T1.phone, 'Wrong1234', ip).then((r) => r.status)));
    expect(statuses.filter((s) => s === 400)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
  });
});

describe('the owner is never locked out by someone else', () => {
  it('logs in from their own address after 5 and after 20 failures of an attacker elsewhere', async () => {
    const { clock, tryLogin } = fresh();
    const attacker = '203.0.113.66';
    for (let i = 0; i < 5; i++) await fail(clock, tryLogin, T1.phone, attacker);
    expect((await tryLogin(T1.phone, T1.password, '192.0.2.10')).status).toBe(200);
    for (let i = 5; i < 20; i++) await fail(clock, tryLogin, T1.phone, attacker);
    expect((await tryLogin(T1.phone, 'Wrong1234', attacker)).status).toBe(429); // the attacker waits…
    expect((await tryLogin(T1.phone, T1.password, '192.0.2.10')).status).toBe(200); // …the owner does not
    expect((await tryLogin(T1.phone, T1.password, '2001:db8:aa:1::5')).status).toBe(200);
  });

  it('NAT neighbours: failures of fewer than BUSY_GROUP_ACCOUNTS other accounts from a shared address never refuse a correct password', async () => {
    const { clock, tryLogin } = fresh();
    const nat = '192.0.2.200';
    // Many failures, of few accounts: a typo or two each is no spraying.
    for (let i = 0; i < 30; i++) await fail(clock, tryLogin, `+38050100${String(i % (BUSY_GROUP_ACCOUNTS - 2)).padStart(4, '0')}`, nat);
    expect((await tryLogin(T1.phone, T1.password, nat)).status).toBe(200);
    expect((await tryLogin('+380509990001', 'Wrong1234', nat)).status).toBe(400);
  });
});

/** `count` accounts that exist nowhere, each tried once with one password from `ip`: password spraying. */
async function spray(clock: Clock, tryLogin: ReturnType<typeof fresh>['tryLogin'], ip: string | ((i: number) => string), count = BUSY_GROUP_ACCOUNTS) {
  for (let i = 0; i < count; i++) await fail(clock, tryLogin, `+38050300${String(i).padStart(4, '0')}`, typeof ip === 'string' ? ip : ip(i));
}

describe('password spraying (issue 59 item 10)', () => {
  /** A browser at `ip` on its own clock: it holds the captcha cookie as a page would. */
  function browserAt(ip: string) {
    const { clock, tryLogin } = fresh();
    const browser = new Browser(t.appWith({}, clock), t, ip);
    const login = (login: string, password: string, code?: string) =>
      browser.call('POST', '/api/common/login', { login, password, ...(code === undefined ? {} : { code }) });
    return { clock, tryLogin, browser, login };
  }
  const CAPTCHA_ASKED = {
    errors: { code: 'captcha' },
    errorMessage: 'There were many failed logins from your network. To log in, also type the digits from the picture.',
  };

  it('after BUSY_GROUP_ACCOUNTS accounts failed from an address, every login from it needs the captcha, the right password too', async () => {
    const { clock, tryLogin, browser, login } = browserAt('198.51.100.60');
    await spray(clock, tryLogin, '198.51.100.60');
    // A new account, one never tried from here: not checked without the captcha, and not counted.
    for (const [who, password] of [
      ['+380503009999', 'Wrong1234'],
      [T2.phone, T2.password],
    ]) {
      const res = await login(who!, password!);
      expect(res.status, who).toBe(400);
      expect(await res.json()).toEqual(CAPTCHA_ASKED);
    }
    // With the captcha read right the password is checked: wrong is the usual 400, right logs in.
    expect(await (await login('+380503009999', 'Wrong1234', await browser.captcha())).json()).toEqual({ errorMessage: 'Wrong login or password' });
    expect((await login(T2.phone, T2.password, await browser.captcha())).status).toBe(200);
  });

  it('takes one captcha per attempt: a wrong or a used one is refused and says so', async () => {
    const { clock, tryLogin, browser, login } = browserAt('198.51.100.61');
    await spray(clock, tryLogin, '198.51.100.61');
    const code = await browser.captcha();
    const wrong = await login(T2.phone, T2.password, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { errors: unknown }).errors).toEqual({ code: 'captcha' });
    // The attempt used the captcha up: read right afterwards, it is still refused.
    expect((await login(T2.phone, T2.password, code)).status).toBe(400);
    expect((await login(T2.phone, T2.password, await browser.captcha())).status).toBe(200);
  });

  it('slows the address group as a whole: an IPv6 /64 cannot rotate out of it, and its attempts are as few as its captcha pictures', async () => {
    const { clock, tryLogin, browser, login } = browserAt('2001:db8:59:10::1');
    await spray(clock, tryLogin, (i) => `2001:db8:59:10::${(i + 2).toString(16)}`);
    expect(await (await login('+380503009998', 'Wrong1234')).json()).toEqual(CAPTCHA_ASKED);
    // Each attempt needs a picture of its own, and the group gets CAPTCHA_RATE.limit of them in its window.
    let attempts = 0;
    for (;;) {
      const picture = await browser.call('GET', '/api/common/captcha.jpg');
      if (picture.status === 429) break;
      await picture.arrayBuffer();
      attempts++;
      if (attempts > CAPTCHA_RATE.limit) break;
    }
    expect(attempts).toBe(CAPTCHA_RATE.limit);
  });

  it('never delays the owners: elsewhere no captcha and no wait; behind the busy address, the captcha and their own backoff only', async () => {
    const { clock, tryLogin, browser, login } = browserAt('198.51.100.62');
    await fail(clock, tryLogin, T1.phone, '198.51.100.62'); // the owner's own typo there, before
    await spray(clock, tryLogin, '198.51.100.62');
    for (let i = 0; i < 3; i++) await fail(clock, tryLogin, T1.phone, '198.51.100.99'); // and three at home
    // Elsewhere: their own pair, no captcha, no wait beyond it.
    clock.advance(BACKOFF_BASE_MS);
    expect((await tryLogin(T1.phone, T1.password, '192.0.2.63')).status).toBe(200);
    // Behind the busy address: with the captcha at once (one failure of their own: no wait), not after the 60 s cap.
    expect((await login(T1.phone, T1.password, await browser.captcha())).status).toBe(200);
  });
});

describe('address groups', () => {
  /** Fails FREE_FAILURES + 1 times from `from`; whether `to` is then refused for the same account. */
  async function sharesBackoff(from: string, to: string): Promise<boolean> {
    const { clock, tryLogin } = fresh();
    for (let i = 0; i <= FREE_FAILURES; i++) await fail(clock, tryLogin, T2.phone, from);
    const res = await tryLogin(T2.phone, T2.password, to);
    expect([200, 429]).toContain(res.status);
    return res.status === 429;
  }

  it('counts 127.0.0.1 and ::1 (and ::ffff:127.0.0.1) as one address', async () => {
    expect(await sharesBackoff('127.0.0.1', '::1')).toBe(true);
    expect(await sharesBackoff('::1', '::ffff:127.0.0.1')).toBe(true);
  });

  it('counts two IPv6 addresses of one /64 together and two /64s apart', async () => {
    expect(await sharesBackoff('2001:db8:5:6::1', '2001:db8:5:6:ffff:1:2:3')).toBe(true);
    expect(await sharesBackoff('2001:db8:5:6::1', '2001:db8:5:7::1')).toBe(false);
  });

  it('counts IPv4 per address and an IPv4-mapped address as the IPv4 one', async () => {
    expect(await sharesBackoff('192.0.2.50', '::ffff:192.0.2.50')).toBe(true);
    expect(await sharesBackoff('192.0.2.50', '192.0.2.51')).toBe(false);
  });
});

describe('storage', () => {
  it('keeps one row per failure for the pair and one per account for the address group, clears the pair on success, forgets old rows', async () => {
    const { clock, tryLogin } = fresh();
    const ip = '192.0.2.77';
    await fail(clock, tryLogin, '+380501110000', ip);
    await fail(clock, tryLogin, '+380501110000', ip); // the same account again: the group counts it once
    await fail(clock, tryLogin, T1.phone, ip);
    const keys = async () => (await t.db.select().from(loginFailures).where(like(loginFailures.key, `%192.0.2.77%`))).map((r) => r.key).sort();
    expect(await keys()).toEqual([
      'acct:192.0.2.77',
      'acct:192.0.2.77',
      'pair:192.0.2.77 +380501110000',
      'pair:192.0.2.77 +380501110000',
      'pair:192.0.2.77 +380501234567',
    ]);
    expect((await tryLogin(T1.phone, T1.password, ip)).status).toBe(200);
    expect(await keys()).toEqual(['acct:192.0.2.77', 'acct:192.0.2.77', 'pair:192.0.2.77 +380501110000', 'pair:192.0.2.77 +380501110000']);
    // A success with no failure before takes its own group row back.
    expect((await tryLogin(T2.phone, T2.password, ip)).status).toBe(200);
    expect(await keys()).toHaveLength(4);
    clock.advance(15 * 60 * SEC + 1);
    await fail(clock, tryLogin, '+380501110000', '192.0.2.78');
    expect(await keys()).toEqual([]);
    const rows = await t.db.select().from(loginFailures).where(eq(loginFailures.key, 'acct:192.0.2.78'));
    expect(rows).toHaveLength(1);
  });
});
