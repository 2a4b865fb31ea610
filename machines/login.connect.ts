import type { SnapshotFrom } from 'xstate';
import type { LoginEvent, LoginType, loginMachine } from './login.machine.ts';

// What the login view needs (SPEC §5 "Login"); rule codes stay codes, the view translates.

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

export function connectLogin(snapshot: LoginSnapshot, send: (event: LoginEvent) => void) {
  const { loginType, login, password, errors, serverMessage, failure } = snapshot.context;
  const rejected = snapshot.matches({ editing: 'rejected' });
  return {
    loginType: loginType as LoginType,
    login,
    password,
    loginError: errors.login ?? null,
    passwordError: errors.password ?? null,
    /** Field errors the form has no field for (server `errors` on other keys). */
    otherErrors: Object.entries(errors)
      .filter(([field]) => field !== 'login' && field !== 'password')
      .map(([, code]) => code),
    /** Server text above the form, or a failure code when there is no text. */
    serverMessage: rejected ? serverMessage : null,
    failure: rejected && !serverMessage ? (failure ?? 'message') : null,
    isSubmitting: snapshot.matches('submitting') || snapshot.matches('succeeded'),
    onLoginChange: (value: string) => send({ type: 'FIELD.CHANGE', field: 'login', value }),
    onPasswordChange: (value: string) => send({ type: 'FIELD.CHANGE', field: 'password', value }),
    onLoginFocus: () => send({ type: 'LOGIN.FOCUS' }),
    onSubmit: () => send({ type: 'FORM.SUBMIT' }),
  };
}
