import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Link } from 'wouter';
import type { PageProps } from '../../../app/page-props.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useWired } from '../../../app/use-app-machine.ts';
import { examApi } from '../wiring/exam-api.ts';
import { usePreloaded } from '../../../app/services.tsx';
import { examCalls } from '../../../../api/exams.ts';
import { useLoad } from '../../../lib/use-load.ts';
import { LoadState } from '../../../ui/load-state.tsx';
import * as styles from '../exams.css.ts';
import { href } from '../../../../api/href.ts';
import { EssaysPending } from './essays-pending.tsx';

// SPEC §2 /exams/passed: cards with name, start - finish and description; empty text; essays
// awaiting review (issue 10 item 5); the score and passed / not passed of each attempt (issue
// 10 "Results", in words and a mark's shape, not colour alone).
export default function PassedPage(_: PageProps<'examsPassed'>) {
  const api = useWired(examApi);
  const loaded = useLoad(() => api.passed(), 'passed', usePreloaded(examCalls['exams.passed']));
  if (loaded.status !== 'ready') return <LoadState status={loaded.status} onRetry={loaded.retry} />;
  if (loaded.data.length === 0)
    return (
      <p className={styles.section}>
        <Trans>You have not completed any tests yet.</Trans>
      </p>
    );
  return (
    <ul className={styles.grid}>
      {loaded.data.map((item) => (
        <li key={item.resultId} className={styles.card}>
          <h2 className={styles.cardTitle}>
            <Link href={href('examResult', { resultId: item.resultId })}>{item.exam.name}</Link>
          </h2>
          <p className={styles.muted}>
            {formatDateTime(item.start)} - {formatDateTime(item.finish)}
          </p>
          <Outcome points={item.points} maxPoint={item.maxPoint} passed={item.passed} />
          <EssaysPending questionsCount={item.questionsCount} essaysCount={item.essaysCount} className={styles.muted} />
          {item.exam.description ? <p className={styles.text}>{item.exam.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** The attempt's score and, when the exam has a pass point, passed or not (words and ✓/✗, not colour alone). */
function Outcome({ points, maxPoint, passed }: { points: number | undefined; maxPoint: number | undefined; passed: boolean | null | undefined }) {
  const { t } = useLingui();
  if (points == null || maxPoint == null) return null; // a server without the additions
  return (
    <p className={styles.outcome} data-testid="passed-outcome">
      <span>
        {t`Score`}: {t`${plural(points, { one: '# point', other: '# points' })} out of ${maxPoint}`}
      </span>
      {passed != null ? (
        <span className={passed ? styles.passLabel : styles.label}>
          <span aria-hidden="true">{passed ? '✓ ' : '✗ '}</span>
          {passed ? t`Passed` : t`Not passed`}
        </span>
      ) : null}
    </p>
  );
}
