// The three-step password restore (issue 12; SPEC §4 "Password restoration", §5 Forms "Restore",
// §7 Common, §9 resend countdown 90 s; docs/api.md "Account").
//
// - Step 1 (login + captcha) begins a restore bound to the browser: a random token in the
//   httpOnly `portal_restore` cookie, its sha256 in the table `restores`. A code of CODE_DIGITS
//   random digits (the Random adapter) goes by the login's channel: e-mail in e-mail-login mode,
//   SMS in phone-login mode. For an unknown login a restore is begun all the same (customer
//   null): the same answer, the same work, nothing sent, and it never verifies.
// - Step 2 checks the code: each code tried counts; a right one is used up and opens step 3;
//   the MAX_ATTEMPTS-th wrong one ends the restore (errors.expired, back to step 1).
// - Resend (phone login only) once RESEND_AFTER_MS have passed since the last code: a new code,
//   the attempts count again from 0, at most MAX_SENDS codes per restore.
// - Update sets the new password (SPEC §5 password rule), ends every session of the trainee,
//   clears the login throttling of both logins and tells the trainee in their language.
// A restore lasts RESTORE_TTL_MS from its last code (and from the right code for step 3).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { RESTORE_EXPIRED } from '../../../api/account.ts';
import { normalisePhone } from '../../../api/phone.ts';
import { password as passwordRule, phoneLocal } from '../../../api/rules.ts';
import type { Db } from '../../db/connect.ts';
import { customers, loginFailures, restores, sessions } from '../../db/schema.ts';
import { hashPassword } from '../auth.ts';
import { RateLimitedError, ValidationError } from '../errors.ts';
import type { Random } from '../exams/handles.ts';
import { recipientOf, sendNotice, tellCustomer, track, type NoticeDeps } from '../mail-messages.ts';
import type { RateRule } from './rate-events.ts';

export const CODE_DIGITS = 6;
/** A restore (and its code) lasts 15 minutes from the last code sent, and step 3 15 minutes from the right code. */
export const RESTORE_TTL_MS = 15 * 60 * 1000;
/** Codes tried per code sent; the last wrong one ends the restore. */
export const MAX_ATTEMPTS = 5;
/** SPEC §9: the resend countdown. */
export const RESEND_AFTER_MS = 90 * 1000;
/** Codes per restore (the first and two resends): at most MAX_SENDS × MAX_ATTEMPTS guesses. */
export const MAX_SENDS = 3;
/** Restores begun per address group: 20 per 15 minutes. */
export const RESTORE_RATE: RateRule = { windowMs: 15 * 60 * 1000, limit: 20, messageKey: 'restore.throttled' };

export type RestoreDeps = NoticeDeps & { random: Random; emailLogin: boolean; now: number };
export type Channel = 'mail' | 'sms';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function newCode(random: Random): string {
  let code = '';
  for (let i = 0; i < CODE_DIGITS; i++) code += String(Math.min(9, Math.floor(random() * 10)));
  return code;
}

/** The restore is over (unknown, expired, used up): 400 {errors: {expired}, errorMessage}, the form goes back to step 1. */
export const expired = () => new ValidationError({ [RESTORE_EXPIRED]: RESTORE_EXPIRED }, 'restore.expired');

/** Seconds until a resend is offered, as the answers carry it (null: no resend in e-mail-login mode). */
export function resendIn(channel: Channel, codeSentAt: number, now: number): number | null {
  if (channel !== 'sms') return null;
  return Math.max(0, Math.ceil((codeSentAt + RESEND_AFTER_MS - now) / 1000));
}

/** The login as stored: e-mail lower-cased; a phone normalised (api/phone.ts) and checked (SPEC §5 phoneLocal). */
export function loginOf(raw: string, emailLogin: boolean): string {
  if (emailLogin) return raw.trim().toLowerCase();
  const phone = normalisePhone(raw);
  if (!v.safeParse(phoneLocal(), phone).success) throw new ValidationError({ login: 'phoneLocal' });
  return phone;
}

/** Step 1 after the captcha passed: begins a restore and returns its token (for the cookie) and the answer. */
export async function beginRestore(deps: RestoreDeps, rawLogin: string): Promise<{ token: string; resendIn: number | null }> {
  const { db, now, emailLogin } = deps;
  const login = loginOf(rawLogin, emailLogin);
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(emailLogin ? eq(customers.email, login) : eq(customers.phone, login));
  const channel: Channel = emailLogin ? 'mail' : 'sms';
  const code = newCode(deps.random);
  const token = randomBytes(32).toString('base64url');
  await db.delete(restores).where(lt(restores.expiresAt, new Date(now)));
  await db.insert(restores).values({
    tokenHash: sha256(token),
    customerId: customer?.id ?? null,
    channel,
    codeHash: sha256(code),
    codeSentAt: new Date(now),
    expiresAt: new Date(now + RESTORE_TTL_MS),
  });
  // In the background, so that a known login answers as fast as an unknown one.
  if (customer) track(sendCode(deps, customer.id, channel, code), 'restore code');
  return { token, resendIn: resendIn(channel, now, now) };
}

async function sendCode(deps: RestoreDeps, customerId: number, channel: Channel, code: string): Promise<void> {
  const to = await recipientOf(deps.db, customerId);
  if (to) await sendNotice(deps, to, { kind: 'restoreCode', code, minutes: RESTORE_TTL_MS / 60_000 }, [channel]);
}

