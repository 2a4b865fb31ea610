import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PassageApi } from '../../../../machines/passage.connect.ts';
import { button } from '../../../ui/button.css.ts';
import { PassageTimer } from './passage-timer.tsx';
import * as styles from './passage.css.ts';

// SPEC §4: on a break, its countdown and 'finish break'; the passage goes on by itself
// when the break time runs out.
export function BreakPanel({ passage }: { passage: PassageApi }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.panel} aria-labelledby="break-heading">
      <h3 id="break-heading" ref={heading} tabIndex={-1} className={styles.legend}>
        <Trans>You are on a break</Trans>
      </h3>
      <p>
        <Trans>The questions are hidden during the break. The test continues automatically when the break is over.</Trans>
      </p>
      <div className={styles.actions}>
        <PassageTimer label={t`Break time left`} seconds={passage.breakRemainingSeconds} syncing={passage.isSyncing} />
        <button type="button" className={button.primary} onClick={passage.onFinishBreak} disabled={!passage.canFinishBreak}>
          <Trans>Finish the break</Trans>
        </button>
      </div>
    </section>
  );
}
