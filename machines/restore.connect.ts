import type { SnapshotFrom } from 'xstate';
import { publicAccountCalls } from '../api/account.ts';
import type { LoginType, RestoreEvent, RestoreField, restoreMachine } from './restore.machine.ts';

// What the restore view needs (SPEC §4 "Password restoration", §5 Forms "Restore"); rule codes
// stay codes, the view translates them.

export type RestoreSnapshot = SnapshotFrom<typeof restoreMachine>;
export type RestoreStep = 'login' | 'code' | 'password' | 'done';

/** Which fields each step shows (others' errors go above the form). */
export const STEP_FIELDS: Record<RestoreStep, readonly RestoreField[]> = {
  login: ['login', 'captcha'],
  code: ['code'],
  password: ['password', 'confirmation'],
  done: [],
};

export interface RestoreApi {
  step: RestoreStep;
  loginType: LoginType;
  /** The fields as typed (what is sent is trimmed). */
  values: Record<RestoreField, string>;
  /** Rule codes (or the server's texts) under the fields of this step. */
  errors: Partial<Record<RestoreField, string>>;
  /** Field errors the step has no field for. */
  otherErrors: string[];
  /** The server's text above the form: a refusal, or the expiry that brought the trainee back (SPEC §8). */
  serverMessage: string | null;
  /** A failure code above the form when the server sent no text. */
  failure: 'message' | 'connection' | null;
  /** Back on step 1 because the restore expired. */
  expired: boolean;
  /** The captcha picture (a new address for each new picture). */
  captchaUrl: string;
  /**
   * The same captcha spoken (issue 59 item 4): the server speaks the captcha of the picture it
   * gave last, so its address changes with the picture's and is read only after the picture.
   */
  captchaAudioUrl: string;
  /** The step waits for the server. */
  isBusy: boolean;
  /** Step 2 in phone-login mode: the resend action and its countdown (SPEC §2, §9); null otherwise. */
  resend: { secondsLeft: number; canResend: boolean; isSending: boolean } | null;
  /** A new code was sent. */
  resent: boolean;
  onFieldChange: (field: RestoreField, value: string) => void;
  onLoginFocus: () => void;
  onCaptchaRefresh: () => void;
  onSubmit: () => void;
  onResend: () => void;
  onRestart: () => void;
}

const CAPTCHA_PATH = publicAccountCalls['common.captcha'].path;
const CAPTCHA_AUDIO_PATH = publicAccountCalls['common.captchaAudio'].path;

export function connectRestore(snapshot: RestoreSnapshot, send: (event: RestoreEvent) => void): RestoreApi {
  const c = snapshot.context;
  const step: RestoreStep = snapshot.matches('done') ? 'done' : snapshot.matches('code') ? 'code' : snapshot.matches('password') ? 'password' : 'login';
  const fields = STEP_FIELDS[step];
  const errors: Partial<Record<RestoreField, string>> = {};
  const otherErrors: string[] = [];
  for (const [field, code] of Object.entries(c.errors)) {
    if (code === undefined) continue;
    if ((fields as readonly string[]).includes(field)) errors[field as RestoreField] = code;
    else otherErrors.push(code);
  }
  const counting = snapshot.matches({ code: { resend: 'counting' } });
  const ready = snapshot.matches({ code: { resend: 'ready' } });
  const sending = snapshot.matches({ code: { resend: 'sending' } });
  const checking = snapshot.matches({ code: { form: 'checking' } });
  return {
    step,
    loginType: c.loginType,
    values: { login: c.login, captcha: c.captcha, code: c.code, password: c.password, confirmation: c.confirmation },
    errors,
    otherErrors,
    serverMessage: c.serverMessage,
    failure: c.failure,
    expired: c.expired,
    captchaUrl: `${CAPTCHA_PATH}?t=${encodeURIComponent(c.captchaSeed)}-${c.captchaShown}`,
    captchaAudioUrl: `${CAPTCHA_AUDIO_PATH}?t=${encodeURIComponent(c.captchaSeed)}-${c.captchaShown}`,
    isBusy: snapshot.matches({ login: 'sending' }) || checking || snapshot.matches({ password: 'saving' }),
    resend: counting || ready || sending ? { secondsLeft: counting ? (c.resendLeft ?? 0) : 0, canResend: ready && !checking, isSending: sending } : null,
    resent: c.resent,
    onFieldChange: (field, value) => send({ type: 'FIELD.CHANGE', field, value }),
    onLoginFocus: () => send({ type: 'LOGIN.FOCUS' }),
    onCaptchaRefresh: () => send({ type: 'CAPTCHA.REFRESH' }),
    onSubmit: () => send({ type: 'FORM.SUBMIT' }),
    onResend: () => send({ type: 'CODE.RESEND' }),
    onRestart: () => send({ type: 'RESTORE.RESTART' }),
  };
}
