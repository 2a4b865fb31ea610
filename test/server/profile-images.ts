// Test pictures for the profile photo (SPEC §5 Forms "Profile": jpeg, png, bmp, gif). The BMP
// writer follows Microsoft's BITMAPFILEHEADER/BITMAPINFOHEADER layout on its own, so that the
// server's decoder (server/domain/photo.ts) is checked against files it did not write.
import sharp from 'sharp';

export type Rgb = readonly [number, number, number];

/** Quadrants: red top left, green top right, blue bottom left, white bottom right. */
export const QUADRANTS = { topLeft: [255, 0, 0], topRight: [0, 255, 0], bottomLeft: [0, 0, 255], bottomRight: [255, 255, 255] } as const;

export function quadrant(x: number, y: number, width: number, height: number): Rgb {
  const top = y < height / 2;
  const left = x < width / 2;
  return top ? (left ? QUADRANTS.topLeft : QUADRANTS.topRight) : left ? QUADRANTS.bottomLeft : QUADRANTS.bottomRight;
}

export type BmpKind =
  | { bpp: 24 } // BI_RGB, BITMAPINFOHEADER
  | { bpp: 8 | 4 | 1; palette: readonly Rgb[] } // BI_RGB with a colour table
  | { bpp: 32; header: 108 | 124 } // BI_BITFIELDS, V4/V5 header, masks and alpha inside it
  | { bpp: 16 }; // BI_BITFIELDS 5-6-5, masks after a BITMAPINFOHEADER

/** A BMP file of `width` x `height` drawn by `pixel`; bottom-up rows unless `topDown`. */
export function makeBmp(width: number, height: number, kind: BmpKind, pixel: (x: number, y: number) => Rgb, topDown = false): Uint8Array {
  const header = kind.bpp === 32 ? kind.header : 40;
  const bitfields = kind.bpp === 32 || kind.bpp === 16;
  const extraMasks = kind.bpp === 16 ? 12 : 0;
  const palette = 'palette' in kind ? kind.palette : [];
  const stride = Math.ceil((kind.bpp * width) / 32) * 4;
  const offset = 14 + header + extraMasks + palette.length * 4;
  const buf = Buffer.alloc(offset + stride * height);
  buf.write('BM', 0, 'latin1');
  buf.writeUInt32LE(buf.length, 2);
  buf.writeUInt32LE(offset, 10);
  buf.writeUInt32LE(header, 14);
  buf.writeInt32LE(width, 18);
  buf.writeInt32LE(topDown ? -height : height, 22);
  buf.writeUInt16LE(1, 26);
  buf.writeUInt16LE(kind.bpp, 28);
  buf.writeUInt32LE(bitfields ? 3 : 0, 30);
  buf.writeUInt32LE(stride * height, 34);
  buf.writeInt32LE(2835, 38);
  buf.writeInt32LE(2835, 42);
  buf.writeUInt32LE(palette.length, 46);
  if (kind.bpp === 32) {
    buf.writeUInt32LE(0x00ff0000, 54);
    buf.writeUInt32LE(0x0000ff00, 58);
    buf.writeUInt32LE(0x000000ff, 62);
    buf.writeUInt32LE(0xff000000, 66);
    buf.write('BGRs', 70, 'latin1'); // LCS_WINDOWS_COLOR_SPACE, little-endian 'sRGB'
  }
  if (kind.bpp === 16) {
    buf.writeUInt32LE(0xf800, 54);
    buf.writeUInt32LE(0x07e0, 58);
    buf.writeUInt32LE(0x001f, 62);
  }
  palette.forEach(([r, g, b], i) => {
    const at = 14 + header + i * 4;
    buf[at] = b;
    buf[at + 1] = g;
    buf[at + 2] = r;
  });
  for (let y = 0; y < height; y++) {
    const row = offset + (topDown ? y : height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      if (kind.bpp === 24) {
        buf[row + x * 3] = b;
        buf[row + x * 3 + 1] = g;
        buf[row + x * 3 + 2] = r;
      } else if (kind.bpp === 32) {
        buf.writeUInt32LE(((0xff << 24) | (r << 16) | (g << 8) | b) >>> 0, row + x * 4);
      } else if (kind.bpp === 16) {
        buf.writeUInt16LE(((r >> 3) << 11) | ((g >> 2) << 5) | (b >> 3), row + x * 2);
      } else {
        const index = palette.findIndex((c) => c[0] === r && c[1] === g && c[2] === b);
        if (index < 0) throw new Error('colour not in the palette');
        const bit = x * kind.bpp;
        buf[row + (bit >> 3)]! |= index << (8 - kind.bpp - (bit % 8));
      }
    }
  }
  return new Uint8Array(buf);
}

export const dataUrl = (bytes: Uint8Array, type = 'image/bmp') => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

/** A picture of the four quadrants as raw RGB for sharp. */
function quadrantsRaw(width: number, height: number): Buffer {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw.set(quadrant(x, y, width, height), (y * width + x) * 3);
  return raw;
}

export async function quadrantsImage(format: 'jpeg' | 'png' | 'gif' | 'webp' | 'tiff', width = 120, height = 120): Promise<Uint8Array> {
  const image = sharp(quadrantsRaw(width, height), { raw: { width, height, channels: 3 } });
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

/** A JPEG carrying EXIF with an artist, a GPS position and a comment-like description. */
export async function jpegWithMetadata(): Promise<Uint8Array> {
  const image = sharp(quadrantsRaw(64, 64), { raw: { width: 64, height: 64, channels: 3 } });
  const jpeg = await image
    .withExif({
      IFD0: { Artist: 'Secret Artist', ImageDescription: 'Home address 12 Secret St' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 27/1 1/1', GPSLongitudeRef: 'E', GPSLongitude: '30/1 31/1 1/1' },
    })
    .jpeg()
    .toBuffer();
  return new Uint8Array(jpeg);
}

/** The colour at (x, y) of a stored JPEG. */
export async function colourAt(jpeg: Uint8Array, x: number, y: number): Promise<Rgb> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const o = (y * info.width + x) * info.channels;
  return [data[o]!, data[o + 1]!, data[o + 2]!];
}

/** Whether two colours are within the JPEG's error of each other. */
export const near = (a: Rgb, b: Rgb, tolerance = 40) => a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);
