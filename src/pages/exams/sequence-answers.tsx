import { useLingui } from '@lingui/react/macro';
import type { Question } from '../../../api/exams.ts';
import type { QuestionApi } from '../../../machines/question.connect.ts';
import { button } from '../../ui/button.css.ts';
import { visuallyHidden } from '../../ui/global.css.ts';
import * as styles from './passage.css.ts';

// SEQUENCE: put the answers in order with "move up" / "move down" buttons (keyboard and
// screen-reader operable; the new position is announced politely).
export function SequenceAnswers({ question, api }: { question: Question; api: QuestionApi }) {
  const { t } = useLingui();
  const name = (id: number) => question.answers.find((a) => a.answerId === id)?.answerName ?? '';
  const order = api.sequence;
  const count = order.length;
  return (
    <>
      <p className={styles.questionHeading} style={{ fontWeight: 400 }}>
        {t`Put the answers in the right order.`}
      </p>
      <ol className={styles.options}>
        {order.map((answerId, i) => {
          const text = name(answerId);
          const n = i + 1;
          return (
            <li key={answerId} className={styles.row}>
              <span className={styles.position} aria-hidden="true">
                {n}.
              </span>
              <span className={styles.rowText}>{text}</span>
              <button
                type="button"
                className={`${button.secondary} ${styles.small}`}
                onClick={() => api.onMove(answerId, -1)}
                disabled={!api.isEditable || i === 0}
                aria-label={t`Move up: ${text}`}
              >
                ↑
              </button>
              <button
                type="button"
                className={`${button.secondary} ${styles.small}`}
                onClick={() => api.onMove(answerId, 1)}
                disabled={!api.isEditable || i === count - 1}
                aria-label={t`Move down: ${text}`}
              >
                ↓
              </button>
            </li>
          );
        })}
      </ol>
      <p className={visuallyHidden} aria-live="polite">
        {api.draft.touched ? order.map((id, i) => `${i + 1}. ${name(id)}`).join('; ') : ''}
      </p>
    </>
  );
}
