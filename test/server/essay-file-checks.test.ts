// The content check of essay files (docs/exams.md "Essay files"): each type parses as what
// it claims, whole, with nothing before or after it; polyglots (a file that is also HTML,
// SVG or XML to a content sniffer) are refused. Real files of every type pass.
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { looksLikeMarkup } from '../../api/essay-text.ts';
import { contentMatches, type EssayType } from '../../server/adapters/file-checks/index.ts';
import { concat, doc, docx, HTML, jpeg, pdf, png, samples, utf8, zip } from './essay-samples.ts';

/** The PNG with its compressed pixel data (IDAT) scrambled and the chunk's CRC fixed: the structure holds, decoding fails. */
function corruptPixels(png: Uint8Array): Uint8Array {
  const b = Buffer.from(png);
  const at = b.indexOf('IDAT') - 4;
  const length = b.readUInt32BE(at);
  for (let i = at + 8 + 2; i < at + 8 + length - 4; i++) b[i] = b[i]! ^ 0x5a;
  b.writeUInt32BE(crc32(b.subarray(at + 4, at + 8 + length)), at + 8 + length);
  return new Uint8Array(b);
}

const typeOf = (name: string): EssayType => {
  const ext = name.split('.').pop()!.toLowerCase();
  return ext === 'jpg' ? 'jpeg' : (ext as EssayType);
};

