// Names of essay files (docs/exams.md "Essay files"): stored and shown as normalised: NFC,
// no bidi, invisible or control characters, no path; the extension read afterwards.
import { describe, expect, it } from 'vitest';
import { safeFileName } from '../../api/file-names.ts';
import { essayTypeOf } from '../../server/adapters/uploads.ts';

describe('essay file names', () => {
  it('are NFC, without bidi, invisible or control characters, path or forbidden characters', () => {
    expect(safeFileName('evil\u202Etxt.exe')).toBe('eviltxt.exe');
    expect(safeFileName('photo\u202Egnp.txt')).toBe('photognp.txt');
    expect(safeFileName('a\u2066b\u2069c\u200E\u200F\u061C.pdf')).toBe('abc.pdf');
    expect(safeFileName('zero\u200B\u200C\u200Dwidth\u2060\uFEFF\u00AD.txt')).toBe('zerowidth.txt');
    expect(safeFileName('c0\u0001\u001F\u007F\u0085\u009Fc1.txt')).toBe('c0c1.txt');
    expect(safeFileName('../../Мій\u00A0план.pdf')).toBe('Мій план.pdf');
    expect(safeFileName('C:\\Users\\me\\"quoted"<a>|b:c*?.docx')).toBe('quotedabc.docx');
    expect(safeFileName('Cafe\u0301.txt')).toBe('Café.txt'); // NFC
    expect(safeFileName('Cafe\u200B\u0301.txt')).toBe('Café.txt'); // NFC again once the invisible is gone
    expect(safeFileName('Café.txt')?.length).toBe('Café.txt'.normalize('NFC').length);
    expect(safeFileName('notes.txt. . ')).toBe('notes.txt');
    expect(safeFileName('\u202E\u200B')).toBeNull();
    expect(safeFileName('..')).toBeNull();
  });

  it('keep the extension when cut to 120 characters', () => {
    const long = safeFileName(`${'я'.repeat(200)}.docx`)!;
    expect(Array.from(long)).toHaveLength(120);
    expect(long.endsWith('я.docx')).toBe(true);
  });

  it('the extension is read after normalising: a right-to-left override cannot make .exe look like .txt', () => {
    expect(essayTypeOf(safeFileName('report\u202Efdp.exe')!)).toBeNull();
    expect(essayTypeOf(safeFileName('report.pdf\u200B')!)?.type).toBe('pdf');
  });
});
