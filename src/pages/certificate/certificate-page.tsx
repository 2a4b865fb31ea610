import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { certificateCalls } from '../../../api/certificates.ts';
import { urlOf } from '../../../api/contract.ts';
import { connectCertificate, type CertificateApi } from '../../../machines/certificate.connect.ts';
import type { PageProps } from '../../app/page-props.ts';
import { useAppMachine } from '../../app/use-app-machine.ts';
import { useSession } from '../../app/services.tsx';
import { href } from '../../app/href.ts';
import { formatDate } from '../../lib/format.ts';
import { stripHtml } from '../../lib/strip-html.ts';
import { Alert, ErrorAlerts } from '../../ui/alert.tsx';
import { button } from '../../ui/button.css.ts';
import { visuallyHidden } from '../../ui/global.css.ts';
import { LoadState } from '../../ui/load-state.tsx';
import { ruleText } from '../../ui/rule-text.ts';
import { TextField } from '../../ui/text-field.tsx';
import { certificateScreen } from './certificate-wiring.ts';
import { Toggle } from './toggle.tsx';
import * as styles from './certificate.css.ts';

// SPEC §2 profile/certificate/{appId}, §4 "Certificate", §5 "Certificate request", §6: the
// request form while AVAILABLE (one block per language), the certificates with their download
// links, public visibility and sharing when GENERATED, a note when NOT_AVAILABLE.
// Behaviour: machines/certificate.machine.ts through connectCertificate.

const PRIVATE_HINT = 'certificate-private-hint';

export default function CertificatePage({ params }: PageProps<'certificate'>) {
  // A new application id is a new screen (its own machine).
  return <CertificateScreen key={params.appId} applicationId={params.appId} />;
}

function CertificateScreen({ applicationId }: { applicationId: number }) {
  const session = useSession();
  const [snapshot, send] = useAppMachine(certificateScreen, { input: { applicationId, pageHash: session.main?.customer.pageHash ?? null } });
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

function RequestForm({ screen }: { screen: CertificateApi }) {
  const { t, i18n } = useLingui();
  const legend = { UA: t`Certificate in Ukrainian`, RU: t`Certificate in Russian`, EN: t`Certificate in English` };
  return (
    <section className={styles.card} aria-labelledby="certificate-request">
      <h2 id="certificate-request" className={styles.sectionTitle}>
        <Trans>Request the certificate</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>Check your name as it will be printed on each certificate. It cannot be changed after the request.</Trans>
      </p>
      <form
        noValidate
        aria-busy={screen.isSending}
        onSubmit={(event) => {
          event.preventDefault();
          screen.onSend();
        }}
      >
        {screen.blocks.map((block) => (
          <fieldset key={block.index} className={styles.entry} data-testid={`entry-${block.language}`}>
            <legend className={styles.legend}>{legend[block.language]}</legend>
            <p className={styles.muted}>{block.language === 'EN' ? t`Latin letters, as in your passport.` : t`Cyrillic letters, as in your documents.`}</p>
            <div className={styles.names}>
              <TextField
                name={`${block.index}.surname`}
                label={t`Surname`}
                autoComplete={block.language === 'EN' ? 'family-name' : 'off'}
                value={block.surname}
                readOnly={screen.isSending}
                onValueChange={(value) => screen.onChange(block.index, 'surname', value)}
                onBlur={() => screen.onBlur(block.index, 'surname')}
                error={ruleText(i18n, block.errors.surname)}
              />
              <TextField
                name={`${block.index}.name`}
                label={t`Name`}
                autoComplete={block.language === 'EN' ? 'given-name' : 'off'}
                value={block.name}
                readOnly={screen.isSending}
                onValueChange={(value) => screen.onChange(block.index, 'name', value)}
                onBlur={() => screen.onBlur(block.index, 'name')}
                error={ruleText(i18n, block.errors.name)}
              />
            </div>
          </fieldset>
        ))}
        <div className={styles.actions}>
          <button
            type="submit"
            className={button.primary}
            disabled={!screen.canSend}
            aria-describedby={screen.canSend || screen.isSending ? undefined : 'certificate-send-hint'}
          >
            {screen.isSending ? t`Requesting…` : t`Request the certificate`}
          </button>
          {screen.canSend || screen.isSending ? null : (
            <span id="certificate-send-hint" className={styles.muted}>
              {t`Fill in the surname and the name of every certificate in the letters asked for.`}
            </span>
          )}
        </div>
      </form>
    </section>
  );
}

function Generated({ screen, failure }: { screen: CertificateApi; failure: string | null }) {
  const { t } = useLingui();
  const overview = screen.overview!;
  const languageName = { UA: t`Ukrainian`, RU: t`Russian`, EN: t`English` };
  const { share } = screen;
  const privateHint = t`Make the course public first.`;
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
            {privateHint}
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
