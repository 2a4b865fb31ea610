// Essay files (SPEC §7 POST /api/exams/passage/essay; docs/exams.md "Essay files"): the
// accepted types, the size limit and how a file's name is made safe. The browser applies
// the same list first (api/exams.ts ESSAY_FILE_TYPES / ESSAY_MAX_BYTES); the server then
// checks the whole content (server/adapters/file-checks/).
import { ESSAY_MAX_BYTES } from '../../api/exams.ts';
import type { EssayType } from './file-checks/index.ts';

export const MAX_ESSAY_BYTES = ESSAY_MAX_BYTES;

const TYPES: Record<string, { type: EssayType; contentType: string }> = {
  pdf: { type: 'pdf', contentType: 'application/pdf' },
  doc: { type: 'doc', contentType: 'application/msword' },
  docx: { type: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  zip: { type: 'zip', contentType: 'application/zip' },
  png: { type: 'png', contentType: 'image/png' },
  jpg: { type: 'jpeg', contentType: 'image/jpeg' },
  jpeg: { type: 'jpeg', contentType: 'image/jpeg' },
  txt: { type: 'txt', contentType: 'text/plain; charset=utf-8' },
};

export const ESSAY_EXTENSIONS = Object.keys(TYPES);
/** The media types an essay file is kept and served as (the OpenAPI document lists them: server/openapi/document.ts). */
export const ESSAY_CONTENT_TYPES: readonly string[] = [...new Set(Object.values(TYPES).map((t) => t.contentType))];

/** The declared type of a (normalised) file name by its extension, or null when not accepted. */
export function essayTypeOf(fileName: string): { type: EssayType; contentType: string } | null {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return (ext && TYPES[ext]) || null;
}
