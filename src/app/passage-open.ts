// The document's mark that a passage is open (issue 10 item 3, read by the shell in
// shell/passage-quiet.ts). Apart from the shell so that start-up (src/main.tsx) can set it on a
// running passage's page before hydrating without loading the shell's code on /login.

export const PASSAGE_OPEN_ATTRIBUTE = 'data-passage-open';

/** Marks the document while a passage is open; returns the unmarking. */
export function markPassageOpen(): () => void {
  document.documentElement.setAttribute(PASSAGE_OPEN_ATTRIBUTE, '');
  return () => document.documentElement.removeAttribute(PASSAGE_OPEN_ATTRIBUTE);
}
