// Editing the profile and changing the password (SPEC §3 Customer/profile "Only email,
// mobilePhone and photo are editable"; §5 Forms "Profile", "Password change"; §7 POST
// /api/profile, POST /api/profile/password; docs/api.md "Account"). Every field is checked
// before anything is written, and all the failures are reported at once; a refused save
// changes nothing.
import { and, eq, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { REMOVE_PHOTO, type ProfileUpdate } from '../../api/account.ts';
import { normalisePhone } from '../../api/phone.ts';
import { email as emailRule, isPassword, phoneGlobal, phoneLocal } from '../../api/rules.ts';
import type { Db } from '../db/connect.ts';
import { customers, sessions } from '../db/schema.ts';
import { hashPassword, verifyPassword } from './auth.ts';
import { NotFoundError, ValidationError } from './errors.ts';
import { dataUrlBytes, PhotoRejected, photoJpeg } from './photo.ts';
import { beginAttempt } from './throttle.ts';

/** Field error codes besides the SPEC §5 rule names (docs/api.md "Account"). */
export const PROFILE_ERRORS = {
  /** Another trainee's account has this e-mail. */
  emailTaken: 'emailTaken',
  /** E-mail login mode: the e-mail is the login and cannot be changed here (SPEC §5 "read-only"). */
  readOnly: 'readOnly',
  /** Not a jpeg, png, gif or bmp picture (whatever the data URL declares). */
  photoType: 'photoType',
  /** The old password is not the trainee's password. */
  wrongPassword: 'wrongPassword',
} as const;

const UNIQUE_VIOLATION = '23505';
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

const ruleCode = (schema: v.GenericSchema, value: string): string | null => {
  const result = v.safeParse(schema, value);
  return result.success ? null : (result.issues[0]?.message ?? 'invalid');
};

/**
 * POST /api/profile. `input` is the parsed body (api/account.ts ProfileUpdate: email and
 * mobilePhone trimmed). The e-mail is stored in lower case (the e-mail login compares so).
 * The additional phone may be empty (it is optional); otherwise it is normalised like every
 * phone field (api/phone.ts) and must pass phoneGlobal in e-mail login mode, else phoneLocal.
 * The photo: absent or null keeps it, 'remove' removes it, else a data URL of an image.
 */
export async function saveProfile(db: Db, customerId: number, input: v.InferOutput<typeof ProfileUpdate>, emailLogin: boolean): Promise<void> {
  const [current] = await db.select({ email: customers.email }).from(customers).where(eq(customers.id, customerId));
  if (!current) throw new NotFoundError();
  const errors: Record<string, string> = {};

  const email = input.email.toLowerCase();
  if (emailLogin) {
    if (email !== current.email.toLowerCase()) errors.email = PROFILE_ERRORS.readOnly;
  } else {
    const code = ruleCode(emailRule(), email);
    if (code) errors.email = code;
    else if (email !== current.email.toLowerCase()) {
      const [other] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(sql`lower(${customers.email}) = ${email}`, ne(customers.id, customerId)));
      if (other) errors.email = PROFILE_ERRORS.emailTaken;
    }
  }

  let mobilePhone = '';
  if (input.mobilePhone !== '') {
    mobilePhone = normalisePhone(input.mobilePhone, emailLogin ? 'global' : 'local');
    const code = ruleCode(emailLogin ? phoneGlobal() : phoneLocal(), mobilePhone);
    if (code) errors.mobilePhone = code;
  }

  // undefined: keep; null: remove; bytes: the new photo.
  let photo: Uint8Array | null | undefined;
  if (input.photoFile === REMOVE_PHOTO) photo = null;
  else if (input.photoFile != null) {
    try {
      photo = await photoJpeg(dataUrlBytes(input.photoFile));
    } catch (error) {
      if (!(error instanceof PhotoRejected)) throw error;
      errors.photoFile = PROFILE_ERRORS.photoType;
    }
  }

  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const changes = {
    ...(emailLogin ? {} : { email }),
    mobilePhone,
    ...(photo === undefined ? {} : { photo, photoVersion: sql`${customers.photoVersion} + 1` }),
  };
  try {
    await db.update(customers).set(changes).where(eq(customers.id, customerId));
  } catch (error) {
    // Another save took the e-mail between the check above and this write.
    if (isUniqueViolation(error)) throw new ValidationError({ email: PROFILE_ERRORS.emailTaken });
    throw error;
  }
}

export type PasswordChangeAttempt = {
  customerId: number;
  oldPassword: string;
  password: string; // trimmed (api/account.ts PasswordChange)
  /** The client's address: wrong old passwords back off like logins (./throttle.ts). */
  address: string;
  emailLogin: boolean;
  now: number;
  /** The session making the change: it stays; the trainee's other sessions end. */
  keepSessionTokenHash: string;
};

/**
 * POST /api/profile/password. The new password's rule is checked first (a refusal there says
 * nothing about the old one and costs no attempt). A wrong old password is a field error and
 * counts as a failed login of this account from this address (the same backoff and the same
 * count as the login form: a stolen session gets no extra guesses), so repeated ones get 429.
 * On success the hash is replaced and every other session of the trainee ends.
 */
export async function changePassword(db: Db, attempt: PasswordChangeAttempt): Promise<void> {
  const { customerId, oldPassword, password, now } = attempt;
  if (!isPassword(password)) throw new ValidationError({ password: 'password' });
  const [row] = await db
    .select({ phone: customers.phone, email: customers.email, passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row) throw new NotFoundError();
  const claim = await beginAttempt(db, attempt.emailLogin ? row.email : row.phone, attempt.address, now);
  if (!(await verifyPassword(row.passwordHash, oldPassword))) {
    await claim.failed();
    throw new ValidationError({ oldPassword: PROFILE_ERRORS.wrongPassword });
  }
  await claim.succeeded();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash }).where(eq(customers.id, customerId));
    await tx.delete(sessions).where(and(eq(sessions.customerId, customerId), ne(sessions.tokenHash, attempt.keepSessionTokenHash)));
  });
}
