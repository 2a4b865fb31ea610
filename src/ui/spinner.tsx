import * as styles from './spinner.css.ts';
import { visuallyHidden } from './global.css.ts';

/** A spinner; `label` is read by screen readers (omit it before a catalog is loaded). */
export function Spinner({ label }: { label?: string }) {
  return (
    <span role={label ? 'status' : undefined}>
      <span className={styles.spinner} aria-hidden="true" />
      {label ? <span className={visuallyHidden}>{label}</span> : null}
    </span>
  );
}

export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className={styles.fullPage} aria-busy="true">
      <Spinner label={label} />
    </div>
  );
}
