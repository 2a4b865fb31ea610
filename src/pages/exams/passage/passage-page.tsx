import { useCallback, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useActor } from '@xstate/react';
import { useLocation } from 'wouter';
import type { PageProps } from '../../../app/page-props.ts';
import { connectPassage } from '../../../../machines/passage.connect.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { useExamEnv } from '../wiring/exam-env.tsx';
import { useLeaveGuard } from './use-leave-guard.ts';
import { PassageHeader } from './passage-header.tsx';
import { QuestionPanel } from '../question/question-panel.tsx';
import { BreakPanel } from './break-panel.tsx';
import { FinishedPanel } from './finished-panel.tsx';
import { PassageDialogs } from './passage-dialogs.tsx';
import { href } from '../../../app/href.ts';

// SPEC §2 /exams/passage/{resultId}/{currentQuestionIndex?}: the passage machine (SPEC §4
// "Passage lifecycle") with the app's navigation provided; the question panel while the
// passage runs, the break panel on a break, the finished panel at the end.
export default function PassagePage({ params }: PageProps<'passage'>) {
  return <Passage key={params.resultId} resultId={params.resultId} urlNumber={params.currentQuestionIndex ?? null} />;
}

function Passage({ resultId, urlNumber }: { resultId: number; urlNumber: number | null }) {
  const { t } = useLingui();
  const env = useExamEnv();
  const [, navigate] = useLocation();
  const go = useRef(navigate);
  go.current = navigate;
  const [machine] = useState(() =>
    env.machines.passage.provide({
      actions: {
        leave: (_, params) => {
          if (params.to) go.current(params.to);
        },
        passageInterrupted: () => {
          env.notifyInterrupted();
          go.current(href('exams'));
        },
        loadFailed: () => go.current(href('exams'), { replace: true }),
      },
    }),
  );
  const [snapshot, send] = useActor(machine, { input: { resultId }, inspect: env.inspect });
  const passage = connectPassage(snapshot, send);
  useLeaveGuard(passage.guardsLeave, href('passage', { resultId }), passage.onLeave);
  const [answering, setAnswering] = useState({ busy: false, hasUnsaved: false });
  const onAnsweringState = useCallback((state: { busy: boolean; hasUnsaved: boolean }) => setAnswering(state), []);

  if (passage.phase === 'loading' || passage.phase === 'failed') return <Spinner label={t`Loading the test…`} />;
  if (passage.phase === 'finished' || passage.phase === 'expired') return <FinishedPanel passage={passage} />;
  return (
    <>
      <PassageHeader passage={passage} busy={answering.busy} />
      {passage.phase === 'running' ? (
        <QuestionPanel passage={passage} urlNumber={urlNumber} onState={onAnsweringState} />
      ) : passage.phase === 'break' ? (
        <BreakPanel passage={passage} />
      ) : (
        <Spinner label={t`Finishing the test…`} />
      )}
      <PassageDialogs passage={passage} hasUnsaved={answering.hasUnsaved} />
    </>
  );
}
