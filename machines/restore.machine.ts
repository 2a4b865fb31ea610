import { assertEvent, assign, fromPromise, setup, stateIn } from 'xstate';
import * as v from 'valibot';
import { RestoreStep1, RestoreStep2, RestoreUpdate, type RestoreState } from '../api/account.ts';
import { fieldErrors, isPassword, loginField, type LoginType } from '../api/rules.ts';
import { normalisePhone, PHONE_PREFIX } from '../api/phone.ts';
import { failureOf } from './failure.ts';

// SPEC §4 "Password restoration", §5 Forms "Restore", §7 Common, §8 "Restore expiry", §9 "Resend
// confirmation code countdown 90 s". Three steps:
// - login: the login (phone mode: phoneLocal, '+38' pre-filled on focus, typed or pasted numbers
//   normalised by api/phone.ts exactly as on the login page; e-mail mode: required) and the
//   captcha's text (required). Every failed step 1 shows a new captcha picture (the server uses
//   a captcha up with any attempt).
// - code: the code sent (required); in phone-login mode only, a resend once the server's
//   `resendIn` seconds have run out (a tick a second shows what is left).
// - password: the new password (the password rule) and its confirmation (equal), both trimmed.
// An expiry (400 with errors.expired) on any later step returns to step 1 with the server's
// message; field errors land on their fields; other refusals show above the form. Each form is
// checked with its call's own body schema (api/account.ts), so the form and the server cannot
// disagree. What the view reads and sends: machines/restore.connect.ts.

export type { LoginType };

export type RestoreField = 'login' | 'captcha' | 'code' | 'password' | 'confirmation';

export interface RestoreContext {
  loginType: LoginType;
  login: string;
  captcha: string;
  code: string;
  password: string;
  confirmation: string;
  errors: Partial<Record<string, string>>; // field -> rule code
  /** The server's text above the form (a refusal, or the expiry that brought the trainee back). */
  serverMessage: string | null;
  failure: 'message' | 'connection' | null;
  /** Back on step 1 because the restore expired (SPEC §8). */
  expired: boolean;
  /** Which captcha picture is shown: a new number is a new picture. */
  captchaShown: number;
  /** Makes picture URLs of this form differ from any earlier one's in the page (no cached picture). */
  captchaSeed: string;
  /** Seconds until a new code may be asked for (phone login), null when none is offered. */
  resendLeft: number | null;
  /** A new code was sent (until the next submit). */
  resent: boolean;
}

export type RestoreEvent =
  | { type: 'FIELD.CHANGE'; field: RestoreField; value: string }
  | { type: 'LOGIN.FOCUS' }
  | { type: 'CAPTCHA.REFRESH' }
  | { type: 'FORM.SUBMIT' }
  | { type: 'CODE.RESEND' }
  | { type: 'RESTORE.RESTART' };

/** The bodies of the restore calls (SPEC §7): step 1 sends the captcha's text as `code`. */
export type Step1Body = v.InferInput<typeof RestoreStep1>;
export type Step2Body = v.InferInput<typeof RestoreStep2>;
export type UpdateBody = v.InferInput<typeof RestoreUpdate>;

/** SPEC §9 "Resend confirmation code countdown 90 s" is the server's `resendIn`; the view counts down a second at a time. */
export const RESEND_TICK_MS = 1000;

const step1Body = (c: RestoreContext): Step1Body => ({ login: c.login.trim(), code: c.captcha.trim() });
const step2Body = (c: RestoreContext): Step2Body => ({ code: c.code.trim() });
const updateBody = (c: RestoreContext): UpdateBody => ({ password: c.password.trim() });

const { entries: step1 } = RestoreStep1;
const step1Form = (type: LoginType) => v.object({ login: v.pipe(step1.login, loginField(type)), code: step1.code });
const updateForm = v.object({ password: v.pipe(RestoreUpdate.entries.password, v.check(isPassword, 'password')) });

