import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { PageProps } from '../../../app/page-props.ts';
import { href } from '../../../../api/href.ts';
import { useWired } from '../../../app/use-app-machine.ts';
import { usePreloaded } from '../../../app/services.tsx';
import { trainingCalls } from '../../../../api/trainings.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLoad } from '../../../lib/use-load.ts';
import { LoadState } from '../../../ui/load-state.tsx';
import { coursesApi } from '../courses-api.ts';
import { courseStatusLabels, courseTypeLabels, groupDate } from '../course-rules.ts';
import * as styles from '../courses.css.ts';

// SPEC §2 "courses": the catalogue, a card per course with its courseId, name (a link to the
// course), the trainee's status, the type and recentGroupDate, labelled honestly (issue 11: a
// group that already began is never called "next").
export default function CoursesPage(_: PageProps<'courses'>) {
  const { t, i18n } = useLingui();
  const api = useWired(coursesApi);
  const loaded = useLoad(() => api.list(), `courses:${i18n.locale}`, usePreloaded(trainingCalls['courses.list']));
  if (loaded.status !== 'ready') return <LoadState status={loaded.status} onRetry={loaded.retry} />;
  if (loaded.data.length === 0)
    return (
      <p>
        <Trans>There are no courses yet.</Trans>
      </p>
    );
  const now = Date.now();
  return (
    <ul className={styles.list}>
      {loaded.data.map((course) => {
        const group = groupDate(course.recentGroupDate, now);
        const date = group.kind === 'none' ? '' : formatDate(group.at);
        const { courseId } = course;
        return (
          <li key={course.courseId} className={styles.card}>
            <h2 className={styles.cardTitle}>
              <Link href={href('course', { courseId: course.courseId })}>{course.name}</Link>
            </h2>
            <p className={styles.badges}>
              <span className={styles.badge}>{i18n._(courseStatusLabels[course.status])}</span>
              <span className={styles.badge}>{i18n._(courseTypeLabels[course.type])}</span>
            </p>
            <p className={styles.muted}>
              {group.kind === 'next' ? t`Next group begins ${date}` : group.kind === 'began' ? t`Last group began ${date}` : t`No group is scheduled yet`}
            </p>
            <p className={styles.muted}>{t`Course No. ${courseId}`}</p>
          </li>
        );
      })}
    </ul>
  );
}
