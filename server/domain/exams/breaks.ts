// SPEC §4 "Passage lifecycle" transitions asked for by the trainee: take a break, finish
// the break, finish the passage. Pure: each settles the timeline at `now` first (so a
// passage whose time ran out cannot take a break) and returns the new timeline, settled.
// `diffTimeline` tells the caller what to write. Rules in docs/exams.md "Breaks".
import { breaksLeft, hasBreakLeft } from '../../../api/breaks-left.ts';
import { isEnded, settle, type BreakSpan, type Settled, type TimeRules, type Timeline } from './settle.ts';

export type BreakRules = TimeRules & { breakCount: number | null };

export type Refusal = 'ended' | 'noBreaks' | 'breaksExhausted';
export type Transition = { ok: true; settled: Settled } | { ok: false; refusal: Refusal; settled: Settled };

export function takeBreak(timeline: Timeline, rules: BreakRules, now: number): Transition {
  const settled = settle(timeline, rules, now);
  if (isEnded(settled.status)) return { ok: false, refusal: 'ended', settled };
  if (settled.status === 'BREAK_TAKEN') return { ok: true, settled }; // already on it: nothing to do
  // The browser shows the break button by the same rule (api/breaks-left.ts).
  const left = breaksLeft({ breakTime: rules.breakTime, breakCount: rules.breakCount, breaksTaken: settled.breaks.length });
  if (left === null) return { ok: false, refusal: 'noBreaks', settled };
  if (!hasBreakLeft(left)) return { ok: false, refusal: 'breaksExhausted', settled };
  const next: Timeline = { ...settled, status: 'BREAK_TAKEN', breaks: [...settled.breaks, { start: now, end: null }] };
  return { ok: true, settled: settle(next, rules, now) };
}

export function finishBreak(timeline: Timeline, rules: BreakRules, now: number): Transition {
  const settled = settle(timeline, rules, now);
  if (isEnded(settled.status)) return { ok: false, refusal: 'ended', settled };
  if (settled.status === 'IN_PROGRESS') return { ok: true, settled }; // the break already ended
  const next: Timeline = { ...settled, status: 'IN_PROGRESS', breaks: closeOpen(settled.breaks, now) };
  return { ok: true, settled: settle(next, rules, now) };
}

/** Finishing an ended passage changes nothing (idempotent); an open one ends FINISHED now. */
export function finishPassage(timeline: Timeline, rules: BreakRules, now: number): Transition {
  const settled = settle(timeline, rules, now);
  if (isEnded(settled.status)) return { ok: true, settled };
  const next: Timeline = { ...settled, status: 'FINISHED', finishedAt: now, breaks: closeOpen(settled.breaks, now) };
  return { ok: true, settled: settle(next, rules, now) };
}

function closeOpen(breaks: readonly BreakSpan[], now: number): BreakSpan[] {
  return breaks.map((b) => (b.end == null ? { ...b, end: now } : b));
}

export type TimelineDiff = {
  /** New status and finish, when either changed. */
  status: { status: Settled['status']; finishedAt: number | null } | null;
  /** Stored breaks (with id) whose end is now known. */
  closed: { id: number; end: number }[];
  /** Breaks to insert (no id yet). */
  added: BreakSpan[];
};

export function diffTimeline(stored: Timeline, next: Settled): TimelineDiff {
  const statusChanged = stored.status !== next.status || stored.finishedAt !== next.finishedAt;
  const closed: { id: number; end: number }[] = [];
  const added: BreakSpan[] = [];
  for (const b of next.breaks) {
    if (b.id === undefined) {
      added.push(b);
      continue;
    }
    const before = stored.breaks.find((x) => x.id === b.id);
    if (b.end != null && before?.end !== b.end) closed.push({ id: b.id, end: b.end });
  }
  return { status: statusChanged ? { status: next.status, finishedAt: next.finishedAt } : null, closed, added };
}

export const isNoop = (d: TimelineDiff) => d.status === null && d.closed.length === 0 && d.added.length === 0;
