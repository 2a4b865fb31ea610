import { looksLikeMarkup } from '../api/essay-text.ts';
import { ESSAY_FILE_TYPES, ESSAY_MAX_BYTES } from '../api/exams.ts';
import { safeFileName } from '../api/file-names.ts';

// The browser's check of an essay file before it is sent (SPEC §7 essay upload), the first
// part of the server's, with the server's own limits (api/exams.ts: size, extension, first
// bytes; api/essay-text.ts for text). The server then parses the whole file
// (server/adapters/file-checks/) and may still refuse it with the field error fileType.

/** Why a file is refused: by the browser's check, or the same codes from the server's field errors. */
export type EssayFileProblem = 'tooLarge' | 'fileType' | 'empty' | 'unreadable';

/** What the browser knows of a chosen file (a File fits). */
export interface ChosenFile {
  name: string;
  size: number;
}

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** The rule for a file, judged by the name the server will keep (api/file-names.ts), not the raw one. */
const ruleOf = (file: ChosenFile) => ESSAY_FILE_TYPES[extensionOf(safeFileName(file.name) ?? '')];

/** The lowercase extensions accepted, for the file input's `accept` and the hint. */
export const ESSAY_EXTENSIONS = Object.keys(ESSAY_FILE_TYPES);

/**
 * Size, extension, the first bytes, and for text all of it (UTF-8, no NUL, no markup).
 * `bytes` is the file's beginning (the whole file for text). null when it may be sent.
 */
export function essayFileProblem(file: ChosenFile, bytes: Uint8Array): EssayFileProblem | null {
  if (file.size > ESSAY_MAX_BYTES) return 'tooLarge';
  const rule = ruleOf(file);
  if (!rule) return 'fileType';
  if (file.size === 0) return 'empty';
  if ('text' in rule) {
    if (bytes.includes(0)) return 'fileType';
    try {
      return looksLikeMarkup(new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)) ? 'fileType' : null;
    } catch {
      return 'fileType';
    }
  }
  // A byte past the end of `bytes` is undefined, so a too-short beginning never matches.
  return rule.signatures.some((magic) => magic.every((b, i) => bytes[i] === b)) ? null : 'fileType';
}

/** How many bytes of a file the check needs: all of a text file, a few of the others. */
export function bytesToCheck(file: ChosenFile): number {
  const rule = ruleOf(file);
  return rule && 'text' in rule ? Math.min(file.size, ESSAY_MAX_BYTES) : 16;
}
