// The captcha's alternative for someone who cannot see the picture (issue 59 item 4; WCAG 2.2
// 1.1.1; docs/decisions.md #213): the same digits spoken in the
// page's language, as a 16 kHz mono 16-bit PCM WAV. Put together in JavaScript from digit clips
// committed in server/assets/captcha-digits/<locale>/<digit>.wav (spoken once by espeak-ng and
// stored by sox as 16 kHz 8-bit µ-law: scripts/captcha-digits.ts), so no program is needed at
// run time. Per challenge, each digit is a little faster or slower (and so higher or lower),
// louder or softer, the pauses differ, and it is mixed with noise of a changing level and a few
// reversed digits, quiet, as a murmur: clips pasted as they are would be found by matching
// bytes. The variation is drawn from the captcha's token, so the same challenge always sounds
// the same (fetching it again gives nothing to average out) and a new challenge differently.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { WireLocale } from '../../api/common.ts';

export const AUDIO_SAMPLE_RATE = 16000;
/** Silence before the first digit and after the last, seconds. */
const LEAD_S = 0.6;
const TAIL_S = 0.5;
/** A pause between two digits, seconds. */
const GAP_S = [0.45, 0.8] as const;
/** Each digit's speed (1 = as spoken; a faster one is higher). */
const RATE = [0.9, 1.1] as const;
const GAIN = [0.75, 1] as const;
/** Noise level (RMS, full scale = 1) around which it drifts; speech peaks at about 0.89. */
const NOISE_RMS = 0.045;
/** Reversed digits under the speech: how many per second, and how loud. */
const MURMUR_PER_S = 0.8;
const MURMUR_GAIN = [0.1, 0.18] as const;
const FADE_S = 0.005;

/** ITU-T G.711 µ-law byte to a sample in [-1, 1]. */
function fromUlaw(byte: number): number {
  const u = ~byte & 0xff;
  const magnitude = ((((u & 0x0f) << 3) + 0x84) << ((u >> 4) & 0x07)) - 0x84;
  return ((u & 0x80) !== 0 ? -magnitude : magnitude) / 32768;
}

/** The samples of a committed clip: a RIFF WAVE of 16 kHz mono 8-bit µ-law (format 7). */
export function readUlawWav(bytes: Uint8Array, name: string): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error(`${name}: not a WAVE file`);
  let format: { code: number; channels: number; rate: number; bits: number } | undefined;
  for (let at = 12; at + 8 <= bytes.length;) {
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (tag(at) === 'fmt ') {
      format = {
        code: view.getUint16(body, true),
        channels: view.getUint16(body + 2, true),
        rate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      };
    } else if (tag(at) === 'data') {
      if (!format || format.code !== 7 || format.channels !== 1 || format.rate !== AUDIO_SAMPLE_RATE || format.bits !== 8) {
        throw new Error(`${name}: expected 16 kHz mono 8-bit µ-law (scripts/captcha-digits.ts), got ${JSON.stringify(format)}`);
      }
      const data = bytes.subarray(body, Math.min(bytes.length, body + size));
      return Float32Array.from(data, fromUlaw);
    }
    at = body + size + (size % 2);
  }
  throw new Error(`${name}: no data chunk`);
}

const clips = new Map<WireLocale, Promise<Float32Array[]>>();
/** The ten clips of a language, read once per process. */
function digitClips(locale: WireLocale): Promise<Float32Array[]> {
  let kept = clips.get(locale);
  if (!kept) {
    kept = Promise.all(
      Array.from({ length: 10 }, async (_, digit) => {
        const url = new URL(`../assets/captcha-digits/${locale}/${digit}.wav`, import.meta.url);
        return readUlawWav(new Uint8Array(await readFile(url)), `${locale}/${digit}.wav`);
      }),
    );
    kept.catch(() => clips.delete(locale));
    clips.set(locale, kept);
  }
  return kept;
}

