import { assertEvent, assign, fromPromise, setup } from 'xstate';
import * as v from 'valibot';
import { sessionCalls } from '../api/session-calls.ts';
import { fieldErrors, loginField, type LoginType } from '../api/rules.ts';
import { normalisePhone, PHONE_PREFIX } from '../api/phone.ts';
import { failureOf } from './failure.ts';
import type { WireLocale } from '../api/common.ts';

// SPEC §5 "Login": phone mode — login required, phoneLocal, max length 13, focusing an
// empty field pre-fills '+38'; what is typed or pasted is normalised by api/phone.ts (spaces,
// dashes, dots, brackets, a missing or doubled '+38') before the 13-character limit; e-mail mode — login only required; password required;
// inputs trimmed. SPEC §7: login errors are handled locally (message above the form).
// The form checks what it will send with the login call's own body schema
// (api/session-calls.ts 'common.login') and the login rule of api/rules.ts, so the form
// and the server cannot disagree. What the view reads and sends: machines/login.connect.ts.
// The login carries the language the page shows (issue 59 item 1): picked there, or the one the
// browser asked for, it is the language after login and is kept on the account (server/domain/auth.ts).
// The captcha (issue 59 item 10): while the address group is busy with failed logins (password
// spraying, server/domain/login-backoff.ts) the server refuses a login without its captcha as a
// field error on `code`; the form then shows a picture (SPEC §5 "Restore"'s, the same call) and
// sends its digits as `code` with every later attempt, a new picture after each one (the server
// uses a captcha up with any attempt it reads).

export type { LoginType };

export interface LoginContext {
  loginType: LoginType;
  login: string;
  password: string;
  errors: Record<string, string>; // field -> rule code
  serverMessage: string | null; // text from the server, shown above the form
  failure: 'message' | 'connection' | null;
  /** The language the login page shows, sent with the login; none while the page has none yet. */
  locale: WireLocale | null;
  /** The captcha's digits as typed. */
  captcha: string;
  /** Which captcha picture is shown: 0 none (the server asked for none), a new number a new picture. */
  captchaShown: number;
  /** Makes the picture's address new at each mount (the restore's too: machines/restore.machine.ts). */
  captchaSeed: string;
}

export type LoginField = 'login' | 'password' | 'captcha';
export type LoginEvent = { type: 'FIELD.CHANGE'; field: LoginField; value: string } | { type: 'LOGIN.FOCUS' } | { type: 'FORM.SUBMIT' } | { type: 'CAPTCHA.REFRESH' };

/** The body of the login call: the inputs, trimmed (SPEC §5 "Inputs are trimmed"), and the language the page shows. */
export interface LoginBody {
  login: string;
  password: string;
  locale?: WireLocale;
  /** The captcha's digits, once the server asked for them. */
  code?: string;
}

/** What the login page starts the form with: the login type of the settings and the language it shows. */
export interface LoginInput {
  loginType: LoginType;
  locale?: WireLocale | null;
  captchaSeed?: string;
}

const { entries } = sessionCalls['common.login'].body;
/** The call's body schema, with the login type's rule on the login (SPEC §5 "Login"). */
const formOf = (type: LoginType) => v.object({ ...entries, login: v.pipe(entries.login, loginField(type)) });

const bodyOf = (context: Pick<LoginContext, 'login' | 'password' | 'locale' | 'captcha' | 'captchaShown'>): LoginBody => ({
  login: context.login.trim(),
  password: context.password.trim(),
  ...(context.locale ? { locale: context.locale } : {}),
  ...(context.captchaShown > 0 ? { code: context.captcha.trim() } : {}),
});

/** Field -> rule code for what the form would send now; empty when it may be sent. The body's `code` is the captcha field, required once shown. */
function formErrors(context: LoginContext): Record<string, string> {
  const result = v.safeParse(formOf(context.loginType), bodyOf(context));
  const { code, ...errors } = result.success ? {} : fieldErrors(result.issues);
  const captcha = code ?? (context.captchaShown > 0 && context.captcha.trim() === '' ? 'required' : undefined);
  return captcha === undefined ? errors : { ...errors, captcha };
}

