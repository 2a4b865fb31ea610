import { assertEvent, assign, fromPromise, setup } from 'xstate';
import * as v from 'valibot';
import { fieldErrors, password as passwordRule } from '../api/rules.ts';
import type { PasswordChange } from '../api/account.ts';
import { failureOf } from './failure.ts';

// SPEC §2 profile/password ("cancel and save return to /profile"), §5 Forms "Password change":
// old password required; new password required and passes the password rule; confirmation
// required and equal to the new one; Save disabled while invalid. SPEC §7 POST
// /api/profile/password with oldPassword and password (the inputs trimmed, as the login trims
// them, so the password set is the one the login page will send); a wrong old password comes
// back as a field error (SPEC §8) and lands on its field. A separate machine from the profile's:
// three secret fields and a call, none of the profile's loading, photo or read-only fields.
// What the view reads and sends: machines/password.connect.ts.

export type PasswordField = 'oldPassword' | 'password' | 'confirmation';

export interface PasswordContext {
  oldPassword: string;
  password: string;
  confirmation: string;
  /** Fields the trainee has left once (their rule errors show from then on). */
  touched: PasswordField[];
  serverErrors: Record<string, string>;
  failure: { serverMessage: string | null; code: 'message' | 'connection' } | null;
}

export type PasswordEvent =
  { type: 'FIELD.CHANGE'; field: PasswordField; value: string } | { type: 'FIELD.BLUR'; field: PasswordField } | { type: 'FORM.SUBMIT' } | { type: 'FORM.CANCEL' };

const KEPT = new Set<string>(['oldPassword', 'password', 'confirmation']);

const form = v.pipe(
  v.object({
    oldPassword: v.pipe(v.string('required'), v.nonEmpty('required')),
    password: passwordRule(),
    confirmation: v.pipe(v.string('required'), v.nonEmpty('required')),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirmation']], (input) => input.password === input.confirmation, 'confirmed'),
    ['confirmation'],
  ),
);

const trimmed = (context: PasswordContext) => ({
  oldPassword: context.oldPassword.trim(),
  password: context.password.trim(),
  confirmation: context.confirmation.trim(),
});

/** Field -> rule code for the form as it is (SPEC §5 "Password change"). */
export function passwordErrors(context: PasswordContext): Partial<Record<PasswordField, string>> {
  const result = v.safeParse(form, trimmed(context));
  return result.success ? {} : fieldErrors(result.issues);
}

export const canSavePassword = (context: PasswordContext) => Object.keys(passwordErrors(context)).length === 0 && Object.keys(context.serverErrors).length === 0;

export const bodyOf = (context: PasswordContext): PasswordChange => {
  const { oldPassword, password } = trimmed(context);
  return { oldPassword, password };
};

export const passwordMachine = setup({
  types: {
    context: {} as PasswordContext,
    events: {} as PasswordEvent,
  },
  actors: {
    // Provided by the app (src/pages/profile/profile-wiring.ts): POST /api/profile/password.
    changePassword: fromPromise<void, PasswordChange>(() => Promise.reject(new Error('no changePassword provided'))),
  },
  actions: {
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'FIELD.CHANGE');
      // A server error stays on its field until that field changes; one on no field goes at any change.
      const serverErrors = Object.fromEntries(Object.entries(context.serverErrors).filter(([field]) => field !== event.field && KEPT.has(field)));
      return { [event.field]: event.value, serverErrors, failure: null };
    }),
    touchField: assign(({ context, event }) => {
      assertEvent(event, 'FIELD.BLUR');
      return { touched: context.touched.includes(event.field) ? context.touched : [...context.touched, event.field] };
    }),
    clearFeedback: assign({ failure: null }),
    showServerErrors: assign((_, params: { error: unknown }) => ({ serverErrors: failureOf(params.error).fields })),
    showFailure: assign((_, params: { error: unknown }) => {
      const { code, serverMessage } = failureOf(params.error);
      return { failure: code === 'message' ? { code: 'message' as const, serverMessage } : { code: 'connection' as const, serverMessage: null } };
    }),
    // Provided by the app: the profile page will say the password was changed.
    tellChanged: () => {},
    // Provided by the app: back to /profile (SPEC §2 "cancel and save return to /profile").
    returnToProfile: () => {},
  },
  guards: {
    canSave: ({ context }) => canSavePassword(context),
    isFieldError: (_, params: { error: unknown }) => failureOf(params.error).code === 'validation',
  },
}).createMachine({
  id: 'password',
  context: { oldPassword: '', password: '', confirmation: '', touched: [], serverErrors: {}, failure: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'FIELD.CHANGE': { actions: 'changeField' },
        'FIELD.BLUR': { actions: 'touchField' },
        'FORM.SUBMIT': { guard: 'canSave', target: 'saving' },
        'FORM.CANCEL': { target: 'done', actions: 'returnToProfile' },
      },
    },
    saving: {
      entry: 'clearFeedback',
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => bodyOf(context),
        onDone: { target: 'done', actions: ['tellChanged', 'returnToProfile'] },
        onError: [
          {
            guard: { type: 'isFieldError', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'showServerErrors', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'editing', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    done: { type: 'final' },
  },
});
