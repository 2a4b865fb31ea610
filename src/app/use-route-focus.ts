import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'wouter';

// After an in-app navigation the new page starts at the top and the keyboard and screen
// reader focus moves to its content (the link that was used may have gone with a menu).
export function useRouteFocus(target: RefObject<HTMLElement | null>): void {
  const [path] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    target.current?.focus({ preventScroll: true });
  }, [path, target]);
}
