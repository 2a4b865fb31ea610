import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { PassageApi } from '../../../../machines/passage.connect.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';

// The passage machine's confirmations: break with minutesLeft (SPEC §4), finish, leave.
// Finishing and leaving end the attempt: focus starts on "Continue the test" / "Stay", the
// ending button is styled as a warning (issue 10 item 3; Moodle shows a summary first), and
// both say how many questions have no saved answer.
export function PassageDialogs({ passage }: { passage: PassageApi }) {
  const { t } = useLingui();
  const dialog = passage.dialog;
  if (!dialog) return null;
  const count = passage.unsavedCount;
  const unsaved =
    count > 0 ? (
      <p style={{ margin: '8px 0 0', fontWeight: 600 }} data-testid="unsaved-count">
        {t`${plural(count, { one: '# question has no saved answer.', other: '# questions have no saved answer.' })}`}
      </p>
    ) : (
      <p style={{ margin: '8px 0 0' }} data-testid="unsaved-count">
        {t`Every question has a saved answer.`}
      </p>
    );
  // Issue 10 item 1: a break never drops an unsaved change silently; staying is the safe default.
  if (dialog.kind === 'confirmBreakDraft')
    return (
      <ConfirmDialog
        title={t`Save your answer before the break?`}
        onEscape={passage.onCancel}
        choices={[
          { label: t`Stay`, onClick: passage.onCancel, safe: true },
          { label: t`Discard it and take the break`, onClick: passage.onDiscard, ending: true },
          { label: t`Save it and take the break`, onClick: passage.onConfirm, primary: true },
        ]}
      >
        <p style={{ margin: 0 }}>{t`The answer on the screen is not saved yet.`}</p>
      </ConfirmDialog>
    );
  if (dialog.kind === 'confirmBreak') {
    const minutes = dialog.minutesLeft;
    return (
      <ConfirmDialog
        title={t`Take a break?`}
        onEscape={passage.onCancel}
        choices={[
          { label: t`Cancel`, onClick: passage.onCancel },
          { label: t`Take a break`, onClick: passage.onConfirm, primary: true },
        ]}
      >
        <p style={{ margin: 0 }}>
          {t`${plural(minutes, {
            one: 'The test closes soon: you will have only # minute left.',
            other: 'The test closes soon: you will have only # minutes left.',
          })}`}
        </p>
      </ConfirmDialog>
    );
  }
  if (dialog.kind === 'confirmFinish')
    return (
      <ConfirmDialog
        title={t`Finish the test?`}
        onEscape={passage.onCancel}
        choices={[
          { label: t`Continue the test`, onClick: passage.onCancel, safe: true },
          { label: t`Finish the test`, onClick: passage.onConfirm, ending: true },
        ]}
      >
        <p style={{ margin: 0 }}>{t`After finishing you cannot change your answers.`}</p>
        {unsaved}
      </ConfirmDialog>
    );
  return (
    <ConfirmDialog
      title={t`Leave the test?`}
      onEscape={passage.onCancel}
      choices={[
        { label: t`Stay`, onClick: passage.onCancel, safe: true },
        { label: t`Finish and leave`, onClick: passage.onConfirm, ending: true },
      ]}
    >
      <p style={{ margin: 0 }}>{t`Leaving this page finishes the test. Answers that are not saved will be lost.`}</p>
      {unsaved}
    </ConfirmDialog>
  );
}
