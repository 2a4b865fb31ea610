import { assign, fromPromise, setup } from 'xstate';
import * as v from 'valibot';
import { PHONE_LOCAL, PHONE_MAX_LENGTH, fieldErrors } from '../api/rules.ts';
import { failureOf } from './failure.ts';

// SPEC §5 "Login": phone mode — login required, phoneLocal, max length 13, focusing an
// empty field pre-fills '+38'; e-mail mode — login only required; password required;
// inputs trimmed. SPEC §7: login errors are handled locally (message above the form).

export type LoginType = 'phone' | 'email';
export const PHONE_PREFIX = '+38';

export interface LoginContext {
  loginType: LoginType;
  login: string;
  password: string;
  errors: Record<string, string>; // field -> rule code
  serverMessage: string | null; // text from the server, shown above the form
  failure: 'message' | 'connection' | null;
}

export type LoginEvent = { type: 'FIELD.CHANGE'; field: 'login' | 'password'; value: string } | { type: 'LOGIN.FOCUS' } | { type: 'FORM.SUBMIT' };

const required = v.pipe(v.string(), v.trim(), v.nonEmpty('required'));
const schemas = {
  phone: v.object({
    login: v.pipe(required, v.maxLength(PHONE_MAX_LENGTH, 'phoneLocal'), v.regex(PHONE_LOCAL, 'phoneLocal')),
    password: required,
  }),
  email: v.object({ login: required, password: required }),
};

/** A full number pasted after the '+38' pre-fill must not read '+38+380…'. */
export function withoutDoubledPrefix(type: LoginType, value: string): string {
  return type === 'phone' && value.startsWith(`${PHONE_PREFIX}+`) ? value.slice(PHONE_PREFIX.length) : value;
}

export function validateLogin(type: LoginType, login: string, password: string): Record<string, string> {
  const result = v.safeParse(schemas[type], { login, password });
  return result.success ? {} : fieldErrors(result.issues);
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as { loginType: LoginType },
  },
  actors: {
    submitLogin: fromPromise<void, { login: string; password: string }>(async () => {}),
  },
  actions: {
    notifyLoggedIn: () => {},
  },
  guards: {
    isValid: ({ context }) => Object.keys(validateLogin(context.loginType, context.login, context.password)).length === 0,
    isFieldError: ({ event }) => failureOf((event as unknown as { error?: unknown }).error).code === 'validation',
    prefillsPhone: ({ context }) => context.loginType === 'phone' && context.login === '',
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
        'FIELD.CHANGE': {
          actions: assign(({ context, event }) => {
            const value = event.field === 'login' ? withoutDoubledPrefix(context.loginType, event.value) : event.value;
            const next = { ...context, [event.field]: value };
            // Once a field showed an error, re-check it as the trainee types.
            const errors = { ...context.errors };
            if (event.field in errors) {
              const fresh = validateLogin(context.loginType, next.login, next.password);
              if (fresh[event.field]) errors[event.field] = fresh[event.field];
              else delete errors[event.field];
            }
            return { [event.field]: value, errors };
          }),
        },
        'LOGIN.FOCUS': { guard: 'prefillsPhone', actions: assign({ login: PHONE_PREFIX }) },
        'FORM.SUBMIT': [
          { guard: 'isValid', target: 'submitting' },
          {
            target: '.invalid',
            actions: assign({
              errors: ({ context }) => validateLogin(context.loginType, context.login, context.password),
            }),
          },
        ],
      },
    },
    submitting: {
      entry: assign({ serverMessage: null, failure: null, errors: {} }),
      invoke: {
        id: 'submitLogin',
        src: 'submitLogin',
        input: ({ context }) => ({ login: context.login.trim(), password: context.password.trim() }),
        onDone: { target: 'succeeded', actions: 'notifyLoggedIn' },
        onError: [
          {
            guard: 'isFieldError',
            target: 'editing.invalid',
            actions: assign({ errors: ({ event }) => failureOf(event.error).fields }),
          },
          {
            target: 'editing.rejected',
            actions: assign(({ event }) => {
              const { code, serverMessage } = failureOf(event.error);
              return code === 'message' ? { serverMessage, failure: 'message' as const } : { failure: 'connection' as const, serverMessage: null };
            }),
          },
        ],
      },
    },
    succeeded: { type: 'final' },
  },
});
