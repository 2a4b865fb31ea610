// Login throttling (docs/operations.md "Rate limits", server/domain/login-backoff.ts): a
// backoff per (account, address group) that slows an attacker and never locks the owner out.
// Time is the harness clock; nothing sleeps.
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../../server/db/schema.ts';
import { BACKOFF_CAP_MS, BUSY_ADDRESS_FAILURES, FREE_FAILURES } from '../../server/domain/login-backoff.ts';
import { makeClock, makeTestApp, T1, T2, type Clock, type TestApp } from './harness.ts';

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

  it('NAT neighbours: failures of other accounts from a shared address never refuse a correct password', async () => {
    const { clock, tryLogin } = fresh();
    const nat = '192.0.2.200';
    for (let i = 0; i < 20; i++) await fail(clock, tryLogin, `+38050100${String(i).padStart(4, '0')}`, nat);
    expect((await tryLogin(T1.phone, T1.password, nat)).status).toBe(200);
    for (let i = 20; i < BUSY_ADDRESS_FAILURES; i++) await fail(clock, tryLogin, `+38050100${String(i).padStart(4, '0')}`, nat);
    // The address is busy now (credential stuffing), yet an account without failures from it
    // has its password checked: right logs in, wrong is a plain 400.
    expect((await tryLogin(T2.phone, T2.password, nat)).status).toBe(200);
    expect((await tryLogin('+380509990001', 'Wrong1234', nat)).status).toBe(400);
  });

  it('on a busy address an account that failed there waits the full 60 s after each failure', async () => {
    const { clock, tryLogin } = fresh();
    const busy = '192.0.2.201';
    for (let i = 0; i < BUSY_ADDRESS_FAILURES; i++) await fail(clock, tryLogin, `+38050200${String(i).padStart(4, '0')}`, busy);
    expect((await tryLogin(T1.phone, 'Wrong1234', busy)).status).toBe(400);
    const res = await tryLogin(T1.phone, T1.password, busy);
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('60');
    expect((await tryLogin(T1.phone, T1.password, '192.0.2.202')).status).toBe(200); // elsewhere: no wait
    clock.advance(60 * SEC);
    expect((await tryLogin(T1.phone, T1.password, busy)).status).toBe(200);
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
  it('keeps one row per failure for the pair and one for the address, clears the pair on success, forgets old rows', async () => {
    const { clock, tryLogin } = fresh();
    const ip = '192.0.2.77';
    await fail(clock, tryLogin, '+380501110000', ip);
    await fail(clock, tryLogin, T1.phone, ip);
    const keys = async () => (await t.db.select().from(loginFailures).where(like(loginFailures.key, `%192.0.2.77%`))).map((r) => r.key).sort();
    expect(await keys()).toEqual(['addr:192.0.2.77', 'addr:192.0.2.77', 'pair:192.0.2.77 +380501110000', 'pair:192.0.2.77 +380501234567']);
    expect((await tryLogin(T1.phone, T1.password, ip)).status).toBe(200);
    expect(await keys()).toEqual(['addr:192.0.2.77', 'addr:192.0.2.77', 'pair:192.0.2.77 +380501110000']);
    clock.advance(15 * 60 * SEC + 1);
    await fail(clock, tryLogin, '+380501110000', '192.0.2.78');
    expect(await keys()).toEqual([]);
    const rows = await t.db.select().from(loginFailures).where(eq(loginFailures.key, 'addr:192.0.2.78'));
    expect(rows).toHaveLength(1);
  });
});
