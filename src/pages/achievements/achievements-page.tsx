import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Link } from 'wouter';
import { achievementsCalls, certificateCalls, type AchievementsTraining } from '../../../api/certificates.ts';
import { urlOf } from '../../../api/contract.ts';
import type { PageProps } from '../../app/page-props.ts';
import { usePageName } from '../../app/document-title.ts';
import { href } from '../../../api/href.ts';
import { LanguageSwitcher } from '../../app/language-switcher.tsx';
import { usePreloadedOrNotThere, useServices, useSession } from '../../app/services.tsx';
import { orNotThere } from '../../lib/errors.ts';
import { useOutcome } from '../../lib/use-load.ts';
import { ErrorPanel } from '../../ui/error-panel.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { WayHome } from '../../ui/not-there.tsx';
import { siteLink } from './site-link.ts';
import * as styles from './achievements.css.ts';

// SPEC §2 /achievements/{hash} "Public trainee page", "Achievements page": the trainee's name,
// the trainings they made public (course name, header and content, counts of lessons, practice
// tests and tests), the public certificates as PDF per language, the score only when the
// server sends one (openScore), and the site link by locale (settings siteUrlUa / siteUrl).
// Anonymous or logged in, in the bare frame; no chat widget (src/app/chat-widget.ts). The
// server paints it (docs/decisions.md #199) with the same title and the Open Graph tags
// (server/routes/achievements.ts), or "not found" for a hash not there (#200).
export default function AchievementsPage({ params }: PageProps<'achievements'>) {
  const { t, i18n } = useLingui();
  const { http } = useServices();
  const call = achievementsCalls['common.achievements'];
  // A page the server painted came with its answer, or with its hash not found (server/routes/page-preloads.ts):
  // a hash not there is null, asked or as the page came (docs/decisions.md #202); every other failure is the page's own.
  const outcome = useOutcome(
    () => orNotThere(http.call(call, { params: { hash: params.hash } }, { local: true })),
    `${params.hash}:${i18n.locale}`,
    usePreloadedOrNotThere(call, params),
  );
  const data = outcome.status === 'ready' ? outcome.data : null;
  const fullName = data ? `${data.trainee.name} ${data.trainee.surname}`.trim() : '';
  const notFound = outcome.status === 'ready' && outcome.data === null;
  // The heading and the tab: '{fullName}: achievements - {product}', as the server's <title>.
  usePageName(data ? t`${fullName}: achievements` : notFound ? t`Page not found` : null);

  return (
    <>
      <div className={styles.top}>
        <LanguageSwitcher />
      </div>
      {outcome.status === 'loading' ? <Spinner label={t`Loading…`} /> : null}
      {notFound ? <NotFound /> : outcome.status === 'failed' ? <ErrorPanel error={outcome.error} /> : null}
      {data ? (
        data.trainings.length ? (
          <ul className={styles.list} aria-label={t`Public courses`}>
            {data.trainings.map((training) => (
              <Training key={training.applicationId} training={training} />
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>
            <Trans>There are no public courses on this page yet.</Trans>
          </p>
        )
      ) : null}
      {data ? <SiteLink /> : null}
    </>
  );
}

function Training({ training }: { training: AchievementsTraining }) {
  const { t } = useLingui();
  const language = { UA: t`Ukrainian`, RU: t`Russian`, EN: t`English` };
  const { lessonsCount: lessons, testsCount: practiceTests, examsCount: tests } = training;
  const headingId = `achievements-course-${training.applicationId}`;
  // Counts of SPEC §3 (lessons LESSON, practice tests TEST_EXAM, tests EXAM; docs/words.md): a
  // kind the course does not have is left out rather than shown as "0".
  const counts = [
    lessons > 0 ? plural(lessons, { one: '# lesson', other: '# lessons' }) : null,
    practiceTests > 0 ? plural(practiceTests, { one: '# practice test', other: '# practice tests' }) : null,
    tests > 0 ? plural(tests, { one: '# test', other: '# tests' }) : null,
  ].filter((text) => text !== null);
  return (
    <li className={styles.training}>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.courseName}>
          {training.courseName}
        </h2>
        {training.courseHeader.trim() ? <p className={styles.header}>{training.courseHeader}</p> : null}
        {training.courseContent.trim() ? <p className={styles.content}>{training.courseContent}</p> : null}
        {counts.length ? (
          <ul className={styles.counts} aria-label={t`Course facts`}>
            {counts.map((text) => (
              <li key={text} className={styles.count}>
                {text}
              </li>
            ))}
          </ul>
        ) : null}
        {training.certificates.length ? (
          <>
            <h3 className={styles.certTitle}>
              <Trans>Certificates</Trans>
            </h3>
            <ul className={styles.certs}>
              {training.certificates.map((cert) => {
                const languageName = language[cert.language];
                const score = cert.totalScore;
                return (
                  <li key={cert.id} className={styles.cert}>
                    <a
                      href={urlOf(certificateCalls['certificates.download'], { applicationId: cert.applicationId, certificateId: cert.id })}
                      type="application/pdf"
                      data-testid="certificate-download"
                    >
                      {t`Certificate: ${languageName} (PDF)`}
                    </a>
                    {score !== null ? <span className={styles.score}>{t`Score: ${score}`}</span> : null}
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}
      </section>
    </li>
  );
}

/**
 * SPEC §2 "The site link picked depends on locale (ua versus other)"; a logged-in visitor (the
 * bare frame has no menu) also gets the way back to the portal.
 */
function SiteLink() {
  const { productName, locale, common, isLoggedIn } = useSession();
  const url = siteLink(common?.settings, locale);
  return (
    <>
      {url ? (
        <p className={styles.site}>
          <a href={url} target="_blank" rel="noopener noreferrer">
            <Trans>About {productName}</Trans>{' '}
            <span className={styles.hint}>
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        </p>
      ) : null}
      {isLoggedIn ? (
        <p className={styles.site}>
          <Link href={href('home')}>
            <Trans>Go to the main page</Trans>
          </Link>
        </p>
      ) : null}
    </>
  );
}

function NotFound() {
  return (
    <>
      <p className={styles.muted} role="status">
        <Trans>There is no public page at this address. Check that the link was copied whole.</Trans>
      </p>
      <p className={styles.site}>
        <WayHome />
      </p>
    </>
  );
}
