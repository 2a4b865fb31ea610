import { useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { WireLocale } from '../../api/common.ts';
import { urlOf } from '../../api/contract.ts';
import { examCalls } from '../../api/exams.ts';
import type { DialogRequest } from '../../machines/dialog.machine.ts';
import { toWireLocale, type AppLocale } from '../../api/locale.ts';
import { Modal } from '../ui/modal.tsx';
import { button } from '../ui/button.css.ts';
import { muted } from './dialog-host.css.ts';
import { useDialogs } from './services.tsx';
import { dialogText, dialogTitle } from './dialog-texts.ts';

// SPEC §1 shared dialogs: error, info, success, confirm and the audio check, one at a time.

/**
 * The sound check's sample (SPEC §7 …/download/sample/{language}) in the interface language:
 * SPEC §7 says "ru used for the sound check", but a Ukrainian trainee hears Ukrainian and an
 * English one English (issue 10; the three samples are committed, server/seed/assets).
 */
export const soundSampleUrl = (locale: WireLocale) => urlOf(examCalls['files.sample'], { language: locale });

export function DialogHost() {
  const { t, i18n } = useLingui();
  const { current, onConfirm, onCancel } = useDialogs();
  if (!current) return null;
  if (current.kind === 'audioCheck') return <SoundCheck key={current.id} request={current} onConfirm={onConfirm} onCancel={onCancel} />;
  const asks = current.kind === 'confirm';
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
              {t`Cancel`}
            </button>
            <button type="button" className={button.primary} onClick={onConfirm} data-autofocus>
              {t`OK`}
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
      {current.message.reference ? (
        <p className={muted}>
          {t`If you contact support, quote this code:`} <code>{current.message.reference}</code>
        </p>
      ) : null}
    </Modal>
  );
}

/**
 * The audio check (SPEC §1; issue 10): focus starts on "Play the sample"; "Yes, I can hear it"
 * is disabled, and not the primary button, until the sample has started playing (the audio
 * element's `play`, from that button or the player's own controls); the sample can be played
 * again from the keyboard. "No, I can't" is always there. Whether it has played is the audio
 * element's state, kept here beside it: the dialog machine hears only the answer.
 */
function SoundCheck({ request, onConfirm, onCancel }: { request: DialogRequest; onConfirm: () => void; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const audio = useRef<HTMLAudioElement>(null);
  const [played, setPlayed] = useState(false);
  const hintId = useId();
  const play = () => {
    const element = audio.current;
    if (!element) return;
    element.currentTime = 0;
    // A refused play (no sound device, a blocked autoplay) leaves "Yes" disabled: the trainee answers "No".
    void Promise.resolve(element.play()).catch(() => undefined);
  };
  return (
    <Modal
      role="alertdialog"
      tone="audioCheck"
      title={dialogTitle(i18n, 'audioCheck', request.title)}
      onEscape={onCancel}
      actions={
        <>
          <button type="button" className={button.secondary} onClick={onCancel}>
            {t`No, I can't`}
          </button>
          <button
            type="button"
            className={played ? button.primary : button.secondary}
            onClick={onConfirm}
            disabled={!played}
            aria-describedby={played ? undefined : hintId}
          >
            {t`Yes, I can hear it`}
          </button>
        </>
      }
    >
      <p style={{ margin: 0 }}>{dialogText(i18n, request.message)}</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginTop: 16 }}>
        <button type="button" className={button.primary} onClick={play} data-autofocus>
          {played ? t`Play again` : t`Play the sample`}
        </button>
        <audio
          ref={audio}
          controls
          src={soundSampleUrl(toWireLocale(i18n.locale as AppLocale))}
          preload="none"
          onPlay={() => setPlayed(true)}
          aria-label={t`Sound sample`}
          style={{ flex: '1 1 200px', minWidth: 0 }}
        />
      </div>
      {played ? null : (
        <p id={hintId} style={{ margin: '8px 0 0' }}>
          {t`Play the sample first; then say whether you can hear it.`}
        </p>
      )}
    </Modal>
  );
}
