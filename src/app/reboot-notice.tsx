import { Plural } from '@lingui/react/macro';
import { Alert } from '../ui/alert.tsx';
import * as styles from './reboot-notice.css.ts';

// SPEC §2 "Restart notice": while a restart is scheduled, a notice with the minutes
// left shows for 30 s every minute (machines/session.machine.ts, region `reboot`).
export function RebootNotice({ visible, minutesLeft }: { visible: boolean; minutesLeft: number }) {
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {visible ? (
        <Alert tone="warning" live={false}>
          <Plural
            value={minutesLeft}
            one="The portal will restart in # minute. Please save your work."
            other="The portal will restart in # minutes. Please save your work."
          />
        </Alert>
      ) : null}
    </div>
  );
}
