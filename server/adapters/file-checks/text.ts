// A .txt file is accepted when it is plain text (docs/exams.md "Essay files"): valid UTF-8
// (a strict decoder), no NUL byte, and no markup by the rule of api/essay-text.ts.
import { looksLikeMarkup } from '../../../api/essay-text.ts';

export function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return false;
  }
  return !looksLikeMarkup(text);
}
