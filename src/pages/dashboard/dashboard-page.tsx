import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useSession } from '../../app/services.tsx';
import { formatDate } from '../../lib/format.ts';
import { courseStatusLabels, courseTypeLabels } from './course-status.ts';
import * as page from '../../ui/page.css.ts';
import * as styles from './dashboard.css.ts';
import { href } from '../../app/href.ts';

// SPEC §2 "/": for now the trainee's greeting and the summary of main.courses; the
// current-trainings dashboard (cards, news, alerts, promo code) comes with its issue.
export default function DashboardPage() {
  const { t, i18n } = useLingui();
  const { main } = useSession();
  if (!main) return null;
  const name = main.customer.name;
  const courses = main.courses;
  return (
    <>
      <section className={page.card}>
        <p className={styles.greeting}>
          <Trans>Hello, {name}!</Trans>
        </p>
        <p className={page.lead} style={{ margin: 0 }}>
          <Trans>Your current trainings and their lessons will appear here.</Trans>
        </p>
      </section>
      <section className={page.card} aria-labelledby="dashboard-courses">
        <h2 id="dashboard-courses" className={styles.heading}>
          {t`Your courses`}
        </h2>
        {courses.length === 0 ? (
          <p className={page.lead} style={{ margin: 0 }}>
            <Trans>
              You have no courses yet. See <Link href={href('courses')}>all courses</Link>.
            </Trans>
          </p>
        ) : (
          <ul className={styles.list}>
            {courses.map((course) => {
              const nextGroup = formatDate(course.recentGroupDate);
              return (
                <li key={course.courseId} className={styles.course}>
                  <Link href={href('course', { courseId: course.courseId })}>{course.name}</Link>
                  <span className={styles.status}>{i18n._(courseStatusLabels[course.status])}</span>
                  <span className={styles.meta}>
                    {i18n._(courseTypeLabels[course.type])}
                    {nextGroup ? ` · ${t`Next group: ${nextGroup}`}` : ''}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
