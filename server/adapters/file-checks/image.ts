// PNG and JPEG are accepted when they are one image and nothing else (docs/exams.md "Essay
// files"): the container is walked to its end marker, which must be the file's last bytes
// (PNG: chunk by chunk to IEND; JPEG: segment by segment and through the entropy-coded
// scans to the first EOI), and sharp (libvips) decodes every pixel without an error, of
// at most 100 megapixels, as the format the name declares.
import sharp from 'sharp';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const MAX_PIXELS = 100_000_000;

const u32 = (b: Uint8Array, at: number) => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const type4 = (b: Uint8Array, at: number) => String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);

/** Offset just after the PNG's IEND chunk, or -1 when the chunks do not lead there. */
export function pngEnd(b: Uint8Array): number {
  if (!PNG_SIGNATURE.every((x, i) => b[i] === x)) return -1;
  let at = 8;
  let first = true;
  while (at + 12 <= b.length) {
    const length = u32(b, at);
    const type = type4(b, at + 4);
    if (!/^[A-Za-z]{4}$/.test(type) || (first && type !== 'IHDR')) return -1;
    const next = at + 12 + length;
    if (next > b.length) return -1;
    if (type === 'IEND') return next;
    first = false;
    at = next;
  }
  return -1;
}

/** Offset just after the JPEG's EOI marker (FF D9), or -1 when the segments do not lead there. */
export function jpegEnd(b: Uint8Array): number {
  if (b[0] !== 0xff || b[1] !== 0xd8) return -1;
  let at = 2;
  while (at + 1 < b.length) {
    if (b[at] !== 0xff) return -1;
    let marker = b[at + 1]!;
    while (marker === 0xff && at + 2 < b.length) marker = b[++at + 1]!; // fill bytes
    at += 2;
    if (marker === 0xd9) return at; // EOI
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // TEM, RSTn: no length
    if (at + 2 > b.length) return -1;
    const length = (b[at]! << 8) | b[at + 1]!;
    if (length < 2 || at + length > b.length) return -1;
    at += length;
    if (marker !== 0xda) continue; // SOS: entropy-coded data follows until the next marker
    while (at + 1 < b.length) {
      if (b[at] === 0xff) {
        const next = b[at + 1]!;
        if (next === 0x00 || (next >= 0xd0 && next <= 0xd7))
          at += 2; // stuffed byte, restart marker
        else if (next === 0xff) at += 1;
        else break;
      } else at += 1;
    }
  }
  return -1;
}

export async function isImage(bytes: Uint8Array, format: 'png' | 'jpeg'): Promise<boolean> {
  const end = format === 'png' ? pngEnd(bytes) : jpegEnd(bytes);
  if (end !== bytes.length) return false;
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS, sequentialRead: true });
    const meta = await image.metadata();
    if (meta.format !== format) return false;
    await image.stats(); // decodes every pixel
    return true;
  } catch {
    return false;
  }
}
