import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

// The focus rules of a modal dialog (SPEC §1 shared dialogs; WAI-ARIA APG "Dialog (Modal)"),
// one place for src/ui/modal.tsx and the enlarged picture (issue 10): while open the app's
// root is inert; focus starts on the element marked `data-autofocus`, else the first
// focusable one, else the panel; Tab and Shift+Tab go round inside the panel; Escape calls
// `onEscape`; on close focus returns to where it was.

export const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, audio[controls], [tabindex]:not([tabindex="-1"])';

/** Call once per open dialog; put the returned handler on the panel's onKeyDown. */
export function useModalFocus(panel: RefObject<HTMLElement | null>, onEscape: () => void): (event: KeyboardEvent) => void {
  const escape = useRef(onEscape);
  escape.current = onEscape;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const app = document.getElementById('root');
    app?.setAttribute('inert', '');
    const first = panel.current?.querySelector<HTMLElement>('[data-autofocus]') ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => {
      app?.removeAttribute('inert');
      if (previous && document.contains(previous)) previous.focus();
    };
    // The panel ref is stable for the dialog's life: runs once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      escape.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return event.preventDefault();
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
