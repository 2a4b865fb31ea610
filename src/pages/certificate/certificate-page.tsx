import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { certificateCalls } from '../../../api/certificates.ts';
import { connectCertificate } from '../../../machines/certificate.connect.ts';
import type { PageProps } from '../../app/page-props.ts';
import { useAppMachine } from '../../app/use-app-machine.ts';
import { usePreloaded, useSession } from '../../app/services.tsx';
import { href } from '../../../api/href.ts';
import { formatDate } from '../../lib/format.ts';
import { stripHtml } from '../../lib/strip-html.ts';
import { Alert, ErrorAlerts } from '../../ui/alert.tsx';
import { LoadState } from '../../ui/load-state.tsx';
import { ruleText } from '../../ui/rule-text.ts';
import { certificateScreen } from './certificate-wiring.ts';
import { Generated } from './generated.tsx';
import { RequestForm } from './request-form.tsx';
import * as styles from './certificate.css.ts';

// SPEC §2 profile/certificate/{appId}, §4 "Certificate", §5 "Certificate request", §6: the
// request form while AVAILABLE (one block per language), the certificates with their download
// links, public visibility and sharing when GENERATED, a note when NOT_AVAILABLE.
// Behaviour: machines/certificate.machine.ts through connectCertificate; the request form
// (request-form.tsx) and the generated certificates (generated.tsx) are its parts.

export default function CertificatePage({ params }: PageProps<'certificate'>) {
  // A new application id is a new screen (its own machine).
  return <CertificateScreen key={params.appId} applicationId={params.appId} />;
}

function CertificateScreen({ applicationId }: { applicationId: number }) {
  const session = useSession();
  // A page the server painted came with the screen's answers (docs/decisions.md #201).
  const all = usePreloaded(certificateCalls['certificates.all'])();
  const entries = usePreloaded(certificateCalls['certificates.available'], { applicationId: String(applicationId) })();
  const given = all && { overview: all.find((item) => item.applicationId === applicationId) ?? null, ...(entries && { entries }) };
  const [snapshot, send] = useAppMachine(certificateScreen, { input: { applicationId, pageHash: session.main?.customer.pageHash ?? null, given } });
  const screen = connectCertificate(snapshot, send, session.setting);
  const { t, i18n } = useLingui();
  const feedback = useRef<HTMLDivElement>(null);
  // The form closes after a request: the focus goes to what says so (not left on a removed button).
  useEffect(() => {
    if (screen.notice === 'issued') feedback.current?.focus();
  }, [screen.notice]);

  if (screen.status === 'loading' || screen.status === 'failed') return <LoadState status={screen.status} onRetry={screen.onRetry} />;
  if (screen.status === 'missing' || !screen.overview) {
    return (
      <div className={styles.page}>
        <Alert tone="info">
          <Trans>There is no certificate for this training.</Trans>
        </Alert>
        <p>
          <Link href={href('profile')}>{t`Back to my profile`}</Link>
        </p>
      </div>
    );
  }

  const failure = screen.failure
    ? screen.failure.code === 'conflict'
      ? t`The certificate has already been requested. The page shows it as it is now.`
      : screen.failure.serverMessage
        ? stripHtml(screen.failure.serverMessage)
        : screen.failure.code === 'connection'
          ? t`Could not connect to the server. Please try again later.`
          : t`Something went wrong. Please try again.`
    : null;
  // A visibility change is answered in its own card, under the toggles: nothing above them moves while they are used.
  const visibilityFeedback = screen.view === 'generated' && screen.failure?.code !== 'conflict';
  const overview = screen.overview;
  const dates = [formatDate(overview.groupBeginTime), formatDate(overview.groupEndTime)].filter(Boolean).join(' – ');

  return (
    <div className={styles.page}>
      <div ref={feedback} tabIndex={-1}>
        <div role="status" data-testid="certificate-notice">
          {screen.notice === 'issued' ? (
            <Alert tone="success" live={false}>
              {t`Your certificate has been issued.`}
            </Alert>
          ) : null}
        </div>
        <ErrorAlerts messages={[visibilityFeedback ? null : failure, ...screen.otherErrors.map((code) => ruleText(i18n, code))]} testId="certificate-errors" />
      </div>
      <section className={styles.card} aria-labelledby="certificate-course">
        <h2 id="certificate-course" className={styles.sectionTitle}>
          {overview.courseName}
        </h2>
        <dl className={styles.facts}>
          {dates ? (
            <>
              <dt>{t`Group dates`}</dt>
              <dd>{dates}</dd>
            </>
          ) : null}
          {overview.certificateDate != null ? (
            <>
              <dt>{t`Issued on`}</dt>
              <dd>{formatDate(overview.certificateDate)}</dd>
            </>
          ) : null}
        </dl>
      </section>
      {screen.view === 'notAvailable' ? (
        <section className={styles.card} aria-labelledby="certificate-state">
          <h2 id="certificate-state" className={styles.sectionTitle}>
            <Trans>Certificate</Trans>
          </h2>
          <p className={styles.text} data-testid="certificate-not-available">
            <Trans>The certificate is not available yet. It can be requested when you complete the course.</Trans>
          </p>
        </section>
      ) : null}
      {screen.view === 'request' ? <RequestForm screen={screen} /> : null}
      {screen.view === 'generated' ? <Generated screen={screen} failure={visibilityFeedback ? failure : null} /> : null}
    </div>
  );
}
