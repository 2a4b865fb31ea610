// A PDF is accepted when it is one (docs/exams.md "Essay files"): `%PDF-` at byte 0, only
// white space after the last `%%EOF` (nothing appended), and pdf-lib parses it strictly
// (an object that does not parse is an error, not a warning) into a document of at least
// one page. Encrypted PDFs are parsed without being decrypted.
import { PDFDocument } from 'pdf-lib';

const HEAD = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const EOF = [0x25, 0x25, 0x45, 0x4f, 0x46]; // %%EOF
const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09 || b === 0x0c || b === 0x00;

export function endsAtEof(bytes: Uint8Array): boolean {
  let end = bytes.length;
  while (end > 0 && isSpace(bytes[end - 1]!)) end--;
  return end >= EOF.length && EOF.every((b, i) => bytes[end - EOF.length + i] === b);
}

export async function isPdf(bytes: Uint8Array): Promise<boolean> {
  if (!HEAD.every((b, i) => bytes[i] === b) || !endsAtEof(bytes)) return false;
  try {
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, throwOnInvalidObject: true, updateMetadata: false });
    return doc.getPageCount() >= 1;
  } catch {
    return false;
  }
}
