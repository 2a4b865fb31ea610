// SPEC §4 "Passage lifecycle" on the server: the status of a passage is computed from its
// stored timestamps and `now` on every read and write (DESIGN "Time is a parameter"). No
// timers, no cron: whatever happened while nobody asked is worked out here, and the caller
// persists what changed (idempotently). Rules (docs/exams.md "Settle"):
// - the pass clock runs from startedAt and stops during breaks;
//   passExpires = startedAt + passTime + total break time, never beyond the schedule finish;
// - IN_PROGRESS becomes FINISHED at passExpires; with unlimited passTime it becomes EXPIRED
//   at the schedule finish (docs/decisions.md #5);
// - a break ends at breakExpires = break start + breakTime (never beyond the schedule
//   finish) and the passage is IN_PROGRESS again; a break reaching the schedule finish ends
//   the passage FINISHED at the schedule finish;
// - FINISHED and EXPIRED are final.
import type { PassageStatus } from '../../../api/exams.ts';
import { isPassageEnded, isPassageOpen } from '../../../api/passage-open.ts';

const MINUTE = 60_000;

/** A break; `id` is the stored row's, kept so that the caller can persist a closed end. */
export type BreakSpan = { id?: number; start: number; end: number | null };

/** What is stored about a passage (instants in epoch ms). */
export type Timeline = {
  status: PassageStatus;
  startedAt: number;
  finishedAt: number | null;
  breaks: readonly BreakSpan[];
};

/** The schedule's rules that bear on time (minutes as stored; null = unlimited / no breaks). */
export type TimeRules = { passTime: number | null; breakTime: number | null; scheduleFinish: number };

export type Settled = Timeline & {
  /** When the pass clock runs out (frozen during a break); null when passTime is unlimited. */
  passExpires: number | null;
  /** When the open break ends; null when not on a break. */
  breakExpires: number | null;
  /** Time spent answering (pass clock), ms. */
  activeMs: number;
};

/** Open: in progress or on a break (the browser's rule too: api/passage-open.ts). */
export const isOpen = isPassageOpen;
export const isEnded = isPassageEnded;

export function settle(timeline: Timeline, rules: TimeRules, now: number): Settled {
  if (isEnded(timeline.status)) {
    const at = timeline.finishedAt ?? Math.min(now, rules.scheduleFinish);
    const replay = run(timeline, rules, at);
    return { ...replay, status: timeline.status, finishedAt: at, breakExpires: null };
  }
  return run(timeline, rules, now);
}

/** Replays the breaks in order against the pass clock, up to `now`. */
function run(timeline: Timeline, rules: TimeRules, now: number): Settled {
  const start = timeline.startedAt;
  const finish = rules.scheduleFinish;
  const passMs = rules.passTime == null ? null : rules.passTime * MINUTE;
  const breakMs = rules.breakTime ? rules.breakTime * MINUTE : null;
  let paused = 0;
  let cursor = start;
  const deadline = () => (passMs == null ? finish : Math.min(start + passMs + paused, finish));
  const passExpires = () => (passMs == null ? null : deadline());
  const breaks: BreakSpan[] = [];
  const ended = (at: number, status: PassageStatus): Settled => ({
    status,
    startedAt: start,
    finishedAt: at,
    breaks,
    passExpires: passExpires(),
    breakExpires: null,
    activeMs: Math.max(0, at - start - paused),
  });
  const clockEnd = (at: number) => ended(at, passMs == null && at >= finish ? 'EXPIRED' : 'FINISHED');

  for (const b of [...timeline.breaks].sort((x, y) => x.start - y.start)) {
    const from = Math.max(b.start, cursor);
    if (from >= deadline()) break; // the passage was over before this break: it never happened
    if (from > now) break; // a break in the future of `now` (clock moved back): not yet
    const expires = breakMs == null ? finish : Math.min(from + breakMs, finish);
    const end = b.end == null ? null : Math.max(from, Math.min(b.end, expires));
    if (end == null && now < expires) {
      breaks.push({ ...b, end: null });
      const frozen = passMs == null ? null : Math.min(start + passMs + paused + (now - from), finish);
      return {
        status: 'BREAK_TAKEN',
        startedAt: start,
        finishedAt: null,
        breaks,
        passExpires: frozen,
        breakExpires: expires,
        activeMs: Math.max(0, from - start - paused),
      };
    }
    const until = end ?? expires;
    breaks.push({ ...b, end: until });
    if (until >= finish) {
      // SPEC §4: on a break, if the schedule finish passes, the passage becomes FINISHED.
      const out = ended(finish, 'FINISHED');
      out.activeMs = Math.max(0, from - start - paused);
      return out;
    }
    paused += until - from;
    cursor = until;
  }

  const due = deadline();
  if (now >= due) return clockEnd(due);
  return {
    status: 'IN_PROGRESS',
    startedAt: start,
    finishedAt: null,
    breaks,
    passExpires: passExpires(),
    breakExpires: null,
    activeMs: Math.max(0, now - start - paused),
  };
}
