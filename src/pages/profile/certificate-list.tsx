import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { certificateCalls, type CertificateOverview } from '../../../api/certificates.ts';
import { publicPageUrl } from '../../../machines/public-page.ts';
import { href } from '../../../api/href.ts';
import { usePreloaded, useServices, useSession } from '../../app/services.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { CopyButton } from '../../ui/copy-button.tsx';
import { LoadState } from '../../ui/load-state.tsx';
import * as styles from './profile.css.ts';

// SPEC §2 "Profile: links to certificates", issue 13: every application with a certificate
// (GET /api/trainings/allcertificates): the course, where its certificate stands, and the way to
// its certificate screen; the address of the trainee's public page (customer.pageHash) with a
// copy action. Loaded after the page (profile-page.tsx): its calls' schemas and the copy button
// are about 4 kB the profile form does without (route budgets, docs/performance.md).

export default function CertificateList({ pageHash }: { pageHash: string | null }) {
  const { http } = useServices();
  const { t } = useLingui();
  const list = useLoad(
    () => http.call(certificateCalls['certificates.all'], undefined, { quiet: true }),
    'certificates',
    usePreloaded(certificateCalls['certificates.all']),
  );
  const status: Record<CertificateOverview['certificateStatus'], string> = {
    NOT_AVAILABLE: t`Not available yet`,
    AVAILABLE: t`Ready to request`,
    GENERATED: t`Issued`,
  };
  return (
    <section className={styles.card} aria-labelledby="profile-certificates" data-testid="profile-certificates">
      <h2 id="profile-certificates" className={styles.sectionTitle}>
        <Trans>Certificates</Trans>
      </h2>
      {list.status !== 'ready' ? (
        <LoadState status={list.status} onRetry={list.retry} />
      ) : list.data.length === 0 ? (
        <p className={styles.muted}>
          <Trans>You have no certificates yet.</Trans>
        </p>
      ) : (
        <ul className={styles.certificates}>
          {list.data.map((item) => (
            <li key={item.applicationId} data-status={item.certificateStatus}>
              <Link href={href('certificate', { appId: item.applicationId })}>{item.courseName}</Link>
              <span className={styles.muted}>{status[item.certificateStatus]}</span>
            </li>
          ))}
        </ul>
      )}
      {pageHash ? <PublicPageAddress pageHash={pageHash} /> : null}
    </section>
  );
}

/** The trainee's public page: its full address to share, and a copy action (SPEC §2 /achievements/{hash}). */
function PublicPageAddress({ pageHash }: { pageHash: string }) {
  const { t } = useLingui();
  const session = useSession();
  const address = publicPageUrl(session.setting('portalUrl'), pageHash);
  return (
    <div className={styles.publicPage}>
      <span className={styles.muted}>{t`The address of your public page:`}</span>
      <Link href={href('achievements', { hash: pageHash })} className={styles.address}>
        {address}
      </Link>
      <CopyButton value={address} what={t`The public page's address`} />
    </div>
  );
}
