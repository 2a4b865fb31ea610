import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Question } from '../../../../../api/exams.ts';
import type { QuestionApi } from '../../../../../machines/question.connect.ts';
import { useTypedBeforeHydration } from '../../../../ui/typed-before-hydration.ts';
import { EssayFile } from './essay-file.tsx';
import * as styles from '../../passage/passage.css.ts';

// ESSAY (SPEC §3 answerSetting, §5 "Essay counts as given by answerSetting"): 0 or absent
// text or a file (either is an answer), 1 a file only, 2 text only. The text is a 150 px
// textarea (SPEC §9); the file part uploads with progress (essay-file.tsx). A saved essay
// is locked (docs/decisions.md 12): the text is read-only, the file only downloadable.
export function EssayAnswer({ question, api }: { question: Question; api: QuestionApi }) {
  const { t } = useLingui();
  const id = useId();
  const allows = api.essay ?? { text: true, file: false };
  // A phone keyboard's text typed into a painted page before the app ran (issue 14) is the trainee's answer too.
  const text = useTypedBeforeHydration<HTMLTextAreaElement>(api.essayValue, api.onEssayText);
  return (
    <>
      {allows.text ? (
        <>
          <label htmlFor={id} className={styles.questionPrompt}>
            {t`Your answer`}
          </label>
          <textarea
            ref={text}
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
      ) : null}
      {allows.file ? (
        <EssayFile key={question.resultQuestionId} question={question} api={api} label={allows.text ? t`Or attach a file` : t`Your answer as a file`} />
      ) : null}
    </>
  );
}
