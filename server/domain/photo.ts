// The profile photo (SPEC §5 Forms "Profile": jpeg, png, bmp, gif; §9 "Profile photo 300x300
// px"; issue 12). The browser crops and scales, then sends a data URL; the server trusts none
// of it: the image type is read from the bytes (the data URL's declared type is ignored), the
// image is decoded — jpeg, png and gif by sharp, bmp by the small decoder below, since sharp
// (libvips) has no BMP loader — and re-encoded as a 300x300 JPEG. sharp writes no metadata
// unless asked, so EXIF (camera, GPS), XMP and comments of the upload never reach the stored
// file; the EXIF orientation is applied first so the picture stays upright.
import sharp from 'sharp';

/** SPEC §9: the stored photo is a PHOTO_SIZE x PHOTO_SIZE JPEG. */
export const PHOTO_SIZE = 300;
/** Decoding larger pictures is refused (a small compressed file can claim a huge canvas). */
export const MAX_PHOTO_PIXELS = 25_000_000;

export type PhotoType = 'jpeg' | 'png' | 'gif' | 'bmp';

/** Why a photo was refused: always the field error {photoFile: 'photoType'} (docs/api.md "Account"). */
export class PhotoRejected extends Error {}

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);

/** The image type by its leading bytes, or null for anything else (webp, svg, tiff, text …). */
export function sniffImageType(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'gif';
  if (startsWith(bytes, [0x42, 0x4d])) return 'bmp';
  return null;
}

/** The bytes of a base64 data URL (`data:<any type>;base64,<data>`); the declared type is not looked at. */
export function dataUrlBytes(dataUrl: string): Uint8Array {
  const match = /^data:[^,;]*(?:;[^,;=]+=[^,;]*)*;base64,([A-Za-z0-9+/\s]*={0,2})\s*$/.exec(dataUrl);
  if (!match) throw new PhotoRejected('not a base64 data URL');
  const bytes = Buffer.from(match[1]!.replace(/\s+/g, ''), 'base64');
  if (bytes.length === 0) throw new PhotoRejected('empty');
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
}

type Rgba = { width: number; height: number; data: Uint8Array };

/**
 * A Windows bitmap decoded to RGBA: BITMAPCOREHEADER (OS/2 1.x) and BITMAPINFOHEADER up to V5;
 * 1, 4 and 8 bits with a palette, 16, 24 and 32 bits; uncompressed (BI_RGB) or with colour masks
 * (BI_BITFIELDS, BI_ALPHABITFIELDS); bottom-up or top-down rows. RLE compression, JPEG/PNG inside
 * a BMP and anything that does not fit the file are refused.
 */
