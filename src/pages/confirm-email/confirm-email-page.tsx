import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { publicAccountCalls as calls, type EmailConfirmation } from '../../../api/account.ts';
import type { PageProps } from '../../app/page-props.ts';
import { useServices } from '../../app/services.tsx';
import { href } from '../../../api/href.ts';
import { useOutcome } from '../../lib/use-load.ts';
import { Alert } from '../../ui/alert.tsx';
import { ErrorPanel } from '../../ui/error-panel.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { button } from '../../ui/button.css.ts';
import * as css from './confirm-email.css.ts';
import { leavePage, redirectOf, safeLink } from './redirect.ts';

// SPEC §2 /confirmEmail/{hash}, "Screen details": a redirectUrl redirects (only http(s) or a
// path of this app, redirect.ts); otherwise an intensive application shows the course-specific
// message with its link, anything else the general confirmation. Errors inline in a red panel
// (SPEC §8), not the global dialog. A logged-in trainee never gets here: the guard sends them to
// / with 'log out first' (api/guard.ts).
export default function ConfirmEmailPage({ params }: PageProps<'confirmEmail'>) {
  const { t } = useLingui();
  const { http } = useServices();
  const outcome = useOutcome(() => http.call(calls['common.confirmEmail'], { params: { hash: params.hash } }, { local: true }), params.hash);
  if (outcome.status === 'loading') return <Spinner label={t`Loading…`} />;
  if (outcome.status === 'failed') return <ErrorPanel error={outcome.error} />;
  return <Confirmed result={outcome.data} />;
}

function Confirmed({ result }: { result: EmailConfirmation }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const redirect = redirectOf(result.redirectUrl);
  useEffect(() => {
    if (redirect?.kind === 'app') navigate(redirect.path, { replace: true });
    else if (redirect?.kind === 'site') leavePage.to(redirect.url);
    // Once, for the answer shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  if (redirect) {
    const target = redirect.kind === 'site' ? redirect.url : redirect.path;
    return (
      <Alert tone="success">
        {t`Your e-mail address is confirmed. Taking you on…`} <a href={target}>{t`Go on`}</a>
      </Alert>
    );
  }
  const link = result.intensive ? safeLink(result.link) : null;
  if (result.intensive) {
    const course = result.course ?? '';
    return (
      <>
        <Alert tone="success">
          {course
            ? t`Your e-mail address is confirmed. Your application for the intensive course “${course}” is received.`
            : t`Your e-mail address is confirmed. Your application for the intensive course is received.`}
        </Alert>
        {link ? (
          <div className={css.next}>
            <p className={css.text}>{t`What to do next is on the course's page:`}</p>
            <a href={link} className={button.primary}>
              {course ? t`Open the page of “${course}”` : t`Open the course's page`}
            </a>
          </div>
        ) : null}
      </>
    );
  }
  return (
    <>
      <Alert tone="success">{t`Your e-mail address is confirmed. Thank you!`}</Alert>
      <div className={css.next}>
        <Link href={href('login')}>{t`Log in to the portal`}</Link>
      </div>
    </>
  );
}
