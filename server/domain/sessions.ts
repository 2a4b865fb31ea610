// Sessions (docs/operations.md "Sessions"). The browser holds a random 32-byte token in the
// `portal_session` cookie; the database only its sha256, so a leaked table opens nothing.
// Sliding expiry: a session ends after 12 hours without a request, and 30 days after login
// whatever the activity. Login rotates the token; logout deletes the row.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { WireLocale } from '../../api/common.ts';
import type { Db } from '../db/connect.ts';
import { perDatabase, preparedName } from '../db/prepared.ts';
import { sessions } from '../db/schema.ts';
import type { Caller } from './caller.ts';
import { isWireLocale } from './locale.ts';

export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reads do not each cost a write. */
export const SESSION_TOUCH_MS = 60 * 1000;

export type Session = { tokenHash: string; customerId: number; locale: WireLocale };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** When a session last seen at `lastSeen` and created at `created` stops being valid. */
export function sessionExpiry(created: number, lastSeen: number): number {
  return Math.min(lastSeen + SESSION_IDLE_MS, created + SESSION_MAX_MS);
}

/** Creates a session and returns its token (for the cookie; never stored). */
export async function createSession(db: Db, customerId: number, locale: WireLocale, now: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const at = new Date(now);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    customerId,
    locale,
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date(sessionExpiry(now, now)),
  });
  return token;
}

/** What a session row holds besides its key: read here, or by a call's own first statement (answer-save.ts). */
export type SessionRow = { customerId: number; locale: string; createdAt: Date; lastSeenAt: Date; expiresAt: Date };

/** For a call that reads its session in its own first statement: turns the row read into the caller (403 when there is none); the HTTP layer's rules (server/http/session.ts). */
export type Admit = (row: SessionRow | null) => Promise<Caller>;

/** The columns of SessionRow, for a query that reads the session with other rows (issue 14). */
export const sessionColumns = {
  customerId: sessions.customerId,
  locale: sessions.locale,
  createdAt: sessions.createdAt,
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
};

/** The session token's hash, or null for a token no session can have (none, or longer than 100). */
export const tokenHashOf = (token: string | undefined): string | null => (!token || token.length > 100 ? null : hashToken(token));

/** The live session of `token`, sliding its expiry; null (and the row gone) once expired. */
export async function resolveSession(db: Db, token: string | undefined, now: number): Promise<Session | null> {
  const tokenHash = tokenHashOf(token);
  if (!tokenHash) return null;
  const [row] = await sessionLookup(db).execute({ tokenHash });
  return admitSession(db, tokenHash, row ?? null, now);
}

/** Every call's first statement: prepared (server/db/prepared.ts). */
const sessionLookup = perDatabase((db) =>
  db
    .select(sessionColumns)
    .from(sessions)
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare(preparedName('session_lookup')),
);

/**
 * The rules of a session row read at `now`: none → null; expired → the row deleted, null;
 * otherwise the session, its expiry slid (written at most once a minute, SESSION_TOUCH_MS).
 */
export async function admitSession(db: Db, tokenHash: string, row: SessionRow | null, now: number): Promise<Session | null> {
  if (!row) return null;
  if (row.expiresAt.getTime() <= now) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (now - row.lastSeenAt.getTime() >= SESSION_TOUCH_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now), expiresAt: new Date(sessionExpiry(row.createdAt.getTime(), now)) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return { tokenHash, customerId: row.customerId, locale: isWireLocale(row.locale) ? row.locale : 'ua' };
}

export async function deleteSession(db: Db, token: string | undefined): Promise<void> {
  if (!token || token.length > 100) return;
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function setSessionLocale(db: Db, session: Session, locale: WireLocale): Promise<void> {
  await db.update(sessions).set({ locale }).where(eq(sessions.tokenHash, session.tokenHash));
}

/** Housekeeping at login: drop expired sessions (of everyone; the index makes it cheap). */
export async function deleteExpiredSessions(db: Db, now: number, customerId?: number): Promise<void> {
  const expired = lt(sessions.expiresAt, new Date(now));
  await db.delete(sessions).where(customerId === undefined ? expired : and(expired, eq(sessions.customerId, customerId)));
}
