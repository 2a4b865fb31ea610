import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { connectExamStart } from '../../../../machines/exam-start.connect.ts';
import type { StartRefusal } from '../../../../machines/exam-start.machine.ts';
import { Alert } from '../../../ui/alert.tsx';
import { button } from '../../../ui/button.css.ts';
import { useAppMachine } from '../../../app/use-app-machine.ts';
import { examStart } from '../wiring/exam-start-machine.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useHeldSubmit } from '../../../ssr/input-guard.ts';
import * as styles from '../exams.css.ts';

// The intro's start: audio check when asked, check call, "only N minutes" confirmation,
// start, then the first question (machines/exam-start.machine.ts, wiring/exam-start-machine.ts).
// The button submits a form: on an intro the server painted, a press before the app runs is
// held and sent by the same button once it does (src/ssr/input-guard.ts, docs/decisions.md #189).
export function StartButton({ scheduleId, checkAudio, uses }: { scheduleId: number; checkAudio: boolean; uses?: StartUses }) {
  const { t } = useLingui();
  const [snapshot, send] = useAppMachine(examStart, { input: { scheduleId, checkAudio } });
  const start = connectExamStart(snapshot, send);
  const minutes = start.confirmMinutes ?? 0;
  const form = useHeldSubmit();
  return (
    <>
      {start.notice === 'audioNotHeard' ? (
        <Alert tone="warning">
          <Trans>This test needs sound. Check your speakers or headphones and try again.</Trans>
        </Alert>
      ) : null}
      {start.refusal ? <StartRefused refusal={start.refusal} /> : null}
      <form
        ref={form}
        method="post"
        className={styles.startBar}
        onSubmit={(event) => {
          event.preventDefault();
          start.onStart();
        }}
      >
        <button type="submit" className={button.primary} disabled={start.isBusy} aria-busy={start.isBusy} aria-describedby={uses ? 'start-uses' : undefined}>
          <Trans>Start the test</Trans>
        </button>
        {uses ? <StartUsesLine uses={uses} /> : null}
        {checkAudio ? (
          <span className={styles.muted}>
            <Trans>You will be asked to check your sound first.</Trans>
          </span>
        ) : null}
      </form>
      {start.confirmMinutes != null ? (
        <ConfirmDialog
          title={t`Start the test?`}
          onEscape={start.onCancel}
          choices={[
            { label: t`Cancel`, onClick: start.onCancel, safe: true },
            { label: t`Start`, onClick: start.onConfirm, ending: true },
          ]}
        >
          <p style={{ margin: 0 }}>
            {minutes === 0
              ? // Issue 10: under a minute left reads so, never "only 0 minutes" (SPEC §4 check call).
                t`The test closes soon: you will have less than a minute to complete it.`
              : t`${plural(minutes, {
                  one: 'The test closes soon: you will have only # minute to complete it.',
                  other: 'The test closes soon: you will have only # minutes to complete it.',
                })}`}
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/**
 * Issue 10: a check or start the server refused (the window closed, no attempts left) says
 * why beside the button, in the server's words (SPEC §8); without them, what happened.
 */
function StartRefused({ refusal }: { refusal: StartRefusal }) {
  const { t } = useLingui();
  const fallback =
    refusal.code === 'connection' ? t`The test was not started: the server could not be reached. Check your connection and try again.` : t`The test was not started.`;
  return (
    <Alert tone="error">
      <span data-testid="start-refused">{refusal.message ?? fallback}</span>
    </Alert>
  );
}

/** What a start uses up (issue 10): the attempt it takes and the time limit (SPEC §2 "Exam intro"). */
export type StartUses = { attempt: number; attempts: number | null; passTime: number | null };

function StartUsesLine({ uses }: { uses: StartUses }) {
  const { t } = useLingui();
  const { attempt, attempts, passTime } = uses;
  const attemptText = attempts == null ? t`Starting uses attempt ${attempt}; attempts are not limited.` : t`Starting uses attempt ${attempt} of ${attempts}.`;
  const timeText = passTime == null ? t`There is no time limit.` : t`${plural(passTime, { one: 'You will have # minute.', other: 'You will have # minutes.' })}`;
  return (
    <span id="start-uses" className={styles.muted} data-testid="start-uses">
      {attemptText} {timeText}
    </span>
  );
}
