import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { certificateCalls } from '../../../api/certificates.ts';
import { urlOf } from '../../../api/contract.ts';
import type { CertificateApi } from '../../../machines/certificate.connect.ts';
import { href } from '../../../api/href.ts';
import { ErrorAlerts, Alert } from '../../ui/alert.tsx';
import { button } from '../../ui/button.css.ts';
import { visuallyHidden } from '../../ui/global.css.ts';
import { Toggle } from './toggle.tsx';
import * as styles from './certificate.css.ts';

// SPEC §4 "Certificate", §6: once GENERATED, the certificates with their download links and
// what the trainee's public page shows (the course, the score, each certificate), with the
// links to share it.

const PRIVATE_HINT = 'certificate-private-hint';

export function Generated({ screen, failure }: { screen: CertificateApi; failure: string | null }) {
  const { t } = useLingui();
  const overview = screen.overview!;
  const languageName = { UA: t`Ukrainian`, RU: t`Russian`, EN: t`English` };
  const { share } = screen;
  // The switches the private course holds off say why (the hint below them).
  const privateHintId = overview.openCourse ? undefined : PRIVATE_HINT;
  return (
    <>
      <section className={styles.card} aria-labelledby="certificate-files">
        <h2 id="certificate-files" className={styles.sectionTitle}>
          <Trans>Certificates</Trans>
        </h2>
        {overview.certificates.length === 0 ? (
          <p className={styles.text}>
            <Trans>Your certificate has been issued.</Trans>
          </p>
        ) : (
          <div className={styles.tableBox}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t`Certificate`}</th>
                  <th scope="col">{t`Language`}</th>
                  <th scope="col">{t`File`}</th>
                  <th scope="col">{t`On my public page`}</th>
                </tr>
              </thead>
              <tbody>
                {overview.certificates.map((item) => (
                  <tr key={item.id} data-testid={`certificate-${item.language}`}>
                    <td data-label={t`Certificate`}>{item.title}</td>
                    <td data-label={t`Language`}>{languageName[item.language]}</td>
                    <td data-label={t`File`}>
                      <a href={urlOf(certificateCalls['certificates.download'], { applicationId: overview.applicationId, certificateId: item.id })} download>
                        {t`Download PDF (${languageName[item.language]})`}
                      </a>
                    </td>
                    <td data-label={t`On my public page`}>
                      <Toggle
                        checked={item.publicAvailable}
                        disabled={!screen.canChangeCertificates}
                        describedBy={privateHintId}
                        onChange={(checked) => screen.onToggleCertificate(item.id, checked)}
                      >
                        {t`Show (${languageName[item.language]})`}
                      </Toggle>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className={styles.card} aria-labelledby="certificate-public" aria-busy={screen.isSaving}>
        <h2 id="certificate-public" className={styles.sectionTitle}>
          <Trans>Public page</Trans>
        </h2>
        <Toggle checked={overview.openCourse} onChange={screen.onToggleCourse} hint={t`Turning it off hides the score and every certificate of the course.`}>
          {t`Show this course on my public page`}
        </Toggle>
        <Toggle checked={overview.openScore} disabled={!screen.canChangeScore} describedBy={privateHintId} onChange={screen.onToggleScore}>
          {t`Show my score`}
        </Toggle>
        {overview.openCourse ? null : (
          <p id={PRIVATE_HINT} className={styles.muted}>
            {t`Make the course public first.`}
          </p>
        )}
        {overview.openCourse && (screen.pageHash || share.linkedin || share.facebook) ? (
          <ul className={styles.links} data-testid="certificate-share">
            {screen.pageHash ? (
              <li>
                <Link href={href('achievements', { hash: screen.pageHash })}>{t`My public page`}</Link>
              </li>
            ) : null}
            {share.linkedin ? (
              <li>
                <a href={share.linkedin} target="_blank" rel="noopener noreferrer" className={button.secondary}>
                  {t`Add to LinkedIn profile`}
                  <span className={visuallyHidden}> {t`(opens in a new tab)`}</span>
                </a>
              </li>
            ) : null}
            {share.facebook ? (
              <li>
                <a href={share.facebook} target="_blank" rel="noopener noreferrer" className={button.secondary}>
                  {t`Share on Facebook`}
                  <span className={visuallyHidden}> {t`(opens in a new tab)`}</span>
                </a>
              </li>
            ) : null}
          </ul>
        ) : null}
        <div role="status" data-testid="visibility-notice">
          {screen.notice === 'saved' ? (
            <Alert tone="success" live={false}>
              {t`Saved.`}
            </Alert>
          ) : null}
        </div>
        <ErrorAlerts messages={[failure]} testId="visibility-errors" />
      </section>
    </>
  );
}
