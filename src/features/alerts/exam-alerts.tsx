import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../lib/format.ts';
import { Icon } from '../../ui/icons.tsx';
import type { ExamAlert } from './alerts-api.ts';
import { alertKey, useExamAlerts } from './use-exam-alerts.ts';
import * as styles from './alerts.css.ts';

// SPEC §2 "Exam alerts (examName, finish) are sticky popups; closing one posts the alert back":
// the dashboard's alert panel (SPEC §2 "/"). Sticky: each stays until the trainee closes it
// (no timeout) and first in the page's order (above the cards on a phone, beside them on wide screens). They appear
// without taking the focus; each close button is a named button in the page's tab order. After
// a close the focus goes to the next alert's close button, or to the page's content when none
// is left, never lost on the body.
export function ExamAlerts({ className }: { className?: string }) {
  const { alerts, close } = useExamAlerts();
  return <ExamAlertList alerts={alerts} onClose={close} className={className} />;
}

export function ExamAlertList({ alerts, onClose, className }: { alerts: readonly ExamAlert[]; onClose: (alert: ExamAlert) => void; className?: string }) {
  const { t } = useLingui();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfter = useRef<number | null>(null);

  useEffect(() => {
    const at = focusAfter.current;
    if (at === null) return;
    focusAfter.current = null;
    const next = alerts[Math.min(at, alerts.length - 1)];
    const target = next ? buttons.current.get(alertKey(next)) : document.getElementById('content');
    target?.focus();
  }, [alerts]);

  if (alerts.length === 0) return null;
  return (
    <section className={`${styles.panel} ${className ?? ''}`} aria-labelledby="exam-alerts-title" data-sticky="alerts">
      <h2 id="exam-alerts-title" className={styles.title}>
        <Trans>Tests closing soon</Trans>
      </h2>
      <ul className={styles.list}>
        {alerts.map((alert, index) => {
          const key = alertKey(alert);
          const finish = formatDateTime(alert.finish);
          const name = alert.examName;
          return (
            <li key={key} className={styles.alert}>
              <div className={styles.text}>
                <strong className={styles.name}>{name}</strong>
                <span>
                  <Trans>Open until {finish}</Trans>
                </span>
              </div>
              <button
                type="button"
                className={styles.close}
                aria-label={t`Close the alert about ${name}`}
                ref={(element) => {
                  if (element) buttons.current.set(key, element);
                  else buttons.current.delete(key);
                }}
                onClick={() => {
                  focusAfter.current = index;
                  onClose(alert);
                }}
              >
                <Icon name="close" size={20} />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