/** A generator of numbers in [0, 1) from a seed (sfc32 over the seed's sha256). */
function seeded(seed: string): () => number {
  const h = createHash('sha256').update(`captcha-audio:${seed}`).digest();
  let a = h.readUInt32LE(0);
  let b = h.readUInt32LE(4);
  let c = h.readUInt32LE(8);
  let d = h.readUInt32LE(12);
  return () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

/** `clip` played `rate` times as fast (linear interpolation), faded in and out. */
function resampled(clip: Float32Array, rate: number): Float32Array {
  const out = new Float32Array(Math.max(1, Math.floor((clip.length - 1) / rate)));
  const fade = Math.round(FADE_S * AUDIO_SAMPLE_RATE);
  for (let i = 0; i < out.length; i++) {
    const at = i * rate;
    const k = Math.floor(at);
    const next = clip[Math.min(k + 1, clip.length - 1)]!;
    const edge = Math.min(1, i / fade, (out.length - 1 - i) / fade);
    out[i] = (clip[k]! + (next - clip[k]!) * (at - k)) * edge;
  }
  return out;
}

/** Mono samples in [-1, 1] as a 16-bit PCM WAV file. */
export function pcmWav(samples: Float32Array): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const text = (at: number, s: string) => [...s].forEach((ch, i) => (bytes[at + i] = ch.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, AUDIO_SAMPLE_RATE, true);
  view.setUint32(28, AUDIO_SAMPLE_RATE * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((s, i) => view.setInt16(44 + i * 2, Math.round(Math.max(-1, Math.min(1, s)) * 32767), true));
  return bytes;
}

/**
 * The recording of `digits` in `locale`, its variation and noise drawn from `seed` (the captcha's
 * token): the same arguments give the same bytes.
 */
export async function captchaAudio(digits: string, locale: WireLocale, seed: string): Promise<Uint8Array<ArrayBuffer>> {
  if (!/^[0-9]+$/.test(digits)) throw new Error('a captcha recording speaks digits only');
  const table = await digitClips(locale);
  const random = seeded(seed);
  const span = ([min, max]: readonly [number, number]) => min + random() * (max - min);
  const rate = AUDIO_SAMPLE_RATE;

  // The spoken digits, each with its own speed and loudness, and the pauses between them.
  const words = [...digits].map((ch) => ({ samples: resampled(table[Number(ch)]!, span(RATE)), gain: span(GAIN) }));
  const starts: number[] = [];
  let length = Math.round(LEAD_S * rate);
  words.forEach((word, i) => {
    if (i > 0) length += Math.round(span(GAP_S) * rate);
    starts.push(length);
    length += word.samples.length;
  });
  length += Math.round(TAIL_S * rate);
  const out = new Float32Array(length);

  // Noise: white through a one-pole low-pass, mixed with some of the white, at a level that drifts.
  let low = 0;
  let level = 1;
  let target = 1;
  for (let i = 0; i < length; i++) {
    if (i % (rate / 10) === 0) target = span([0.6, 1.4]);
    level += (target - level) * 0.0005;
    const white = random() * 2 - 1;
    low += (white - low) * 0.12;
    out[i] = (low * 2.2 + white * 0.35) * NOISE_RMS * level;
  }
  // The murmur: reversed digits, quiet, anywhere.
  const murmurs = Math.round((length / rate) * MURMUR_PER_S);
  for (let m = 0; m < murmurs; m++) {
    const clip = resampled(table[Math.floor(random() * 10)]!, span(RATE)).reverse();
    const at = Math.floor(random() * Math.max(1, length - clip.length));
    const gain = span(MURMUR_GAIN);
    for (let i = 0; i < clip.length; i++) out[at + i]! += clip[i]! * gain;
  }
  words.forEach((word, w) => {
    const at = starts[w]!;
    for (let i = 0; i < word.samples.length; i++) out[at + i]! += word.samples[i]! * word.gain;
  });
  let peak = 0;
  for (const s of out) peak = Math.max(peak, Math.abs(s));
  if (peak > 0.95) for (let i = 0; i < length; i++) out[i]! *= 0.95 / peak;
  return pcmWav(out);
}
