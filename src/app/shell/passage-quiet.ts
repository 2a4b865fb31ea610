import { useSyncExternalStore } from 'react';
import { useServices } from '../services.tsx';
import { PASSAGE_OPEN_ATTRIBUTE } from '../passage-open.ts';

// Issue 10 item 3: while a passage is open (in progress or on a break) the page around it
// does not invite leaving. The passage marks the document (`markPassageOpen`, from its leave
// guard); the shell reads the mark (`usePassageOpen`): the menu is topped by a note that
// leaving finishes the test, news, surveys, the info panel (help links) and the footer are
// hidden. A link the guard holds (the leave confirmation opens) is announced to the shell
// with PASSAGE_LEAVE_HELD so the phone drawer closes (after "Stay" the passage is in view).

export { markPassageOpen } from '../passage-open.ts';
export const PASSAGE_LEAVE_HELD = 'passage-leave-held';

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [PASSAGE_OPEN_ATTRIBUTE] });
  return () => observer.disconnect();
}

const isOpen = () => document.documentElement.hasAttribute(PASSAGE_OPEN_ATTRIBUTE);

/** Whether a passage is open on this page; on a page the server painted, as it painted it (the page came with the passage, src/app/preloaded.ts). */
export function usePassageOpen(): boolean {
  const { preloaded } = useServices();
  return useSyncExternalStore(subscribe, isOpen, () => preloaded?.passageOpen ?? false);
}
