// The restore's captcha (issue 12; SPEC §7 GET /api/common/captcha.jpg, §5 Forms "Restore" step 1):
// a JPEG drawn with sharp from an SVG of CAPTCHA_LENGTH digits over noise. Digits only (issue 59
// item 4, docs/decisions.md #213): the same challenge is spoken in
// uk, ru or en by server/domain/captcha-audio.ts, and every digit is a word in each. The digits
// are outlines of DejaVu Sans Bold from the npm dejavu-fonts-ttf package, so the picture is the
// same on any machine, with or without system fonts. The answer is kept server-side under the
// sha256 of a random token that the browser holds in the httpOnly `portal_captcha` cookie; it
// lasts CAPTCHA_TTL_MS and the first attempt uses it up, right or wrong (checkCaptcha).
// Pictures and recordings are rate-limited per address group (CAPTCHA_RATE).
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { eq, lt } from 'drizzle-orm';
import sharp from 'sharp';
import { CAPTCHA_HEIGHT, CAPTCHA_LENGTH, CAPTCHA_WIDTH } from '../../api/account.ts';
import type { Db } from '../db/connect.ts';
import { captchas } from '../db/schema.ts';
import type { Random } from './exams/handles.ts';
import type { RateRule } from './restore/rate-events.ts';

export { CAPTCHA_HEIGHT, CAPTCHA_LENGTH, CAPTCHA_WIDTH };
export const CAPTCHA_ALPHABET = '0123456789';
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** 60 pictures (and, counted apart, 60 recordings) per 10 minutes per address group: a person refreshing now and then never meets it. */
export const CAPTCHA_RATE: RateRule = { windowMs: 10 * 60 * 1000, limit: 60, messageKey: 'captcha.throttled' };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const pickFrom = (random: Random, n: number) => Math.min(n - 1, Math.floor(random() * n));

export function captchaText(random: Random): string {
  let out = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) out += CAPTCHA_ALPHABET[pickFrom(random, CAPTCHA_ALPHABET.length)];
  return out;
}

interface Glyph {
  /** The outline: SVG path commands, each with its points in font units (y up). */
  commands: { letter: string; points: number[] }[];
  /** The middle of the ink, in font units. */
  cx: number;
  cy: number;
}
let digitGlyphs: Map<string, Glyph> | undefined;
const LETTERS: Record<string, string> = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' };
/** The outlines of 0–9 in DejaVu Sans Bold, read once. */
function glyphs(): Map<string, Glyph> {
  if (digitGlyphs) return digitGlyphs;
  const dir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  const font = fontkit.create(readFileSync(join(dir, 'DejaVuSans-Bold.ttf')));
  digitGlyphs = new Map(
    [...CAPTCHA_ALPHABET].map((ch) => {
      const glyph = font.glyphForCodePoint(ch.codePointAt(0)!);
      const box = glyph.bbox;
      // fontkit's Path has its commands at run time; its types name only toSVG and the boxes.
      const { commands: raw } = glyph.path as unknown as { commands: { command: string; args: number[] }[] };
      const commands = raw.map(({ command, args }) => ({ letter: LETTERS[command]!, points: args }));
      return [ch, { commands, cx: (box.minX + box.maxX) / 2, cy: (box.minY + box.maxY) / 2 }];
    }),
  );
  return digitGlyphs;
}
/** DejaVu Sans Bold's units per em. */
const EM = 2048;

/**
 * The outline of `glyph` bent by two waves of its own (each point moved along x by a wave over
 * y and along y by one over x, a few pixels at most), so that no two pictures of a digit match.
 */
function warped(glyph: Glyph, span: (min: number, max: number) => number): string {
  const ax = span(30, 70);
  const ay = span(30, 70);
  const fx = (2 * Math.PI) / span(900, 1500);
  const fy = (2 * Math.PI) / span(900, 1500);
  const px = span(0, 2 * Math.PI);
  const py = span(0, 2 * Math.PI);
  return glyph.commands
    .map(({ letter, points }) => {
      const moved: string[] = [];
      for (let i = 0; i + 1 < points.length; i += 2) {
        const x = points[i]!;
        const y = points[i + 1]!;
        moved.push(`${Math.round(x + ax * Math.sin(y * fx + px))} ${Math.round(y + ay * Math.sin(x * fy + py))}`);
      }
      return letter + moved.join(' ');
    })
    .join('');
}

