import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import { button } from '../../../ui/button.css.ts';
import { backdrop } from '../../../ui/modal.css.ts';
import * as styles from '../editors/editors.css.ts';

// A picture enlarged, in a modal dialog named by the picture's description: the rest of
// the app is inert while it is open, focus starts on Close and stays inside, Escape or
// a click outside closes it, and focus goes back to the thumbnail.
export function PictureDialog({ url, alt, onClose }: { url: string; alt: string; onClose: () => void }) {
  const { t } = useLingui();
  const titleId = useId();
  const close = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const app = document.getElementById('root');
    app?.setAttribute('inert', '');
    close.current?.focus();
    return () => {
      app?.removeAttribute('inert');
      if (previous && document.contains(previous)) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
    } else if (event.key === 'Tab') {
      // Close is the only control: keep focus on it.
      event.preventDefault();
      close.current?.focus();
    }
  };

  return createPortal(
    <div className={backdrop} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div className={styles.dialogPanel} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <div className={styles.dialogHead}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {alt}
          </h2>
          <button ref={close} type="button" className={button.secondary} onClick={onClose}>
            {t`Close`}
          </button>
        </div>
        <img src={url} alt={alt} className={styles.bigPicture} />
      </div>
    </div>,
    document.body,
  );
}
