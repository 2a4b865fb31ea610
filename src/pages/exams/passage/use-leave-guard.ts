import { useEffect, useRef } from 'react';
import { markPassageOpen, PASSAGE_LEAVE_HELD } from '../../../app/shell/passage-quiet.ts';

// SPEC §2 "Leaving a passage in progress or on break asks for confirmation and finishes
// the passage first". In-app links (and the browser's back button) outside the passage
// are held and handed to the passage machine (LEAVE.REQUEST), which navigates once the
// passage is finished; closing or reloading the tab gets the browser's own prompt. While
// active the page around is quieted (app/shell/passage-quiet.ts), and a held link tells
// the shell (the phone drawer closes, so "Stay" returns to the passage).
export function useLeaveGuard(active: boolean, inside: string, onLeave: (to: string) => void) {
  const leave = useRef(onLeave);
  leave.current = onLeave;
  useEffect(() => {
    if (!active) return;
    const unmark = markPassageOpen();
    const isInside = (path: string) => path === inside || path.startsWith(`${inside}/`);
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.hasAttribute('download') || (link.target && link.target !== '_self')) return;
      const url = new URL(link.href, location.href);
      if (url.origin !== location.origin || isInside(url.pathname)) return;
      event.preventDefault();
      event.stopPropagation();
      link.dispatchEvent(new CustomEvent(PASSAGE_LEAVE_HELD, { bubbles: true }));
      leave.current(url.pathname + url.search + url.hash);
    };
    const onPopState = () => {
      if (isInside(location.pathname)) return;
      const to = location.pathname + location.search;
      history.pushState(history.state, '', inside); // stay until the passage is finished
      leave.current(to);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers need it set to show the prompt
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState, true); // before the router reads the new path
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      unmark();
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active, inside]);
}