/** The login as typed or pasted: in phone mode normalised before the length limit (api/phone.ts). */
export const loginValue = (type: LoginType, value: string): string => (type === 'phone' ? normalisePhone(value) : value);

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
  },
  actors: {
    // Provided by the app: POST /api/common/login with the body (src/pages/login/use-login.ts).
    submitLogin: fromPromise<void, LoginBody>(() => Promise.resolve()),
  },
  actions: {
    /** Takes the typed value; a field that shows an error is checked again as the trainee types. */
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'FIELD.CHANGE');
      const value = event.field === 'login' ? loginValue(context.loginType, event.value) : event.value;
      const next: LoginContext = { ...context, [event.field]: value };
      if (!(event.field in context.errors)) return { [event.field]: value };
      const { [event.field]: fresh } = formErrors(next);
      const { [event.field]: _old, ...others } = context.errors;
      return { [event.field]: value, errors: fresh === undefined ? others : { ...others, [event.field]: fresh } };
    }),
    prefillPhone: assign({ login: PHONE_PREFIX }),
    /** A new picture, its field empty: after a refresh, and after every refused attempt while one is shown (it was used up). */
    newCaptcha: assign(({ context }) => (context.captchaShown > 0 ? { captchaShown: context.captchaShown + 1, captcha: '' } : {})),
    showFormErrors: assign({ errors: ({ context }) => formErrors(context) }),
    clearFeedback: assign({ serverMessage: null, failure: null, errors: {} }),
    /**
     * The server refused fields (SPEC §5 "Server validation errors are shown on matching form
     * fields"). Its `code` is the captcha: asked for, it shows the first picture; the field says
     * why, in the server's words (issue 59 item 10).
     */
    showServerErrors: assign(({ context }, params: { error: unknown }) => {
      const { fields, serverMessage } = failureOf(params.error);
      const { code, ...others } = fields;
      if (code === undefined) return { errors: fields };
      return { errors: { ...others, captcha: serverMessage ?? code }, ...(context.captchaShown === 0 ? { captchaShown: 1, captcha: '' } : {}) };
    }),
    /** The server's message above the form, or the kind of failure when it sent none (SPEC §8). */
    showRejection: assign((_, params: { error: unknown }) => {
      const { code, serverMessage } = failureOf(params.error);
      return code === 'message' ? { serverMessage, failure: 'message' as const } : { serverMessage: null, failure: 'connection' as const };
    }),
    // Provided by the app: tells the session the trainee logged in.
    notifyLoggedIn: () => {},
  },
  guards: {
    isValid: ({ context }) => Object.keys(formErrors(context)).length === 0,
    isFieldError: (_, params: { error: unknown }) => failureOf(params.error).code === 'validation',
    prefillsPhone: ({ context }) => context.loginType === 'phone' && context.login === '',
    showsCaptcha: ({ context }) => context.captchaShown > 0,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    loginType: input.loginType,
    login: '',
    password: '',
    errors: {},
    serverMessage: null,
    failure: null,
    locale: input.locale ?? null,
    captcha: '',
    captchaShown: 0,
    captchaSeed: input.captchaSeed ?? '',
  }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      states: {
        idle: {},
        invalid: {}, // field errors shown
        rejected: {}, // the server refused: message above the form
      },
      on: {
        'FIELD.CHANGE': { actions: 'changeField' },
        'LOGIN.FOCUS': { guard: 'prefillsPhone', actions: 'prefillPhone' },
        'CAPTCHA.REFRESH': { guard: 'showsCaptcha', actions: 'newCaptcha' },
        'FORM.SUBMIT': [
          { guard: 'isValid', target: 'submitting' },
          { target: '.invalid', actions: 'showFormErrors' },
        ],
      },
    },
    submitting: {
      entry: 'clearFeedback',
      invoke: {
        id: 'submitLogin',
        src: 'submitLogin',
        input: ({ context }) => bodyOf(context),
        onDone: { target: 'succeeded', actions: 'notifyLoggedIn' },
        onError: [
          {
            guard: { type: 'isFieldError', params: ({ event }) => ({ error: event.error }) },
            target: 'editing.invalid',
            actions: ['newCaptcha', { type: 'showServerErrors', params: ({ event }) => ({ error: event.error }) }],
          },
          { target: 'editing.rejected', actions: ['newCaptcha', { type: 'showRejection', params: ({ event }) => ({ error: event.error }) }] },
        ],
      },
    },
    succeeded: { type: 'final' },
  },
});
