import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActor } from '@xstate/react';
import { useLocation } from 'wouter';
import type { PassageApi } from '../../../../machines/passage.connect.ts';
import { connectQuestion, type QuestionApi } from '../../../../machines/question.connect.ts';
import { Alert } from '../../../ui/alert.tsx';
import { button } from '../../../ui/button.css.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { useExamEnv } from '../wiring/exam-env.tsx';
import { useQuestionUrl } from './use-question-url.ts';
import { QuestionTabs } from './question-tabs.tsx';
import { QuestionView } from './question-view.tsx';
import { QuestionNotes } from './question-notes.tsx';
import { QuestionDialogs } from './question-dialogs.tsx';
import * as styles from '../passage/passage.css.ts';
import { href } from '../../../app/href.ts';

// The answering part of a running passage: the question machine (SPEC §4 "Question
// answer states") with the app's effects, the tab strip, the question and its actions.
// `onState` tells the page what it needs to know (a save in flight, unsaved answers).
export function QuestionPanel({
  passage,
  urlNumber,
  onState,
}: {
  passage: PassageApi;
  urlNumber: number | null;
  onState: (state: { busy: boolean; hasUnsaved: boolean }) => void;
}) {
  const { t } = useLingui();
  const env = useExamEnv();
  const [, navigate] = useLocation();
  const outside = useRef({ navigate, passage });
  outside.current = { navigate, passage };
  const [machine] = useState(() =>
    env.machines.question.provide({
      actions: {
        showQuestion: (_, params) => outside.current.navigate(href('passage', { resultId: passage.resultId, currentQuestionIndex: params.index + 1 }), { replace: true }),
        requestFinish: () => outside.current.passage.onFinishConfirmed(),
        passageInterrupted: () => outside.current.passage.onInterrupted(),
      },
    }),
  );
  const [snapshot, send] = useActor(machine, {
    input: {
      resultId: passage.resultId,
      refs: passage.questions,
      index: Math.max(0, (urlNumber ?? 1) - 1),
      answerHistoryAllowed: passage.answerHistoryAllowed,
    },
    inspect: env.inspect,
  });
  const api = connectQuestion(snapshot, send, { showCheckResult: passage.showCheckResult });
  const shown = useRef<number | null>(null);
  useQuestionUrl(passage.resultId, urlNumber, api);
  const busy = api.phase === 'saving' || api.phase === 'retrying';
  const hasUnsaved = api.tabs.some((tab) => !tab.saved);
  useEffect(() => onState({ busy, hasUnsaved }), [busy, hasUnsaved, onState]);

  return (
    <section className={styles.panel} aria-label={t`Questions`}>
      <QuestionTabs question={api} panelId="question-panel" />
      <div role="tabpanel" id="question-panel" aria-labelledby={`question-tab-${api.number}`}>
        <QuestionBody api={api} showCheckResult={passage.showCheckResult} shown={shown} onInterrupted={() => outside.current.passage.onInterrupted()} />
      </div>
      <QuestionDialogs api={api} />
    </section>
  );
}

function QuestionBody({
  api,
  showCheckResult,
  shown,
  onInterrupted,
}: {
  api: QuestionApi;
  showCheckResult: boolean;
  shown: { current: number | null };
  onInterrupted: () => void;
}) {
  const { t } = useLingui();
  // An essay file on its way: the answer is saved once the server has stored it.
  const [uploading, setUploading] = useState(false);
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
  return (
    <>
      <QuestionView question={api.question} api={api} shown={shown} essay={{ onBusy: setUploading, onInterrupted }} />
      <QuestionNotes api={api} showCheckResult={showCheckResult} />
      <div className={styles.actions}>
        <button
          type="button"
          className={button.primary}
          onClick={api.onSave}
          disabled={!api.canSave || uploading}
          aria-busy={api.phase === 'saving' || undefined}
          aria-describedby={uploading ? 'save-waits' : undefined}
        >
          {api.phase === 'saving' ? t`Saving…` : t`Save answer`}
        </button>
        {uploading ? (
          <span id="save-waits" className={styles.questionHeading} style={{ margin: 0, fontWeight: 400 }}>
            {t`Saving waits for the file upload.`}
          </span>
        ) : null}
        <button type="button" className={button.secondary} onClick={api.onNext} disabled={!api.canNavigate || !api.hasNextUnsaved}>
          <Trans>Next unanswered question</Trans>
        </button>
      </div>
    </>
  );
}
