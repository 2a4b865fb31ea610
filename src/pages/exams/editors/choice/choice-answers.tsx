import { useLingui } from '@lingui/react/macro';
import type { Question } from '../../../../../api/exams.ts';
import type { QuestionApi } from '../../../../../machines/question.connect.ts';
import { AnswerPictures } from '../../question/question-pictures.tsx';
import * as styles from '../../passage/passage.css.ts';

// SINGLE_CHOICE (radios) and MULTIPLE_CHOICE (checkboxes), each labelled by its answer.
export function ChoiceAnswers({ question, api }: { question: Question; api: QuestionApi }) {
  const { t } = useLingui();
  const single = question.type === 'SINGLE_CHOICE';
  return (
    <>
      <p className={styles.questionPrompt}>{single ? t`Choose one answer.` : t`Choose one or more answers.`}</p>
      <ul className={styles.options}>
        {question.answers.map((answer) => (
          <li key={answer.answerId}>
            <label className={styles.option}>
              <input
                type={single ? 'radio' : 'checkbox'}
                name={`question-${question.resultQuestionId}`}
                value={answer.answerId}
                checked={api.isChosen(answer.answerId)}
                disabled={!api.isEditable}
                onChange={() => api.onChoose(answer.answerId)}
              />
              <span className={styles.optionText}>{answer.answerName}</span>
            </label>
            <AnswerPictures answer={answer} />
          </li>
        ))}
      </ul>
    </>
  );
}
