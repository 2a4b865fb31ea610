import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useSession } from '../../app/services.tsx';
import * as styles from '../../ui/page.css.ts';
import { href } from '../../app/href.ts';

// SPEC §2 "Any other path shows a page-not-found message".
export default function NotFoundPage() {
  const { isLoggedIn } = useSession();
  return (
    <section className={styles.card}>
      <p className={styles.lead}>
        <Trans>There is no page at this address. Check the link or go back.</Trans>
      </p>
      <Link href={isLoggedIn ? href('home') : href('login')}>{isLoggedIn ? <Trans>Go to the main page</Trans> : <Trans>Go to the login page</Trans>}</Link>
    </section>
  );
}
