import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { connectPassage } from '../../../../machines/passage.connect.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { useAppMachine, useWired } from '../../../app/use-app-machine.ts';
import { useServices } from '../../../app/services.tsx';
import { usePageName } from '../../../app/document-title.ts';
import { passage as passageEntry, passageInput } from '../wiring/passage-machines.ts';
import type { PassageKind } from '../wiring/passage-kind.ts';
import { useLeaveGuard } from './use-leave-guard.ts';
import { PassageHeader } from './passage-header.tsx';
import { QuestionPanel } from '../question/question-panel.tsx';
import { BreakPanel } from './break-panel.tsx';
import { FinishedPanel } from './finished-panel.tsx';
import { PassageDialogs } from './passage-dialogs.tsx';

// The passage screens of any kind (SPEC §2 exam passage, entry test, preview): the passage
// machine of the kind (SPEC §4 "Passage lifecycle", wiring/passage-machines.ts), the
// question panel while it runs (its question machine), the break panel on a break, the
// finished panel at the end. `urlNumber`: the 1-based question the URL asks for.
export function PassageScreen({ kind, resultId, urlNumber }: { kind: PassageKind; resultId: number; urlNumber: number | null }) {
  const { t } = useLingui();
  // The machine reads its input once, when it starts: with what the page came with, if anything.
  const { preloaded } = useServices();
  const toInput = useWired(passageInput, kind);
  const [input] = useState(() => toInput(resultId, Math.max(0, (urlNumber ?? 1) - 1), preloaded));
  const [snapshot, send] = useAppMachine(passageEntry, { input, option: kind });
  const passage = connectPassage(snapshot, send);
  useLeaveGuard(passage.guardsLeave, kind.passageHref(resultId), passage.onLeave);
  // The page's heading, last breadcrumb and tab name the exam (issue 10 "Words", SPEC §1 title).
  usePageName(passage.name);
  // After a break the questions come back with the focus on the question (issue 10).
  const [hadBreak, setHadBreak] = useState(false);
  if (passage.phase === 'break' && !hadBreak) setHadBreak(true);

  if (passage.phase === 'loading' || passage.phase === 'failed') return <Spinner label={t`Loading the test…`} />;
  if (passage.phase === 'finished' || passage.phase === 'expired') return <FinishedPanel passage={passage} kind={kind} />;
  return (
    <>
      <PassageHeader passage={passage} />
      {passage.phase === 'running' && passage.question ? (
        <QuestionPanel kind={kind} passage={passage} question={passage.question} urlNumber={urlNumber} focusOnShow={hadBreak} />
      ) : passage.phase === 'break' ? (
        <BreakPanel passage={passage} />
      ) : (
        <Spinner label={t`Finishing the test…`} />
      )}
      <PassageDialogs passage={passage} />
    </>
  );
}
