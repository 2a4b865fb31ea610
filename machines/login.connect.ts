import type { SnapshotFrom } from 'xstate';
import type { LoginEvent, LoginType, loginMachine } from './login.machine.ts';

// What the login view needs (SPEC §5 "Login"); rule codes stay codes, the view translates.

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

export interface LoginApi {
  loginType: LoginType;
  /** The fields as typed (the body sent is trimmed). */
  login: string;
  password: string;
  /** Rule codes under the fields, or null. */
  loginError: string | null;
  passwordError: string | null;
  /** Field errors the form has no field for (server `errors` on other keys). */
  otherErrors: string[];
  /**
   * The captcha the server asked for (issue 59 item 10), or null while it asks for none: which
   * picture to show (a new key for each new one: the page builds its addresses), the digits
   * typed and the field's error (a rule code or the server's words).
   */
  captcha: { picture: string; value: string; error: string | null } | null;
  /** Server text above the form (SPEC §7 login errors handled locally). */
  serverMessage: string | null;
  /** A failure code above the form when the server sent no text. */
  failure: 'message' | 'connection' | null;
  /** The form waits for the server (or the session after success). */
  isSubmitting: boolean;
  onLoginChange: (value: string) => void;
  onPasswordChange: (value: string) => void;
  onLoginFocus: () => void;
  onCaptchaChange: (value: string) => void;
  onCaptchaRefresh: () => void;
  onSubmit: () => void;
}

export function connectLogin(snapshot: LoginSnapshot, send: (event: LoginEvent) => void): LoginApi {
  const { loginType, login, password, errors, serverMessage, failure, captcha, captchaShown, captchaSeed } = snapshot.context;
  const rejected = snapshot.matches({ editing: 'rejected' });
  return {
    loginType,
    login,
    password,
    loginError: errors.login ?? null,
    passwordError: errors.password ?? null,
    otherErrors: Object.entries(errors)
      .filter(([field]) => field !== 'login' && field !== 'password' && !(field === 'captcha' && captchaShown > 0))
      .map(([, code]) => code),
    captcha: captchaShown > 0 ? { picture: `${captchaSeed}-login-${captchaShown}`, value: captcha, error: errors.captcha ?? null } : null,
    serverMessage: rejected ? serverMessage : null,
    failure: rejected && !serverMessage ? failure : null,
    isSubmitting: snapshot.matches('submitting') || snapshot.matches('succeeded'),
    onLoginChange: (value: string) => send({ type: 'FIELD.CHANGE', field: 'login', value }),
    onPasswordChange: (value: string) => send({ type: 'FIELD.CHANGE', field: 'password', value }),
    onLoginFocus: () => send({ type: 'LOGIN.FOCUS' }),
    onCaptchaChange: (value: string) => send({ type: 'FIELD.CHANGE', field: 'captcha', value }),
    onCaptchaRefresh: () => send({ type: 'CAPTCHA.REFRESH' }),
    onSubmit: () => send({ type: 'FORM.SUBMIT' }),
  };
}
