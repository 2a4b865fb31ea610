import { useLingui } from '@lingui/react/macro';
import { fromPromise } from 'xstate';
import { copyMachine } from '../../machines/copy.machine.ts';
import { connectCopy } from '../../machines/copy.connect.ts';
import { wired } from '../app/machines.ts';
import { useAppMachine } from '../app/use-app-machine.ts';
import { button } from './button.css.ts';
import { visuallyHidden } from './global.css.ts';
import * as styles from './copy-button.css.ts';

export { COPIED_TOOLTIP_MS, COPY_FAILED_MS } from '../../machines/copy.machine.ts';

/** The copy machine with the browser's clipboard; no clipboard (an insecure page) is a refusal. */
export const copyAction = wired('copy', () =>
  copyMachine.provide({
    actors: {
      writeClipboard: fromPromise<void, { text: string }>(async ({ input }) => {
        if (!navigator.clipboard) throw new Error('no clipboard');
        await navigator.clipboard.writeText(input.text);
      }),
    },
  }),
);

/**
 * A copy action for one value (SPEC §2 group page credentials; the dashboard's promo code):
 * writes `value` to the clipboard and shows 'Copied' beside the button for 1 s (SPEC §9;
 * machines/copy.machine.ts); a screen reader hears '{what} copied' from a polite live region
 * that is always there. When the browser refuses the clipboard, the note says so for longer.
 */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const { t } = useLingui();
  const [snapshot, send] = useAppMachine(copyAction, { input: undefined });
  const { note, copy } = connectCopy(snapshot, send);
  const refused = t`Could not copy. Select the text and copy it.`;
  return (
    <span className={styles.wrap}>
      <button type="button" className={`${button.secondary} ${styles.button}`} onClick={() => copy(value)} aria-label={t`Copy: ${what}`}>
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
      {note ? (
        <span className={note === 'copied' ? styles.tooltip : styles.failed} aria-hidden="true" data-testid="copy-tooltip">
          {note === 'copied' ? t`Copied` : refused}
        </span>
      ) : null}
      <span className={visuallyHidden} role="status" aria-live="polite">
        {note === 'copied' ? t`${what} copied` : note === 'failed' ? refused : ''}
      </span>
    </span>
  );
}
