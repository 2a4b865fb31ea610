// SPEC §3/§4 "breaks left": one rule for the browser (break button, its title, the intro
// stats) and the server (takeBreak's refusals), docs/decisions.md #38.
// - breakTime null or ≤ 0: breaks are not configured → null.
// - breakCount null or ≤ 0: no limit → 'unlimited' (SPEC: 0 or absent; a negative count
//   limits nothing either).
// - otherwise breakCount − breaksTaken, never below 0 (0 = all taken).

export type BreaksLeft = number | 'unlimited' | null;

export interface BreakAllowance {
  breakTime: number | null;
  breakCount: number | null;
  breaksTaken: number;
}

export function breaksLeft({ breakTime, breakCount, breaksTaken }: BreakAllowance): BreaksLeft {
  if (breakTime == null || !(breakTime > 0)) return null;
  if (breakCount == null || !(breakCount > 0)) return 'unlimited';
  return Math.max(0, breakCount - breaksTaken);
}

/** A break may be taken now: configured and not all taken. */
export const hasBreakLeft = (left: BreaksLeft): boolean => left === 'unlimited' || (left != null && left > 0);
