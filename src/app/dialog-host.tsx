import { useLingui } from '@lingui/react/macro';
import { Modal } from '../ui/modal.tsx';
import { button } from '../ui/button.css.ts';
import { useDialogs } from './services.tsx';
import { dialogText, dialogTitle } from './dialog-texts.ts';

// SPEC §1 shared dialogs: error, info, success, confirm and the audio check, one at a time.
export const SOUND_SAMPLE_URL = '/api/training/download/sample/ru'; // SPEC §7 "ru used for the sound check"

export function DialogHost() {
  const { t, i18n } = useLingui();
  const { current, onConfirm, onCancel } = useDialogs();
  if (!current) return null;
  const asks = current.kind === 'confirm' || current.kind === 'audioCheck';
  return (
    <Modal
      key={current.id}
      role={current.kind === 'error' || asks ? 'alertdialog' : 'dialog'}
      tone={current.kind}
      title={dialogTitle(i18n, current.kind, current.title)}
      onEscape={onCancel}
      actions={
        asks ? (
          <>
            <button type="button" className={button.secondary} onClick={onCancel}>
              {current.kind === 'audioCheck' ? t`No, I can't` : t`Cancel`}
            </button>
            <button type="button" className={button.primary} onClick={onConfirm} data-autofocus>
              {current.kind === 'audioCheck' ? t`Yes, I can hear it` : t`OK`}
            </button>
          </>
        ) : (
          <button type="button" className={button.primary} onClick={onConfirm} data-autofocus>
            {t`OK`}
          </button>
        )
      }
    >
      <p style={{ margin: 0 }}>{dialogText(i18n, current.message)}</p>
      {current.kind === 'audioCheck' ? (
        <audio controls src={SOUND_SAMPLE_URL} preload="none" style={{ width: '100%', marginTop: 16 }}>
          <track kind="captions" />
        </audio>
      ) : null}
    </Modal>
  );
}
