import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import * as styles from './modal.css.ts';
import { useModalFocus } from './use-modal-focus.ts';

// SPEC §1 shared dialogs, accessible: role dialog/alertdialog, aria-modal, focus kept
// inside while open, Escape closes, focus returns to where it was (./use-modal-focus.ts).

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
  const onKeyDown = useModalFocus(panel, onEscape);

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
