import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { examCalls, type ExamIntro } from '../../../../api/exams.ts';
import { isPassageOpen } from '../../../../api/passage-open.ts';
import { urlOf } from '../../../../api/contract.ts';
import type { PageProps } from '../../../app/page-props.ts';
import { Alert } from '../../../ui/alert.tsx';
import { button } from '../../../ui/button.css.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useWired } from '../../../app/use-app-machine.ts';
import { usePreloaded, usePreloadedOrNotThere } from '../../../app/services.tsx';
import { examApi, type ExamApi } from '../wiring/exam-api.ts';
import { useLoad } from '../../../lib/use-load.ts';
import { LoadState } from '../../../ui/load-state.tsx';
import { NotThere } from '../../../ui/not-there.tsx';
import { IntroStats } from './intro-stats.tsx';
import { MaterialsList } from './materials-list.tsx';
import { StartButton } from './start-button.tsx';
import * as styles from '../exams.css.ts';
import { href } from '../../../../api/href.ts';
import { usePageName } from '../../../app/document-title.ts';

// SPEC §2 /exams/{id}: the exam intro (id is the scheduleId): stats, passing rules,
// description (escaped, line breaks kept), materials, and start or continue. Opened first, the
// page comes with both answers and the server paints it (src/ssr/render-page.tsx). An exam
// that is not there or not open to the trainee says so, with the way to all tests (#202).
export default function IntroPage({ params }: PageProps<'exam'>) {
  const api = useWired(examApi);
  const scheduleId = params.id;
  const preloadedIntro = usePreloadedOrNotThere(examCalls['exams.intro'], { scheduleId });
  const preloadedActive = usePreloaded(examCalls['exams.active']);
  const withRunning = (intro: ExamIntro, active: Awaited<ReturnType<ExamApi['active']>>) => ({
    intro,
    running: active.find((p) => isPassageOpen(p.status) && p.scheduleId !== scheduleId) ?? null,
  });
  const loaded = useLoad(
    async () => {
      const [intro, active] = await Promise.all([api.intro(scheduleId), api.active()]);
      return intro && withRunning(intro, active);
    },
    `intro-${scheduleId}`,
    () => {
      const [intro, active] = [preloadedIntro(), preloadedActive()];
      return intro === null ? null : intro && active ? withRunning(intro, active) : undefined;
    },
  );
  if (loaded.status !== 'ready') return <LoadState status={loaded.status} onRetry={loaded.retry} />;
  if (!loaded.data)
    return (
      <NotThere
        back={
          <Link href={href('exams')}>
            <Trans>All tests</Trans>
          </Link>
        }
      >
        <Trans>This test does not exist or is not open to you.</Trans>
      </NotThere>
    );
  return <Intro intro={loaded.data.intro} running={loaded.data.running} />;
}

type Running = { resultId: number; examName: string } | null;

function Intro({ intro, running }: { intro: ExamIntro; running: Running }) {
  const { t } = useLingui();
  // The heading and the tab name the exam ('{exam} - product'), not a generic "Test" (issue 10 "Words").
  usePageName(intro.name);
  return (
    <>
      <IntroStats intro={intro} />
      {intro.passingRules ? (
        <section className={styles.section} aria-labelledby="intro-rules">
          <h2 id="intro-rules" className={styles.sectionTitle}>{t`Passing rules`}</h2>
          <p className={styles.text}>{intro.passingRules}</p>
        </section>
      ) : null}
      {intro.description ? (
        <section className={styles.section} aria-labelledby="intro-description">
          <h2 id="intro-description" className={styles.sectionTitle}>{t`Description`}</h2>
          {/* React escapes the text; pre-line keeps its line breaks (SPEC §2). */}
          <p className={styles.text}>{intro.description}</p>
        </section>
      ) : null}
      {intro.materials.length > 0 ? (
        <section className={styles.section} aria-labelledby="intro-materials">
          <h2 id="intro-materials" className={styles.sectionTitle}>{t`Materials`}</h2>
          <MaterialsList materials={intro.materials} download={(materialId) => urlOf(examCalls['files.material'], { materialId })} headingLevel={3} />
        </section>
      ) : null}
      <section className={styles.section} aria-label={t`Start the test`}>
        {intro.answerHistoryAllowed ? null : (
          // Issue 10 item 4: this exam locks a saved answer; said before the start.
          <Alert tone="info">{t`In this test a saved answer cannot be changed: check each answer before you save it.`}</Alert>
        )}
        <StartArea intro={intro} running={running} />
      </section>
    </>
  );
}

function StartArea({ intro, running }: { intro: ExamIntro; running: Running }) {
  const opens = formatDateTime(intro.start);
  const closes = formatDateTime(intro.finish);
  if (intro.inProgressResultId != null)
    return (
      <div className={styles.startBar}>
        <Link href={href('passage', { resultId: intro.inProgressResultId })} className={button.primary}>
          <Trans>Continue the test</Trans>
        </Link>
      </div>
    );
  if (intro.attemptsExceeded)
    return (
      <span className={styles.label}>
        <Trans>Attempts limit exceeded</Trans>
      </span>
    );
  if (running) {
    const other = running.examName;
    return (
      <Alert tone="info">
        <Trans>
          Another test is in progress: <Link href={href('passage', { resultId: running.resultId })}>{other}</Link>. Finish it before starting this one.
        </Trans>
      </Alert>
    );
  }
  if (intro.now < intro.start)
    return (
      <Alert tone="info">
        <Trans>The test opens on {opens}.</Trans>
      </Alert>
    );
  if (intro.now >= intro.finish)
    return (
      <Alert tone="info">
        <Trans>The test closed on {closes}.</Trans>
      </Alert>
    );
  // Issue 10: the start says what it uses up (the attempt, the time) before the click.
  const uses = { attempt: intro.resultsCount + 1, attempts: intro.attempts, passTime: intro.passTime };
  return <StartButton scheduleId={intro.scheduleId} checkAudio={intro.checkAudio} uses={uses} />;
}
