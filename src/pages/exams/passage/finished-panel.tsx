import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Link } from 'wouter';
import type { PassageApi } from '../../../../machines/passage.connect.ts';
import { button } from '../../../ui/button.css.ts';
import * as styles from './passage.css.ts';
import { href } from '../../../app/href.ts';

// FINISHED or EXPIRED: the passage is over; the result is on /exams/passed/{resultId}.
export function FinishedPanel({ passage }: { passage: PassageApi }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { points, maxPoints } = passage;
  return (
    <section className={styles.panel} aria-labelledby="finished-heading">
      <h2 id="finished-heading" ref={heading} tabIndex={-1} className={styles.legend}>
        {passage.phase === 'expired' ? <Trans>The time for this test is over.</Trans> : <Trans>The test is finished.</Trans>}
      </h2>
      {passage.name ? <p>{passage.name}</p> : null}
      {points != null && maxPoints != null ? <p>{t`Your score: ${plural(points, { one: '# point', other: '# points' })} of ${maxPoints}.`}</p> : null}
      <div className={styles.actions}>
        <Link href={href('examResult', { resultId: passage.resultId })} className={button.primary}>
          <Trans>See the result</Trans>
        </Link>
        <Link href={href('exams')} className={button.secondary}>
          <Trans>Back to tests</Trans>
        </Link>
      </div>
    </section>
  );
}
