import { describe, expect, it } from 'vitest';
import { announcedMinutes, clockText } from '../../../../src/pages/exams/passage/clock-text.ts';
import { cardAction, otherPassageRunning } from '../../../../src/pages/exams/list/exam-card-action.ts';
import { createKeptAnswers } from '../../../../src/pages/exams/wiring/kept-answers.ts';
import { available } from './exam-fixtures.ts';

describe('clock text', () => {
  it('is MM:SS below an hour and HH:MM:SS from an hour up', () => {
    expect(clockText(0)).toBe('00:00');
    expect(clockText(59)).toBe('00:59');
    expect(clockText(3_599)).toBe('59:59');
    expect(clockText(3_600)).toBe('01:00:00');
    expect(clockText(36_005)).toBe('10:00:05');
  });
  it('announces only the thresholds (10, 5, 1 minutes) reached since the clock appeared (issue 10 item 2)', () => {
    const from30 = (s: number) => announcedMinutes(s, 1_800);
    expect([1_800, 601, 600, 540, 301, 300, 120, 61, 60, 1, 0].map(from30)).toEqual([null, null, 10, 10, 10, 5, 5, 5, 1, 1, 0]);
    // shown at 07:00: 10 minutes was never reached on screen, nothing is said until 05:00
    expect([420, 301, 300].map((s) => announcedMinutes(s, 420))).toEqual([null, null, 5]);
  });
});

describe('available exam card action (SPEC §4)', () => {
  const active = (scheduleId: number, status: 'IN_PROGRESS' | 'BREAK_TAKEN' | 'FINISHED' | 'EXPIRED' = 'IN_PROGRESS') => [
    { resultId: 50, scheduleId, examName: 'x', status, passExpires: null },
  ];
  it('takes the first rule that applies', () => {
    expect(cardAction(available({ attemptsExceeded: true, inProgressResultId: 4 }), true)).toEqual({ kind: 'attemptsExceeded' });
    expect(cardAction(available({ inProgressResultId: 4 }), true)).toEqual({ kind: 'continue', href: '/exams/passage/4' });
    expect(cardAction(available(), true)).toEqual({ kind: 'blocked' });
    expect(cardAction(available({ scheduleId: 8 }), false)).toEqual({ kind: 'start', href: '/exams/8' });
  });
  it('another running passage is one of another exam, in progress or on a break', () => {
    expect(otherPassageRunning(available({ scheduleId: 3 }), active(3))).toBe(false);
    expect(otherPassageRunning(available({ scheduleId: 3 }), active(9, 'BREAK_TAKEN'))).toBe(true);
    expect(otherPassageRunning(available({ scheduleId: 3 }), active(9, 'FINISHED'))).toBe(false);
  });
});

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
  removeItem = (k: string) => void this.data.delete(k);
}

describe('kept answers', () => {
  it('keeps, lists, drops and clears per passage; survives a new store over the same storage', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    const kept = createKeptAnswers(storage);
    kept.keep(7, 1001, [{ answerId: 11, selected: true }]);
    kept.keep(7, 1002, [{ answerId: 21, selected: true }]);
    kept.keep(8, 2001, [{ answerId: 1, order: 1 }]);
    const again = createKeptAnswers(storage);
    expect(again.all(7).map((k) => k.resultQuestionId)).toEqual([1001, 1002]);
    expect(again.get(7, 1001)).toEqual([{ answerId: 11, selected: true }]);
    again.drop(7, 1001);
    expect(kept.get(7, 1001)).toBeNull();
    again.clear(7);
    expect(storage.getItem('exams.kept.7')).toBeNull();
    expect(kept.all(8)).toHaveLength(1);
  });
  it('ignores what does not parse', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    storage.setItem('exams.kept.7', '{"1001": [{"answerId": "x"}]}');
    expect(createKeptAnswers(storage).all(7)).toEqual([]);
    storage.setItem('exams.kept.7', 'not json');
    expect(createKeptAnswers(storage).all(7)).toEqual([]);
  });
  it('without storage keeps answers in memory for the page', () => {
    const kept = createKeptAnswers(null);
    kept.keep(7, 1, [{ answerId: 1, selected: true }]);
    expect(kept.all(7)).toHaveLength(1);
  });
});