/** Field -> rule code of a step's form as it is now; empty when it may be sent. */
function formErrors(step: 'login' | 'code' | 'password', c: RestoreContext): Record<string, string> {
  if (step === 'login') {
    const result = v.safeParse(step1Form(c.loginType), step1Body(c));
    if (result.success) return {};
    const { code, ...others } = fieldErrors(result.issues);
    return code === undefined ? others : { ...others, captcha: code };
  }
  if (step === 'code') {
    const result = v.safeParse(RestoreStep2, step2Body(c));
    return result.success ? {} : fieldErrors(result.issues);
  }
  const result = v.safeParse(updateForm, updateBody(c));
  const errors = result.success ? {} : fieldErrors(result.issues);
  const confirmation = c.confirmation.trim();
  if (confirmation === '') errors.confirmation = 'required';
  else if (confirmation !== c.password.trim()) errors.confirmation = 'confirmed';
  return errors;
}

const stepOf = (field: RestoreField) => (field === 'login' || field === 'captcha' ? 'login' : field === 'code' ? 'code' : 'password');

/** A field's value as typed or pasted: the phone login normalised before its length limit (api/phone.ts). */
const valueOf = (c: RestoreContext, field: RestoreField, value: string) => (field === 'login' && c.loginType === 'phone' ? normalisePhone(value) : value);

type Resend = { resendIn: number | null };
const resendOf = ({ event }: { event: unknown }): Resend => ({ resendIn: (event as { output: RestoreState }).output.resendIn });
const errorOf = ({ event }: { event: unknown }) => ({ error: (event as { error: unknown }).error });

