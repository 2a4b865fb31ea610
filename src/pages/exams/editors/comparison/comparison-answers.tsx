import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { closestCenter, DndContext, DragOverlay, useDraggable, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import type { Question } from '../../../../../api/exams.ts';
import type { QuestionApi } from '../../../../../machines/question.connect.ts';
import { visuallyHidden } from '../../../../ui/global.css.ts';
import { DRAG_AUTO_SCROLL, useDragSensors } from '../drag-sensors.ts';
import { ComparisonRow } from './comparison-row.tsx';
import * as passage from '../../passage/passage.css.ts';
import * as styles from '../editors.css.ts';

// COMPARISON (SPEC §3, §4): match each item with a partner (Question.partners, shuffled by
// the server). With a mouse or a finger, drag a partner from the tray onto an item; from
// the keyboard or a screen reader, use the item's labelled select. One partner per item
// (question-answer.ts matchPartnerOnce): the tray holds only free partners, and a partner
// another item holds is disabled in the selects. The answer counts as given once every
// item has a partner and the trainee changed something.

const chipId = (partner: string, index: number) => `partner-${index}-${partner}`;

function PartnerChip({ id, partner }: { id: string; partner: string }) {
  // Pointer and touch only (no keyboard listeners, not in the tab order): the selects are
  // the keyboard way, so the tray is plain text to assistive technology.
  const { setNodeRef, listeners, isDragging } = useDraggable({ id, data: { partner } });
  return (
    <li ref={setNodeRef} {...listeners} className={`${styles.chip} ${isDragging ? styles.chipDragging : ''}`}>
      {partner}
    </li>
  );
}

export function ComparisonAnswers({ question, api }: { question: Question; api: QuestionApi }) {
  const { t } = useLingui();
  const sensors = useDragSensors({ keyboard: false });
  // The drag context's ids from React, not dnd-kit's counter: the same on the server and at hydration (issue 14).
  const dndId = useId();
  const [said, setSaid] = useState('');
  const [dragged, setDragged] = useState<string | null>(null);
  const itemName = (id: UniqueIdentifier | undefined) => question.answers.find((a) => a.answerId === Number(id))?.answerName ?? '';
  const partnerOf = (data: unknown) => (data as { current?: { partner?: string } } | undefined)?.current?.partner ?? '';
  const holderOf = (partner: string, except?: number) => question.answers.find((a) => a.answerId !== except && api.partnerOf(a.answerId) === partner)?.answerName ?? null;

  const match = (answerId: number, partner: string) => {
    const item = itemName(answerId);
    setSaid(partner ? t`${item} matched with ${partner}.` : t`${item} has no pair now.`);
    api.onMatch(answerId, partner);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const p = partnerOf(active.data);
      return t`Picked up the pair ${p}.`;
    },
    onDragOver: ({ active, over }) => {
      const [p, item] = [partnerOf(active.data), itemName(over?.id)];
      return over ? t`The pair ${p} is over ${item}.` : t`The pair ${p} is not over an item.`;
    },
    onDragEnd: ({ active, over }) => {
      const [p, item] = [partnerOf(active.data), itemName(over?.id)];
      return over ? t`The pair ${p} is matched with ${item}.` : t`The pair ${p} was not placed.`;
    },
    onDragCancel: ({ active }) => {
      const p = partnerOf(active.data);
      return t`Dragging cancelled; the pair ${p} was not placed.`;
    },
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const partner = partnerOf(active.data);
    if (over && partner) api.onMatch(Number(over.id), partner);
  };
  const left = api.unmatchedPartners;

  return (
    <>
      <p className={passage.questionPrompt}>{t`Match each item with its pair.`}</p>
      <DndContext
        id={dndId}
        sensors={sensors}
        autoScroll={DRAG_AUTO_SCROLL}
        collisionDetection={closestCenter}
        onDragStart={({ active }) => setDragged(partnerOf(active.data))}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t`Drag a pair onto an item with the mouse or a finger, or choose the pair in the item's list.` },
        }}
      >
        {api.isEditable ? (
          <>
            <p className={styles.hint} id={`pairs-${question.resultQuestionId}`}>
              {left.length > 0
                ? t`Drag a pair onto its item, or choose it in the item's list. Pairs not placed yet:`
                : t`Every pair is placed. Choose in a list to change a pair.`}
            </p>
            {left.length > 0 ? (
              <ul className={styles.pool} aria-labelledby={`pairs-${question.resultQuestionId}`}>
                {left.map((partner, index) => (
                  <PartnerChip key={chipId(partner, index)} id={chipId(partner, index)} partner={partner} />
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
        <ul className={passage.options}>
          {question.answers.map((answer) => (
            <ComparisonRow
              key={answer.answerId}
              answer={answer}
              partner={api.partnerOf(answer.answerId)}
              partners={api.partners}
              holderOf={(partner) => holderOf(partner, answer.answerId)}
              isFree={(partner) => api.isPartnerFree(answer.answerId, partner)}
              editable={api.isEditable}
              onMatch={(partner) => match(answer.answerId, partner)}
            />
          ))}
        </ul>
        <DragOverlay>{dragged ? <div className={styles.chipOverlay}>{dragged}</div> : null}</DragOverlay>
      </DndContext>
      <p className={visuallyHidden} aria-live="polite">
        {said}
      </p>
    </>
  );
}
