import { describe, expect, it } from 'vitest';
import { isPassageEnded, isPassageOpen } from '../../api/passage-open.ts';

// SPEC §4 "Passage lifecycle", §2 leaving guard: open while in progress or on a break.
describe('a passage is open', () => {
  it.each([
    ['IN_PROGRESS', true],
    ['BREAK_TAKEN', true],
    ['FINISHED', false],
    ['EXPIRED', false],
  ] as const)('%s: open %s', (status, open) => {
    expect(isPassageOpen(status)).toBe(open);
    expect(isPassageEnded(status)).toBe(!open);
  });
});
