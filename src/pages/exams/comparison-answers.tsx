import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Question } from '../../../api/exams.ts';
import type { QuestionApi } from '../../../machines/question.connect.ts';
import * as styles from './passage.css.ts';

// COMPARISON: for each item, a labelled select of the partners (Question.partners).
export function ComparisonAnswers({ question, api }: { question: Question; api: QuestionApi }) {
  const { t } = useLingui();
  const base = useId();
  const partners = question.partners ?? [...new Set(question.answers.map((a) => a.answer ?? '').filter(Boolean))];
  return (
    <>
      <p className={styles.questionHeading} style={{ fontWeight: 400 }}>
        {t`Match each item with its pair.`}
      </p>
      <ul className={styles.options}>
        {question.answers.map((answer) => {
          const id = `${base}-${answer.answerId}`;
          return (
            <li key={answer.answerId} className={styles.row}>
              <label htmlFor={id} className={styles.rowText}>
                {answer.answerName}
              </label>
              <select
                id={id}
                className={styles.select}
                value={api.partnerOf(answer.answerId)}
                disabled={!api.isEditable}
                onChange={(event) => api.onMatch(answer.answerId, event.target.value)}
              >
                <option value="">{t`Choose a pair…`}</option>
                {partners.map((partner) => (
                  <option key={partner} value={partner}>
                    {partner}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
    </>
  );
}
