import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { AvailableExam } from '../../../../api/exams.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { button } from '../../../ui/button.css.ts';
import { cardAction } from './exam-card-action.ts';
import * as styles from '../exams.css.ts';

// SPEC §2 "Available exams" card: name, description, start, finish, attempts; its button
// by SPEC §4 "Available exam card" (see cardAction).
export function ExamCard({ exam, otherRunning }: { exam: AvailableExam; otherRunning: boolean }) {
  const { t } = useLingui();
  const tipId = useId();
  const action = cardAction(exam, otherRunning);
  const used = exam.resultsCount;
  const allowed = exam.attemptsCount;
  const headingId = `exam-${exam.scheduleId}`;
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {exam.examName}
      </h2>
      {exam.examDescription ? <p className={styles.text}>{exam.examDescription}</p> : null}
      <dl className={styles.cardFacts}>
        <div>
          <dt>{t({ message: 'Opens', context: 'when the exam opens' })}</dt>
          <dd>{formatDateTime(exam.start)}</dd>
        </div>
        <div>
          <dt>{t({ message: 'Closes', context: 'when the exam closes' })}</dt>
          <dd>{formatDateTime(exam.finish)}</dd>
        </div>
        <div>
          <dt>{t`Attempts`}</dt>
          <dd>{allowed == null ? t`${used} used · unlimited` : t`${used} of ${allowed}`}</dd>
        </div>
      </dl>
      <div className={styles.cardActions}>
        {action.kind === 'attemptsExceeded' ? (
          <span className={styles.label}>
            <Trans>Attempts limit exceeded</Trans>
          </span>
        ) : action.kind === 'continue' ? (
          <Link href={action.href} className={button.primary} aria-describedby={headingId}>
            <Trans>Continue</Trans>
          </Link>
        ) : action.kind === 'blocked' ? (
          <span className={styles.tooltipWrap}>
            {/* aria-disabled keeps it focusable, so the reason is reachable by keyboard and read out. */}
            <button type="button" className={`${button.primary} ${styles.ariaDisabled}`} aria-disabled="true" aria-describedby={tipId}>
              <Trans>Start</Trans>
            </button>
            <span role="tooltip" id={tipId} className={styles.tooltip}>
              <Trans>Another test is in progress. Finish it before starting this one.</Trans>
            </span>
          </span>
        ) : (
          <Link href={action.href} className={button.primary} aria-describedby={headingId}>
            <Trans>Start</Trans>
          </Link>
        )}
      </div>
    </li>
  );
}
