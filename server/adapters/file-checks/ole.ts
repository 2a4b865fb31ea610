// A .doc (an OLE compound file, [MS-CFB]) is accepted when its header holds and the file
// is made of whole sectors (docs/exams.md "Essay files"): the signature and byte order
// mark, version 3 with 512-byte or version 4 with 4096-byte sectors, 64-byte mini sectors,
// a size that is a whole number of sectors (the header taking the first), at least three
// sectors, FAT sectors enough to map them all, the FAT and first directory sectors the
// header names inside the file, and that directory sector starting with the root entry.

const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const MAXREGSECT = 0xfffffffa;
const ENDOFCHAIN = 0xfffffffe;

const u16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u32 = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;

export function isOleDocument(b: Uint8Array): boolean {
  if (b.length < 512 || !SIGNATURE.every((x, i) => b[i] === x)) return false;
  const major = u16(b, 26);
  const shift = u16(b, 30);
  if (u16(b, 28) !== 0xfffe || u16(b, 32) !== 6) return false;
  if (!((major === 3 && shift === 9) || (major === 4 && shift === 12))) return false;
  const sector = 1 << shift;
  if (b.length % sector !== 0 || b.length < 3 * sector) return false;
  const sectors = b.length / sector - 1; // the header takes the first
  const fatSectors = u32(b, 44);
  const firstDirectory = u32(b, 48);
  if (fatSectors < 1 || fatSectors * (sector / 4) < sectors || firstDirectory >= sectors) return false;
  // The first 109 FAT sector numbers are in the header (DIFAT), the rest in DIFAT sectors.
  for (let i = 0; i < Math.min(fatSectors, 109); i++) {
    const fat = u32(b, 76 + 4 * i);
    if (fat > MAXREGSECT || fat >= sectors) return false;
  }
  const firstDifat = u32(b, 68);
  if (fatSectors > 109 ? firstDifat >= sectors : firstDifat !== ENDOFCHAIN && firstDifat >= sectors) return false;
  // The root entry: object type 5 (root storage) at byte 66 of the first directory entry.
  const root = (firstDirectory + 1) * sector;
  return b[root + 66] === 5;
}
