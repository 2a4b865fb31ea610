import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Link } from 'wouter';
import { trainingCalls, type CourseDetail } from '../../../../api/trainings.ts';
import type { PageProps } from '../../../app/page-props.ts';
import { href } from '../../../../api/href.ts';
import { usePageName } from '../../../app/document-title.ts';
import { useSession, usePreloadedOrNotThere } from '../../../app/services.tsx';
import { useWired } from '../../../app/use-app-machine.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLoad } from '../../../lib/use-load.ts';
import { button } from '../../../ui/button.css.ts';
import { LoadState } from '../../../ui/load-state.tsx';
import { NotThere } from '../../../ui/not-there.tsx';
import { coursesApi } from '../courses-api.ts';
import { applyLink, canApply, courseStatusLabels, courseTypeLabels, durationText } from '../course-rules.ts';
import * as styles from '../courses.css.ts';

// SPEC §2 "courses/{courseId}", §3 "Course (detail)": every field of the course: its name (the
// page's heading), status, type, duration (SPEC §9), groups, counts, certificate, audience,
// conditions and descriptions (text: markup is shown, never run; line breaks kept), and the
// apply link by course type and language (SPEC §9, setting applyLinks), which opens the
// provider's site in a new tab and says so.
export default function CoursePage({ params }: PageProps<'course'>) {
  const { i18n } = useLingui();
  const api = useWired(coursesApi);
  const preloaded = usePreloadedOrNotThere(trainingCalls['courses.get'], { courseId: params.courseId });
  const loaded = useLoad(
    () => api.get(params.courseId),
    `course:${params.courseId}:${i18n.locale}`,
    () => {
      const course = preloaded();
      return course === null ? { kind: 'missing' as const } : course && { kind: 'found' as const, course };
    },
  );
  const course = loaded.status === 'ready' && loaded.data.kind === 'found' ? loaded.data.course : null;
  usePageName(course?.name);
  if (loaded.status !== 'ready') return <LoadState status={loaded.status} onRetry={loaded.retry} />;
  const back = (
    <Link href={href('courses')}>
      <Trans>All courses</Trans>
    </Link>
  );
  if (!course)
    return (
      <NotThere back={back}>
        <Trans>This course does not exist or is not published.</Trans>
      </NotThere>
    );
  return (
    <>
      <CourseFacts course={course} />
      <ApplyLink course={course} />
      <TextSection title={<Trans>About the course</Trans>} text={course.briefDescription} />
      <TextSection title={<Trans>Who the course is for</Trans>} text={course.audience} />
      <TextSection title={<Trans>Conditions</Trans>} text={course.conditions} />
      <TextSection title={<Trans>Course programme</Trans>} text={course.fullDescription} />
      <div className={styles.back}>{back}</div>
    </>
  );
}

function CourseFacts({ course }: { course: CourseDetail }) {
  const { t, i18n } = useLingui();
  const duration = course.duration; // SPEC §9, counted by the server from the group the detail describes
  const { lessonsCount: lessons, testsCount: practiceTests, examsCount: tests } = course;
  const row = (term: string, value: ReactNode) => (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
  return (
    <section className={styles.card} aria-label={t`Course facts`}>
      <dl className={styles.facts}>
        {row(t`Status`, i18n._(courseStatusLabels[course.status]))}
        {row(t`Course type`, i18n._(courseTypeLabels[course.courseType]))}
        {row(t`Duration`, duration ? durationText(duration) : t`To be announced`)}
        {row(t`Lessons`, plural(lessons, { one: '# lesson', other: '# lessons' }))}
        {row(t`Practice tests`, plural(practiceTests, { one: '# practice test', other: '# practice tests' }))}
        {row(t`Tests`, plural(tests, { one: '# test', other: '# tests' }))}
        {row(t`Certificate`, course.certificate ? t`Issued when you complete the course` : t`Not issued`)}
      </dl>
      <h2 className={styles.sectionTitle}>
        <Trans>Groups</Trans>
      </h2>
      {course.groups.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No group is scheduled yet</Trans>
        </p>
      ) : (
        <div className={styles.tableBox}>
          <table className={styles.groups}>
            <thead>
              <tr>
                <th scope="col">{t`Group No.`}</th>
                <th scope="col">{t`Begins`}</th>
                <th scope="col">{t`Ends`}</th>
              </tr>
            </thead>
            <tbody>
              {course.groups.map((group) => (
                <tr key={`${group.number}-${group.beginTime}`}>
                  <td data-label={t`Group No.`}>{group.number}</td>
                  <td data-label={t`Begins`}>{formatDate(group.beginTime)}</td>
                  <td data-label={t`Ends`}>{formatDate(group.endTime)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function ApplyLink({ course }: { course: CourseDetail }) {
  const session = useSession();
  if (!canApply(course.status)) return null;
  const url = applyLink(session.common?.settings.applyLinks, course.courseType, session.locale);
  if (!url) return null;
  return (
    <p className={styles.apply}>
      <a href={url} target="_blank" rel="noopener noreferrer" className={button.primary}>
        <Trans>Apply for the course</Trans>{' '}
        <span className={styles.linkHint}>
          <Trans>(opens in a new tab)</Trans>
        </span>
      </a>
    </p>
  );
}

function TextSection({ title, text }: { title: ReactNode; text: string }) {
  if (!text.trim()) return null;
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <p className={styles.text}>{text}</p>
    </section>
  );
}
