import { Trans, useLingui } from '@lingui/react/macro';
import type { Lesson } from '../../../api/trainings.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { lessonState, webinar, type LessonState } from './training-rules.ts';
import * as styles from './training.css.ts';

// SPEC §4 "Lessons": each lesson available now, not started yet or finished; the webinar link
// on the lesson's day (a note with the date before it), the video when the lesson has one.

export function LessonTimeline({ lessons, now }: { lessons: Lesson[]; now: number }) {
  return (
    <section className={styles.card} aria-labelledby="training-lessons">
      <h2 id="training-lessons" className={styles.sectionTitle}>
        <Trans>Lessons</Trans>
      </h2>
      {lessons.length === 0 ? (
        <p className={styles.muted}>
          <Trans>There are no lessons in this course yet.</Trans>
        </p>
      ) : (
        <ol className={styles.timeline}>
          {lessons.map((lesson) => (
            <LessonItem key={lesson.lessonId} lesson={lesson} now={now} />
          ))}
        </ol>
      )}
    </section>
  );
}

function LessonItem({ lesson, now }: { lesson: Lesson; now: number }) {
  const { t } = useLingui();
  const state = lessonState(lesson, now);
  const link = webinar(lesson, now);
  const nameId = `lesson-${lesson.lessonId}`;
  const stateLabel: Record<LessonState, string> = {
    available: t`Available now`,
    future: t`Not started yet`,
    finished: t`Finished`,
  };
  return (
    <li className={styles.item} data-state={state} data-testid={nameId}>
      <div className={styles.itemHead}>
        <h3 id={nameId} className={styles.itemTitle}>
          {lesson.name}
        </h3>
        <span className={styles.state[state]}>{stateLabel[state]}</span>
      </div>
      <p className={styles.muted}>
        <span className={styles.nowrap}>{formatDateTime(lesson.beginTime)}</span> - <span className={styles.nowrap}>{formatDateTime(lesson.endTime)}</span>
      </p>
      {link.kind === 'link' || lesson.videoLink ? (
        <p className={styles.links}>
          {link.kind === 'link' ? (
            <a href={link.url} target="_blank" rel="noopener noreferrer" aria-describedby={nameId}>
              <Trans>Join the webinar</Trans>
            </a>
          ) : null}
          {lesson.videoLink ? (
            <a href={lesson.videoLink} target="_blank" rel="noopener noreferrer" aria-describedby={nameId}>
              <Trans>Watch the video</Trans>
            </a>
          ) : null}
        </p>
      ) : null}
      {link.kind === 'later' ? <p className={styles.note}>{t`The webinar link will be available on ${formatDate(link.day)}.`}</p> : null}
    </li>
  );
}