describe('essay content check', () => {
  it('accepts a real file of every type', async () => {
    for (const [name, bytes] of Object.entries(await samples())) expect(await contentMatches(typeOf(name), bytes), name).toBe(true);
  });

  it('refuses the polyglots of issue 7: %PDF + HTML, PNG + HTML, PDF + HTML, HTML or SVG named .txt, HTML + zip', async () => {
    const cases: [EssayType, Uint8Array][] = [
      ['pdf', concat(utf8('%PDF-1.4\n'), HTML)],
      ['pdf', concat(utf8('%PDF-1.4\n'), HTML, utf8('%%EOF\n'))],
      ['pdf', concat(await pdf(), HTML)],
      ['png', concat(await png(), HTML)],
      ['jpeg', concat(await jpeg(), HTML)],
      ['jpeg', concat(await jpeg(), HTML, new Uint8Array([0xff, 0xd9]))], // ends at an EOI, but not its own
      ['txt', HTML],
      ['txt', utf8('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
      ['txt', utf8('\uFEFF  <?xml version="1.0"?><x/>')],
      ['zip', concat(HTML, zip({ 'a.txt': 'a' }))],
      ['docx', concat(HTML, docx())],
      ['zip', concat(zip({ 'a.txt': 'a' }), HTML)],
      ['doc', concat(doc(), HTML)],
    ];
    for (const [i, [type, bytes]] of cases.entries()) expect(await contentMatches(type, bytes), `case ${i} (${type})`).toBe(false);
  });

  it('PDF: parses, ends at %%EOF, has a page', async () => {
    const good = await pdf(2);
    expect(await contentMatches('pdf', concat(good, utf8('\r\n  \n')))).toBe(true); // white space after %%EOF is fine
    expect(await contentMatches('pdf', concat(utf8(' '), good))).toBe(false); // not at byte 0
    expect(await contentMatches('pdf', good.subarray(0, good.length - 40))).toBe(false); // cut off
    const empty = await (await import('pdf-lib')).PDFDocument.create();
    expect(await contentMatches('pdf', await empty.save({ addDefaultPage: false }))).toBe(false); // no page
    expect(await contentMatches('pdf', utf8('%PDF-1.7\n' + ' '.repeat(200)))).toBe(false); // the old check took this
  });

  it('PNG and JPEG: decode whole, end at IEND / EOI, are the declared format', async () => {
    const p = await png();
    const j = await jpeg();
    expect(await contentMatches('png', p.subarray(0, p.length - 12))).toBe(false); // no IEND
    expect(await contentMatches('png', concat(p.subarray(0, 40), new Uint8Array(200), p.subarray(p.length - 12)))).toBe(false); // broken chunks
    expect(await contentMatches('jpeg', j.subarray(0, j.length - 2))).toBe(false); // no EOI
    expect(await contentMatches('png', j)).toBe(false);
    expect(await contentMatches('png', corruptPixels(p))).toBe(false); // chunks fine, pixels not
    expect(await contentMatches('jpeg', p)).toBe(false);
    const progressive = new Uint8Array(
      await (
        await import('sharp')
      )
        .default({ create: { width: 40, height: 30, channels: 3, background: '#abc' } })
        .jpeg({ progressive: true })
        .toBuffer(),
    );
    expect(await contentMatches('jpeg', progressive)).toBe(true);
  });

  it('text: UTF-8, no NUL, no markup', async () => {
    expect(await contentMatches('txt', new Uint8Array([0x61, 0xff, 0x62]))).toBe(false);
    expect(await contentMatches('txt', utf8('a\0b'))).toBe(false);
    expect(await contentMatches('txt', utf8('\uFEFFПривіт'))).toBe(true);
  });

  it('zip and docx: the directory matches the entries, from byte 0 to the end; docx has word/document.xml', async () => {
    expect(await contentMatches('docx', zip({ '[Content_Types].xml': '<Types/>', 'word/other.xml': '<x/>' }))).toBe(false);
    expect(await contentMatches('zip', docx())).toBe(true);
    const z = zip({ 'a.txt': 'aaaa', 'b.txt': 'bbbb' });
    const gap = zip({ 'a.txt': 'aaaa' });
    // An entry pointing elsewhere than the local header that is there:
    const moved = Buffer.from(z);
    moved.writeUInt32LE(1, z.length - 22 - (46 + 5) + 42);
    expect(await contentMatches('zip', new Uint8Array(moved))).toBe(false);
    // Bytes inserted between the entries and the directory (offsets fixed up):
    const inserted = Buffer.concat([Buffer.from(gap.subarray(0, 39)), Buffer.from(HTML), Buffer.from(gap.subarray(39))]);
    inserted.writeUInt32LE(39 + HTML.length, inserted.length - 22 + 16);
    expect(await contentMatches('zip', new Uint8Array(inserted))).toBe(false);
    expect(await contentMatches('zip', zip({}))).toBe(false); // empty
    // Data in front with every offset moved to match (as `zip -A` makes a self-extractor):
    // consistent, but the first entry does not start at byte 0.
    const front = Buffer.concat([Buffer.from(HTML), Buffer.from(gap)]);
    front.writeUInt32LE(HTML.length, front.length - 22 - (46 + 5) + 42);
    front.writeUInt32LE(HTML.length + 39, front.length - 22 + 16);
    expect(await contentMatches('zip', new Uint8Array(front))).toBe(false);
  });

  it('doc: a compound file header with whole sectors, FAT and directory inside', async () => {
    const d = doc();
    expect(await contentMatches('doc', d.subarray(0, 1000))).toBe(false); // not whole sectors
    expect(await contentMatches('doc', d.subarray(0, 1024))).toBe(false); // the directory sector is missing
    const badOrder = Buffer.from(d);
    badOrder.writeUInt16LE(0xfeff, 28);
    expect(await contentMatches('doc', new Uint8Array(badOrder))).toBe(false);
    const badShift = Buffer.from(d);
    badShift.writeUInt16LE(12, 30); // 4096-byte sectors in a version-3 file
    expect(await contentMatches('doc', new Uint8Array(badShift))).toBe(false);
  });
});

describe('the markup rule (api/essay-text.ts)', () => {
  it('refuses text that starts as markup or holds script, svg or iframe elements', () => {
    for (const t of [
      '<html>',
      ' \n<!DOCTYPE html>',
      '<!-- x -->',
      '<?xml version="1.0"?>',
      '</p>',
      '<Svg>',
      'Note:\n<script src=x></script>',
      'a <SVG/>',
      'x <iframe\nsrc=y>',
      'end <script',
    ]) {
      expect(looksLikeMarkup(t), t).toBe(true);
    }
  });

  it('takes text with a < that opens no such element', () => {
    for (const t of ['a < b', 'x <= 5', 'press <Enter> twice', '1 <2> 3', 'the <scripting> chapter', '<3 love', '< html']) {
      expect(looksLikeMarkup(t), t).toBe(false);
    }
  });
});
