import { describe, expect, it } from 'vitest';
import { breakRemainingMs, breaksAvailable, isBreakDue, isPassDue, remainingMs, serverNow } from '../../machines/passage-clock.ts';
import { BASE, passage } from '../src/pages/exams/exam-fixtures.ts';

// SPEC §4 "Timer" and "Break button": server time advanced by the monotonic clock.
describe('the passage clock', () => {
  const p = passage({ now: BASE, passExpires: BASE + 60_000, breakExpires: BASE + 30_000, scheduleFinish: BASE + 90_000 });
  it('is the server now plus the monotonic time since it arrived', () => {
    expect(serverNow({ passage: p, receivedAt: 500, monoNow: 2_500 })).toBe(BASE + 2_000);
    expect(serverNow({ passage: p, receivedAt: 500, monoNow: 400 })).toBe(BASE); // never backwards
  });
  it('counts the pass time and the break time down to zero, null when unlimited', () => {
    expect(remainingMs({ passage: p, receivedAt: 0, monoNow: 59_000 })).toBe(1_000);
    expect(remainingMs({ passage: p, receivedAt: 0, monoNow: 99_000 })).toBe(0);
    expect(remainingMs({ passage: { ...p, passExpires: null }, receivedAt: 0, monoNow: 0 })).toBeNull();
    expect(breakRemainingMs({ passage: p, receivedAt: 0, monoNow: 10_000 })).toBe(20_000);
  });
  it('asks the server at the pass expiry, or at the schedule finish when unlimited', () => {
    expect(isPassDue(p, BASE + 59_999)).toBe(false);
    expect(isPassDue(p, BASE + 60_000)).toBe(true);
    expect(isPassDue({ ...p, passExpires: null }, BASE + 89_999)).toBe(false);
    expect(isPassDue({ ...p, passExpires: null }, BASE + 90_000)).toBe(true);
  });
  it('ends a break at its expiry or when the schedule finish passes', () => {
    expect(isBreakDue(p, BASE + 30_000)).toBe(true);
    expect(isBreakDue({ ...p, breakExpires: BASE + 120_000 }, BASE + 90_000)).toBe(true);
    expect(isBreakDue(p, BASE + 29_999)).toBe(false);
  });
  it('shows the break button only with breaks configured and left; breakCount 0/null is unlimited', () => {
    expect(breaksAvailable(passage({ breakTime: null }))).toBe(false);
    expect(breaksAvailable(passage({ breakTime: 10, breakCount: 2, breaksTaken: 2 }))).toBe(false);
    expect(breaksAvailable(passage({ breakTime: 10, breakCount: 2, breaksTaken: 1 }))).toBe(true);
    expect(breaksAvailable(passage({ breakTime: 10, breakCount: 0, breaksTaken: 9 }))).toBe(true);
    expect(breaksAvailable(passage({ breakTime: 10, breakCount: null, breaksTaken: 9 }))).toBe(true);
  });
});
