import { useLingui } from '@lingui/react/macro';
import type { CorrectAnswer } from '../../../../machines/question-answer.ts';
import * as passage from '../passage/passage.css.ts';
import * as styles from '../editors/editors.css.ts';

// SPEC §4 "An incorrect answer info shows the correct answer when the server returns it",
// in a form that reads: the chosen answers as a list, a sequence as a numbered list in the
// right order, a comparison as a two-column table of items and their pairs.
export function CorrectAnswerView({ answer }: { answer: CorrectAnswer }) {
  const { t } = useLingui();
  if (answer.kind === 'order')
    return (
      <ol className={styles.correctList} aria-label={t`The correct order`}>
        {answer.names.map((name, i) => (
          <li key={i}>{name}</li>
        ))}
      </ol>
    );
  if (answer.kind === 'pairs')
    return (
      <table className={styles.correctTable}>
        <caption className={styles.correctCaption}>{t`The correct pairs`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Item`}</th>
            <th scope="col">{t`Its pair`}</th>
          </tr>
        </thead>
        <tbody>
          {answer.pairs.map((pair, i) => (
            <tr key={i}>
              <th scope="row">{pair.item}</th>
              <td>{pair.partner}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  return (
    <ul className={passage.answerList}>
      {answer.names.map((name, i) => (
        <li key={i}>{name}</li>
      ))}
    </ul>
  );
}
