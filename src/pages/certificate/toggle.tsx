import type { ReactNode } from 'react';
import { NEEDS_APP } from '../../ssr/input-guard.ts';
import * as styles from './certificate.css.ts';

// One switch of the certificate screen (SPEC §6: a certificate, the course or the score on the
// trainee's public page): a checkbox with its label beside it, and a hint under the label
// when it has one. The whole row is the label, so a tap anywhere on it switches it. On a page
// the server painted it waits for the app (NEEDS_APP): a switch the app does not know of would
// show a choice that is not saved.

type ToggleProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  /** The id of what says why the switch is off limits (the course is private). */
  describedBy?: string | undefined;
};

export function Toggle({ checked, onChange, children, hint, disabled, describedBy }: ToggleProps) {
  return (
    <label className={styles.toggle} {...NEEDS_APP}>
      <input
        type="checkbox"
        className={styles.check}
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      {hint ? (
        <span className={styles.toggleText}>
          <span>{children}</span>
          <span className={styles.hint}>{hint}</span>
        </span>
      ) : (
        <span>{children}</span>
      )}
    </label>
  );
}
