import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useDroppable } from '@dnd-kit/core';
import type { Answer } from '../../../../../api/exams.ts';
import { AnswerPictures } from '../../question/question-pictures.tsx';
import * as styles from '../editors.css.ts';

// One COMPARISON item: its text labels a select of the partners (the keyboard and screen
// reader way), and the whole row is where a dragged partner can be dropped. A partner
// another item holds is shown in the list, disabled, with that item's name (one partner
// per item, question-answer.ts): arrowing through the list never takes it away. The chosen
// pair is shown whole in a box under the transparent select, wrapped on a phone (issue 10
// "Phones"; editors.css.ts matchChoice).
export function ComparisonRow({
  answer,
  partner,
  partners,
  holderOf,
  isFree,
  editable,
  onMatch,
}: {
  answer: Answer;
  partner: string;
  partners: readonly string[];
  /** The other item holding that partner, if any. */
  holderOf: (partner: string) => string | null;
  /** May this item take that partner. */
  isFree: (partner: string) => boolean;
  editable: boolean;
  onMatch: (partner: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const { setNodeRef, isOver } = useDroppable({ id: answer.answerId, disabled: !editable });
  const listed = [...new Set(partners)];
  const choose = t`Choose a pair…`;
  return (
    <li ref={setNodeRef} className={`${styles.matchRow} ${isOver ? styles.matchRowOver : ''}`} data-answer={answer.answerId}>
      <label htmlFor={id} className={styles.matchItem}>
        {answer.answerName}
      </label>
      <div className={styles.matchChoice}>
        <span className={`${styles.matchChosen} ${partner ? '' : styles.matchChosenEmpty}`} aria-hidden="true">
          {partner || choose}
        </span>
        <select id={id} className={styles.matchSelect} value={partner} disabled={!editable} onChange={(event) => onMatch(event.target.value)}>
          <option value="">{choose}</option>
          {listed.map((p) => {
            const taken = p !== partner && !isFree(p);
            const holder = taken ? holderOf(p) : null;
            return (
              <option key={p} value={p} disabled={taken}>
                {holder ? t`${p} (now with ${holder})` : p}
              </option>
            );
          })}
        </select>
      </div>
      <AnswerPictures answer={answer} />
    </li>
  );
}
