import { describe, expect, it } from 'vitest';
import { breaksLeft, hasBreakLeft, type BreaksLeft } from '../../api/breaks-left.ts';

// SPEC §3/§4 "breakCount 0 or absent is unlimited" and docs/decisions.md #38 (a negative
// count limits nothing either): the rule the break button and takeBreak both follow.
describe('breaks left', () => {
  const cases: [breakCount: number | null, breaksTaken: number, left: BreaksLeft][] = [
    [null, 0, 'unlimited'],
    [null, 5, 'unlimited'],
    [0, 0, 'unlimited'],
    [0, 5, 'unlimited'],
    [-1, 0, 'unlimited'],
    [-3, 2, 'unlimited'],
    [1, 0, 1],
    [1, 1, 0],
    [1, 2, 0],
    [2, 0, 2],
    [2, 1, 1],
    [2, 2, 0],
  ];
  it.each(cases)('breakTime 10, breakCount %s, %s taken: %s', (breakCount, breaksTaken, left) => {
    expect(breaksLeft({ breakTime: 10, breakCount, breaksTaken })).toBe(left);
    expect(hasBreakLeft(left)).toBe(left !== 0);
  });

  it.each([null, 0, -5])('no breaks at all when breakTime is %s, whatever the count', (breakTime) => {
    for (const breakCount of [null, 0, -1, 1, 2]) {
      expect(breaksLeft({ breakTime, breakCount, breaksTaken: 0 })).toBeNull();
    }
    expect(hasBreakLeft(null)).toBe(false);
  });
});
