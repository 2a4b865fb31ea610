import * as v from 'valibot';
import { Ok } from './common.ts';
import { defineCalls } from './contract.ts';
import { Profile } from './profile.ts';

// The account calls (issue 12): profile editing, password change, the three-step restore with
// its captcha, e-mail confirmation and unsubscribe. SPEC §3 Customer/profile, "Email
// confirmation result", "Unsubscribe result"; §4 "Password restoration"; §5 Forms "Profile",
// "Password change", "Restore"; §7 Common, Main/profile. Which login type applies (SPEC §1) is
// the setting `emailLoginUsageEnabled`, so the login-type rules are checked by the server per
// request, not by these schemas (docs/api.md "Account").

/** A data URL of the cropped photo is about 4/3 of a 300x300 image: 2 MiB is ample. */
export const PHOTO_DATA_URL_MAX = 2 * 1024 * 1024;
/** SPEC §7 POST /api/profile `photoFile`: a data URL of the new photo, or this word to remove it. */
export const REMOVE_PHOTO = 'remove';

const text = (max: number) => v.pipe(v.string('required'), v.maxLength(max, 'tooLong'));

/**
 * SPEC §7 POST /api/profile: the profile's fields plus email, mobilePhone and photoFile. Only
 * email, mobilePhone and the photo are editable (SPEC §3); other fields sent are ignored.
 * `photoFile` absent (or null) keeps the photo.
 */
export const ProfileUpdate = v.object({
  email: v.pipe(text(254), v.trim()),
  mobilePhone: v.pipe(text(32), v.trim()),
  photoFile: v.optional(v.nullable(text(PHOTO_DATA_URL_MAX))),
});
export type ProfileUpdate = v.InferInput<typeof ProfileUpdate>;

/** SPEC §7 POST /api/profile/password: oldPassword, password (the confirmation is checked in the form, SPEC §5). */
export const PasswordChange = v.object({
  oldPassword: v.pipe(v.string('required'), v.nonEmpty('required'), v.maxLength(256, 'tooLong')),
  password: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(256, 'tooLong')),
});
export type PasswordChange = v.InferInput<typeof PasswordChange>;

/** SPEC §7 POST /api/common/restore/step1: the login and `code`, the captcha's text. */
export const RestoreStep1 = v.object({
  login: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(254, 'tooLong')),
  code: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(16, 'tooLong')),
});
export type RestoreStep1 = v.InferInput<typeof RestoreStep1>;

/** SPEC §7 POST /api/common/restore/step2: the code sent by e-mail or SMS. */
export const RestoreStep2 = v.object({
  code: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(16, 'tooLong')),
});
export type RestoreStep2 = v.InferInput<typeof RestoreStep2>;

/** SPEC §7 POST /api/common/restore/update: the new password (trimmed, SPEC §5 Restore). */
export const RestoreUpdate = v.object({
  password: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(256, 'tooLong')),
});
export type RestoreUpdate = v.InferInput<typeof RestoreUpdate>;

/**
 * What a restore step answers: `resendIn`, the seconds until a new code may be sent (SPEC §9:
 * 90 after a code is sent), null when resending is not offered (e-mail login, SPEC §2).
 * The same answer whether or not the login exists (docs/api.md "Account").
 */
export const RestoreState = v.object({ resendIn: v.nullable(v.number()) });
export type RestoreState = v.InferOutput<typeof RestoreState>;

/**
 * The restore's expiry error: 400 with `errors.expired` set and the server's message in
 * `errorMessage`; the form returns to step 1 (SPEC §4 "Password restoration", §8).
 */
export const RESTORE_EXPIRED = 'expired';

/** The captcha image's query: a changing value so a refresh is never served from a cache. */
export const CaptchaQuery = v.object({ t: v.optional(v.pipe(v.string(), v.maxLength(32, 'tooLong'))) });

/**
 * The captcha's digits (issue 59 item 4, docs/decisions.md #213):
 * the picture shows them and the recording speaks them in uk, ru or en.
 */
export const CAPTCHA_LENGTH = 6;
/** The picture's size in CSS pixels (GET /api/common/captcha.jpg draws it at this size). */
export const CAPTCHA_WIDTH = 280;
export const CAPTCHA_HEIGHT = 96;

const hash = v.object({ hash: v.pipe(v.string(), v.nonEmpty('required'), v.maxLength(128, 'tooLong')) });

/** SPEC §3 "Email confirmation result". `course`/`link` are set for an intensive application. */
export const EmailConfirmation = v.object({
  redirectUrl: v.nullable(v.string()),
  intensive: v.boolean(),
  course: v.nullable(v.string()),
  link: v.nullable(v.string()),
});
export type EmailConfirmation = v.InferOutput<typeof EmailConfirmation>;

