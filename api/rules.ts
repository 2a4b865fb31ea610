import * as v from 'valibot';

// SPEC §5 "Named rules". Each failing rule reports its own name as the message code;
// the browser maps codes to translated texts, the server returns them in `errors`.
export const PHONE_LOCAL = /^\+(380\d{9}|48\d{9})$/;
export const PHONE_GLOBAL = /^\+\d+$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * The apostrophe as it is typed: ' (U+0027, ASCII), ’ (U+2019, the Ukrainian keyboard layout
 * and autocorrect) and ʼ (U+02BC, the modifier letter of the Ukrainian orthography, as in
 * "Мʼята"). SPEC §5 "apostrophe" is each of them (issue 12).
 */
export const APOSTROPHES = "'\u2019\u02BC";
export const CYRILLIC = new RegExp(`^[А-Яа-яЁёІіЇїЄєҐґ${APOSTROPHES} -]+$`, 'u');
export const ENGLISH = new RegExp(`^[A-Za-z${APOSTROPHES} -]+$`, 'u');
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
export const cyrillic = () => v.pipe(required(), v.regex(CYRILLIC, 'cyrillic'));
export const english = () => v.pipe(required(), v.regex(ENGLISH, 'english'));
export const password = () => v.pipe(v.string('required'), v.nonEmpty('required'), v.check(isPassword, 'password'));

/** SPEC §5 "confirmed": the confirmation is exactly the password (trim both first where the form trims). */
export const isConfirmed = (password: string, confirmation: string): boolean => password === confirmation;

/**
 * SPEC §5 "confirmed" for a form object with `password` and `confirmation`: the error code
 * 'confirmed' lands on `confirmation` (after its own rules' codes, so fieldErrors shows
 * 'required' for an empty one):
 * `v.pipe(v.object({ password: password(), confirmation: required() }), confirmed())`.
 */
type PasswordPair = { password: string; confirmation: string };
export const confirmed = () =>
  v.forward(
    v.partialCheck<PasswordPair, [['password'], ['confirmation']], PasswordPair, 'confirmed'>(
      [['password'], ['confirmation']],
      (input) => isConfirmed(input.password, input.confirmation),
      'confirmed',
    ),
    ['confirmation'],
  );

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
