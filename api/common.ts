import * as v from 'valibot';

// SPEC §3 "Common bootstrap data", §7 Common.
export const WireLocale = v.picklist(['ua', 'ru', 'en']);
export type WireLocale = v.InferOutput<typeof WireLocale>;

export const Language = v.object({ id: WireLocale, name: v.string(), active: v.boolean() });
export type Language = v.InferOutput<typeof Language>;
export const Languages = v.array(Language);

/** A pending entry exam of an anonymous visitor (SPEC §2 navigation guard). */
export const EntryExam = v.object({ id: v.number(), resultId: v.nullable(v.number()) });
export type EntryExam = v.InferOutput<typeof EntryExam>;

export const Common = v.object({
  messages: v.record(v.string(), v.string()),
  settings: v.record(v.string(), v.string()),
  isLoggedIn: v.boolean(),
  entryExam: v.nullable(EntryExam),
  locale: WireLocale,
});
export type Common = v.InferOutput<typeof Common>;

export const LoginRequest = v.object({
  login: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(254, 'tooLong')),
  password: v.pipe(v.string('required'), v.nonEmpty('required'), v.maxLength(256, 'tooLong')),
  /** The language the login page showed (picked there or the browser's): the session's and the account's (issue 59 item 1). */
  locale: v.optional(WireLocale),
  /**
   * The text of the captcha the page shows (issue 59 item 10): asked for (400 `errors.code`
   * `captcha`) while the caller's address group is busy with failed logins across many accounts.
   */
  code: v.optional(v.pipe(v.string('invalid'), v.maxLength(32, 'tooLong'))),
});
export type LoginRequest = v.InferOutput<typeof LoginRequest>;

export const LanguageParam = v.object({ id: WireLocale });

/** The one error body shape (DESIGN "Decisions already taken"). */
export const ErrorBody = v.object({
  errorMessage: v.optional(v.string()),
  errors: v.optional(v.record(v.string(), v.string())),
  exception: v.optional(v.string()),
});
export type ErrorBody = v.InferOutput<typeof ErrorBody>;

export const Ok = v.object({ ok: v.literal(true) });
