// Login throttling (docs/operations.md "Rate limits"), stored in the database so that all
// server processes share it. Each failed login adds a row for the account and one for the
// client address; a key with `max` failures inside the sliding `windowMs` is refused until
// the oldest of those failures leaves the window. A successful login clears its account key.
import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { loginFailures } from '../db/schema.ts';

export type Limit = { max: number; windowMs: number };
export const ACCOUNT_LIMIT: Limit = { max: 5, windowMs: 15 * 60 * 1000 };
export const ADDRESS_LIMIT: Limit = { max: 20, windowMs: 15 * 60 * 1000 };

export const accountKey = (login: string) => `account:${login.toLowerCase()}`;
export const addressKey = (address: string) => `ip:${address}`;

/** Epoch ms when `key` may try again, or null when it is not throttled now. */
export async function throttledUntil(db: Db, key: string, limit: Limit, now: number): Promise<number | null> {
  const [row] = await db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.at, new Date(now - limit.windowMs))))
    .orderBy(desc(loginFailures.at))
    .offset(limit.max - 1)
    .limit(1);
  return row ? row.at.getTime() + limit.windowMs : null;
}

export async function recordFailure(db: Db, keys: string[], now: number): Promise<void> {
  const at = new Date(now);
  await db.insert(loginFailures).values(keys.map((key) => ({ key, at })));
  // Forget failures that no window can count any more.
  const oldest = now - Math.max(ACCOUNT_LIMIT.windowMs, ADDRESS_LIMIT.windowMs);
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(oldest)));
}

export async function clearFailures(db: Db, keys: string[]): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.key, keys));
}
