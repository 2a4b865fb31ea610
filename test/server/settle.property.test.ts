// Property tests of settle() and the lifecycle steps (server/domain/exams/settle.ts,
// breaks.ts; docs/exams.md "Settle"): random schedules and random timelines of breaks,
// finishes, reads and clock jumps, replayed against a store that persists what each step
// decided, the way the routes do.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffTimeline, finishBreak, finishPassage, takeBreak, type BreakRules } from '../../server/domain/exams/breaks.ts';
import { isEnded, settle, type Settled, type Timeline } from '../../server/domain/exams/settle.ts';

const MINUTE = 60_000;
const START = Date.UTC(2026, 0, 15, 9, 0, 0);

type Op = { dt: number; kind: 'read' | 'takeBreak' | 'finishBreak' | 'finish' };

const rulesArb: fc.Arbitrary<BreakRules> = fc.record({
  passTime: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
  breakTime: fc.option(fc.integer({ min: 1, max: 15 }), { nil: null }),
  breakCount: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
  scheduleFinish: fc.integer({ min: 1, max: 180 }).map((m) => START + m * MINUTE),
});
const opArb: fc.Arbitrary<Op> = fc.record({
  // mostly small steps, sometimes big clock jumps
  dt: fc.oneof(fc.integer({ min: 0, max: 3 * MINUTE }), fc.integer({ min: 0, max: 90 * MINUTE })),
  kind: fc.constantFrom('read', 'takeBreak', 'finishBreak', 'finish', 'read'),
});

/** Writes what `next` changed, as store.ts persist() does: status, closed ends, new breaks. */
function persisted(stored: Timeline, next: Settled, ids: { n: number }): Timeline {
  const diff = diffTimeline(stored, next);
  const breaks = stored.breaks.map((b) => {
    const closed = diff.closed.find((c) => c.id === b.id);
    return closed && b.end == null ? { ...b, end: closed.end } : b;
  });
  for (const b of diff.added) breaks.push({ ...b, id: ++ids.n });
  const status = diff.status ? (isEnded(stored.status) ? stored : { ...stored, ...diff.status }) : stored;
  return { status: status.status, startedAt: stored.startedAt, finishedAt: status.finishedAt, breaks };
}

function step(op: Op, stored: Timeline, rules: BreakRules, now: number): Settled {
  switch (op.kind) {
    case 'read':
      return settle(stored, rules, now);
    case 'takeBreak':
      return takeBreak(stored, rules, now).settled;
    case 'finishBreak':
      return finishBreak(stored, rules, now).settled;
    case 'finish':
      return finishPassage(stored, rules, now).settled;
  }
}

const view = (s: Settled) => ({
  status: s.status,
  finishedAt: s.finishedAt,
  passExpires: s.passExpires,
  breakExpires: s.breakExpires,
  breaks: s.breaks.map((b) => [b.start, b.end]),
});

function replay(rules: BreakRules, ops: Op[], persistReads = true) {
  let stored: Timeline = { status: 'IN_PROGRESS', startedAt: START, finishedAt: null, breaks: [] };
  const ids = { n: 0 };
  let now = START;
  const history: { now: number; settled: Settled; stored: Timeline; op: Op }[] = [];
  for (const op of ops) {
    now += op.dt;
    const settled = step(op, stored, rules, now);
    if (op.kind !== 'read' || persistReads) stored = persisted(stored, settled, ids);
    history.push({ now, settled, stored, op });
  }
  return { stored, now, history };
}

const property = (f: (rules: BreakRules, ops: Op[]) => void) => fc.assert(fc.property(rulesArb, fc.array(opArb, { maxLength: 30 }), f), { numRuns: 400 });

