import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import { button } from '../../../ui/button.css.ts';
import { backdrop } from '../../../ui/modal.css.ts';
import { useModalFocus } from '../../../ui/use-modal-focus.ts';
import * as styles from './picture-dialog.css.ts';

// A picture enlarged to fit the screen (issue 10), in a modal dialog named by the picture's
// description. The focus rules are the shared dialogs' (src/ui/use-modal-focus.ts): the rest
// of the app is inert while it is open, focus starts on Close and stays inside, Escape or a
// click outside closes it, and focus goes back to the thumbnail.
export function PictureDialog({ url, alt, onClose }: { url: string; alt: string; onClose: () => void }) {
  const { t } = useLingui();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onKeyDown = useModalFocus(panel, onClose);

  return createPortal(
    <div className={backdrop} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {alt}
          </h2>
          <button type="button" className={button.secondary} onClick={onClose} data-autofocus>
            {t`Close`}
          </button>
        </div>
        <img src={url} alt={alt} className={styles.picture} data-testid="enlarged-picture" />
      </div>
    </div>,
    document.body,
  );
}
