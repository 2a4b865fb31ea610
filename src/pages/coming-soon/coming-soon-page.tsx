import { Trans } from '@lingui/react/macro';
import type { PageProps } from '../../app/page-props.ts';
import * as styles from '../../ui/page.css.ts';

// A page whose screen belongs to a later issue: it says so honestly, under its title.
export default function ComingSoonPage({ title }: PageProps) {
  return (
    <section className={styles.card} aria-label={title}>
      <p className={styles.lead}>
        <Trans>This page is coming soon. We are working on it.</Trans>
      </p>
    </section>
  );
}
