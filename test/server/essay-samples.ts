// Real files of every essay type, made on the spot (docs/exams.md "Essay files"): a PDF by
// pdf-lib, PNG and JPEG by sharp, ZIP and DOCX by a small stored-zip writer, a DOC as the
// smallest valid OLE compound file (header, one FAT sector, one directory sector), UTF-8
// text; and the polyglots the content check must refuse.
import { crc32 } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

export const utf8 = (text: string) => new TextEncoder().encode(text);
export const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
export const HTML = utf8('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n');

export async function pdf(pages = 1): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([300, 200]).drawText(`Essay, page ${i + 1}`, { x: 20, y: 100, size: 14 });
  return doc.save({ addDefaultPage: false });
}

const picture = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f6f8f' } });
export const png = async () => new Uint8Array(await picture().png().toBuffer());
export const jpeg = async () => new Uint8Array(await picture().jpeg().toBuffer());

/** A zip of stored (uncompressed) entries, as `zip -0` writes it. */
export function zip(entries: Record<string, string | Uint8Array>): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.from(typeof content === 'string' ? utf8(content) : content);
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

export const docx = () =>
  zip({
    '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    'word/document.xml': '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
  });

/** The smallest valid version-3 compound file: header, FAT in sector 0, directory in sector 1. */
export function doc(): Uint8Array {
  const b = Buffer.alloc(512 * 3, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(b, 0);
  b.writeUInt16LE(0x3e, 24); // minor version
  b.writeUInt16LE(3, 26); // major version
  b.writeUInt16LE(0xfffe, 28); // byte order
  b.writeUInt16LE(9, 30); // 512-byte sectors
  b.writeUInt16LE(6, 32); // 64-byte mini sectors
  b.writeUInt32LE(1, 44); // one FAT sector
  b.writeUInt32LE(1, 48); // directory in sector 1
  b.writeUInt32LE(4096, 56); // mini stream cutoff
  b.writeUInt32LE(0xfffffffe, 60); // no mini FAT
  b.writeUInt32LE(0xfffffffe, 68); // no DIFAT sectors
  b.fill(0xff, 76, 512); // DIFAT: free …
  b.writeUInt32LE(0, 76); // … but the FAT is sector 0
  const fat = 512;
  b.fill(0xff, fat, fat + 512);
  b.writeUInt32LE(0xfffffffd, fat); // sector 0: FAT
  b.writeUInt32LE(0xfffffffe, fat + 4); // sector 1: end of the directory chain
  const dir = 1024;
  Buffer.from('Root Entry\0', 'utf16le').copy(b, dir);
  b.writeUInt16LE(22, dir + 64);
  b[dir + 66] = 5; // root storage
  b.writeUInt32LE(0xffffffff, dir + 68);
  b.writeUInt32LE(0xffffffff, dir + 72);
  b.writeUInt32LE(0xffffffff, dir + 76);
  b.writeUInt32LE(0xfffffffe, dir + 116);
  return new Uint8Array(b);
}

export const text = () => utf8('Чек-лист: порожні поля, неправильний пароль, a < b, <Enter> двічі\n');

/** One real file of each accepted extension. */
export async function samples(): Promise<Record<string, Uint8Array>> {
  return {
    'answer.pdf': await pdf(),
    'answer.doc': doc(),
    'answer.docx': docx(),
    'answer.zip': zip({ 'notes.txt': 'Login checks', 'more/plan.txt': 'Plan' }),
    'answer.png': await png(),
    'answer.jpeg': await jpeg(),
    'answer.JPG': await jpeg(),
    'answer.txt': text(),
  };
}
