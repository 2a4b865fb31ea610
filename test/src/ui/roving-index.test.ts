import { describe, expect, it } from 'vitest';
import { rovingIndex } from '../../../src/ui/tabs.tsx';

// The one roving-focus rule of both tab rows (src/ui/tabs.tsx, exported for the question
// tabs; issue 10 review leftover): arrows wrap at both ends, Home and End jump, other keys
// are not the row's; Up/Down only for the question tabs (`vertical`).
describe('rovingIndex', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 3, 0],
    ['ArrowLeft', 2, 1],
    ['ArrowLeft', 0, 3],
    ['Home', 2, 0],
    ['End', 1, 3],
  ])('%s from %i of 4 goes to %i', (key, from, to) => {
    expect(rovingIndex(key, from, 4)).toBe(to);
    expect(rovingIndex(key, from, 4, true)).toBe(to);
  });

  it('Up and Down move only a vertical row, wrapping too', () => {
    expect(rovingIndex('ArrowDown', 1, 4)).toBeNull();
    expect(rovingIndex('ArrowUp', 1, 4)).toBeNull();
    expect(rovingIndex('ArrowDown', 1, 4, true)).toBe(2);
    expect(rovingIndex('ArrowDown', 3, 4, true)).toBe(0);
    expect(rovingIndex('ArrowUp', 0, 4, true)).toBe(3);
  });

  it('other keys are left to the page', () => {
    for (const key of ['Enter', ' ', 'Tab', 'a', 'PageDown']) expect(rovingIndex(key, 1, 4, true)).toBeNull();
  });
});
