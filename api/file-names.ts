// File names as the portal stores and shows them (docs/exams.md "Essay files"): one rule for
// the browser's first check and the server, so both judge the same name.
// Removed from names: controls (C0, DEL, C1: \p{Cc}), format characters (\p{Cf}: the bidi
// controls U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C, zero-width U+200B–U+200D,
// U+2060, U+FEFF, the soft hyphen U+00AD …), line and paragraph separators, the Hangul
// fillers that draw nothing, and the characters Windows forbids besides the path separators.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0]/gu;
const FORBIDDEN = /["<>|:*?]/g;
const MAX_NAME = 120;

/**
 * A file name as stored and shown: NFC, the last path segment, without invisible, control
 * or bidi characters and `"<>|:*?`, other spaces made plain and collapsed, no leading or
 * trailing spaces and no trailing dots, at most 120 characters (the extension kept).
 * null when nothing is left.
 */
export function safeFileName(name: string): string | null {
  const base = name.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(INVISIBLE, '')
    .replace(FORBIDDEN, '')
    .replace(/\p{Zs}+/gu, ' ')
    .normalize('NFC')
    .replace(/^ +/, '')
    .replace(/[ .]+$/, '');
  if (clean === '' || clean === '.' || clean === '..') return null;
  const chars = Array.from(clean);
  if (chars.length <= MAX_NAME) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 ? Array.from(clean.slice(dot)) : [];
  if (ext.length >= MAX_NAME / 2) return chars.slice(0, MAX_NAME).join('');
  return chars.slice(0, MAX_NAME - ext.length).join('') + ext.join('');
}