export function decodeBmp(bytes: Uint8Array): Rgba {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fail = (why: string): never => {
    throw new PhotoRejected(`bmp: ${why}`);
  };
  if (bytes.length < 26 || !startsWith(bytes, [0x42, 0x4d])) fail('too short');
  const pixelOffset = view.getUint32(10, true);
  const headerSize = view.getUint32(14, true);
  let width: number;
  let height: number;
  let bpp: number;
  let compression = 0;
  let colours = 0;
  let paletteEntry = 4;
  if (headerSize === 12) {
    width = view.getUint16(18, true);
    height = view.getInt16(20, true);
    bpp = view.getUint16(24, true);
    paletteEntry = 3;
  } else if ([40, 52, 56, 108, 124].includes(headerSize)) {
    if (bytes.length < 14 + headerSize) fail('header cut short');
    width = view.getInt32(18, true);
    height = view.getInt32(22, true);
    bpp = view.getUint16(28, true);
    compression = view.getUint32(30, true);
    colours = view.getUint32(46, true);
  } else {
    return fail(`header size ${headerSize}`);
  }
  const topDown = height < 0;
  height = Math.abs(height);
  if (width <= 0 || height <= 0 || width * height > MAX_PHOTO_PIXELS) fail('size');
  if (![1, 4, 8, 16, 24, 32].includes(bpp)) fail(`bit depth ${bpp}`);
  if (compression !== 0 && compression !== 3 && compression !== 6) fail(`compression ${compression}`);
  if (compression !== 0 && bpp !== 16 && bpp !== 32) fail('masks need 16 or 32 bits');

  // Colour masks: inside the header from V2 (52 bytes) on, else right after a 40-byte header.
  let masks: [number, number, number, number];
  if (compression === 0) masks = bpp === 16 ? [0x7c00, 0x03e0, 0x001f, 0] : [0xff0000, 0xff00, 0xff, 0];
  else {
    const at = 14 + 40;
    const alphaInside = headerSize >= 56 || compression === 6;
    if (bytes.length < at + (alphaInside ? 16 : 12)) fail('masks cut short');
    masks = [view.getUint32(at, true), view.getUint32(at + 4, true), view.getUint32(at + 8, true), alphaInside ? view.getUint32(at + 12, true) : 0];
  }
  const channel = (mask: number) => {
    if (mask === 0) return null;
    let shift = 0;
    while (((mask >>> shift) & 1) === 0) shift++;
    const max = mask >>> shift;
    return (value: number) => Math.round((((value & mask) >>> shift) * 255) / max);
  };
  const [red, green, blue, alpha] = masks.map(channel);

  let palette: Uint8Array | null = null;
  if (bpp <= 8) {
    const count = colours || 2 ** bpp;
    if (count > 2 ** bpp) fail('palette');
    const at = 14 + headerSize + (headerSize === 40 && compression === 3 ? 12 : 0);
    if (bytes.length < at + count * paletteEntry) fail('palette cut short');
    palette = new Uint8Array(256 * 3);
    for (let i = 0; i < count; i++) {
      palette[i * 3] = bytes[at + i * paletteEntry + 2]!;
      palette[i * 3 + 1] = bytes[at + i * paletteEntry + 1]!;
      palette[i * 3 + 2] = bytes[at + i * paletteEntry]!;
    }
  }

  const stride = Math.floor((bpp * width + 31) / 32) * 4;
  if (pixelOffset < 14 + headerSize || pixelOffset + stride * height > bytes.length) fail('pixels cut short');
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const row = pixelOffset + (topDown ? y : height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      if (palette) {
        const bit = x * bpp;
        const byte = bytes[row + (bit >> 3)]!;
        const index = (byte >> (8 - bpp - (bit & 7))) & ((1 << bpp) - 1);
        out[o] = palette[index * 3]!;
        out[o + 1] = palette[index * 3 + 1]!;
        out[o + 2] = palette[index * 3 + 2]!;
        out[o + 3] = 255;
      } else if (bpp === 24) {
        const p = row + x * 3;
        out[o] = bytes[p + 2]!;
        out[o + 1] = bytes[p + 1]!;
        out[o + 2] = bytes[p]!;
        out[o + 3] = 255;
      } else {
        const value = bpp === 16 ? view.getUint16(row + x * 2, true) : view.getUint32(row + x * 4, true);
        out[o] = red ? red(value) : 0;
        out[o + 1] = green ? green(value) : 0;
        out[o + 2] = blue ? blue(value) : 0;
        out[o + 3] = alpha ? alpha(value) : 255;
      }
    }
  }
  return { width, height, data: out };
}

/**
 * The stored photo made from an upload: the real type read from the bytes, the image decoded,
 * scaled to cover PHOTO_SIZE x PHOTO_SIZE (centred; the browser has already cropped it square),
 * transparency on white, a JPEG without metadata. Throws PhotoRejected for anything else.
 */
export async function photoJpeg(bytes: Uint8Array): Promise<Uint8Array> {
  const type = sniffImageType(bytes);
  if (!type) throw new PhotoRejected('not jpeg, png, gif or bmp');
  try {
    let image: ReturnType<typeof sharp>;
    if (type === 'bmp') {
      const { width, height, data } = decodeBmp(bytes);
      image = sharp(data, { raw: { width, height, channels: 4 } });
    } else {
      image = sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error', animated: false });
      const meta = await image.metadata();
      if (meta.format !== type) throw new PhotoRejected(`decoded as ${meta.format}`);
      image = image.rotate(); // the EXIF orientation, before the metadata is dropped
    }
    const jpeg = await image.resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover' }).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
    return new Uint8Array(jpeg);
  } catch (error) {
    if (error instanceof PhotoRejected) throw error;
    throw new PhotoRejected(`undecodable ${type}: ${(error as Error).message}`);
  }
}
