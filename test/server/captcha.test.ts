// The restore's captcha through the contract (issue 12; SPEC §7 GET /api/common/captcha.jpg, §5
// Forms "Restore" step 1; docs/api.md "Account"): a real JPEG, bound to the browser by an
// httpOnly cookie, single use, expiring, rate-limited. Issue 59 item 4 (WCAG 2.2 1.1.1): digits
// only, and the same challenge spoken in the request's language (GET /api/common/captcha.wav):
// a WAV of as many words as digits, the captcha of the last picture, new with each new picture.
// Time is the harness clock.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, WireLocale } from '../../api/common.ts';
import { AUDIO_SAMPLE_RATE, captchaAudio, readUlawWav } from '../../server/domain/captcha-audio.ts';
import { CAPTCHA_ALPHABET, CAPTCHA_HEIGHT, CAPTCHA_LENGTH, CAPTCHA_RATE, CAPTCHA_TTL_MS, CAPTCHA_WIDTH, captchaText } from '../../server/domain/captcha.ts';
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
  return { app, clock, browser: (ip?: string, language?: string) => new Browser(app, t, ip, language) };
}

const WRONG_CAPTCHA = {
  errors: { code: 'captcha' },
  errorMessage: 'The digits do not match the picture. Type the digits from the new picture.',
};
const step1 = (b: Browser, code: string) => b.call('POST', RESTORE.step1, { login: T1.phone, code });

