import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { href } from '../../../../api/href.ts';
import type { PageProps } from '../../../app/page-props.ts';
import { useWired } from '../../../app/use-app-machine.ts';
import { usePreloaded } from '../../../app/services.tsx';
import { examCalls } from '../../../../api/exams.ts';
import { examApi } from '../wiring/exam-api.ts';
import { useLoad } from '../../../lib/use-load.ts';
import { LoadState } from '../../../ui/load-state.tsx';
import { ExamCard } from './exam-card.tsx';
import { otherPassageRunning } from './exam-card-action.ts';
import * as styles from '../exams.css.ts';

// SPEC §2 /exams: the exams available for passage, as cards; empty text when none; a link to
// the completed tests (issue 10 Results). Opened first, the page comes with both answers and
// the server paints it (src/ssr/render-page.tsx).
export default function ExamsPage(_: PageProps<'exams'>) {
  const api = useWired(examApi);
  const preloadedAvailable = usePreloaded(examCalls['exams.available']);
  const preloadedActive = usePreloaded(examCalls['exams.active']);
  const loaded = useLoad(
    async () => {
      const [available, active] = await Promise.all([api.available(), api.active()]);
      return { available, active };
    },
    'exams',
    () => {
      const [available, active] = [preloadedAvailable(), preloadedActive()];
      return available && active ? { available, active } : undefined;
    },
  );
  if (loaded.status !== 'ready') return <LoadState status={loaded.status} onRetry={loaded.retry} />;
  const { available, active } = loaded.data;
  // The completed tests are one click away, with or without tests to take (issue 10 Results).
  const results = (
    <p className={styles.resultsLink}>
      <Link href={href('examsPassed')}>
        <Trans>Completed tests</Trans>
      </Link>
    </p>
  );
  if (available.length === 0)
    return (
      <>
        <p className={styles.section}>
          <Trans>There are no tests available to you right now.</Trans>
        </p>
        {results}
      </>
    );
  return (
    <>
      <ul className={styles.grid}>
        {available.map((exam) => (
          <ExamCard key={exam.scheduleId} exam={exam} otherRunning={otherPassageRunning(exam, active)} />
        ))}
      </ul>
      {results}
    </>
  );
}
