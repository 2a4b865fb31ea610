// The login throttling rule (docs/decisions.md #35, docs/operations.md "Rate limits"), pure: from
// the failures counted in the last FAILURE_MEMORY_MS, may this attempt have its password
// checked now? Storage and the clock: ./throttle.ts.
//
// - Failures count per PAIR: (account, address group: IPv4 address, IPv6 /64; see
//   ./address-group.ts). Only the pair's own failures delay it: the owner at another
//   address, or a neighbour behind the same NAT trying their own account, is never delayed
//   by someone else's failures. A success clears its pair.
// - After the pair's n-th failure the next attempt waits backoffMs(n) from that failure:
//   the first FREE_FAILURES cost nothing (a typo and a retyped password), then 1 s, 2 s,
//   4 s … doubling up to BACKOFF_CAP_MS. Nobody is ever locked out for longer than that.
// - An ADDRESS with BUSY_ADDRESS_FAILURES failures or more across all accounts is busy
//   (credential stuffing or spraying from one place): there every pair that has failed at
//   least once waits the full cap after each failure. A pair with no failure is still
//   checked: a correct password from an address with no failures for that account always
//   logs in, so that neighbours behind a NAT are never refused. The verdict is then
//   'captcha', the seam where the restore issue will ask for a captcha; until then
//   'captcha' means the same as the pair's backoff (refusedUntil).

export const FAILURE_MEMORY_MS = 15 * 60 * 1000;
export const FREE_FAILURES = 2;
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_CAP_MS = 60 * 1000;
export const BUSY_ADDRESS_FAILURES = 50;

export type FailureCounts = {
  /** Failures of this account from this address group in the memory window. */
  pair: number;
  /** When the latest of them happened (epoch ms), null when none. */
  pairLastAt: number | null;
  /** Failures of any account from this address group in the memory window. */
  address: number;
};

export type Decision =
  | { verdict: 'check' }
  | { verdict: 'wait'; retryAt: number }
  /** The address is busy: ask for a captcha (not yet built); retryAt is the backoff meanwhile. */
  | { verdict: 'captcha'; retryAt: number };

/** How long a pair waits after its n-th failure. */
export function backoffMs(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(BACKOFF_BASE_MS * 2 ** (failures - FREE_FAILURES - 1), BACKOFF_CAP_MS);
}

export function decide(counts: FailureCounts, now: number): Decision {
  const busy = counts.address >= BUSY_ADDRESS_FAILURES;
  const wait = counts.pair === 0 ? 0 : busy ? BACKOFF_CAP_MS : backoffMs(counts.pair);
  const retryAt = (counts.pairLastAt ?? now) + wait;
  if (busy) return { verdict: 'captcha', retryAt };
  return retryAt > now ? { verdict: 'wait', retryAt } : { verdict: 'check' };
}

/** Epoch ms until which the attempt is refused today (429), or null: check the password. */
export function refusedUntil(decision: Decision, now: number): number | null {
  if (decision.verdict === 'check') return null;
  return decision.retryAt > now ? decision.retryAt : null; // 'captcha' maps to the backoff
}
