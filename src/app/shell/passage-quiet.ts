import { useSyncExternalStore } from 'react';
import { useServices } from '../services.tsx';

// Issue 10 item 3: while a passage is open (in progress or on a break) the page around it
// does not invite leaving. The passage marks the document (`markPassageOpen`, from its leave
// guard); the shell reads the mark (`usePassageOpen`): the menu is topped by a note that
// leaving finishes the test, news, surveys, the info panel (help links) and the footer are
// hidden. A link the guard holds (the leave confirmation opens) is announced to the shell
// with PASSAGE_LEAVE_HELD so the phone drawer closes (after "Stay" the passage is in view).

export const PASSAGE_OPEN_ATTRIBUTE = 'data-passage-open';
export const PASSAGE_LEAVE_HELD = 'passage-leave-held';

/** Marks the document while a passage is open; returns the unmarking. */
export function markPassageOpen(): () => void {
  document.documentElement.setAttribute(PASSAGE_OPEN_ATTRIBUTE, '');
  return () => document.documentElement.removeAttribute(PASSAGE_OPEN_ATTRIBUTE);
}

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [PASSAGE_OPEN_ATTRIBUTE] });
  return () => observer.disconnect();
}

const isOpen = () => document.documentElement.hasAttribute(PASSAGE_OPEN_ATTRIBUTE);

/**
 * Whether a passage is open on this page. A page the server painted with a running passage
 * (src/app/preloaded.ts `start.passageOpen`) is open from its first render, before the passage's own
 * effect marks the document, so the shell stays as quiet as it was painted.
 */
export function usePassageOpen(): boolean {
  const { preloaded } = useServices();
  const painted = () => preloaded?.start?.passageOpen ?? false;
  return useSyncExternalStore(subscribe, () => isOpen() || painted(), painted);
}
