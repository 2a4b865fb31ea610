import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { button } from './button.css.ts';
import { visuallyHidden } from './global.css.ts';
import * as styles from './copy-button.css.ts';

/** SPEC §9 "Credentials copy tooltip shows 1 s". */
export const COPIED_TOOLTIP_MS = 1000;
/** A refused copy says so for as long as a notification shows (SPEC §9 "Notification display 6000 ms"). */
export const COPY_FAILED_MS = 6000;

type Shown = 'idle' | 'copied' | 'failed';

/**
 * A copy action for one value (SPEC §2 group page credentials, the dashboard's promo code):
 * writes `value` to the clipboard and shows 'Copied' beside the button for 1 s; a screen
 * reader hears '{what} copied' from a polite live region that is always there. When the
 * browser refuses the clipboard, the tooltip says so for longer. The only state is which
 * note shows and one timer, kept here (docs/decisions.md: no machine for a 1 s note).
 */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const { t } = useLingui();
  const [shown, setShown] = useState<Shown>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (next: Shown, ms: number) => {
    clearTimeout(timer.current);
    setShown(next);
    timer.current = setTimeout(() => setShown('idle'), ms);
  };
  const copy = () => {
    const write = navigator.clipboard?.writeText(value) ?? Promise.reject(new Error('no clipboard'));
    write.then(
      () => show('copied', COPIED_TOOLTIP_MS),
      () => show('failed', COPY_FAILED_MS),
    );
  };

  return (
    <span className={styles.wrap}>
      <button type="button" className={`${button.secondary} ${styles.button}`} onClick={copy} aria-label={t`Copy: ${what}`}>
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M9 9h11v11H9zM5 15H4V4h11v1" />
        </svg>
        <span aria-hidden="true">{t`Copy`}</span>
      </button>
      {shown !== 'idle' ? (
        <span className={shown === 'copied' ? styles.tooltip : styles.failed} aria-hidden="true" data-testid="copy-tooltip">
          {shown === 'copied' ? t`Copied` : t`Could not copy. Select the text and copy it.`}
        </span>
      ) : null}
      <span className={visuallyHidden} role="status" aria-live="polite">
        {shown === 'copied' ? t`${what} copied` : shown === 'failed' ? t`Could not copy. Select the text and copy it.` : ''}
      </span>
    </span>
  );
}
