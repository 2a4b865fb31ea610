// Login (SPEC §1 login identifier, §5 "Login" form rules, §7 POST /api/common/login).
// Passwords are argon2id hashes (@node-rs/argon2 defaults are argon2id). Throttling:
// ./throttle.ts. The session itself: ./sessions.ts.
import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { WireLocale } from '../../api/common.ts';
import { phoneLocal } from '../../api/rules.ts';
import type { Db } from '../db/connect.ts';
import { customers } from '../db/schema.ts';
import { RefusedError, ValidationError } from './errors.ts';
import { beginAttempt } from './throttle.ts';
import { customerLocale, setCustomerLocale } from './customer.ts';
import { isWireLocale } from './locale.ts';
import { createSession, deleteExpiredSessions, deleteSession } from './sessions.ts';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never logs anyone in
  }
}

/** Verified against when the login is unknown, so that both failures cost the same time. */
let dummyHash: Promise<string> | undefined;

export type LoginAttempt = {
  login: string; // trimmed (api/common.ts LoginRequest)
  password: string;
  address: string; // the client's address, for throttling (./throttle.ts)
  emailLogin: boolean; // setting emailLoginUsageEnabled === 'true'
  now: number;
  /**
   * Whether the captcha the login page showed was read right (uses it up): asked only while the
   * address group is busy (./throttle.ts; issue 59 item 10). Without it such a login is refused.
   */
  solveCaptcha?: () => Promise<boolean>;
};

/** The id of the customer whose credentials these are; throws the SPEC §8 login errors. */
export async function authenticate(db: Db, attempt: LoginAttempt): Promise<number> {
  const { login, password, address, emailLogin, now, solveCaptcha = () => Promise.resolve(false) } = attempt;
  // SPEC §5: phone mode: phoneLocal (max 13); e-mail mode: login only required.
  if (!emailLogin && !v.safeParse(phoneLocal(), login).success) throw new ValidationError({ login: 'phoneLocal' });

  // 429 before the password is looked at when this account is backing off from this address;
  // on a busy address group, a captcha error unless the captcha was read right.
  const claim = await beginAttempt(db, login, address, now, solveCaptcha);

  const where = emailLogin ? eq(customers.email, login.toLowerCase()) : eq(customers.phone, login);
  const [customer] = await db.select({ id: customers.id, passwordHash: customers.passwordHash }).from(customers).where(where);
  dummyHash ??= hashPassword('not-a-password-of-anyone-1');
  const ok = await verifyPassword(customer?.passwordHash ?? (await dummyHash), password);
  if (!customer || !ok) {
    await claim.failed();
    throw new RefusedError('login.failed');
  }
  await claim.succeeded();
  return customer.id;
}

/**
 * The login use case (SPEC §5 "Login", §8; docs/api.md "login"): checks the credentials
 * (throttled), settles the session's language and rotates the session: the one the browser came
 * with (anyone's) ends, a new one starts. Returns the new session token for the cookie.
 * The language (issue 59 item 1, docs/decisions.md #216): the one the login page showed (`shown`,
 * sent with the login: picked there, or the browser's own) wins and is kept on the account; a
 * caller that sends none (no login page: a script) gets the one picked before (the portal_locale
 * cookie, `picked`), else the account's, else the request's.
 */
export async function logIn(
  db: Db,
  attempt: LoginAttempt & { shown: WireLocale | undefined; picked: WireLocale | undefined; requestLocale: WireLocale; previousToken: string | undefined },
): Promise<string> {
  const customerId = await authenticate(db, attempt);
  const stored = await customerLocale(db, customerId);
  const locale = attempt.shown ?? attempt.picked ?? (isWireLocale(stored) ? stored : attempt.requestLocale);
  if (locale !== stored) await setCustomerLocale(db, customerId, locale);
  await deleteSession(db, attempt.previousToken);
  await deleteExpiredSessions(db, attempt.now);
  return createSession(db, customerId, locale, attempt.now);
}
