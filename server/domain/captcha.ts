// The restore's captcha (issue 12; SPEC §7 GET /api/common/captcha.jpg, §5 Forms "Restore" step 1):
// a JPEG drawn with sharp from an SVG of CAPTCHA_LENGTH distorted characters over noise, from an
// alphabet without look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). The answer is kept server-side
// under the sha256 of a random token that the browser holds in the httpOnly `portal_captcha`
// cookie; it lasts CAPTCHA_TTL_MS and the first attempt uses it up, right or wrong
// (checkCaptcha). Images are rate-limited per address group (CAPTCHA_RATE).
import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/connect.ts';
import { captchas } from '../db/schema.ts';
import type { Random } from './exams/handles.ts';
import type { RateRule } from './restore/rate-events.ts';

export const CAPTCHA_ALPHABET = 'ACDEFGHJKMNPRTUVWXY34679';
export const CAPTCHA_LENGTH = 5;
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
export const CAPTCHA_WIDTH = 180;
export const CAPTCHA_HEIGHT = 64;
/** 60 images per 10 minutes per address group: a person refreshing now and then never meets it. */
export const CAPTCHA_RATE: RateRule = { windowMs: 10 * 60 * 1000, limit: 60, messageKey: 'captcha.throttled' };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const pickFrom = (random: Random, n: number) => Math.min(n - 1, Math.floor(random() * n));

export function captchaText(random: Random): string {
  let out = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) out += CAPTCHA_ALPHABET[pickFrom(random, CAPTCHA_ALPHABET.length)];
  return out;
}

/** The SVG of `text`: each character turned, moved and coloured on its own, lines and dots over them. */
export function captchaSvg(text: string, random: Random): string {
  const span = (min: number, max: number) => min + random() * (max - min);
  const colour = () => `rgb(${Math.floor(span(20, 120))},${Math.floor(span(20, 120))},${Math.floor(span(40, 140))})`;
  const step = (CAPTCHA_WIDTH - 30) / text.length;
  const chars = [...text].map((ch, i) => {
    const x = 18 + i * step + span(-3, 3);
    const y = CAPTCHA_HEIGHT / 2 + 11 + span(-4, 4);
    return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="DejaVu Sans" font-weight="bold" font-size="${Math.floor(span(28, 34))}" fill="${colour()}" transform="rotate(${span(-20, 20).toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)}) skewX(${span(-8, 8).toFixed(1)})">${ch}</text>`;
  });
  const lines = Array.from({ length: 6 }, () => {
    const y1 = span(5, CAPTCHA_HEIGHT - 5);
    const y2 = span(5, CAPTCHA_HEIGHT - 5);
    return `<path d="M0 ${y1.toFixed(1)} Q ${span(40, 140).toFixed(1)} ${span(0, CAPTCHA_HEIGHT).toFixed(1)} ${CAPTCHA_WIDTH} ${y2.toFixed(1)}" stroke="${colour()}" stroke-width="${span(1, 2.5).toFixed(1)}" fill="none"/>`;
  });
  const dots = Array.from(
    { length: 120 },
    () => `<circle cx="${span(0, CAPTCHA_WIDTH).toFixed(1)}" cy="${span(0, CAPTCHA_HEIGHT).toFixed(1)}" r="${span(0.5, 1.8).toFixed(1)}" fill="${colour()}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}"><rect width="100%" height="100%" fill="rgb(${Math.floor(span(225, 250))},${Math.floor(span(225, 250))},${Math.floor(span(215, 245))})"/>${dots.join('')}${chars.join('')}${lines.join('')}</svg>`;
}

/** A new captcha: its JPEG and the token for the cookie (the answer stays in the database). `fixedText`: test-only (TEST_CAPTCHA_TEXT). */
export async function newCaptcha(db: Db, random: Random, now: number, previousToken: string | undefined, fixedText?: string): Promise<{ jpeg: Buffer; token: string }> {
  const text = fixedText ? fixedText.toUpperCase() : captchaText(random);
  const jpeg = await sharp(Buffer.from(captchaSvg(text, random)))
    .jpeg({ quality: 75 })
    .toBuffer();
  const token = randomBytes(32).toString('base64url');
  // The browser holds one captcha at a time: the one it had is gone.
  if (previousToken && previousToken.length <= 100) await db.delete(captchas).where(eq(captchas.tokenHash, sha256(previousToken)));
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date(now)));
  await db.insert(captchas).values({ tokenHash: sha256(token), answer: text, expiresAt: new Date(now + CAPTCHA_TTL_MS) });
  return { jpeg, token };
}

/**
 * Whether `answer` is the text of the captcha of `token`; uses the captcha up either way (single
 * use). Case and spaces do not matter. False for no, an unknown, used or expired captcha.
 */
export async function checkCaptcha(db: Db, token: string | undefined, answer: string, now: number): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const [row] = await db
    .delete(captchas)
    .where(eq(captchas.tokenHash, sha256(token)))
    .returning();
  if (!row || row.expiresAt.getTime() <= now) return false;
  return row.answer === answer.replace(/\s+/g, '').toUpperCase();
}
