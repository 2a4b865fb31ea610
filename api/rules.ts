import * as v from 'valibot';

// SPEC §5 "Named rules". Each failing rule reports its own name as the message code;
// the browser maps codes to translated texts, the server returns them in `errors`.
export const PHONE_LOCAL = /^\+(380\d{9}|48\d{9})$/;
export const PHONE_GLOBAL = /^\+\d+$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const CYRILLIC = /^[А-Яа-яЁёІіЇїЄєҐґ' -]+$/;
export const ENGLISH = /^[A-Za-z' -]+$/;
export const PHONE_MAX_LENGTH = 13;
export const PASSWORD_MIN_LENGTH = 8;

export function isPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    /^[\x21-\x7e]+$/.test(value) && // printable ASCII, no spaces
    /\d/.test(value) &&
    /[A-Za-z]/.test(value)
  );
}

export const required = () => v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'));
export const phoneLocal = () => v.pipe(required(), v.maxLength(PHONE_MAX_LENGTH, 'phoneLocal'), v.regex(PHONE_LOCAL, 'phoneLocal'));
export const phoneGlobal = () => v.pipe(required(), v.regex(PHONE_GLOBAL, 'phoneGlobal'));
export const email = () => v.pipe(required(), v.maxLength(254, 'email'), v.regex(EMAIL, 'email'));
export const password = () => v.pipe(v.string('required'), v.nonEmpty('required'), v.check(isPassword, 'password'));

export type RuleCode = 'required' | 'email' | 'confirmed' | 'password' | 'cyrillic' | 'english' | 'phoneLocal' | 'phoneGlobal';

/** Per-field error codes from a valibot failure: `{ login: 'required' }`. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** SPEC §1, §3 "Login type": the login identifier is a phone number or an e-mail (setting 'email login usage enabled'). */
export type LoginType = 'phone' | 'email';

/** SPEC §5 Forms "Login" (and "Restore" step 1): the login field's rule for the login type. */
export const loginField = (type: LoginType) => (type === 'phone' ? phoneLocal() : required());
