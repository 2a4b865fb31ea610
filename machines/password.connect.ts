import type { SnapshotFrom } from 'xstate';
import { canSavePassword, passwordErrors, type PasswordContext, type PasswordEvent, type PasswordField, type passwordMachine } from './password.machine.ts';

// What the password change view needs (SPEC §5 "Password change"); codes stay codes.

export type PasswordSnapshot = SnapshotFrom<typeof passwordMachine>;

export interface PasswordApi {
  oldPassword: string;
  password: string;
  confirmation: string;
  /** Rule or server codes under each field, or null. */
  errors: Record<PasswordField, string | null>;
  /** Field errors the form has no field for. */
  otherErrors: string[];
  failure: PasswordContext['failure'];
  canSave: boolean;
  isSaving: boolean;
  onChange: (field: PasswordField, value: string) => void;
  onBlur: (field: PasswordField) => void;
  onSave: () => void;
  onCancel: () => void;
}

const FIELDS: readonly PasswordField[] = ['oldPassword', 'password', 'confirmation'];

export function connectPassword(snapshot: PasswordSnapshot, send: (event: PasswordEvent) => void): PasswordApi {
  const context = snapshot.context;
  const rules = passwordErrors(context);
  const shown = (field: PasswordField) => context.serverErrors[field] ?? (context.touched.includes(field) ? (rules[field] ?? null) : null);
  return {
    oldPassword: context.oldPassword,
    password: context.password,
    confirmation: context.confirmation,
    errors: { oldPassword: shown('oldPassword'), password: shown('password'), confirmation: shown('confirmation') },
    otherErrors: Object.entries(context.serverErrors)
      .filter(([field]) => !(FIELDS as string[]).includes(field))
      .map(([, code]) => code),
    failure: context.failure,
    canSave: snapshot.matches('editing') && canSavePassword(context),
    isSaving: snapshot.matches('saving') || snapshot.status === 'done',
    onChange: (field, value) => send({ type: 'FIELD.CHANGE', field, value }),
    onBlur: (field) => send({ type: 'FIELD.BLUR', field }),
    onSave: () => send({ type: 'FORM.SUBMIT' }),
    onCancel: () => send({ type: 'FORM.CANCEL' }),
  };
}
