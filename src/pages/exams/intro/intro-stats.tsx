import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { breaksLeft } from '../../../../api/breaks-left.ts';
import type { ExamIntro } from '../../../../api/exams.ts';
import * as styles from '../exams.css.ts';

// SPEC §2 "Exam intro: stats header": questions, time (∞ when unlimited), breaks,
// attempts and the pass point, with plural-correct words.
export function IntroStats({ intro }: { intro: ExamIntro }) {
  const { t } = useLingui();
  const { questionsCount, passTime, breakTime, breakCount, attempts, resultsCount, passPoint, maxPoints } = intro;
  const left = attempts == null ? null : Math.max(0, attempts - resultsCount);
  const breakLength = breakTime ?? 0;
  const breaks = breaksLeft({ breakTime, breakCount, breaksTaken: 0 }); // the same rule as the passage (api/breaks-left.ts)
  return (
    <dl className={styles.stats}>
      <div className={styles.stat}>
        <dt>{t`Questions`}</dt>
        <dd>{t`${plural(questionsCount, { one: '# question', other: '# questions' })}`}</dd>
      </div>
      <div className={styles.stat}>
        <dt>{t`Time`}</dt>
        <dd>
          {passTime == null ? (
            <span aria-label={t`Unlimited`} title={t`Unlimited`}>
              ∞
            </span>
          ) : (
            t`${plural(passTime, { one: '# minute', other: '# minutes' })}`
          )}
        </dd>
      </div>
      <div className={styles.stat}>
        <dt>{t`Breaks`}</dt>
        <dd>
          {breaks === null
            ? t`No breaks`
            : breaks === 'unlimited'
              ? t`Unlimited, ${plural(breakLength, { one: '# minute', other: '# minutes' })} each`
              : t`${breakCount} × ${plural(breakLength, { one: '# minute', other: '# minutes' })}`}
        </dd>
      </div>
      <div className={styles.stat}>
        <dt>{t`Attempts`}</dt>
        <dd>
          {attempts == null ? t`${resultsCount} used · unlimited` : t`${resultsCount} of ${attempts}`}
          {left != null ? <small className={styles.statNote}>{t`${plural(left, { one: '# attempt left', other: '# attempts left' })}`}</small> : null}
        </dd>
      </div>
      {intro.enablePassPoint && intro.showPassPoint && passPoint != null ? (
        <div className={styles.stat}>
          <dt>{t`Pass point`}</dt>
          <dd>
            {t`${plural(passPoint, { one: '# point', other: '# points' })}`}
            <small className={styles.statNote}>{t`out of ${maxPoints}`}</small>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
