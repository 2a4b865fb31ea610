// Pictures made with sharp: the demo avatars (SPEC §9 "Profile photo 300x300 px") and the
// favicon. Text is drawn by librsvg with system fonts: Debian's fonts-dejavu-core.
import sharp from 'sharp';

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A 300x300 JPEG with the initials on a coloured background. */
export async function initialsAvatar(initials: string, background = '#2f6f8f'): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">
  <rect width="300" height="300" fill="${escapeXml(background)}"/>
  <circle cx="150" cy="150" r="120" fill="#ffffff" fill-opacity="0.12"/>
  <text x="150" y="150" text-anchor="middle" dominant-baseline="central" font-family="DejaVu Sans"
    font-weight="bold" font-size="120" fill="#ffffff">${escapeXml(initials)}</text>
</svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  return new Uint8Array(jpeg);
}

/** The favicon drawing (also served as /favicon.svg). */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="#2f6f8f"/>
  <text x="32" y="33" text-anchor="middle" dominant-baseline="central" font-family="DejaVu Sans"
    font-weight="bold" font-size="28" fill="#ffffff">QA</text>
</svg>`;

/** favicon.ico: an ICO container holding one 32x32 PNG (supported by every current browser). */
export async function faviconIco(): Promise<Uint8Array> {
  const png = await sharp(Buffer.from(FAVICON_SVG)).resize(32, 32).png().toBuffer();
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(32, 6); // width
  header.writeUInt8(32, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(22, 18); // image offset
  return new Uint8Array(Buffer.concat([header, png]));
}