type Row = typeof restores.$inferSelect;

async function liveRestore(db: Db, token: string | undefined, now: number): Promise<Row | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select()
    .from(restores)
    .where(eq(restores.tokenHash, sha256(token)));
  if (!row || row.expiresAt.getTime() <= now) return null;
  return row;
}

/** Step 2: the code. Right: the restore may set a password (step 3); wrong: a field error; used up: expired. */
export async function checkCode(deps: RestoreDeps, token: string | undefined, code: string): Promise<{ resendIn: number | null }> {
  const { db, now } = deps;
  if (!token || token.length > 100) throw expired();
  const tokenHash = sha256(token);
  // Claim the attempt first, in one statement, so that parallel guesses each count.
  const [claimed] = await db
    .update(restores)
    .set({ attempts: sql`${restores.attempts} + 1` })
    .where(and(eq(restores.tokenHash, tokenHash), gt(restores.expiresAt, new Date(now)), isNull(restores.verifiedAt), lt(restores.attempts, MAX_ATTEMPTS)))
    .returning();
  if (!claimed) {
    await db.delete(restores).where(eq(restores.tokenHash, tokenHash));
    throw expired();
  }
  const codeHash = sha256(code.replace(/\s+/g, ''));
  const right =
    claimed.customerId !== null &&
    claimed.codeHash === codeHash &&
    (
      await db
        .update(restores)
        .set({ verifiedAt: new Date(now), codeHash: null, expiresAt: new Date(now + RESTORE_TTL_MS) })
        .where(and(eq(restores.tokenHash, tokenHash), eq(restores.codeHash, codeHash)))
        .returning({ tokenHash: restores.tokenHash })
    ).length === 1;
  if (right) return { resendIn: null };
  if (claimed.attempts >= MAX_ATTEMPTS) {
    await db.delete(restores).where(eq(restores.tokenHash, tokenHash));
    throw expired();
  }
  throw new ValidationError({ code: 'code' }, 'restore.wrongCode');
}

/** Resend (phone login only, SPEC §2 "Screen details" Restore; §9 after 90 s). */
export async function resendCode(deps: RestoreDeps, token: string | undefined): Promise<{ resendIn: number | null }> {
  const { db, now } = deps;
  const row = await liveRestore(db, token, now);
  if (!row || row.verifiedAt) throw expired();
  if (row.channel !== 'sms') throw new ValidationError({ resend: 'phoneOnly' }, 'restore.resendPhoneOnly');
  const ready = row.codeSentAt.getTime() + RESEND_AFTER_MS;
  if (now < ready) throw new RateLimitedError(ready, now, 'restore.resendWait');
  if (row.sends >= MAX_SENDS) {
    await db.delete(restores).where(eq(restores.tokenHash, row.tokenHash));
    throw expired();
  }
  const code = newCode(deps.random);
  const [updated] = await db
    .update(restores)
    .set({ codeHash: sha256(code), codeSentAt: new Date(now), sends: row.sends + 1, attempts: 0, expiresAt: new Date(now + RESTORE_TTL_MS) })
    .where(and(eq(restores.tokenHash, row.tokenHash), eq(restores.sends, row.sends)))
    .returning();
  if (!updated) throw expired(); // a parallel resend won
  if (row.customerId !== null) track(sendCode(deps, row.customerId, 'sms', code), 'restore code');
  return { resendIn: resendIn('sms', now, now) };
}

/** Step 3: the new password. The restore ends; so does every session of the trainee. */
export async function updatePassword(deps: RestoreDeps, token: string | undefined, rawPassword: string): Promise<void> {
  const { db, now } = deps;
  const row = await liveRestore(db, token, now);
  if (!row || !row.verifiedAt || row.customerId === null) throw expired();
  const password = rawPassword.trim();
  if (!v.safeParse(passwordRule(), password).success) throw new ValidationError({ password: 'password' });
  const [used] = await db.delete(restores).where(eq(restores.tokenHash, row.tokenHash)).returning({ customerId: restores.customerId });
  if (!used) throw expired(); // a parallel update won
  const passwordHash = await hashPassword(password);
  const [customer] = await db
    .update(customers)
    .set({ passwordHash })
    .where(eq(customers.id, row.customerId))
    .returning({ phone: customers.phone, email: customers.email });
  if (!customer) throw expired();
  await db.delete(sessions).where(eq(sessions.customerId, row.customerId));
  await db.delete(restores).where(eq(restores.customerId, row.customerId));
  await clearLoginThrottling(db, [customer.phone, customer.email]);
  await tellCustomer(deps, row.customerId, { kind: 'passwordChanged', how: 'restore' });
}

/** Forgets the failed logins of these logins from every address (server/domain/throttle.ts pair keys). */
export async function clearLoginThrottling(db: Db, logins: readonly string[]): Promise<void> {
  const conditions = logins
    .filter((login) => login !== '')
    .map((login) => {
      const tail = ` ${login.toLowerCase()}`;
      return and(sql`${loginFailures.key} like 'pair:%'`, sql`right(${loginFailures.key}, ${tail.length}) = ${tail}`);
    });
  if (conditions.length) await db.delete(loginFailures).where(or(...conditions));
}
