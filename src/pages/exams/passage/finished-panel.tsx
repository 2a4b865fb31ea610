import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Link } from 'wouter';
import type { PassageApi } from '../../../../machines/passage.connect.ts';
import { button } from '../../../ui/button.css.ts';
import * as styles from './passage.css.ts';
import type { PassageKind } from '../wiring/passage-kind.ts';
import { EssaysPending } from '../passed/essays-pending.tsx';

// FINISHED or EXPIRED: the passage is over; the result is on the kind's result page
// (/exams/passed/{resultId} for an exam).
export function FinishedPanel({ passage, kind }: { passage: PassageApi; kind: PassageKind }) {
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
      {passage.timeUp ? <TimeUp submitted={passage.timeUp.submitted} /> : null}
      {points != null && maxPoints != null ? <p>{t`Your score: ${plural(points, { one: '# point', other: '# points' })} of ${maxPoints}.`}</p> : null}
      {points != null ? <EssaysPending questionsCount={passage.questions.length} essaysCount={passage.questions.filter((q) => q.type === 'ESSAY').length} /> : null}
      <div className={styles.actions}>
        {passage.passage ? (
          <Link href={kind.resultHref(passage.passage)} className={button.primary}>
            <Trans>See the result</Trans>
          </Link>
        ) : null}
        <Link href={kind.backHref} className={button.secondary}>
          <Trans>Back to tests</Trans>
        </Link>
      </div>
    </section>
  );
}

/** Issue 10 item 1: the clock ended the passage; the answers not yet saved went for the trainee. */
function TimeUp({ submitted }: { submitted: number }) {
  const { t } = useLingui();
  return (
    <p role="status" data-testid="time-up">
      {submitted > 0
        ? t`${plural(submitted, { one: 'Time is up. # answer was submitted for you.', other: 'Time is up. # answers were submitted for you.' })}`
        : t`Time is up.`}
    </p>
  );
}
