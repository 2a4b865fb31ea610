import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { PassageApi } from '../../../../machines/passage.connect.ts';
import type { BreaksLeft } from '../../../../api/breaks-left.ts';
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
    // SPEC §4: the check call says the test closes before the break would end (minutesLeft).
    // Issue 10: never "0 minutes"; say what the break uses up (its length, the breaks left)
    // and that the test is finished during it, so taking it ends the attempt: Cancel is the
    // safe choice that has the focus, taking the break the warning one.
    const minutes = dialog.minutesLeft;
    return (
      <ConfirmDialog
        title={t`Take a break?`}
        onEscape={passage.onCancel}
        choices={[
          { label: t`Cancel`, onClick: passage.onCancel, safe: true },
          { label: t`Take a break`, onClick: passage.onConfirm, ending: true },
        ]}
      >
        <p style={{ margin: 0 }} data-testid="break-closes">
          {minutes < 1
            ? t`The test closes in less than a minute, before the break would end: if you take the break now, the test is finished during it.`
            : t`${plural(minutes, {
                one: 'The test closes in # minute, before the break would end: if you take the break now, the test is finished during it.',
                other: 'The test closes in # minutes, before the break would end: if you take the break now, the test is finished during it.',
              })}`}
        </p>
        <p style={{ margin: '8px 0 0' }} data-testid="break-uses">
          <BreakUses left={passage.breaksLeft} minutes={passage.passage?.breakTime ?? 0} />
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

/** What taking a break uses up (issue 10): its length and the breaks left after it. */
function BreakUses({ left, minutes }: { left: BreaksLeft; minutes: number }) {
  const { t } = useLingui();
  if (left === 'unlimited')
    return t`${plural(minutes, { one: 'Breaks are not limited; this one lasts # minute.', other: 'Breaks are not limited; this one lasts # minutes.' })}`;
  const after = Math.max(0, (left ?? 1) - 1);
  if (after === 0) return t`${plural(minutes, { one: 'This is your last break; it lasts # minute.', other: 'This is your last break; it lasts # minutes.' })}`;
  return t`${plural(minutes, { one: 'The break lasts # minute', other: 'The break lasts # minutes' })}; ${plural(after, { one: 'after it # break is left.', other: 'after it # breaks are left.' })}`;
}
