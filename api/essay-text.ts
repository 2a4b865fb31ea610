// The markup rule for essay files named .txt (docs/exams.md "Essay files"), shared by the
// server's content check and the browser's check before sending. A text file is refused as
// markup, so that no browser or mail scanner that sniffs content can take it for HTML, XML
// or SVG, when:
//   1. its first character, after a byte order mark and white space (space, tab, CR, LF,
//      FF), is `<` followed by an ASCII letter, `!`, `?` or `/` (`<!doctype`, `<html`,
//      `<svg`, `<?xml`, `<!--`, `</p>` …: how the WHATWG MIME sniffing patterns begin);
//   2. or anywhere, in any letter case, `<script`, `<svg` or `<iframe` is followed by white
//      space, `/`, `>` or the end of the text (an element that runs script or draws).
// A `<` elsewhere is fine: "a < b", "<= 5", "<Enter>".

const LEADING = /^\uFEFF?[ \t\r\n\f]*<[A-Za-z!?/]/;
const ANYWHERE = /<(script|svg|iframe)(?=[\s/>]|$)/i;

export function looksLikeMarkup(text: string): boolean {
  return LEADING.test(text) || ANYWHERE.test(text);
}
