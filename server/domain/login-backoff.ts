// The login throttling rule (docs/decisions.md #35 as amended for issue 59 item 10,
// docs/operations.md "Rate limits"), pure: from the failures counted in the last
// FAILURE_MEMORY_MS, may this attempt have its password checked now? Storage and the clock:
// ./throttle.ts.
//
// - Failures count per PAIR: (account, address group: IPv4 address, IPv6 /64; see
//   ./address-group.ts). Only the pair's own failures delay it: the owner at another
//   address, or a neighbour behind the same NAT trying their own account, is never delayed
//   by someone else's failures. A success clears its pair.
// - After the pair's n-th failure the next attempt waits backoffMs(n) from that failure:
//   the first FREE_FAILURES cost nothing (a typo and a retyped password), then 1 s, 2 s,
//   4 s … doubling up to BACKOFF_CAP_MS. Nobody is ever locked out for longer than that.
// - An ADDRESS GROUP where BUSY_GROUP_ACCOUNTS accounts or more have failed is busy (password
//   spraying or credential stuffing from one place: one password tried on account after
//   account, which no pair's backoff ever slows). There every attempt, on any account, is
//   checked only with a captcha solved for it (verdict 'captcha'): one picture per attempt, and
//   pictures are limited per address group (server/domain/captcha.ts CAPTCHA_RATE), so the
//   group as a whole gets a few tries a minute however many accounts it goes through. Whoever
//   solves it is then only under their own pair's backoff: a neighbour behind that NAT logs in
//   with a captcha and no wait, and an owner at another address never sees either.
// - A caller with no captcha to offer (the password change: a session, and a form without a
//   picture) is under the pair's backoff alone.

export const FAILURE_MEMORY_MS = 15 * 60 * 1000;
export const FREE_FAILURES = 2;
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_CAP_MS = 60 * 1000;
/** Accounts that failed from one address group in FAILURE_MEMORY_MS that make it busy. */
export const BUSY_GROUP_ACCOUNTS = 10;

export type FailureCounts = {
  /** Failures of this account from this address group in the memory window. */
  pair: number;
  /** When the latest of them happened (epoch ms), null when none. */
  pairLastAt: number | null;
  /** Accounts with a failure from this address group in the memory window. */
  accounts: number;
};

export type Decision =
  | { verdict: 'check' }
  | { verdict: 'wait'; retryAt: number }
  /** The address group is busy: check the password only with a captcha solved for this attempt. */
  | { verdict: 'captcha' };

/** How long a pair waits after its n-th failure. */
export function backoffMs(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(BACKOFF_BASE_MS * 2 ** (failures - FREE_FAILURES - 1), BACKOFF_CAP_MS);
}

/**
 * The verdict on an attempt: the pair's own backoff first (a waiting pair is refused before any
 * captcha is asked or used up), then, on a busy address group, a captcha unless `captchaSolved`
 * (false: none solved yet; undefined: the caller has none to offer, the backoff alone applies).
 */
export function decide(counts: FailureCounts, now: number, captchaSolved?: boolean): Decision {
  const retryAt = (counts.pairLastAt ?? now) + (counts.pair === 0 ? 0 : backoffMs(counts.pair));
  if (retryAt > now) return { verdict: 'wait', retryAt };
  if (counts.accounts >= BUSY_GROUP_ACCOUNTS && captchaSolved === false) return { verdict: 'captcha' };
  return { verdict: 'check' };
}
