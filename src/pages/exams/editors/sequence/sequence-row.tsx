import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Answer } from '../../../../../api/exams.ts';
import { button } from '../../../../ui/button.css.ts';
import { AnswerPictures } from '../../question/question-pictures.tsx';
import * as passage from '../../passage/passage.css.ts';
import * as styles from '../editors.css.ts';

// One answer of a SEQUENCE: a drag handle (mouse, touch, keyboard through dnd-kit), its
// position and text, and "move up" / "move down" buttons as the plain alternative. After a
// button move, focus stays on the row's buttons even when the one pressed is now disabled.
export function SequenceRow({
  answer,
  index,
  count,
  editable,
  onMove,
}: {
  answer: Answer;
  index: number;
  count: number;
  editable: boolean;
  onMove: (delta: -1 | 1) => void;
}) {
  const { t } = useLingui();
  const text = answer.answerName;
  const n = index + 1;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: answer.answerId,
    disabled: !editable,
    attributes: { roleDescription: t`sortable answer` },
  });
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const pressed = useRef<-1 | 1 | null>(null);
  useEffect(() => {
    if (pressed.current === null) return;
    const first = index === 0;
    const last = index === count - 1;
    (pressed.current === -1 ? (first ? down : up) : last ? up : down).current?.focus();
    pressed.current = null;
  }, [index, count]);
  const move = (delta: -1 | 1) => {
    pressed.current = delta;
    onMove(delta);
  };

  return (
    <li
      ref={setNodeRef}
      className={`${styles.sortRow} ${isDragging ? styles.sortRowDragging : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-answer={answer.answerId}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className={styles.handle}
        {...attributes}
        {...listeners}
        disabled={!editable}
        aria-label={t`Drag to reorder: ${text}, position ${n} of ${count}`}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <span className={passage.position} aria-hidden="true">
        {n}.
      </span>
      <span className={styles.sortText}>
        {text}
        <AnswerPictures answer={answer} />
      </span>
      <span className={styles.moveButtons}>
        <button
          ref={up}
          type="button"
          className={`${button.secondary} ${passage.small}`}
          onClick={() => move(-1)}
          disabled={!editable || index === 0}
          aria-label={t`Move up: ${text}`}
        >
          ↑
        </button>
        <button
          ref={down}
          type="button"
          className={`${button.secondary} ${passage.small}`}
          onClick={() => move(1)}
          disabled={!editable || index === count - 1}
          aria-label={t`Move down: ${text}`}
        >
          ↓
        </button>
      </span>
    </li>
  );
}
