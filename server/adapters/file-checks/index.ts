// The content check of an essay file by its declared type (docs/exams.md "Essay files":
// each type parses as what it claims, whole, with nothing before or after it).
import { isImage } from './image.ts';
import { isOleDocument } from './ole.ts';
import { isPdf } from './pdf.ts';
import { isPlainText } from './text.ts';
import { isDocx, isZip } from './zip.ts';

/** The types an essay file may declare by its extension (server/adapters/uploads.ts). */
export type EssayType = 'pdf' | 'doc' | 'docx' | 'zip' | 'png' | 'jpeg' | 'txt';

export async function contentMatches(type: EssayType, bytes: Uint8Array): Promise<boolean> {
  if (bytes.length === 0) return false;
  switch (type) {
    case 'pdf':
      return isPdf(bytes);
    case 'png':
    case 'jpeg':
      return isImage(bytes, type);
    case 'txt':
      return isPlainText(bytes);
    case 'zip':
      return isZip(bytes);
    case 'docx':
      return isDocx(bytes);
    case 'doc':
      return isOleDocument(bytes);
  }
}
