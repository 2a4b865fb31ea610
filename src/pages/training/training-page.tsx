import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { PageProps } from '../../app/page-props.ts';
import { useWired } from '../../app/use-app-machine.ts';
import { usePageName } from '../../app/document-title.ts';
import { href } from '../../../api/href.ts';
import { useLoad } from '../../lib/use-load.ts';
import { usePreloadedOrNotThere } from '../../app/services.tsx';
import { formatDate } from '../../lib/format.ts';
import { Alert } from '../../ui/alert.tsx';
import { button } from '../../ui/button.css.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { trainingCalls, type Training } from '../../../api/trainings.ts';
import { trainingApi, trainingLoad } from './training-api.ts';
import { progressPercent, timelines } from './training-rules.ts';
import { LessonTimeline } from './lesson-timeline.tsx';
import { ExamTimeline } from './exam-timeline.tsx';
import { Credentials } from './credentials.tsx';
import { CertificateBlock } from './certificate-block.tsx';
import * as styles from './training.css.ts';

/** The lesson and exam states follow the clock while the page is open (SPEC §4 "Lessons"). */
export const CLOCK_TICK_MS = 60_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(id);
  }, []);
  return now;
}

// SPEC §2 training/{applicationId}: the group page of one ACCEPTED application of the trainee
// (SPEC §6): the course and its dates (the blitz terms for BLITZ, SPEC §4), progress,
// credentials for the external systems with copy actions, the lesson and exam timelines
// (SPEC §4 "Lessons") and the certificate block (SPEC §4 "Certificate"). Any other
// application, or a failed load, says so and leads back to the dashboard (issue 11: never a
// blank page).
export default function TrainingPage({ params }: PageProps<'training'>) {
  const api = useWired(trainingApi);
  const { applicationId } = params;
  const preloaded = usePreloadedOrNotThere(trainingCalls['trainings.get'], { applicationId });
  const loaded = useLoad(
    () => api.get(applicationId),
    `training-${applicationId}`,
    () => {
      const training = preloaded();
      return training === null ? { kind: 'closed' as const } : training && trainingLoad(training);
    },
  );
  const now = useNow();
  const { t } = useLingui();
  const training = loaded.status === 'ready' && loaded.data.kind === 'open' ? loaded.data.training : null;
  usePageName(training?.courseName);

  if (loaded.status === 'loading') return <Spinner label={t`Loading…`} />;
  if (loaded.status === 'failed') {
    return (
      <section className={styles.card} aria-labelledby="training-failed">
        <h2 id="training-failed" className={styles.sectionTitle}>
          <Trans>Could not load the course group</Trans>
        </h2>
        <Alert tone="error">
          <Trans>Could not load the data.</Trans>
        </Alert>
        <p className={styles.actions}>
          <button type="button" className={button.primary} onClick={loaded.retry}>
            <Trans>Try again</Trans>
          </button>
          <BackToDashboard />
        </p>
      </section>
    );
  }
  if (!training) {
    return (
      <section className={styles.card} aria-labelledby="training-closed" data-testid="training-closed">
        <h2 id="training-closed" className={styles.sectionTitle}>
          <Trans>This course group is not available</Trans>
        </h2>
        <p className={styles.text}>
          <Trans>A group page opens only for your own accepted applications. Your applications and their status are on the dashboard.</Trans>
        </p>
        <p className={styles.actions}>
          <BackToDashboard />
        </p>
      </section>
    );
  }
  return <TrainingView training={training} now={now} />;
}

function BackToDashboard() {
  return (
    <Link href={href('home')} className={button.secondary}>
      <Trans>Back to the dashboard</Trans>
    </Link>
  );
}

function TrainingView({ training, now }: { training: Training; now: number }) {
  const { t } = useLingui();
  const percent = progressPercent(training.progress);
  const blitz = training.courseType === 'BLITZ';
  const { lessons, exams } = timelines(training.lessons);
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="training-about">
        <h2 id="training-about" className={styles.sectionTitle}>
          <Trans>About the course</Trans>
        </h2>
        <dl className={styles.facts}>
          {training.groupName ? (
            <>
              <dt>{t`Group`}</dt>
              <dd>{training.groupName}</dd>
            </>
          ) : null}
          {blitz ? (
            <>
              <dt>{t`Terms`}</dt>
              <dd data-testid="blitz-terms">
                {training.acceptedDate != null && training.finishDate != null
                  ? t`from ${formatDate(training.acceptedDate)} to ${formatDate(training.finishDate)}`
                  : t`not set yet`}
              </dd>
            </>
          ) : training.groupBeginTime != null && training.groupEndTime != null ? (
            <>
              <dt>{t`Dates`}</dt>
              <dd>{`${formatDate(training.groupBeginTime)} - ${formatDate(training.groupEndTime)}`}</dd>
            </>
          ) : null}
        </dl>
        {training.courseDescription ? <p className={styles.description}>{training.courseDescription}</p> : null}
        <div className={styles.progress}>
          <span id="training-progress-label" className={styles.progressLabel}>
            <Trans>Course progress</Trans>
          </span>
          <progress className={styles.progressBar} id="training-progress" max={100} value={percent} aria-labelledby="training-progress-label">
            {`${percent}%`}
          </progress>
          <span className={styles.progressValue} aria-hidden="true">{`${percent}%`}</span>
        </div>
      </section>
      <Credentials training={training} />
      {/* A blitz course without lessons or tests has nothing to announce 'yet' (SPEC §4: its terms say when). */}
      {blitz && lessons.length === 0 ? null : <LessonTimeline lessons={lessons} now={now} />}
      {blitz && exams.length === 0 ? null : <ExamTimeline exams={exams} now={now} />}
      <CertificateBlock training={training} />
    </div>
  );
}
