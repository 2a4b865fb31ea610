import { Trans } from '@lingui/react/macro';
import * as styles from './skip-link.css.ts';

/** The first stop of the keyboard: jumps over the menus to the page content. */
export function SkipLink() {
  return (
    <a className={styles.skipLink} href="#content">
      <Trans>Skip to content</Trans>
    </a>
  );
}
