// Counting requests per key over a window (issue 12: captcha images and restore starts per
// address group; docs/operations.md "Rate limits"), in the table rate_events so that every
// server process sharing the database counts the same requests.
import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { rateEvents } from '../../db/schema.ts';
import { RateLimitedError } from '../errors.ts';

export type RateRule = { windowMs: number; limit: number; messageKey: string };

/**
 * Counts this request under `key` at `now`, or throws 429 (RateLimitedError, retry once the
 * oldest request of the window leaves it) when `limit` requests already fell in the window.
 * A refused request is not counted.
 */
export async function countRequest(db: Db, key: string, now: number, rule: RateRule): Promise<void> {
  const since = new Date(now - rule.windowMs);
  const inWindow = and(eq(rateEvents.key, key), gt(rateEvents.at, since));
  const [row] = await db.select({ n: count() }).from(rateEvents).where(inWindow);
  if ((row?.n ?? 0) >= rule.limit) {
    const [oldest] = await db.select({ at: rateEvents.at }).from(rateEvents).where(inWindow).orderBy(asc(rateEvents.at)).limit(1);
    throw new RateLimitedError((oldest?.at.getTime() ?? now) + rule.windowMs, now, rule.messageKey);
  }
  await db.insert(rateEvents).values({ key, at: new Date(now) });
  // Housekeeping: rows older than a day count for nothing.
  await db.delete(rateEvents).where(lt(rateEvents.at, new Date(now - 24 * 60 * 60 * 1000)));
}