/**
 * The SVG of `text`: large dark digits, each bent, turned, tilted, sized and placed on its own,
 * on a light ground with faint shapes and dots behind, and two curves across them in the digits'
 * own ink, so that they do not come apart as boxes.
 */
export function captchaSvg(text: string, random: Random): string {
  const W = CAPTCHA_WIDTH;
  const H = CAPTCHA_HEIGHT;
  const span = (min: number, max: number) => min + random() * (max - min);
  const f = (n: number) => n.toFixed(1);
  const ink = () => `rgb(${Math.floor(span(10, 70))},${Math.floor(span(10, 70))},${Math.floor(span(30, 100))})`;
  const faint = () => `rgb(${Math.floor(span(175, 215))},${Math.floor(span(175, 215))},${Math.floor(span(185, 225))})`;
  const margin = 14;
  const step = (W - 2 * margin) / text.length;
  const table = glyphs();
  const digits = [...text].map((ch, i) => {
    const glyph = table.get(ch)!;
    const scale = span(56, 66) / EM;
    const x = margin + (i + 0.5) * step + span(-3, 3);
    const y = H / 2 + span(-5, 5);
    return `<path d="${warped(glyph, span)}" fill="${ink()}" transform="translate(${f(x)} ${f(y)}) rotate(${f(span(-15, 15))}) skewX(${f(span(-8, 8))}) scale(${scale.toFixed(4)} ${(-scale).toFixed(4)}) translate(${f(-glyph.cx)} ${f(-glyph.cy)})"/>`;
  });
  const shapes = Array.from(
    { length: 7 },
    () =>
      `<ellipse cx="${f(span(0, W))}" cy="${f(span(0, H))}" rx="${f(span(12, 40))}" ry="${f(span(6, 20))}" fill="none" stroke="${faint()}" stroke-width="${f(span(1, 3))}"/>`,
  );
  const dots = Array.from({ length: 70 }, () => `<circle cx="${f(span(0, W))}" cy="${f(span(0, H))}" r="${f(span(0.6, 1.6))}" fill="${faint()}"/>`);
  const curve = (width: number) => {
    const y1 = span(H * 0.3, H * 0.7);
    const y2 = span(H * 0.3, H * 0.7);
    return `<path d="M0 ${f(y1)} C ${f(span(W * 0.2, W * 0.4))} ${f(span(0, H))} ${f(span(W * 0.6, W * 0.8))} ${f(span(0, H))} ${W} ${f(y2)}" stroke="${ink()}" stroke-width="${f(width)}" fill="none"/>`;
  };
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">` +
    `<rect width="100%" height="100%" fill="rgb(${Math.floor(span(240, 252))},${Math.floor(span(240, 252))},${Math.floor(span(232, 248))})"/>` +
    `${shapes.join('')}${dots.join('')}${digits.join('')}${curve(span(2, 2.8))}${curve(span(1.2, 1.8))}</svg>`
  );
}

/** A new captcha: its JPEG and the token for the cookie (the answer stays in the database). `fixedText`: test-only (TEST_CAPTCHA_TEXT). */
export async function newCaptcha(db: Db, random: Random, now: number, previousToken: string | undefined, fixedText?: string): Promise<{ jpeg: Buffer; token: string }> {
  // The recording speaks digits only: a test text of other characters would be a picture without its alternative.
  if (fixedText !== undefined && !/^[0-9]+$/.test(fixedText)) throw new Error(`TEST_CAPTCHA_TEXT must be digits, not ${JSON.stringify(fixedText)}`);
  const text = fixedText ?? captchaText(random);
  const jpeg = await sharp(Buffer.from(captchaSvg(text, random)))
    .jpeg({ quality: 85 })
    .toBuffer();
  const token = randomBytes(32).toString('base64url');
  // The browser holds one captcha at a time: the one it had is gone.
  if (previousToken && previousToken.length <= 100) await db.delete(captchas).where(eq(captchas.tokenHash, sha256(previousToken)));
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date(now)));
  await db.insert(captchas).values({ tokenHash: sha256(token), answer: text, expiresAt: new Date(now + CAPTCHA_TTL_MS) });
  return { jpeg, token };
}

/**
 * The text of the captcha of `token` without using it up, for its recording (the same challenge
 * as the picture the browser was given last); null for an unknown, used or expired captcha.
 */
export async function captchaAnswer(db: Db, token: string | undefined, now: number): Promise<string | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select()
    .from(captchas)
    .where(eq(captchas.tokenHash, sha256(token)));
  return row && row.expiresAt.getTime() > now ? row.answer : null;
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
