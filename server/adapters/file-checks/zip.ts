// A .zip or .docx is accepted when its structure holds together from byte 0 to the end
// (docs/exams.md "Essay files"): the end-of-central-directory record (zip64 when its fields
// say so) ends the file exactly; the central directory sits right before it and lists every
// entry; the entries' local headers, in order, start at byte 0 and follow each other without
// a gap up to the central directory (so nothing is prepended, inserted or appended), each
// with the name the directory gives. A .docx also holds [Content_Types].xml and
// word/document.xml. Nothing is decompressed.

const SIG = { local: 0x04034b50, central: 0x02014b50, end: 0x06054b50, end64: 0x06064b50, locator64: 0x07064b50, descriptor: 0x08074b50 };
const MAX16 = 0xffff;
const MAX32 = 0xffffffff;

type Entry = { name: string; offset: number; compressed: number; flags: number };

const u16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u32 = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;
const u64 = (b: Uint8Array, at: number) => u32(b, at) + u32(b, at + 4) * 2 ** 32;
const latin = (b: Uint8Array, from: number, to: number) => Buffer.from(b.buffer, b.byteOffset + from, to - from).toString('latin1');

/** The end record's offset: the last `PK\5\6` whose comment ends the file exactly, or -1. */
function findEnd(b: Uint8Array): number {
  for (let at = b.length - 22; at >= Math.max(0, b.length - 22 - MAX16); at--) {
    if (u32(b, at) === SIG.end && at + 22 + u16(b, at + 20) === b.length) return at;
  }
  return -1;
}

type Directory = { count: number; size: number; offset: number; recordAt: number };

function readDirectory(b: Uint8Array): Directory | null {
  const end = findEnd(b);
  if (end < 0 || u16(b, end + 4) !== 0 || u16(b, end + 6) !== 0) return null; // one disk
  if (u16(b, end + 8) !== u16(b, end + 10)) return null; // entries on this disk = all entries
  let count = u16(b, end + 10);
  let size = u32(b, end + 12);
  let offset = u32(b, end + 16);
  let recordAt = end;
  // A zip64 end record (written by some tools even for small archives) sits before a locator
  // right before the classic record; its values replace the 0xFFFF… ones.
  const locator = end - 20;
  if (locator >= 0 && u32(b, locator) === SIG.locator64) {
    const at = u64(b, locator + 8);
    if (at + 56 > locator || u32(b, at) !== SIG.end64 || at + 12 + u64(b, at + 4) !== locator) return null;
    const agrees = (classic: number, wide: number, max: number) => classic === max || classic === wide;
    if (!agrees(count, u64(b, at + 32), MAX16) || !agrees(size, u64(b, at + 40), MAX32) || !agrees(offset, u64(b, at + 48), MAX32)) return null;
    count = u64(b, at + 32);
    size = u64(b, at + 40);
    offset = u64(b, at + 48);
    recordAt = at;
  } else if (count === MAX16 || size === MAX32 || offset === MAX32) return null;
  if (offset + size !== recordAt) return null;
  return { count, size, offset, recordAt };
}

/** Sizes and offset given as 0xFFFFFFFF in the central directory come from the zip64 extra field. */
function zip64Values(b: Uint8Array, extraFrom: number, extraTo: number, want: { usize: boolean; csize: boolean; offset: boolean }) {
  for (let at = extraFrom; at + 4 <= extraTo;) {
    const id = u16(b, at);
    const length = u16(b, at + 2);
    if (id === 0x0001) {
      let p = at + 4;
      const take = (needed: boolean) => {
        if (!needed) return undefined;
        const value = u64(b, p);
        p += 8;
        return value;
      };
      const usize = take(want.usize);
      const csize = take(want.csize);
      const offset = take(want.offset);
      if (p > at + 4 + length) return null;
      return { usize, csize, offset };
    }
    at += 4 + length;
  }
  return null;
}

function readEntries(b: Uint8Array, dir: Directory): Entry[] | null {
  const entries: Entry[] = [];
  let at = dir.offset;
  for (let i = 0; i < dir.count; i++) {
    if (at + 46 > dir.offset + dir.size || u32(b, at) !== SIG.central) return null;
    const flags = u16(b, at + 8);
    let compressed = u32(b, at + 20);
    const uncompressed = u32(b, at + 24);
    const nameLength = u16(b, at + 28);
    const extraLength = u16(b, at + 30);
    const commentLength = u16(b, at + 32);
    let offset = u32(b, at + 42);
    const nameEnd = at + 46 + nameLength;
    const next = nameEnd + extraLength + commentLength;
    if (next > dir.offset + dir.size) return null;
    const want = { usize: uncompressed === MAX32, csize: compressed === MAX32, offset: offset === MAX32 };
    if (want.usize || want.csize || want.offset) {
      const values = zip64Values(b, nameEnd, nameEnd + extraLength, want);
      if (!values) return null;
      compressed = values.csize ?? compressed;
      offset = values.offset ?? offset;
    }
    entries.push({ name: latin(b, at + 46, nameEnd), offset, compressed, flags });
    at = next;
  }
  return at === dir.offset + dir.size ? entries : null;
}

/**
 * Where the entry's bytes may end: after its local header and data, and, when it has a data
 * descriptor, after that ([signature,] crc32 and two sizes of 4 or 8 bytes each). Empty when
 * the local header does not match the directory.
 */
function entryEnds(b: Uint8Array, e: Entry, limit: number): number[] {
  const at = e.offset;
  if (at + 30 > limit || u32(b, at) !== SIG.local) return [];
  const nameLength = u16(b, at + 26);
  const extraLength = u16(b, at + 28);
  if (at + 30 + nameLength > limit || latin(b, at + 30, at + 30 + nameLength) !== e.name) return [];
  const end = at + 30 + nameLength + extraLength + e.compressed;
  if (!(e.flags & 0x0008)) return [end];
  const signed = end + 4 <= limit && u32(b, end) === SIG.descriptor ? 4 : 0;
  return [end + signed + 12, end + signed + 20];
}

/** The entry names of a well-formed archive, or null (see the rules above). */
export function zipEntries(b: Uint8Array): string[] | null {
  const dir = readDirectory(b);
  if (!dir || dir.count < 1) return null;
  const entries = readEntries(b, dir);
  if (!entries) return null;
  const inOrder = [...entries].sort((x, y) => x.offset - y.offset);
  if (inOrder[0]!.offset !== 0) return null;
  for (const [i, e] of inOrder.entries()) {
    const next = inOrder[i + 1]?.offset ?? dir.offset;
    if (!entryEnds(b, e, dir.offset).includes(next)) return null;
  }
  return entries.map((e) => e.name);
}

export function isZip(bytes: Uint8Array): boolean {
  return zipEntries(bytes) !== null;
}

export function isDocx(bytes: Uint8Array): boolean {
  const names = zipEntries(bytes);
  return names !== null && names.includes('[Content_Types].xml') && names.includes('word/document.xml');
}
