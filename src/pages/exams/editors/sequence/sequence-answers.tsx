import { useRef, useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { closestCenter, DndContext, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { Question } from '../../../../../api/exams.ts';
import type { QuestionApi } from '../../../../../machines/question.connect.ts';
import { visuallyHidden } from '../../../../ui/global.css.ts';
import { DRAG_AUTO_SCROLL, useDragSensors } from '../drag-sensors.ts';
import { SequenceRow } from './sequence-row.tsx';
import * as passage from '../../passage/passage.css.ts';
import * as styles from '../editors.css.ts';

// SEQUENCE (SPEC §3, §4): put the answers in order by dragging them (mouse, touch, or the
// keyboard on a row's handle), or with each row's up/down buttons. Screen readers get the
// instructions and every pick-up, move, drop and cancel in the trainee's language; a move
// by the buttons is announced too. The answer counts as given only once the order was
// changed (question-answer.ts).
export function SequenceAnswers({ question, api }: { question: Question; api: QuestionApi }) {
  const { t } = useLingui();
  const sensors = useDragSensors({ keyboard: true });
  // The drag context's ids from React, not dnd-kit's counter: the same on the server and at hydration (issue 14).
  const dndId = useId();
  const [said, setSaid] = useState('');
  // dnd-kit reports the row being over its own place right after the pick-up; saying so
  // would cut the pick-up announcement short, so that first report stays silent.
  const moved = useRef(false);
  const order = api.sequence;
  const count = order.length;
  const byId = new Map(question.answers.map((a) => [a.answerId, a]));
  const name = (id: UniqueIdentifier) => byId.get(Number(id))?.answerName ?? '';
  const at = (id: UniqueIdentifier | undefined) => order.indexOf(Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      const [what, n] = [name(active.id), at(active.id)];
      return t`Picked up ${what}, position ${n} of ${count}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!moved.current && over?.id === active.id) return undefined;
      moved.current = true;
      const [what, n] = [name(active.id), at(over?.id)];
      return over ? t`${what} is over position ${n} of ${count}.` : t`${what} is not over a position.`;
    },
    onDragEnd: ({ active, over }) => {
      const [what, n] = [name(active.id), at(over?.id)];
      return over ? t`${what} dropped at position ${n} of ${count}.` : t`${what} dropped; the order did not change.`;
    },
    onDragCancel: ({ active }) => {
      const [what, n] = [name(active.id), at(active.id)];
      return t`Moving cancelled. ${what} is back at position ${n} of ${count}.`;
    },
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) api.onMoveTo(Number(active.id), Number(over.id));
  };
  const onButtonMove = (answerId: number, delta: -1 | 1) => {
    const [what, n] = [name(answerId), order.indexOf(answerId) + 1 + delta];
    setSaid(t`${what} moved to position ${n} of ${count}.`);
    api.onMove(answerId, delta);
  };

  return (
    <>
      <p className={passage.questionPrompt}>{t`Put the answers in the right order.`}</p>
      {api.isEditable ? (
        <p
          className={styles.hint}
        >{t`Drag an answer by its handle, or use the arrow buttons. On the handle: Space picks up, arrow keys move, Space drops, Escape cancels.`}</p>
      ) : null}
      <DndContext
        id={dndId}
        sensors={sensors}
        autoScroll={DRAG_AUTO_SCROLL}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable: t`To pick up an answer, press Space or Enter. Move it with the up and down arrow keys. Press Space or Enter again to drop it in its new place, or Escape to cancel.`,
          },
        }}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ol className={passage.options}>
            {order.map((answerId, index) => {
              const answer = byId.get(answerId);
              return answer ? (
                <SequenceRow key={answerId} answer={answer} index={index} count={count} editable={api.isEditable} onMove={(delta) => onButtonMove(answerId, delta)} />
              ) : null;
            })}
          </ol>
        </SortableContext>
      </DndContext>
      <p className={visuallyHidden} aria-live="polite">
        {said}
      </p>
    </>
  );
}
