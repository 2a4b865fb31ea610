import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { href } from '../../../api/href.ts';
import { formatDateTime } from '../../lib/format.ts';
import { button } from '../../ui/button.css.ts';
import { examState, type ExamLesson, type ExamState } from './training-rules.ts';
import * as styles from './training.css.ts';

// SPEC §4 "Lessons": an exam is not available before its start, a link to /exams/{scheduleId}
// while it is open and the trainee's attempts are not exceeded, otherwise finished.

export function ExamTimeline({ exams, now }: { exams: ExamLesson[]; now: number }) {
  return (
    <section className={styles.card} aria-labelledby="training-exams">
      <h2 id="training-exams" className={styles.sectionTitle}>
        <Trans>Tests</Trans>
      </h2>
      {exams.length === 0 ? (
        <p className={styles.muted}>
          <Trans>There are no tests in this course yet.</Trans>
        </p>
      ) : (
        <ol className={styles.timeline}>
          {exams.map((exam) => (
            <ExamItem key={exam.lessonId} exam={exam} now={now} />
          ))}
        </ol>
      )}
    </section>
  );
}

function ExamItem({ exam, now }: { exam: ExamLesson; now: number }) {
  const { t } = useLingui();
  const { schedule } = exam;
  const state = examState(schedule, now);
  const nameId = `exam-${exam.lessonId}`;
  const stateLabel: Record<ExamState, string> = {
    notStarted: t`Not available yet`,
    open: t`Open now`,
    finished: t`Finished`,
  };
  const style = { notStarted: styles.state.future, open: styles.state.available, finished: styles.state.finished }[state];
  return (
    <li className={styles.item} data-state={state} data-testid={nameId}>
      <div className={styles.itemHead}>
        <h3 id={nameId} className={styles.itemTitle}>
          {exam.name}
        </h3>
        <span className={style}>{stateLabel[state]}</span>
      </div>
      <p className={styles.muted}>
        {exam.lessonType === 'TEST_EXAM' ? t`Practice test` : t`Test`}
        {' · '}
        <span className={styles.nowrap}>{formatDateTime(schedule.start)}</span> - <span className={styles.nowrap}>{formatDateTime(schedule.finish)}</span>
      </p>
      {state === 'open' ? (
        <p className={styles.links}>
          <Link href={href('exam', { id: schedule.scheduleId })} className={button.primary} aria-describedby={nameId}>
            <Trans>Go to the test</Trans>
          </Link>
        </p>
      ) : null}
      {state === 'finished' && schedule.attemptsExceeded && now <= schedule.finish ? (
        <p className={styles.note}>
          <Trans>Attempts limit exceeded</Trans>
        </p>
      ) : null}
    </li>
  );
}
