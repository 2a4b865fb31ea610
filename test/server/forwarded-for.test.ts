// Issue 59 item 9: behind a trusted proxy the client is the hop that proxy appended to
// X-Forwarded-For, the rightmost (TRUST_PROXY=n: the n-th from the right), never what the
// client wrote to its left; docs/operations.md "Behind a reverse proxy". Seen through the
// rate limits that count per address group: login backoff and captcha images.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_RATE } from '../../server/domain/captcha.ts';
import { FREE_FAILURES } from '../../server/domain/login-backoff.ts';
import { makeClock, makeTestApp, T2, type TestApp } from './harness.ts';

const HOUR = 60 * 60 * 1000;
let t: TestApp;
let days = 0;

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** An app trusting `trustProxy` on its own clock, a day after the last one's, with the peer `peer`. */
function appOf(trustProxy: boolean | number, peer = '192.0.2.250') {
  days += 1;
  const app = t.appWith({ trustProxy, remoteAddress: () => peer }, makeClock(t.clock.now + days * 24 * HOUR));
  const login = (forwardedFor: string | undefined, password = 'Wrong1234') =>
    app.app.request('/api/common/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...(forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor }) },
      body: JSON.stringify({ login: T2.phone, password }),
    });
  return { app, login };
}

let forged = 0;
/** A new made-up leftmost hop each time: what an attacker writes to look like someone new. */
const forgedHop = () => `203.0.113.${++forged % 250}`;

describe('X-Forwarded-For behind one trusted proxy (TRUST_PROXY=true)', () => {
  it('counts failures for the hop the proxy appended, whatever the client wrote before it', async () => {
    const { login } = appOf(true);
    for (let i = 0; i <= FREE_FAILURES; i++) expect((await login(`${forgedHop()}, 198.51.100.20`)).status).toBe(400);
    // A fresh forged hop each time changes nothing: the same client waits.
    const refused = await login(`${forgedHop()}, ${forgedHop()}, 198.51.100.20`, T2.password);
    expect(refused.status).toBe(429);
    expect((await login('198.51.100.20', T2.password)).status).toBe(429);
    // The forged hop alone is someone else, whom the proxy saw as such.
    expect((await login('203.0.113.9, 198.51.100.21', T2.password)).status).toBe(200);
  });

  it('limits captcha images per client however the leftmost hop changes', async () => {
    const { app } = appOf(true);
    const image = (forwardedFor: string) => app.app.request('/api/common/captcha.jpg', { headers: { 'X-Forwarded-For': forwardedFor } });
    for (let i = 0; i < CAPTCHA_RATE.limit; i++) expect((await image(`${forgedHop()}, 198.51.100.22`)).status).toBe(200);
    expect((await image(`${forgedHop()}, 198.51.100.22`)).status).toBe(429);
    expect((await image('198.51.100.23')).status).toBe(200);
  });

  it('takes the connection peer when the header is missing or empty', async () => {
    const { login } = appOf(true, '192.0.2.251');
    for (let i = 0; i <= FREE_FAILURES; i++) expect((await login(i % 2 ? undefined : ' , ')).status).toBe(400);
    expect((await login(undefined, T2.password)).status).toBe(429);
  });
});

describe('X-Forwarded-For behind a chain of trusted proxies (TRUST_PROXY=2)', () => {
  it('takes the second hop from the right: the one the outer proxy appended', async () => {
    const { login } = appOf(2);
    for (let i = 0; i <= FREE_FAILURES; i++) expect((await login(`${forgedHop()}, 198.51.100.30, 10.0.0.${i + 1}`)).status).toBe(400);
    expect((await login(`${forgedHop()}, 198.51.100.30, 10.0.0.9`, T2.password)).status).toBe(429);
    // The inner proxy's own address is not the client: another client behind it logs in.
    expect((await login('198.51.100.31, 10.0.0.1', T2.password)).status).toBe(200);
  });

  it('with fewer hops than proxies, the leftmost (a proxy wrote it)', async () => {
    const { login } = appOf(2);
    for (let i = 0; i <= FREE_FAILURES; i++) expect((await login('198.51.100.32')).status).toBe(400);
    expect((await login('198.51.100.32, 10.0.0.1', T2.password)).status).toBe(429);
  });
});

describe('without a trusted proxy', () => {
  it('ignores X-Forwarded-For and counts the connection peer', async () => {
    const { login } = appOf(false, '192.0.2.252');
    for (let i = 0; i <= FREE_FAILURES; i++) expect((await login(`${forgedHop()}, 198.51.100.${40 + i}`)).status).toBe(400);
    expect((await login('198.51.100.49', T2.password)).status).toBe(429);
  });
});
