import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { visuallyHidden } from '../../../ui/global.css.ts';
import { announcedMinutes, clockText } from './clock-text.ts';
import * as styles from './passage.css.ts';

// The countdown (SPEC §4 "Timer"): seconds shown, ∞ when unlimited. Screen readers hear a
// polite announcement only when a whole minute is reached ("2 minutes left" at 02:00, "1
// minute left" at 01:00, then "time is up"), never every second: the visible clock is not
// a live region, and the announced text stays the same between minutes.
export function PassageTimer({ label, seconds, syncing }: { label: string; seconds: number | null; syncing: boolean }) {
  const { t } = useLingui();
  const minutes = seconds == null ? null : announcedMinutes(seconds);
  const announcement = minutes == null ? '' : minutes === 0 ? t`Time is up.` : t`${plural(minutes, { one: '# minute left.', other: '# minutes left.' })}`;
  const low = seconds != null && seconds <= 60;
  return (
    <div className={`${styles.timer} ${low ? styles.timerLow : ''}`} role="group" aria-label={label}>
      <span className={styles.timerLabel} aria-hidden="true">
        {label}
      </span>
      {seconds == null ? (
        <span className={styles.timerValue} data-testid="timer">
          <span aria-hidden="true">∞</span>
          <span className={visuallyHidden}>{t`No time limit`}</span>
        </span>
      ) : (
        <span className={styles.timerValue} role="timer" data-testid="timer">
          {clockText(seconds)}
        </span>
      )}
      {syncing ? <span className={styles.timerLabel}>{t`Checking with the server…`}</span> : null}
      <span className={visuallyHidden} aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
    </div>
  );
}
