import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Question } from '../../../api/exams.ts';
import type { QuestionApi } from '../../../machines/question.connect.ts';
import * as styles from './passage.css.ts';

// ESSAY: a 150 px textarea (SPEC §9); text only for now (file upload comes later).
export function EssayAnswer({ question, api }: { question: Question; api: QuestionApi }) {
  const { t } = useLingui();
  const id = useId();
  const allows = api.essay ?? { text: true, file: false };
  if (!allows.text)
    return <p className={styles.questionHeading}>{t`This question takes a file as the answer; file upload is not available here yet.`}</p>;
  return (
    <>
      <label htmlFor={id} className={styles.questionHeading} style={{ display: 'block', fontWeight: 400 }}>
        {t`Your answer`}
      </label>
      <textarea
        id={id}
        className={styles.essay}
        value={api.essayValue}
        readOnly={!api.isEditable}
        aria-readonly={!api.isEditable || undefined}
        maxLength={20_000}
        onChange={(event) => api.onEssayText(event.target.value)}
        data-question={question.resultQuestionId}
      />
    </>
  );
}
