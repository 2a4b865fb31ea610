import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import * as styles from './modal.css.ts';

// SPEC §1 shared dialogs, accessible: role dialog/alertdialog, aria-modal, focus kept
// inside while open, Escape closes, focus returns to where it was.

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, audio[controls], [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  role: 'dialog' | 'alertdialog';
  tone: keyof typeof styles.tone;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  onEscape: () => void;
}

export function Modal({ role, tone, title, children, actions, onEscape }: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
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
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
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

  return createPortal(
    <div className={styles.backdrop}>
      <div
        ref={panel}
        className={`${styles.panel} ${styles.tone[tone]}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div id={bodyId} className={styles.body}>
          {children}
        </div>
        <div className={styles.actions}>{actions}</div>
      </div>
    </div>,
    document.body,
  );
}
