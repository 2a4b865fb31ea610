import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { visuallyHidden } from '../../../ui/global.css.ts';
import { announcedMinutes, clockText } from './clock-text.ts';
import * as styles from './passage.css.ts';

// The countdown (SPEC §4 "Timer"): seconds shown, ∞ when unlimited. Screen readers hear a
// polite announcement only at thresholds reached while the clock is shown ("10 minutes
// left" at 10:00, then 5 and 1 minutes, then "time is up"; issue 10 item 2), never every
// second or minute: the visible clock is not a live region, and the announced text stays
// the same between thresholds. The passage header is sticky, so the clock stays in view.
export function PassageTimer({ label, seconds, syncing }: { label: string; seconds: number | null; syncing: boolean }) {
  const { t } = useLingui();
  const [first] = useState(seconds); // the time when the clock appeared
  const minutes = seconds == null ? null : announcedMinutes(seconds, first ?? seconds);
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
