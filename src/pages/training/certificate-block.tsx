import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { Training } from '../../../api/trainings.ts';
import { href } from '../../../api/href.ts';
import { button } from '../../ui/button.css.ts';
import { certificateBlock } from './training-rules.ts';
import * as styles from './training.css.ts';

// SPEC §4 "Certificate" on the group page: NOT_AVAILABLE a note ('will be available' when the
// course has a certificate); AVAILABLE the way to request it, the certificate screen
// /profile/certificate/{appId} (the request itself is a later issue); GENERATED the
// certificates (title, language) and the way to that screen.

export function CertificateBlock({ training }: { training: Training }) {
  const { t } = useLingui();
  const block = certificateBlock(training.certificateStatus, training.courseHasCertificate);
  const screen = href('certificate', { appId: training.applicationId });
  const language = { UA: t`Ukrainian`, RU: t`Russian`, EN: t`English` };
  return (
    <section className={styles.card} aria-labelledby="training-certificate" data-testid="certificate" data-block={block}>
      <h2 id="training-certificate" className={styles.sectionTitle}>
        <Trans>Certificate</Trans>
      </h2>
      {block === 'willBeAvailable' ? (
        <p className={styles.text}>
          <Trans>The certificate will be available when you complete the course.</Trans>
        </p>
      ) : null}
      {block === 'noCertificate' ? (
        <p className={styles.text}>
          <Trans>This course does not issue a certificate.</Trans>
        </p>
      ) : null}
      {block === 'request' ? (
        <>
          <p className={styles.text}>
            <Trans>Your certificate is available. Request it on the certificate page.</Trans>
          </p>
          <p className={styles.actions}>
            <Link href={screen} className={button.primary}>
              <Trans>Request the certificate</Trans>
            </Link>
          </p>
        </>
      ) : null}
      {block === 'generated' ? (
        <>
          {training.certificates.length > 0 ? (
            <ul className={styles.certificates}>
              {training.certificates.map((item) => (
                <li key={item.id}>
                  <span className={styles.certificateTitle}>{item.title}</span>
                  <span className={styles.muted}>{language[item.language]}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.text}>
              <Trans>Your certificate has been issued.</Trans>
            </p>
          )}
          <p className={styles.actions}>
            <Link href={screen} className={button.secondary}>
              <Trans>Open the certificate page</Trans>
            </Link>
          </p>
        </>
      ) : null}
    </section>
  );
}
