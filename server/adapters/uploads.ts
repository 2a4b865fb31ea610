// Essay files (SPEC §7 POST /api/exams/passage/essay). Stored in the database (table
// exam_essay_files), never under a served folder, so that several server processes share
// them and only the owner's session reads them back (docs/exams.md "Essay files").
// Accepted: pdf, doc, docx, txt, png, jpeg, zip up to 10 MiB; the extension must match the
// file's first bytes (txt: UTF-8 text without NUL bytes).
import { and, desc, eq } from 'drizzle-orm';
import { examEssayFiles } from '../db/schema.ts';
import type { Conn } from '../domain/exams/store.ts';

export const MAX_ESSAY_BYTES = 10 * 1024 * 1024;

const PDF = [0x25, 0x50, 0x44, 0x46]; // %PDF
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // .doc (Compound File)
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // .zip, .docx
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

function isText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const TYPES: Record<string, { contentType: string; matches: (b: Uint8Array) => boolean }> = {
  pdf: { contentType: 'application/pdf', matches: (b) => startsWith(b, PDF) },
  doc: { contentType: 'application/msword', matches: (b) => startsWith(b, OLE) },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', matches: (b) => startsWith(b, ZIP) },
  zip: { contentType: 'application/zip', matches: (b) => startsWith(b, ZIP) || startsWith(b, ZIP_EMPTY) },
  png: { contentType: 'image/png', matches: (b) => startsWith(b, PNG) },
  jpg: { contentType: 'image/jpeg', matches: (b) => startsWith(b, JPEG) },
  jpeg: { contentType: 'image/jpeg', matches: (b) => startsWith(b, JPEG) },
  txt: { contentType: 'text/plain; charset=utf-8', matches: isText },
};

export const ESSAY_EXTENSIONS = Object.keys(TYPES);

/** The content type of an accepted essay file, or null when its name or bytes are not accepted. */
export function essayFileType(fileName: string, bytes: Uint8Array): string | null {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const type = ext ? TYPES[ext] : undefined;
  if (!type || bytes.length === 0 || !type.matches(bytes)) return null;
  return type.contentType;
}

/** The last path segment without control characters, at most 120 characters; null when nothing is left. */
export function safeFileName(name: string): string | null {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim();
  if (clean === '' || clean === '.' || clean === '..') return null;
  if (clean.length <= 120) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 ? clean.slice(dot) : '';
  return clean.slice(0, 120 - ext.length) + ext;
}

export type StoredFile = { fileName: string; contentType: string; data: Uint8Array };

/** Stores (or replaces: same question, same name) a file. */
export async function storeEssayFile(
  db: Conn,
  f: StoredFile & { resultQuestionId: number; customerId: number; now: number },
): Promise<void> {
  const row = {
    resultQuestionId: f.resultQuestionId,
    customerId: f.customerId,
    fileName: f.fileName,
    contentType: f.contentType,
    size: f.data.length,
    data: f.data,
    uploadedAt: new Date(f.now),
  };
  await db
    .insert(examEssayFiles)
    .values(row)
    .onConflictDoUpdate({
      target: [examEssayFiles.resultQuestionId, examEssayFiles.fileName],
      set: { contentType: row.contentType, size: row.size, data: row.data, uploadedAt: row.uploadedAt },
    });
}

/** The owner's file of a question: the one named, else the latest uploaded. */
export async function readEssayFile(db: Conn, customerId: number, resultQuestionId: number, fileName?: string | null): Promise<StoredFile | null> {
  const mine = and(eq(examEssayFiles.resultQuestionId, resultQuestionId), eq(examEssayFiles.customerId, customerId));
  const [row] = await db
    .select({ fileName: examEssayFiles.fileName, contentType: examEssayFiles.contentType, data: examEssayFiles.data })
    .from(examEssayFiles)
    .where(fileName ? and(mine, eq(examEssayFiles.fileName, fileName)) : mine)
    .orderBy(desc(examEssayFiles.uploadedAt), desc(examEssayFiles.id))
    .limit(1);
  return row ?? null;
}
