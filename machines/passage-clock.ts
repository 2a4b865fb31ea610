import { breaksLeft, hasBreakLeft } from '../api/breaks-left.ts';
import type { Passage } from '../api/exams.ts';

// SPEC §4 "Timer" and "Break button" for the passage machine: the clock the trainee sees is
// the server's `now` advanced by a monotonic clock (performance.now), never the wall clock
// (DESIGN "Time"). Pure functions of what the passage machine keeps.

export const TICK_MS = 1_000; // SPEC §9 "Passage timer tick 1 s"

/** What the clock needs: the passage as received, when it arrived and the last tick (monotonic ms). */
export interface PassageClock {
  passage: Passage | null;
  receivedAt: number;
  monoNow: number;
}

/** Server time now, as the client best knows it. */
export function serverNow(clock: PassageClock): number {
  return (clock.passage?.now ?? 0) + Math.max(0, clock.monoNow - clock.receivedAt);
}

/** Milliseconds left on the pass clock, or null when passTime is unlimited. */
export function remainingMs(clock: PassageClock): number | null {
  const expires = clock.passage?.passExpires;
  return expires == null ? null : Math.max(0, expires - serverNow(clock));
}

/** Milliseconds left of the break, or null when not on a break. */
export function breakRemainingMs(clock: PassageClock): number | null {
  const expires = clock.passage?.breakExpires;
  return expires == null ? null : Math.max(0, expires - serverNow(clock));
}

/** The pass clock (or, when unlimited, the schedule) has run out: time to ask the server. */
export function isPassDue(passage: Passage, now: number): boolean {
  return now >= (passage.passExpires ?? passage.scheduleFinish);
}

/** The break is over, or the schedule finish passed during it (SPEC §4). */
export function isBreakDue(passage: Passage, now: number): boolean {
  return now >= passage.scheduleFinish || (passage.breakExpires != null && now >= passage.breakExpires);
}

/** SPEC §4: breaks configured and not exhausted, by the server's rule (api/breaks-left.ts). */
export function breaksAvailable(passage: Passage | null): boolean {
  return passage != null && hasBreakLeft(breaksLeft(passage));
}