/** SPEC §3 "Unsubscribe result". */
export const Unsubscribe = v.object({ message: v.string() });
export type Unsubscribe = v.InferOutput<typeof Unsubscribe>;

/** Served by server/routes/profile.ts. */
export const profileEditCalls = defineCalls({
  'profile.save': {
    method: 'POST',
    path: '/api/profile',
    body: ProfileUpdate,
    bodyLimit: PHOTO_DATA_URL_MAX + 16 * 1024,
    response: Profile,
    access: 'trainee',
    errors: [400, 403, 413],
    spec: 'SPEC §7 Main, profile, news; §5 Forms "Profile"',
    summary: 'Save the e-mail, the additional phone and the photo (a data URL or "remove")',
  },
  'profile.password': {
    method: 'POST',
    path: '/api/profile/password',
    body: PasswordChange,
    response: Ok,
    access: 'trainee',
    errors: [400, 403, 429],
    spec: 'SPEC §7 Main, profile, news; §5 Forms "Password change"',
    summary: "Change the password; the trainee's other sessions end and an e-mail tells them",
  },
});

/** The public account calls: the restore with its captcha, e-mail confirmation and unsubscribe. */
export const publicAccountCalls = defineCalls({
  'common.captcha': {
    method: 'GET',
    path: '/api/common/captcha.jpg',
    query: CaptchaQuery,
    response: { file: 'image/jpeg' },
    access: 'public',
    // Not `changes`: the page shows it with <img src>, which sends no X-Requested-With. All it
    // changes is this browser's own captcha (a SameSite=Strict cookie that a cross-site load can
    // neither send nor set), and it is rate-limited per address (docs/api.md "Account").
    errors: [400, 429],
    spec: 'SPEC §7 Common',
    summary: 'A new captcha image for restore step 1 (single use, expiring; bound to this browser by a cookie)',
  },
  'common.captchaAudio': {
    method: 'GET',
    path: '/api/common/captcha.wav',
    query: CaptchaQuery,
    response: { file: 'audio/wav' },
    access: 'public',
    // Read by <audio src> (no X-Requested-With); it changes nothing: the captcha stays for its attempt.
    errors: [400, 404, 429],
    spec: 'not in SPEC §7: the alternative of GET /api/common/captcha.jpg (§5 Forms "Restore"; issue 59 item 4, WCAG 2.2 1.1.1)',
    summary: "The captcha's digits spoken in the request's language: the captcha of this browser's last picture (its cookie), 404 when it has none, used or expired",
  },
  'common.restore.step1': {
    method: 'POST',
    path: '/api/common/restore/step1',
    body: RestoreStep1,
    response: RestoreState,
    access: 'public',
    errors: [400, 429],
    spec: 'SPEC §7 Common; §4 Password restoration; §5 Forms "Restore"',
    summary: 'Login and captcha: sends a code when the login exists (the answer is the same either way)',
  },
  'common.restore.step2': {
    method: 'POST',
    path: '/api/common/restore/step2',
    body: RestoreStep2,
    response: RestoreState,
    access: 'public',
    errors: [400, 429],
    spec: 'SPEC §7 Common; §4 Password restoration',
    summary: 'The code sent: right opens step 3; wrong is a field error; used up or expired is errors.expired',
  },
  'common.restore.resend': {
    method: 'POST',
    path: '/api/common/restore/step2resend',
    response: RestoreState,
    access: 'public',
    errors: [400, 429],
    spec: 'SPEC §7 Common; §4 Password restoration; §9 resend countdown 90 s',
    summary: 'Send a new code (phone login only, once the countdown has run out)',
  },
  'common.restore.update': {
    method: 'POST',
    path: '/api/common/restore/update',
    body: RestoreUpdate,
    response: Ok,
    access: 'public',
    errors: [400, 429],
    spec: 'SPEC §7 Common; §4 Password restoration; §5 Forms "Restore"',
    summary: 'Set the new password after a right code; the trainee is told and may log in at once',
  },
  'common.confirmEmail': {
    method: 'GET',
    path: '/api/common/confirmEmail/{hash}',
    params: hash,
    response: EmailConfirmation,
    access: 'public',
    changes: true,
    errors: [400, 404],
    spec: 'SPEC §7 Common; §2 Screen details "Email confirmation"',
    summary: 'Confirm an e-mail address by the link sent to it',
  },
  'common.unsubscribeEmail': {
    method: 'GET',
    path: '/api/common/unsubscribeEmail/{hash}',
    params: hash,
    response: Unsubscribe,
    access: 'public',
    changes: true,
    errors: [400, 404],
    spec: 'SPEC §7 Common; §2 Screen details "Unsubscribe"',
    summary: 'Stop the mailings by the link in an e-mail',
  },
});
