import { useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { PassageApi } from '../../../../machines/passage.connect.ts';
import type { questionMachine } from '../../../../machines/question.machine.ts';
import { connectQuestion, type QuestionApi } from '../../../../machines/question.connect.ts';
import { isSavedAnswerLocked } from '../../../../api/answer-lock.ts';
import { Alert } from '../../../ui/alert.tsx';
import { button } from '../../../ui/button.css.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import type { PassageKind } from '../wiring/passage-kind.ts';
import { useQuestionUrl } from './use-question-url.ts';
import { QuestionTabs } from './question-tabs.tsx';
import { QuestionView } from './question-view.tsx';
import { QuestionNotes } from './question-notes.tsx';
import { QuestionDialogs } from './question-dialogs.tsx';
import * as styles from '../passage/passage.css.ts';
import { NEEDS_APP } from '../../../ssr/input-guard.ts';

// The answering part of a running passage: the passage machine's question machine (SPEC §4
// "Question answer states"; it tells the passage what it needs: saves in flight, answers
// saved), the tab strip, the question and its actions.
export function QuestionPanel({
  kind,
  passage,
  question,
  urlNumber,
  focusOnShow = false,
}: {
  kind: PassageKind;
  passage: PassageApi;
  question: ActorRefFrom<typeof questionMachine>;
  urlNumber: number | null;
  /** The question's heading takes the focus when it is shown (after a break: issue 10). */
  focusOnShow?: boolean;
}) {
  const { t } = useLingui();
  const snapshot = useSelector(question, (s) => s);
  const api = connectQuestion(snapshot, question.send, { showCheckResult: passage.showCheckResult });
  // Which question was on screen (QuestionView focuses the heading of another); -1: none
  // yet, but focus the first one shown (the break panel that had the focus is gone).
  const shown = useRef<number | null>(focusOnShow ? -1 : null);
  useQuestionUrl(kind, passage.resultId, urlNumber, api);

  return (
    // Painted by the server, its options wait for the app before they change (issue 14).
    <section className={styles.panel} aria-label={t`Questions`} {...NEEDS_APP}>
      <QuestionTabs question={api} panelId="question-panel" />
      <div role="tabpanel" id="question-panel" aria-labelledby={`question-tab-${api.number}`}>
        <QuestionBody api={api} showCheckResult={passage.showCheckResult} answerHistoryAllowed={passage.answerHistoryAllowed} shown={shown} />
      </div>
      <QuestionDialogs api={api} />
    </section>
  );
}

function QuestionBody({
  api,
  showCheckResult,
  answerHistoryAllowed,
  shown,
}: {
  api: QuestionApi;
  showCheckResult: boolean;
  answerHistoryAllowed: boolean;
  shown: { current: number | null };
}) {
  const { t } = useLingui();
  // An essay file on its way: the answer is saved once the server has stored it.
  const uploading = api.isUploading;
  if (api.phase === 'loading' || api.phase === 'interrupted' || !api.question) {
    if (api.phase === 'failed')
      return (
        <>
          <Alert tone="error">
            <Trans>Could not load the question.</Trans>
          </Alert>
          <button type="button" className={button.primary} onClick={() => api.onGo(api.index)}>
            <Trans>Try again</Trans>
          </button>
        </>
      );
    return <Spinner label={t`Loading the question…`} />;
  }
  // Issue 10 item 4: before the first save of an answer that saving locks, say so beside Save.
  const locksOnSave = !api.question.saved && isSavedAnswerLocked({ answerHistoryAllowed, type: api.question.type });
  const described = [uploading ? 'save-waits' : '', locksOnSave ? 'save-locks' : ''].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <QuestionView question={api.question} api={api} shown={shown} />
      <QuestionNotes api={api} showCheckResult={showCheckResult} />
      <div className={styles.actions}>
        {/* aria-disabled, not disabled: the focus stays on Save while the answer is on its way
            and after (issue 10: focus never drops to the page); the machine ignores it meanwhile. */}
        <button
          type="button"
          className={`${button.primary} ${api.canSave ? '' : styles.waiting}`}
          onClick={api.onSave}
          aria-disabled={!api.canSave || undefined}
          aria-busy={api.phase === 'saving' || undefined}
          aria-describedby={described}
        >
          {api.phase === 'saving' ? t`Saving…` : t`Save answer`}
        </button>
        {uploading ? (
          <span id="save-waits" className={styles.questionPromptInline}>
            {t`Saving waits for the file upload.`}
          </span>
        ) : null}
        {locksOnSave ? (
          <span id="save-locks" className={styles.saveNote}>
            {api.question.type === 'ESSAY' ? t`A saved essay cannot be changed.` : t`In this test a saved answer cannot be changed.`}
          </span>
        ) : null}
        <button type="button" className={button.secondary} onClick={api.onNext} disabled={!api.canNavigate || !api.hasNextUnsaved}>
          <Trans>Next unanswered question</Trans>
        </button>
      </div>
    </>
  );
}
