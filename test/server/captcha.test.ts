// The restore's captcha through the contract (issue 12; SPEC §7 GET /api/common/captcha.jpg, §5
// Forms "Restore" step 1; docs/api.md "Account"): a real JPEG, bound to the browser by an
// httpOnly cookie, single use, expiring, rate-limited. Time is the harness clock.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../api/common.ts';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, CAPTCHA_RATE, CAPTCHA_TTL_MS, captchaText } from '../../server/domain/captcha.ts';
import { makeClock, makeTestApp, T1, type TestApp } from './harness.ts';
import { Browser, RESTORE, withOutbox } from './restore-kit.ts';

let t: TestApp;
let days = 0;

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});

function fresh() {
  days += 1;
  const clock = makeClock(t.clock.now + days * 24 * 3600 * 1000);
  const { app } = withOutbox(t, {}, clock);
  return { app, clock, browser: (ip?: string) => new Browser(app, t, ip) };
}

const WRONG_CAPTCHA = {
  errors: { code: 'captcha' },
  errorMessage: 'The characters from the picture do not match. Type the characters from the new picture.',
};
const step1 = (b: Browser, code: string) => b.call('POST', RESTORE.step1, { login: T1.phone, code });

describe('the image', () => {
  it('is a JPEG of 180x64 with an httpOnly cookie for /api/common, new each time', async () => {
    const { browser } = fresh();
    const b = browser();
    const res = await b.call('GET', `${RESTORE.captcha}?t=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toContain('no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 180, 64]);
    const cookie = res.headers.getSetCookie().find((l) => l.startsWith('portal_captcha='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/api\/common/);
    expect(cookie).toMatch(/Max-Age=300/);
    // An <img src> sends no X-Requested-With: the image is served all the same.
    const bare = await b.app.call('GET', RESTORE.captcha, { noRequestedWith: true });
    expect([bare.status, bare.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    const again = new Uint8Array(await (await b.call('GET', RESTORE.captcha)).arrayBuffer());
    expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(false);
  });

  it('draws from an alphabet without look-alike characters', () => {
    for (const ch of '0O1IL2Z5S8BQ') expect(CAPTCHA_ALPHABET).not.toContain(ch);
    let i = 0;
    const seq = [0, 0.5, 0.999999, 0.25, 0.75];
    const text = captchaText(() => seq[i++ % seq.length]!);
    expect(text).toHaveLength(CAPTCHA_LENGTH);
    expect([...text].every((ch) => CAPTCHA_ALPHABET.includes(ch))).toBe(true);
  });
});

describe('single use', () => {
  it('refuses a captcha used once already, even with the right text', async () => {
    const { browser } = fresh();
    const b = browser();
    const text = await b.captcha();
    const cookie = b.cookie;
    expect((await step1(b, text)).status).toBe(200);
    // The browser's cookie is cleared; a replay of the old one is refused.
    const replay = await b.app.call('POST', RESTORE.step1, { body: { login: T1.phone, code: text }, cookie, ip: b.ip, headers: { 'Accept-Language': 'en' } });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual(WRONG_CAPTCHA);
  });

  it('is used up by a wrong attempt too', async () => {
    const { browser } = fresh();
    const b = browser();
    const text = await b.captcha();
    const cookie = b.cookie;
    expect(await (await step1(b, 'AAAAA' === text ? 'CCCCC' : 'AAAAA')).json()).toEqual(WRONG_CAPTCHA);
    const right = await b.app.call('POST', RESTORE.step1, { body: { login: T1.phone, code: text }, cookie, ip: b.ip, headers: { 'Accept-Language': 'en' } });
    expect(await right.json()).toEqual(WRONG_CAPTCHA);
  });

  it('takes the text in any case and with spaces', async () => {
    const { browser } = fresh();
    const b = browser();
    const text = await b.captcha();
    expect((await step1(b, ` ${text.slice(0, 2).toLowerCase()} ${text.slice(2)} `)).status).toBe(200);
  });

  it('holds one captcha per browser: a new image ends the one before', async () => {
    const { browser } = fresh();
    const b = browser();
    const first = await b.captcha();
    const firstCookie = b.cookie;
    await b.captcha();
    const old = await b.app.call('POST', RESTORE.step1, { body: { login: T1.phone, code: first }, cookie: firstCookie, ip: b.ip });
    expect(((await old.json()) as ErrorBody).errors).toEqual({ code: 'captcha' });
  });

  it('is refused without a captcha cookie', async () => {
    const { browser } = fresh();
    const res = await step1(browser(), 'ACDEF');
    expect(await res.json()).toEqual(WRONG_CAPTCHA);
  });
});

describe('expiry', () => {
  it(`lasts ${CAPTCHA_TTL_MS / 60000} minutes`, async () => {
    const { browser, clock } = fresh();
    const b = browser();
    const text = await b.captcha();
    clock.advance(CAPTCHA_TTL_MS);
    expect(await (await step1(b, text)).json()).toEqual(WRONG_CAPTCHA);
    const b2 = browser();
    const text2 = await b2.captcha();
    clock.advance(CAPTCHA_TTL_MS - 1);
    expect((await step1(b2, text2)).status).toBe(200);
  });
});

describe('rate limit', () => {
  it(`gives ${CAPTCHA_RATE.limit} images per ${CAPTCHA_RATE.windowMs / 60000} minutes to one address, then 429 with Retry-After`, async () => {
    const { browser, clock } = fresh();
    const b = browser('192.0.2.44');
    for (let i = 0; i < CAPTCHA_RATE.limit; i++) {
      const res = await b.call('GET', RESTORE.captcha);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const refused = await b.call('GET', RESTORE.captcha);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBe(CAPTCHA_RATE.windowMs / 1000);
    expect(await refused.json()).toEqual({ errorMessage: `Too many picture requests. Try again in ${CAPTCHA_RATE.windowMs / 1000} s.` });
    // Another address is not affected; the window passes.
    expect((await browser('192.0.2.45').call('GET', RESTORE.captcha)).status).toBe(200);
    clock.advance(CAPTCHA_RATE.windowMs);
    expect((await b.call('GET', RESTORE.captcha)).status).toBe(200);
  });
});
