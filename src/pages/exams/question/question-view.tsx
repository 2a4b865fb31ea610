import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { examCalls, type Question } from '../../../../api/exams.ts';
import { urlOf } from '../../../../api/contract.ts';
import type { QuestionApi } from '../../../../machines/question.connect.ts';
import { MaterialsList } from '../intro/materials-list.tsx';
import { QuestionPictures } from './question-pictures.tsx';
import { ChoiceAnswers } from '../editors/choice/choice-answers.tsx';
import { SequenceAnswers } from '../editors/sequence/sequence-answers.tsx';
import { ComparisonAnswers } from '../editors/comparison/comparison-answers.tsx';
import { EssayAnswer } from '../editors/essay/essay-answer.tsx';
import * as styles from '../passage/passage.css.ts';

// One question: its heading (focused when the trainee moved here from another question:
// `shown` remembers, across loads, which question was on screen), the question as the
// legend of its answers' fieldset, pictures (enlarge on click), materials (question
// material downloads, SPEC §7) and the editor of its type.
export function QuestionView({ question, api, shown }: { question: Question; api: QuestionApi; shown: { current: number | null } }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (shown.current !== null && shown.current !== question.resultQuestionId) heading.current?.focus();
    shown.current = question.resultQuestionId;
  }, [question.resultQuestionId, shown]);
  const { number, count } = api;
  return (
    <>
      <h3 ref={heading} tabIndex={-1} className={styles.questionHeading} id="question-heading">
        {t`Question ${number} of ${count}`}
      </h3>
      <fieldset className={styles.fieldset} aria-describedby={api.isLocked ? 'question-locked' : undefined}>
        <legend className={styles.legend}>{question.name}</legend>
        <QuestionPictures question={question} number={number} />
        {question.materials.length > 0 ? (
          <div className={styles.materialsBlock}>
            <MaterialsList materials={question.materials} download={(materialId) => urlOf(examCalls['files.questionMaterial'], { materialId })} headingLevel={4} />
          </div>
        ) : null}
        {question.type === 'SINGLE_CHOICE' || question.type === 'MULTIPLE_CHOICE' ? (
          <ChoiceAnswers question={question} api={api} />
        ) : question.type === 'SEQUENCE' ? (
          <SequenceAnswers question={question} api={api} />
        ) : question.type === 'COMPARISON' ? (
          <ComparisonAnswers question={question} api={api} />
        ) : (
          <EssayAnswer question={question} api={api} />
        )}
      </fieldset>
    </>
  );
}
