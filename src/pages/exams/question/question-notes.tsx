import { Trans, useLingui } from '@lingui/react/macro';
import type { QuestionApi } from '../../../../machines/question.connect.ts';
import { Alert } from '../../../ui/alert.tsx';
import { button } from '../../../ui/button.css.ts';
import { CorrectAnswerView } from './correct-answer.tsx';
import * as styles from '../passage/passage.css.ts';

// What the trainee is told about the current answer: not answered (for a matching question: every
// item needs a pair, issue 59 item 5, as SPEC §4 counts it selected only then), pending save (kept on the
// device and sent again), refused save, the check result with the correct answer (in its own success panel,
// not in the red error box: issue 10 Results), saved/locked.
export function QuestionNotes({ api, showCheckResult }: { api: QuestionApi; showCheckResult: boolean }) {
  const { t } = useLingui();
  const message = api.refusal?.serverMessage;
  return (
    <div className={styles.notes}>
      {api.info === 'notAnswered' ? (
        <Alert tone="warning">
          <span className={styles.alertRow}>
            <span>
              {api.question?.type === 'COMPARISON'
                ? t`Every item needs a pair: choose a pair for each item before saving.`
                : t`Question not answered: choose or enter an answer before saving.`}
            </span>
            <button type="button" className={`${button.ghost} ${styles.small}`} onClick={api.onDismissInfo}>
              {t`Close`}
            </button>
          </span>
        </Alert>
      ) : null}
      {api.phase === 'retrying' ? (
        <Alert tone="warning">
          <span className={styles.alertRow}>
            {/* Issue 10 "Offline": kept and sent, never "not saved" beside "saved". */}
            <span>{t`The answer is kept on this device and will be sent when the connection is back.`}</span>
            <button type="button" className={`${button.secondary} ${styles.small}`} onClick={api.onRetryNow}>
              {t`Retry now`}
            </button>
          </span>
        </Alert>
      ) : null}
      {api.refusal && api.phase === 'ready' ? (
        <Alert tone="error">
          <span className={styles.alertRow}>
            <span>{message ? t`The answer was not saved: ${message}` : t`The answer was not saved.`}</span>
            <button type="button" className={`${button.ghost} ${styles.small}`} onClick={api.onDismissInfo}>
              {t`Close`}
            </button>
          </span>
        </Alert>
      ) : null}
      {api.essaySaved ? (
        <Alert tone="success">
          <Trans>
            Your essay is saved.
            <br />
            It can no longer be changed.
          </Trans>
        </Alert>
      ) : showCheckResult && api.lastCorrect === true && api.phase === 'ready' ? (
        <Alert tone="success">{t`Correct answer.`}</Alert>
      ) : showCheckResult && api.lastCorrect === false && api.phase === 'ready' ? (
        <>
          <Alert tone="error">{t`Wrong answer.`}</Alert>
          {/* The correct answer is something to learn, not an error: its own panel in success
              styling, outside the red box (issue 10 Results). */}
          {api.correctAnswer ? (
            <Alert tone="success">
              <span data-testid="correct-answer">{t`The correct answer:`}</span>
              <CorrectAnswerView answer={api.correctAnswer} />
            </Alert>
          ) : null}
        </>
      ) : api.isLocked && !api.essaySaved && api.phase === 'ready' ? (
        <p className={styles.questionPrompt} id="question-locked">
          {t`Your answer is saved and can no longer be changed.`}
        </p>
      ) : null}
    </div>
  );
}
