import { Trans, useLingui } from '@lingui/react/macro';
import type { Training } from '../../../api/trainings.ts';
import { CopyButton } from '../../ui/copy-button.tsx';
import * as styles from './training.css.ts';

// SPEC §2 group page "credentials for external systems (login, password, bug-tracker URL,
// test-management URL) with a copy action"; SPEC §9 "Credentials copy tooltip shows 1 s".
// Only the ones the course has; no section when it has none.

export function Credentials({ training }: { training: Training }) {
  const { t } = useLingui();
  const rows = [
    { key: 'login', label: t`Login`, value: training.login, link: false },
    { key: 'password', label: t`Password`, value: training.password, link: false },
    { key: 'mantis', label: t`Bug tracker`, value: training.mantisUrl, link: true },
    { key: 'testlink', label: t`Test management system`, value: training.testlinkUrl, link: true },
  ].filter((row): row is typeof row & { value: string } => !!row.value);
  if (rows.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="training-credentials">
      <h2 id="training-credentials" className={styles.sectionTitle}>
        <Trans>Access to the course systems</Trans>
      </h2>
      <dl className={styles.credentials}>
        {rows.map((row) => (
          <div key={row.key} className={styles.credential} data-testid={`credential-${row.key}`}>
            <dt>{row.label}</dt>
            <dd>
              {row.link ? (
                <a href={row.value} target="_blank" rel="noopener noreferrer" className={styles.value}>
                  {row.value}
                </a>
              ) : (
                <code className={styles.value}>{row.value}</code>
              )}
              <CopyButton value={row.value} what={row.label} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
