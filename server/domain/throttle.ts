// Login throttling storage (docs/operations.md "Rate limits"; the rule: ./login-backoff.ts).
// Table login_failures holds one row per failed attempt for its pair (`pair:<group> <login>`),
// and one for its address group (`acct:<group>`) when it is the pair's first failure in the
// memory window, so that the group's rows count the accounts that failed there (issue 59 item
// 10); in the database, so that every server process sharing it counts the same failures.
//
// An attempt is claimed before its password is checked: under a transaction-scoped advisory
// lock on the pair, the failures are counted and, when the attempt may go on, its rows are
// written at once, as if it had failed. Concurrent attempts of one pair therefore see each
// other (a burst gets FREE_FAILURES + 1 checks, not one per request); a success takes its rows
// back out with the pair's others, a failure leaves them. On a busy address group the attempt
// goes on only with a captcha solved for it: the captcha is checked (and used up) between two
// such claims, never inside one, because it is a statement of its own on the database.
import { and, count, eq, gt, inArray, lt, max, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { loginFailures } from '../db/schema.ts';
import { addressGroup } from './address-group.ts';
import { RateLimitedError, ValidationError } from './errors.ts';
import { decide, FAILURE_MEMORY_MS, type Decision } from './login-backoff.ts';

/** Any constant: the advisory-lock namespace of login pairs (two-key form). */
const PAIR_LOCK_SPACE = 7_342_002;

export const pairKey = (login: string, group: string) => `pair:${group} ${login.toLowerCase()}`;
/** The rows of the accounts that failed from an address group. */
export const accountsKey = (group: string) => `acct:${group}`;

export type Attempt = {
  decision: Decision;
  /** The password was right: clears the pair and takes this attempt's group row back. */
  succeeded: () => Promise<void>;
  /** The password was wrong: the claimed rows stay as the failure; old rows are removed. */
  failed: () => Promise<void>;
};

/**
 * Claims a login attempt of `login` from `address` at `now`, or throws: 429 (RateLimitedError)
 * while the pair backs off; on a busy address group, 400 {errors: {code: 'captcha'}} with the
 * `login.captcha` message unless `solveCaptcha` says this attempt's captcha is right (it is
 * asked only then, and uses the captcha up). Without `solveCaptcha` (a caller with no picture
 * to show) the pair's backoff alone applies.
 */
export async function beginAttempt(db: Db, login: string, address: string, now: number, solveCaptcha?: () => Promise<boolean>): Promise<Attempt> {
  const group = addressGroup(address);
  const pair = pairKey(login, group);
  const accounts = accountsKey(group);
  const claim = (captchaSolved: boolean | undefined) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${PAIR_LOCK_SPACE}, hashtext(${pair}))`);
      const rows = await tx
        .select({ key: loginFailures.key, n: count(), last: max(loginFailures.at) })
        .from(loginFailures)
        .where(and(inArray(loginFailures.key, [pair, accounts]), gt(loginFailures.at, new Date(now - FAILURE_MEMORY_MS))))
        .groupBy(loginFailures.key);
      const pairRow = rows.find((r) => r.key === pair);
      const counts = { pair: pairRow?.n ?? 0, pairLastAt: pairRow?.last?.getTime() ?? null, accounts: rows.find((r) => r.key === accounts)?.n ?? 0 };
      const decision = decide(counts, now, captchaSolved);
      if (decision.verdict === 'wait') throw new RateLimitedError(decision.retryAt, now);
      if (decision.verdict === 'captcha') return { decision, groupRowId: undefined };
      const at = new Date(now);
      // The group counts this account once in the window: from its first failure there.
      const claimed = await tx
        .insert(loginFailures)
        .values(
          counts.pair === 0
            ? [
                { key: pair, at },
                { key: accounts, at },
              ]
            : [{ key: pair, at }],
        )
        .returning({ id: loginFailures.id, key: loginFailures.key });
      return { decision, groupRowId: claimed.find((r) => r.key === accounts)?.id };
    });
  let claimed = await claim(solveCaptcha ? false : undefined);
  if (claimed.decision.verdict === 'captcha') {
    // `code` is the captcha's text in the login call (api/common.ts LoginRequest).
    if (!(await solveCaptcha!())) throw new ValidationError({ code: 'captcha' }, 'login.captcha');
    claimed = await claim(true);
  }
  const { decision, groupRowId } = claimed;
  return {
    decision,
    succeeded: async () => {
      await db.delete(loginFailures).where(groupRowId === undefined ? eq(loginFailures.key, pair) : or(eq(loginFailures.key, pair), eq(loginFailures.id, groupRowId)));
    },
    failed: async () => {
      await db.delete(loginFailures).where(lt(loginFailures.at, new Date(now - FAILURE_MEMORY_MS)));
    },
  };
}
