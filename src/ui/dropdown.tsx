import { useEffect, useId, useRef, type ReactNode } from 'react';
import * as styles from './dropdown.css.ts';

// A disclosure dropdown (button + panel): aria-expanded/aria-controls on the button,
// Escape closes and returns focus to the button, a click outside closes. The owner
// holds `open`, so it can also close every dropdown on navigation (SPEC §2).

interface DropdownProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible name of the button when its visible content is an icon. */
  label?: string;
  trigger: ReactNode;
  badge?: number;
  children: ReactNode;
  className?: string;
}

export function Dropdown({ open, onOpenChange, label, trigger, badge, children, className }: DropdownProps) {
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) onOpenChange(false);
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const hadFocus = root.current?.contains(document.activeElement) ?? false;
      onOpenChange(false);
      if (hadFocus) button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onOpenChange]);

  return (
    <div ref={root} className={`${styles.root} ${className ?? ''}`}>
      <button ref={button} type="button" className={styles.trigger} aria-expanded={open} aria-controls={panelId} aria-label={label} onClick={() => onOpenChange(!open)}>
        {trigger}
        {badge ? (
          <span className={styles.badge} aria-hidden="true">
            {badge > 99 ? '99+' : badge}
          </span>
        ) : null}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