describe('the image', () => {
  it(`is a JPEG of ${CAPTCHA_WIDTH}x${CAPTCHA_HEIGHT} with an httpOnly cookie for /api/common, new each time`, async () => {
    const { browser } = fresh();
    const b = browser();
    const res = await b.call('GET', `${RESTORE.captcha}?t=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toContain('no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
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

  it('is 6 digits: every character can be spoken in uk, ru and en (issue 59 item 4)', () => {
    expect(CAPTCHA_ALPHABET).toBe('0123456789');
    expect(CAPTCHA_LENGTH).toBe(6);
    let i = 0;
    const seq = [0, 0.5, 0.999999, 0.25, 0.75, 0.1];
    const text = captchaText(() => seq[i++ % seq.length]!);
    expect(text).toBe('059271');
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
    expect(await (await step1(b, text === '000000' ? '111111' : '000000')).json()).toEqual(WRONG_CAPTCHA);
    const right = await b.app.call('POST', RESTORE.step1, { body: { login: T1.phone, code: text }, cookie, ip: b.ip, headers: { 'Accept-Language': 'en' } });
    expect(await right.json()).toEqual(WRONG_CAPTCHA);
  });

  it('takes the digits with spaces', async () => {
    const { browser } = fresh();
    const b = browser();
    const text = await b.captcha();
    expect((await step1(b, ` ${text.slice(0, 3)} ${text.slice(3)} `)).status).toBe(200);
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
    const res = await step1(browser(), '123456');
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

// ---- Issue 59 item 4: the same challenge spoken (WCAG 2.2 1.1.1) -------------------------------

const DIGITS_DIR = new URL('../../server/assets/captcha-digits/', import.meta.url);
const LANGUAGES: Record<string, WireLocale> = { 'uk-UA': 'ua', 'ru-RU': 'ru', en: 'en' };

/** A WAV's format and samples, read as a player would (RIFF chunks; 16-bit PCM only). */
function readPcm(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  expect([tag(0), tag(8), tag(12), tag(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
  expect(view.getUint32(4, true)).toBe(bytes.length - 8);
  const format = { code: view.getUint16(20, true), channels: view.getUint16(22, true), rate: view.getUint32(24, true), bits: view.getUint16(34, true) };
  const length = view.getUint32(40, true) / 2;
  const samples = Float32Array.from({ length }, (_, i) => view.getInt16(44 + i * 2, true) / 32768);
  return { format, samples, seconds: length / format.rate };
}

/**
 * How many words a recording holds: stretches of 20 ms windows five times louder than its
 * quietest fifth, a pause of 200 ms or more between two (a digit's own short stops are not one).
 */
function wordsIn(samples: Float32Array): number {
  const win = AUDIO_SAMPLE_RATE / 50;
  const energy: number[] = [];
  for (let at = 0; at + win <= samples.length; at += win) {
    let sum = 0;
    for (let i = at; i < at + win; i++) sum += samples[i]! ** 2;
    energy.push(Math.sqrt(sum / win));
  }
  const floor = [...energy].sort((a, b) => a - b)[Math.floor(energy.length / 5)]!;
  let words = 0;
  let quiet = Infinity;
  for (const e of energy) {
    if (e <= floor * 5) quiet += 1;
    else {
      if (quiet >= 10) words += 1;
      quiet = 0;
    }
  }
  return words;
}

const listen = async (b: Browser) => {
  const res = await b.call('GET', `${RESTORE.captchaAudio}?t=1`);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
};

describe('the recording', () => {
  it('speaks the challenge of the picture: audio/wav, 16 kHz mono 16-bit, as long as 6 digits take, and does not use it up', async () => {
    const { browser } = fresh();
    const b = browser();
    const text = await b.captcha();
    const token = b.jar.get('portal_captcha')!;
    const { res, bytes } = await listen(b);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    const { format, samples, seconds } = readPcm(bytes);
    expect(format).toEqual({ code: 1, channels: 1, rate: 16000, bits: 16 });
    // Each digit is 0.2-0.55 s spoken, the pauses 0.45-0.8 s, with 1.1 s of silence around.
    expect(seconds).toBeGreaterThan(CAPTCHA_LENGTH * 0.6);
    expect(seconds).toBeLessThan(CAPTCHA_LENGTH * 1.4 + 1.1);
    expect(wordsIn(samples)).toBe(CAPTCHA_LENGTH);
    // Exactly the recording of the captcha this cookie holds, the one its picture shows.
    expect(Buffer.from(bytes).equals(Buffer.from(await captchaAudio(text, 'en', token)))).toBe(true);
    // The same challenge sounds the same when asked again (nothing to average out).
    expect(Buffer.from((await listen(b)).bytes).equals(Buffer.from(bytes))).toBe(true);
    // An <audio src> sends no X-Requested-With: it is served all the same.
    const bare = await b.app.call('GET', RESTORE.captchaAudio, { cookie: b.cookie, ip: b.ip, noRequestedWith: true });
    expect([bare.status, bare.headers.get('content-type')]).toEqual([200, 'audio/wav']);
    // Listening does not use the captcha up: the person then types what they heard.
    expect((await step1(b, text)).status).toBe(200);
  });

  it('is in the language of the request (the page): uk, ru and en, each its own clips', async () => {
    const { browser } = fresh();
    const heard = new Map<WireLocale, Buffer>();
    for (const [language, locale] of Object.entries(LANGUAGES)) {
      const b = browser(undefined, language);
      const text = await b.captcha();
      const { res, bytes } = await listen(b);
      expect(res.status).toBe(200);
      expect(Buffer.from(bytes).equals(Buffer.from(await captchaAudio(text, locale, b.jar.get('portal_captcha')!))), language).toBe(true);
      heard.set(locale, Buffer.from(await captchaAudio('123456', locale, 'one seed')));
    }
    expect(new Set([...heard.values()].map((b) => b.toString('base64'))).size).toBe(3);
  });

  it('a new picture is a new challenge for the recording too; the old cookie has none', async () => {
    const { browser } = fresh();
    const b = browser();
    const first = await b.captcha();
    const firstCookie = b.cookie;
    const before = (await listen(b)).bytes;
    const second = await b.captcha();
    const token = b.jar.get('portal_captcha')!;
    const after = (await listen(b)).bytes;
    expect(Buffer.from(after).equals(Buffer.from(before))).toBe(false);
    expect(Buffer.from(after).equals(Buffer.from(await captchaAudio(second, 'en', token)))).toBe(true);
    if (second !== first) expect(Buffer.from(after).equals(Buffer.from(await captchaAudio(first, 'en', token)))).toBe(false);
    const old = await b.app.call('GET', RESTORE.captchaAudio, { cookie: firstCookie, ip: b.ip });
    expect(old.status).toBe(404);
  });

  it('is 404 without a captcha, once it is used and once it has expired', async () => {
    const { browser, clock } = fresh();
    const b = browser();
    expect((await listen(b)).res.status).toBe(404);
    const text = await b.captcha();
    const cookie = b.cookie;
    await step1(b, text);
    expect((await b.app.call('GET', RESTORE.captchaAudio, { cookie, ip: b.ip })).status).toBe(404);
    await b.captcha();
    clock.advance(CAPTCHA_TTL_MS);
    expect((await listen(b)).res.status).toBe(404);
  });

  it(`gives ${CAPTCHA_RATE.limit} recordings per ${CAPTCHA_RATE.windowMs / 60000} minutes to one address, counted apart from the pictures`, async () => {
    const { browser, clock } = fresh();
    const b = browser('192.0.2.46');
    await b.captcha();
    for (let i = 0; i < CAPTCHA_RATE.limit; i++) expect((await listen(b)).res.status).toBe(200);
    const refused = (await listen(b)).res;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBe(CAPTCHA_RATE.windowMs / 1000);
    expect((await b.call('GET', RESTORE.captcha)).status).toBe(200);
    clock.advance(CAPTCHA_RATE.windowMs);
    await b.captcha();
    expect((await listen(b)).res.status).toBe(200);
  });

  it('holds as many words as digits, in every language, over many challenges', async () => {
    for (const locale of Object.values(LANGUAGES)) {
      for (let n = 0; n < 12; n++) {
        const digits = String((n * 7919 + 104729) % 1_000_000).padStart(6, '0');
        const { samples } = readPcm(await captchaAudio(digits, locale, `seed ${n}`));
        expect(wordsIn(samples), `${locale} ${digits}`).toBe(digits.length);
      }
    }
  });

  it('is built from small committed clips: 10 digits per language, 16 kHz µ-law, 0.15-0.7 s each, under 250 kB in all', () => {
    let total = 0;
    for (const locale of Object.values(LANGUAGES)) {
      const dir = new URL(`${locale}/`, DIGITS_DIR);
      expect(readdirSync(dir).sort()).toEqual([...CAPTCHA_ALPHABET].map((d) => `${d}.wav`));
      for (const digit of CAPTCHA_ALPHABET) {
        const file = new URL(`${digit}.wav`, dir);
        total += statSync(file).size;
        const seconds = readUlawWav(new Uint8Array(readFileSync(file)), `${locale}/${digit}`).length / AUDIO_SAMPLE_RATE;
        expect(seconds, `${locale}/${digit}`).toBeGreaterThan(0.15);
        expect(seconds, `${locale}/${digit}`).toBeLessThan(0.7);
      }
    }
    expect(total).toBeLessThan(250_000);
  });

  it('is listed in the OpenAPI document with its content type, as the picture is with its own', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as { paths: Record<string, { get: { responses: Record<string, { content: object }> } }> };
    expect(Object.keys(doc.paths['/api/common/captcha.wav']!.get.responses['200']!.content)).toEqual(['audio/wav']);
    expect(Object.keys(doc.paths['/api/common/captcha.jpg']!.get.responses['200']!.content)).toEqual(['image/jpeg']);
  });
});
