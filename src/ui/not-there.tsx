import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { href } from '../../api/href.ts';
import { useSession } from '../app/services.tsx';
import { Alert } from './alert.tsx';
import * as styles from './page.css.ts';

/**
 * What a page shows when what its address names is not there, or not the trainee's (one
 * message for both: it never tells another's from none): what it is, and the way back
 * (docs/decisions.md #202). `back` is a link. `info` for what is not there yet (a result of a
 * test still running, #205).
 */
export function NotThere({ children, back, tone = 'error' }: { children: ReactNode; back: ReactNode; tone?: 'error' | 'info' }) {
  return (
    <>
      <Alert tone={tone}>{children}</Alert>
      <div className={styles.back}>{back}</div>
    </>
  );
}

/** SPEC §2 "Any other path shows a page-not-found message": an address at no route, or a page whose name in it is not there (a legal page's slug). */
export function NoPageHere() {
  return (
    <section className={styles.card}>
      <p className={styles.lead}>
        <Trans>There is no page at this address. Check the link or go back.</Trans>
      </p>
      <WayHome />
    </section>
  );
}

/** The way back from a page that is not there: the main page when logged in, else the login page. */
export function WayHome() {
  const { isLoggedIn } = useSession();
  return <Link href={isLoggedIn ? href('home') : href('login')}>{isLoggedIn ? <Trans>Go to the main page</Trans> : <Trans>Go to the login page</Trans>}</Link>;
}
