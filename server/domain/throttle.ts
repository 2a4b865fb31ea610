// Login throttling storage (docs/operations.md "Rate limits"; the rule: ./login-backoff.ts).
// Table login_failures holds one row per failed attempt for its pair (`pair:<group> <login>`)
// and one for its address group (`addr:<group>`), so that every server process sharing the
// database counts the same failures.
//
// An attempt is claimed before its password is checked: under a transaction-scoped advisory
// lock on the pair, the failures are counted and, when the attempt may go on, its two rows
// are written at once, as if it had failed. Concurrent attempts of one pair therefore see
// each other (a burst gets FREE_FAILURES + 1 checks, not one per request); a success takes
// its rows back out with the pair's others, a failure leaves them.
import { and, count, eq, gt, inArray, lt, max, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { loginFailures } from '../db/schema.ts';
import { addressGroup } from './address-group.ts';
import { RateLimitedError } from './errors.ts';
import { decide, FAILURE_MEMORY_MS, refusedUntil, type Decision } from './login-backoff.ts';

/** Any constant: the advisory-lock namespace of login pairs (two-key form). */
const PAIR_LOCK_SPACE = 7_342_002;

export const pairKey = (login: string, group: string) => `pair:${group} ${login.toLowerCase()}`;
export const addressKey = (group: string) => `addr:${group}`;

export type Attempt = {
  decision: Decision;
  /** The password was right: clears the pair and takes this attempt's address row back. */
  succeeded: () => Promise<void>;
  /** The password was wrong: the claimed rows stay as the failure; old rows are removed. */
  failed: () => Promise<void>;
};

/** Claims a login attempt of `login` from `address` at `now`, or throws 429 (RateLimitedError). */
export async function beginAttempt(db: Db, login: string, address: string, now: number): Promise<Attempt> {
  const group = addressGroup(address);
  const pair = pairKey(login, group);
  const addr = addressKey(group);
  const { decision, addressRowId } = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PAIR_LOCK_SPACE}, hashtext(${pair}))`);
    const rows = await tx
      .select({ key: loginFailures.key, n: count(), last: max(loginFailures.at) })
      .from(loginFailures)
      .where(and(inArray(loginFailures.key, [pair, addr]), gt(loginFailures.at, new Date(now - FAILURE_MEMORY_MS))))
      .groupBy(loginFailures.key);
    const pairRow = rows.find((r) => r.key === pair);
    const decision = decide({ pair: pairRow?.n ?? 0, pairLastAt: pairRow?.last?.getTime() ?? null, address: rows.find((r) => r.key === addr)?.n ?? 0 }, now);
    const until = refusedUntil(decision, now);
    if (until !== null) throw new RateLimitedError(until, now);
    const at = new Date(now);
    const claimed = await tx
      .insert(loginFailures)
      .values([
        { key: pair, at },
        { key: addr, at },
      ])
      .returning({ id: loginFailures.id, key: loginFailures.key });
    return { decision, addressRowId: claimed.find((r) => r.key === addr)!.id };
  });
  return {
    decision,
    succeeded: async () => {
      await db.delete(loginFailures).where(or(eq(loginFailures.key, pair), eq(loginFailures.id, addressRowId)));
    },
    failed: async () => {
      await db.delete(loginFailures).where(lt(loginFailures.at, new Date(now - FAILURE_MEMORY_MS)));
    },
  };
}
