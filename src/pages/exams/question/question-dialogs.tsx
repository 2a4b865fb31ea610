import { useLingui } from '@lingui/react/macro';
import type { QuestionApi } from '../../../../machines/question.connect.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';

// The question machine's confirmations (SPEC §4): ask to save when moving on, resave, and
// the offer to finish after the last unsaved answer was saved.
export function QuestionDialogs({ api }: { api: QuestionApi }) {
  const { t } = useLingui();
  if (api.dialog === 'askToSave')
    return (
      <ConfirmDialog
        title={t`Save your answer?`}
        onEscape={api.onCancel}
        choices={[
          { label: t`Cancel`, onClick: api.onCancel },
          { label: t`Don't save`, onClick: api.onDiscard },
          { label: t`Save`, onClick: api.onConfirm, primary: true },
        ]}
      >
        <p style={{ margin: 0 }}>{t`Your answer to this question is not saved. Save it before moving on?`}</p>
      </ConfirmDialog>
    );
  if (api.dialog === 'confirmResave')
    return (
      <ConfirmDialog
        title={t`Change your saved answer?`}
        onEscape={api.onCancel}
        choices={[
          { label: t`Cancel`, onClick: api.onCancel },
          { label: t`Save again`, onClick: api.onConfirm, primary: true },
        ]}
      >
        <p style={{ margin: 0 }}>{t`This question already has a saved answer. Replace it with the current one?`}</p>
      </ConfirmDialog>
    );
  if (api.dialog === 'offerFinish')
    return (
      <ConfirmDialog
        title={t`All questions are answered`}
        onEscape={api.onCancel}
        choices={[
          { label: t`Not yet`, onClick: api.onCancel, safe: true },
          { label: t`Finish the test`, onClick: api.onConfirm, ending: true },
        ]}
      >
        <p style={{ margin: 0 }}>{t`You have saved an answer to every question. Finish the test now?`}</p>
      </ConfirmDialog>
    );
  return null;
}
