import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Link } from 'wouter';
import type { PageProps } from '../../../../app/page-props.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { useWired } from '../../../../app/use-app-machine.ts';
import { examApi, NOT_FINISHED } from '../../wiring/exam-api.ts';
import { examCalls } from '../../../../../api/exams.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { usePreloadedOrNotThere } from '../../../../app/services.tsx';
import { LoadState } from '../../../../ui/load-state.tsx';
import { NotThere } from '../../../../ui/not-there.tsx';
import * as styles from '../../exams.css.ts';
import { href } from '../../../../../api/href.ts';
import { EssaysPending } from '../essays-pending.tsx';

// SPEC §2 /exams/passed/{resultId}: exam name, time, score, max score, breaks taken, and
// pass/fail when a pass point is set; essays awaiting review (issue 10 item 5). A result that
// is not there or not the trainee's says so, with the way to all results (#202); the result of a
// test still running says that, with the way back to the test (the passage), not the global
// dialog with a "Try again" that cannot help (#205).
export default function ResultPage({ params }: PageProps<'examResult'>) {
  const { t } = useLingui();
  const api = useWired(examApi);
  const { resultId } = params;
  const loaded = useLoad(() => api.result(resultId), `result-${resultId}`, usePreloadedOrNotThere(examCalls['exams.result'], { resultId }));
  const allResults = (
    <Link href={href('examsPassed')}>
      <Trans>All completed tests</Trans>
    </Link>
  );
  if (loaded.status !== 'ready') return <LoadState status={loaded.status} onRetry={loaded.retry} />;
  if (!loaded.data)
    return (
      <NotThere back={allResults}>
        <Trans>This test result does not exist.</Trans>
      </NotThere>
    );
  if (loaded.data === NOT_FINISHED)
    return (
      <NotThere
        tone="info"
        back={
          <Link href={href('passage', { resultId })}>
            <Trans>Continue the test</Trans>
          </Link>
        }
      >
        <Trans>This test is not finished yet.</Trans>
      </NotThere>
    );
  const r = loaded.data;
  const { points, maxPoint, breaksTaken, correctQuestionsCount, questionsCount } = r;
  return (
    <section className={styles.section} aria-labelledby="result-name">
      <h2 id="result-name" className={styles.sectionTitle}>
        {r.examName}
      </h2>
      {r.passed != null ? (
        <p>
          <span className={r.passed ? styles.passLabel : styles.label}>{r.passed ? t`Passed` : t`Not passed`}</span>
        </p>
      ) : null}
      <EssaysPending questionsCount={questionsCount} essaysCount={r.essaysCount} />
      <dl className={styles.facts}>
        <dt>{t`Finished`}</dt>
        <dd>{formatDateTime(r.date)}</dd>
        <dt>{t`Score`}</dt>
        <dd>{t`${plural(points, { one: '# point', other: '# points' })} out of ${maxPoint}`}</dd>
        <dt>{t`Maximum score`}</dt>
        <dd>{maxPoint}</dd>
        <dt>{t`Correct answers`}</dt>
        <dd>{t`${correctQuestionsCount} of ${questionsCount}`}</dd>
        <dt>{t`Breaks taken`}</dt>
        <dd>{breaksTaken}</dd>
        {r.passPoint != null ? (
          <>
            <dt>{t`Pass point`}</dt>
            <dd>{r.passPoint}</dd>
          </>
        ) : null}
      </dl>
      <p className={styles.lastLine}>{allResults}</p>
    </section>
  );
}