describe('settle', () => {
  it('is idempotent: settling what settle persisted changes nothing', () => {
    property((rules, ops) => {
      for (const h of replay(rules, ops).history) {
        expect(view(settle(h.stored, rules, h.now))).toEqual(view(h.settled));
      }
    });
  });

  it('is monotone: once FINISHED or EXPIRED, always so, with the same finish, whatever comes later', () => {
    property((rules, ops) => {
      let ended: { status: string; finishedAt: number | null } | null = null;
      for (const h of replay(rules, ops).history) {
        if (ended) expect({ status: h.settled.status, finishedAt: h.settled.finishedAt }).toEqual(ended);
        else if (isEnded(h.settled.status)) ended = { status: h.settled.status, finishedAt: h.settled.finishedAt };
      }
    });
  });

  it('never lets the pass clock exceed passTime, nor a passage run beyond the schedule finish', () => {
    property((rules, ops) => {
      for (const h of replay(rules, ops).history) {
        const s = h.settled;
        if (rules.passTime != null) expect(s.activeMs).toBeLessThanOrEqual(rules.passTime * MINUTE);
        if (isEnded(s.status)) expect(s.finishedAt!).toBeLessThanOrEqual(rules.scheduleFinish);
        else expect(h.now).toBeLessThan(rules.scheduleFinish);
        if (s.passExpires != null) expect(s.passExpires).toBeLessThanOrEqual(rules.scheduleFinish);
        if (s.status === 'IN_PROGRESS' && s.passExpires != null) expect(h.now).toBeLessThan(s.passExpires);
        if (s.status === 'BREAK_TAKEN') expect(h.now).toBeLessThan(s.breakExpires!);
      }
    });
  });

  it('EXPIRED only for unlimited passTime at the schedule finish; FINISHED otherwise', () => {
    property((rules, ops) => {
      for (const h of replay(rules, ops).history) {
        if (h.settled.status === 'EXPIRED') {
          expect(rules.passTime).toBeNull();
          expect(h.settled.finishedAt).toBe(rules.scheduleFinish);
        }
      }
    });
  });

  it('keeps breaks within breakTime and breakCount, and none when breaks are not configured', () => {
    property((rules, ops) => {
      const { history } = replay(rules, ops);
      const last = history.at(-1)?.settled;
      if (!last) return;
      if (!rules.breakTime) expect(last.breaks).toEqual([]);
      if (rules.breakCount) expect(last.breaks.length).toBeLessThanOrEqual(rules.breakCount);
      for (const b of last.breaks) if (b.end != null && rules.breakTime) expect(b.end - b.start).toBeLessThanOrEqual(rules.breakTime * MINUTE);
    });
  });

  it('stops the pass clock during a break: the time left stays the same while on it', () => {
    property((rules, ops) => {
      for (const h of replay(rules, ops).history) {
        const s = h.settled;
        if (s.status !== 'BREAK_TAKEN' || s.passExpires == null) continue;
        const later = h.now + Math.floor((s.breakExpires! - h.now) / 2);
        const again = settle(h.stored, rules, later);
        expect(again.status).toBe('BREAK_TAKEN');
        if (again.passExpires! < rules.scheduleFinish) expect(again.passExpires! - later).toBe(s.passExpires - h.now);
      }
    });
  });

  it('counts as answering time exactly the time outside breaks, and ends by the clock only after the full passTime', () => {
    property((rules, ops) => {
      let wasEnded = false;
      for (const h of replay(rules, ops).history) {
        const s = h.settled;
        const end = s.finishedAt ?? h.now;
        const resting = s.breaks.reduce((sum, b) => sum + Math.max(0, Math.min(b.end ?? end, end) - b.start), 0);
        expect(s.activeMs).toBe(end - START - resting);
        const byClock = !(h.op.kind === 'finish' && s.finishedAt === h.now);
        if (!wasEnded && isEnded(s.status) && byClock && rules.passTime != null && s.finishedAt! < rules.scheduleFinish) {
          expect(s.activeMs).toBe(rules.passTime * MINUTE);
        }
        wasEnded ||= isEnded(s.status);
      }
    });
  });

  it('gives the same outcome whether reads persisted what they settled or not (a restart loses nothing)', () => {
    property((rules, ops) => {
      const eager = replay(rules, ops, true);
      const lazy = replay(rules, ops, false);
      expect(view(settle(lazy.stored, rules, lazy.now))).toEqual(view(settle(eager.stored, rules, eager.now)));
    });
  });
});

describe('settle: the cases SPEC §4 names', () => {
  const rules: BreakRules = { passTime: 30, breakTime: 5, breakCount: 2, scheduleFinish: START + 120 * MINUTE };
  const fresh: Timeline = { status: 'IN_PROGRESS', startedAt: START, finishedAt: null, breaks: [] };

  it('IN_PROGRESS ends FINISHED at passExpires', () => {
    expect(settle(fresh, rules, START + 30 * MINUTE)).toMatchObject({ status: 'FINISHED', finishedAt: START + 30 * MINUTE });
    expect(settle(fresh, rules, START + 30 * MINUTE - 1).status).toBe('IN_PROGRESS');
  });

  it('a break pushes passExpires back by its length and returns to IN_PROGRESS when it runs out', () => {
    const onBreak: Timeline = { ...fresh, status: 'BREAK_TAKEN', breaks: [{ id: 1, start: START + 10 * MINUTE, end: null }] };
    expect(settle(onBreak, rules, START + 12 * MINUTE)).toMatchObject({ status: 'BREAK_TAKEN', breakExpires: START + 15 * MINUTE, passExpires: START + 32 * MINUTE });
    expect(settle(onBreak, rules, START + 20 * MINUTE)).toMatchObject({
      status: 'IN_PROGRESS',
      passExpires: START + 35 * MINUTE,
      breaks: [{ id: 1, end: START + 15 * MINUTE }],
    });
  });

  it('a break over which the schedule finish passes ends FINISHED at the schedule finish', () => {
    const late: BreakRules = { ...rules, passTime: null, scheduleFinish: START + 12 * MINUTE };
    const onBreak: Timeline = { ...fresh, status: 'BREAK_TAKEN', breaks: [{ id: 1, start: START + 10 * MINUTE, end: null }] };
    expect(settle(onBreak, late, START + 13 * MINUTE)).toMatchObject({ status: 'FINISHED', finishedAt: START + 12 * MINUTE });
  });

  it('unlimited passTime: EXPIRED when the schedule closes', () => {
    const open: BreakRules = { ...rules, passTime: null };
    expect(settle(fresh, open, START + 119 * MINUTE)).toMatchObject({ status: 'IN_PROGRESS', passExpires: null });
    expect(settle(fresh, open, START + 500 * MINUTE)).toMatchObject({ status: 'EXPIRED', finishedAt: START + 120 * MINUTE });
  });

  it('passExpires never goes beyond the schedule finish', () => {
    const tight: BreakRules = { ...rules, scheduleFinish: START + 20 * MINUTE };
    expect(settle(fresh, tight, START).passExpires).toBe(START + 20 * MINUTE);
    expect(settle(fresh, tight, START + 25 * MINUTE)).toMatchObject({ status: 'FINISHED', finishedAt: START + 20 * MINUTE });
  });
});