export const restoreMachine = setup({
  types: {
    context: {} as RestoreContext,
    events: {} as RestoreEvent,
    input: {} as { loginType: LoginType; captchaSeed: string },
  },
  actors: {
    // Provided by the app (src/pages/restore/use-restore.ts): the calls of api/account.ts, errors handled here.
    sendLogin: fromPromise<RestoreState, Step1Body>(() => Promise.resolve({ resendIn: null })),
    checkCode: fromPromise<RestoreState, Step2Body>(() => Promise.resolve({ resendIn: null })),
    resendCode: fromPromise<RestoreState, void>(() => Promise.resolve({ resendIn: null })),
    savePassword: fromPromise<void, UpdateBody>(() => Promise.resolve()),
  },
  delays: { resendTick: RESEND_TICK_MS },
  actions: {
    /** Takes the typed value; a field that shows an error is checked again as the trainee types. */
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'FIELD.CHANGE');
      const value = valueOf(context, event.field, event.value);
      if (!(event.field in context.errors)) return { [event.field]: value };
      const { [event.field]: fresh } = formErrors(stepOf(event.field), { ...context, [event.field]: value });
      const { [event.field]: _old, ...others } = context.errors;
      return { [event.field]: value, errors: fresh === undefined ? others : { ...others, [event.field]: fresh } };
    }),
    prefillPhone: assign({ login: PHONE_PREFIX }),
    newCaptcha: assign(({ context }) => ({ captchaShown: context.captchaShown + 1, captcha: '' })),
    showLoginErrors: assign({ errors: ({ context }) => formErrors('login', context) }),
    showCodeErrors: assign({ errors: ({ context }) => formErrors('code', context) }),
    showPasswordErrors: assign({ errors: ({ context }) => formErrors('password', context) }),
    clearFeedback: assign({ serverMessage: null, failure: null, errors: {}, expired: false, resent: false }),
    /** Server field errors on their fields; step 1's `code` is the captcha (SPEC §5 "shown on matching form fields"). */
    showServerErrors: assign((_, params: { error: unknown; step: 'login' | 'code' | 'password' }) => {
      const { code, ...others } = failureOf(params.error).fields;
      return { errors: params.step === 'login' && code !== undefined ? { ...others, captcha: code } : failureOf(params.error).fields };
    }),
    /** The server's message above the form, or the kind of failure when it sent none (SPEC §8). */
    showRejection: assign((_, params: { error: unknown }) => {
      const { code, serverMessage } = failureOf(params.error);
      if (code === 'connection') return { serverMessage: null, failure: 'connection' as const };
      return { serverMessage, failure: serverMessage ? null : ('message' as const) };
    }),
    /** SPEC §4, §8: back to step 1 with the server's message; the login stays, the rest starts over with a new picture. */
    startOver: assign(({ context }, params: { error: unknown }) => ({
      serverMessage: failureOf(params.error).serverMessage,
      failure: null,
      expired: true,
      errors: {},
      captcha: '',
      code: '',
      password: '',
      confirmation: '',
      captchaShown: context.captchaShown + 1,
      resendLeft: null,
      resent: false,
    })),
    restart: assign(({ context }) => ({
      serverMessage: null,
      failure: null,
      expired: false,
      errors: {},
      captcha: '',
      code: '',
      password: '',
      confirmation: '',
      captchaShown: context.captchaShown + 1,
      resendLeft: null,
      resent: false,
    })),
    keepResend: assign((_, params: Resend) => ({ resendLeft: params.resendIn })),
    noteResent: assign({ resent: true }),
    countDown: assign({ resendLeft: ({ context }) => Math.max(0, (context.resendLeft ?? 0) - 1) }),
  },
  guards: {
    loginValid: ({ context }) => Object.keys(formErrors('login', context)).length === 0,
    codeValid: ({ context }) => Object.keys(formErrors('code', context)).length === 0,
    passwordValid: ({ context }) => Object.keys(formErrors('password', context)).length === 0,
    prefillsPhone: ({ context }) => context.loginType === 'phone' && context.login === '',
    isFieldError: (_, params: { error: unknown }) => failureOf(params.error).code === 'validation',
    isExpired: (_, params: { error: unknown }) => failureOf(params.error).code === 'expired',
    /** SPEC §2 "resend link for phone login only", §9: the countdown runs from the server's seconds. */
    countsDown: ({ context }, params: Resend) => context.loginType === 'phone' && params.resendIn !== null && params.resendIn > 0,
    resendsNow: ({ context }, params: Resend) => context.loginType === 'phone' && params.resendIn !== null && params.resendIn <= 0,
    lastSecond: ({ context }) => (context.resendLeft ?? 0) <= 1,
  },
}).createMachine({
  id: 'restore',
  context: ({ input }) => ({
    loginType: input.loginType,
    login: '',
    captcha: '',
    code: '',
    password: '',
    confirmation: '',
    errors: {},
    serverMessage: null,
    failure: null,
    expired: false,
    captchaShown: 1,
    captchaSeed: input.captchaSeed,
    resendLeft: null,
    resent: false,
  }),
  initial: 'login',
  states: {
    login: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'FIELD.CHANGE': { actions: 'changeField' },
            'LOGIN.FOCUS': { guard: 'prefillsPhone', actions: 'prefillPhone' },
            'CAPTCHA.REFRESH': { actions: 'newCaptcha' },
            'FORM.SUBMIT': [{ guard: 'loginValid', target: 'sending' }, { actions: 'showLoginErrors' }],
          },
        },
        sending: {
          entry: 'clearFeedback',
          invoke: {
            id: 'sendLogin',
            src: 'sendLogin',
            input: ({ context }) => step1Body(context),
            onDone: [
              { guard: { type: 'countsDown', params: resendOf }, target: '#restore.code.resend.counting', actions: { type: 'keepResend', params: resendOf } },
              { guard: { type: 'resendsNow', params: resendOf }, target: '#restore.code.resend.ready', actions: { type: 'keepResend', params: resendOf } },
              { target: '#restore.code' },
            ],
            // Every failed step 1 shows a new picture: the server used the captcha up.
            onError: [
              {
                guard: { type: 'isFieldError', params: errorOf },
                target: 'editing',
                actions: [{ type: 'showServerErrors', params: ({ event }) => ({ error: event.error, step: 'login' as const }) }, 'newCaptcha'],
              },
              { target: 'editing', actions: [{ type: 'showRejection', params: errorOf }, 'newCaptcha'] },
            ],
          },
        },
      },
    },
    code: {
      type: 'parallel',
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'FIELD.CHANGE': { actions: 'changeField' },
                'FORM.SUBMIT': [{ guard: 'codeValid', target: 'checking' }, { actions: 'showCodeErrors' }],
                'RESTORE.RESTART': { target: '#restore.login', actions: 'restart' },
              },
            },
            checking: {
              entry: 'clearFeedback',
              invoke: {
                id: 'checkCode',
                src: 'checkCode',
                input: ({ context }) => step2Body(context),
                onDone: { target: '#restore.password' },
                onError: [
                  { guard: { type: 'isExpired', params: errorOf }, target: '#restore.login', actions: { type: 'startOver', params: errorOf } },
                  {
                    guard: { type: 'isFieldError', params: errorOf },
                    target: 'editing',
                    actions: { type: 'showServerErrors', params: ({ event }) => ({ error: event.error, step: 'code' as const }) },
                  },
                  { target: 'editing', actions: { type: 'showRejection', params: errorOf } },
                ],
              },
            },
          },
        },
        resend: {
          initial: 'off',
          states: {
            off: {},
            counting: {
              after: {
                resendTick: [
                  { guard: 'lastSecond', target: 'ready', actions: 'countDown' },
                  { target: 'counting', reenter: true, actions: 'countDown' },
                ],
              },
            },
            ready: {
              on: { 'CODE.RESEND': { guard: stateIn({ code: { form: 'editing' } }), target: 'sending' } },
            },
            sending: {
              entry: 'clearFeedback',
              invoke: {
                id: 'resendCode',
                src: 'resendCode',
                onDone: [
                  { guard: { type: 'countsDown', params: resendOf }, target: 'counting', actions: [{ type: 'keepResend', params: resendOf }, 'noteResent'] },
                  { guard: { type: 'resendsNow', params: resendOf }, target: 'ready', actions: [{ type: 'keepResend', params: resendOf }, 'noteResent'] },
                  { target: 'off', actions: [{ type: 'keepResend', params: resendOf }, 'noteResent'] },
                ],
                onError: [
                  { guard: { type: 'isExpired', params: errorOf }, target: '#restore.login', actions: { type: 'startOver', params: errorOf } },
                  { target: 'ready', actions: { type: 'showRejection', params: errorOf } },
                ],
              },
            },
          },
        },
      },
    },
    password: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'FIELD.CHANGE': { actions: 'changeField' },
            'FORM.SUBMIT': [{ guard: 'passwordValid', target: 'saving' }, { actions: 'showPasswordErrors' }],
            'RESTORE.RESTART': { target: '#restore.login', actions: 'restart' },
          },
        },
        saving: {
          entry: 'clearFeedback',
          invoke: {
            id: 'savePassword',
            src: 'savePassword',
            input: ({ context }) => updateBody(context),
            onDone: { target: '#restore.done' },
            onError: [
              { guard: { type: 'isExpired', params: errorOf }, target: '#restore.login', actions: { type: 'startOver', params: errorOf } },
              {
                guard: { type: 'isFieldError', params: errorOf },
                target: 'editing',
                actions: { type: 'showServerErrors', params: ({ event }) => ({ error: event.error, step: 'password' as const }) },
              },
              { target: 'editing', actions: { type: 'showRejection', params: errorOf } },
            ],
          },
        },
      },
    },
    // The new password is set: the trainee may log in with it at once.
    done: { type: 'final' },
  },
});
