// The photo decoder's corners that the API tests (profile-save.test.ts) do not reach: the OS/2
// BITMAPCOREHEADER, short palettes, data URL parameters (server/domain/photo.ts; SPEC §5 Forms
// "Profile": jpeg, png, bmp, gif).
import { describe, expect, it } from 'vitest';
import { dataUrlBytes, decodeBmp, PhotoRejected, photoJpeg, sniffImageType } from '../../server/domain/photo.ts';
import { colourAt, makeBmp, near, quadrant, quadrantsImage } from './profile-images.ts';

/** An OS/2 1.x bitmap (12-byte header, 3-byte palette entries), written by hand. */
function coreBmp(width: number, height: number, bpp: 24 | 8): Uint8Array {
  const palette: [number, number, number][] =
    bpp === 8
      ? [
          [255, 0, 0],
          [0, 255, 0],
          [0, 0, 255],
          [255, 255, 255],
        ]
      : [];
  const stride = Math.ceil((bpp * width) / 32) * 4;
  const offset = 14 + 12 + palette.length * 3 + (bpp === 8 ? (256 - palette.length) * 3 : 0);
  const buf = Buffer.alloc(offset + stride * height);
  buf.write('BM', 0, 'latin1');
  buf.writeUInt32LE(buf.length, 2);
  buf.writeUInt32LE(offset, 10);
  buf.writeUInt32LE(12, 14);
  buf.writeUInt16LE(width, 18);
  buf.writeUInt16LE(height, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt16LE(bpp, 24);
  palette.forEach(([r, g, b], i) => buf.set([b, g, r], 26 + i * 3));
  for (let y = 0; y < height; y++) {
    const row = offset + (height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      const [r, g, b] = quadrant(x, y, width, height);
      if (bpp === 24) buf.set([b, g, r], row + x * 3);
      else buf[row + x] = palette.findIndex((c) => c[0] === r && c[1] === g && c[2] === b);
    }
  }
  return new Uint8Array(buf);
}

describe('decodeBmp', () => {
  it.each([24, 8] as const)('reads an OS/2 core-header bitmap, %i bits', (bpp) => {
    const { width, height, data } = decodeBmp(coreBmp(10, 6, bpp));
    expect([width, height]).toEqual([10, 6]);
    const at = (x: number, y: number) => [...data.subarray((y * 10 + x) * 4, (y * 10 + x) * 4 + 4)];
    expect(at(0, 0)).toEqual([255, 0, 0, 255]);
    expect(at(9, 0)).toEqual([0, 255, 0, 255]);
    expect(at(0, 5)).toEqual([0, 0, 255, 255]);
    expect(at(9, 5)).toEqual([255, 255, 255, 255]);
  });

  it('reads a palette shorter than the bit depth allows (biClrUsed)', () => {
    const bmp = makeBmp(
      5,
      3,
      {
        bpp: 8,
        palette: [
          [10, 20, 30],
          [200, 100, 50],
        ],
      },
      (x) => (x % 2 ? [200, 100, 50] : [10, 20, 30]),
    );
    const { data } = decodeBmp(bmp);
    expect([...data.subarray(0, 8)]).toEqual([10, 20, 30, 255, 200, 100, 50, 255]);
  });

  it.each([
    ['a zero width', (b: DataView) => b.setInt32(18, 0, true)],
    ['an unknown header size', (b: DataView) => b.setUint32(14, 64, true)],
    ['a bit depth of 2', (b: DataView) => b.setUint16(28, 2, true)],
    ['pixels past the end', (b: DataView) => b.setUint32(10, 1000, true)],
    ['a palette larger than the depth', (b: DataView) => b.setUint32(46, 300, true)],
  ])('refuses %s', (_name, spoil) => {
    const bmp = makeBmp(4, 4, { bpp: 8, palette: [[0, 0, 0]] }, () => [0, 0, 0]);
    spoil(new DataView(bmp.buffer));
    expect(() => decodeBmp(bmp)).toThrow(PhotoRejected);
  });
});

describe('sniffImageType and dataUrlBytes', () => {
  it('names the type by the leading bytes only', async () => {
    expect(sniffImageType(await quadrantsImage('jpeg'))).toBe('jpeg');
    expect(sniffImageType(await quadrantsImage('png'))).toBe('png');
    expect(sniffImageType(await quadrantsImage('gif'))).toBe('gif');
    expect(sniffImageType(makeBmp(2, 2, { bpp: 24 }, () => [0, 0, 0]))).toBe('bmp');
    expect(sniffImageType(await quadrantsImage('webp'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('GIF90a'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  it('takes data URL parameters and line breaks in the base64', () => {
    expect([...dataUrlBytes('data:image/png;name=me.png;base64,AQID\nBA==')]).toEqual([1, 2, 3, 4]);
    expect([...dataUrlBytes('data:;base64,AQID')]).toEqual([1, 2, 3]);
    expect(() => dataUrlBytes('data:image/png;base64,AQ=D')).toThrow(PhotoRejected);
    expect(() => dataUrlBytes('DATA:image/png;base64,AQID')).toThrow(PhotoRejected);
  });
});

describe('photoJpeg', () => {
  it('lays a transparent PNG on white', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 20, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    expect(near(await colourAt(await photoJpeg(new Uint8Array(png)), 150, 150), [255, 255, 255], 5)).toBe(true);
  });

  it('turns a JPEG upright by its EXIF orientation before dropping it', async () => {
    const sharp = (await import('sharp')).default;
    // Stored sideways (orientation 6: rotate 90° clockwise to show): red on the left becomes red on top.
    const raw = Buffer.alloc(40 * 40 * 3);
    for (let y = 0; y < 40; y++) for (let x = 0; x < 40; x++) raw.set(x < 20 ? [255, 0, 0] : [0, 0, 255], (y * 40 + x) * 3);
    const jpeg = await sharp(raw, { raw: { width: 40, height: 40, channels: 3 } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const stored = await photoJpeg(new Uint8Array(jpeg));
    expect(near(await colourAt(stored, 150, 40), [255, 0, 0])).toBe(true);
    expect(near(await colourAt(stored, 150, 260), [0, 0, 255])).toBe(true);
    expect((await sharp(stored).metadata()).orientation).toBeUndefined();
  });
});
