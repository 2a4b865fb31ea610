import { useRef, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { QuestionApi, QuestionTab } from '../../../../machines/question.connect.ts';
import { rovingIndex } from '../../../ui/tabs.tsx';
import * as styles from '../passage/passage.css.ts';

// One tab per question (SPEC §2) with its mark: saved, correct or wrong when the exam
// shows check results (essays only saved), and the current one. Each mark has its own shape
// (✓ correct, ✗ wrong, • saved), not only its own colour (issue 10 Results; WCAG 1.4.1). Arrow keys, Home and End
// move the focus; Enter or Space opens the question (manual activation: opening one may
// ask whether to save the current answer).
const MARK_SIGNS = { correct: '✓', wrong: '✗', saved: '•' } as const;

export function QuestionTabs({ question, panelId }: { question: QuestionApi; panelId: string }) {
  const { t } = useLingui();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const { tabs } = question;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = rovingIndex(event.key, index, tabs.length, true);
    if (next === null) return;
    event.preventDefault();
    refs.current[next]?.focus();
  };

  const describe = ({ number, correct, saved }: QuestionTab) =>
    correct === true
      ? t`Question ${number}, correct`
      : correct === false
        ? t`Question ${number}, wrong`
        : saved
          ? t`Question ${number}, saved`
          : t`Question ${number}, not answered`;

  return (
    <div role="tablist" aria-label={t`Questions`} className={styles.tablist}>
      {tabs.map((tab, i) => {
        const mark = tab.correct === true ? 'correct' : tab.correct === false ? 'wrong' : tab.saved ? 'saved' : 'none';
        return (
          <button
            key={tab.index}
            ref={(node) => {
              refs.current[i] = node;
            }}
            type="button"
            role="tab"
            id={`question-tab-${tab.number}`}
            aria-selected={tab.current}
            aria-controls={tab.current ? panelId : undefined}
            aria-label={describe(tab)}
            aria-disabled={!question.canNavigate || undefined}
            tabIndex={tab.current ? 0 : -1}
            className={`${styles.tab} ${styles.tabMark[mark]}`}
            data-mark={mark}
            onClick={() => question.canNavigate && !tab.current && question.onGo(tab.index)}
            onKeyDown={(event) => onKeyDown(event, i)}
          >
            {tab.number}
            {mark === 'none' ? null : (
              <span className={styles.markSign} aria-hidden="true">
                {MARK_SIGNS[mark]}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
