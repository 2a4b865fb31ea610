import { useEffect, useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import type { PassageApi } from '../../../../machines/passage.connect.ts';
import { button } from '../../../ui/button.css.ts';
import * as styles from './passage.css.ts';

// SPEC §4: on a break, 'finish break' (its countdown is in the sticky passage header, in
// view like the exam clock: issue 10); the passage goes on by itself when the break time runs out.
export function BreakPanel({ passage }: { passage: PassageApi }) {
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
        <button type="button" className={button.primary} onClick={passage.onFinishBreak} disabled={!passage.canFinishBreak}>
          <Trans>Finish the break</Trans>
        </button>
      </div>
    </section>
  );
}
