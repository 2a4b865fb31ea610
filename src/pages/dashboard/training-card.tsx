import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { TrainingCard as Card } from '../../../api/trainings.ts';
import { href } from '../../../api/href.ts';
import { cardDates, cardNotices, nextLessonMessage, opensGroupPage, showsInfoTable, statusLabel } from './card-rules.ts';
import * as styles from './dashboard.css.ts';

// SPEC §2 "Dashboard card": course name, group, dates and status label; SPEC §4 "Application
// status on the dashboard". An ACCEPTED card is one link to its group page: the course name is
// the link and its hit area covers the whole card (no other control inside, nothing nested);
// the status label describes the link for a screen reader.
export function TrainingCard({ card, now }: { card: Card; now: number }) {
  const { t, i18n } = useLingui();
  const label = statusLabel(card);
  const next = nextLessonMessage(card, now);
  const notices = cardNotices(card);
  const dates = cardDates(card);
  const headingId = `training-${card.applicationId}`;
  const labelId = `training-${card.applicationId}-status`;
  const name = opensGroupPage(card) ? (
    <Link href={href('training', { applicationId: card.applicationId })} className={styles.cardLink} aria-describedby={labelId}>
      {card.courseName}
    </Link>
  ) : (
    card.courseName
  );
  return (
    <li className={opensGroupPage(card) ? styles.openCard : styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h2 id={headingId} className={styles.cardTitle}>
          {name}
        </h2>
        <span id={labelId} className={styles.label[label.tone]}>
          {i18n._(label.text)}
        </span>
      </div>
      {showsInfoTable(card) ? (
        <dl className={styles.facts}>
          {card.groupName ? (
            <div>
              <dt>{t({ message: 'Group', context: 'training group' })}</dt>
              <dd>{card.groupName}</dd>
            </div>
          ) : null}
          {dates ? (
            <div>
              <dt>{t({ message: 'Dates', context: 'training dates' })}</dt>
              <dd>{dates}</dd>
            </div>
          ) : null}
          {next ? (
            <div className={styles.wide}>
              <dt>{t({ message: 'Lessons', context: 'next lesson row' })}</dt>
              <dd>{i18n._(next)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {notices.length > 0 ? (
        <ul className={styles.notices}>
          {notices.map((notice) => (
            <li key={notice.id} className={styles.notice}>
              {i18n._(notice)}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
