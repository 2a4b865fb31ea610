import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as DndKit from '@dnd-kit/core';
import type { AutoScrollOptions } from '@dnd-kit/core';
import { question } from './exam-fixtures.ts';
import { answersNamed, layOutRows, openPassage } from './open-passage.tsx';

// Issue 10 "Phones": dragging near the window's edge scrolls gently enough to drop where
// aimed. Both drag editors give dnd-kit the same autoScroll options (their DndContext props,
// recorded here), and those options make a gentle scroll by dnd-kit's own rule (speed =
// acceleration × depth into the band / band, one step per interval): at most 500 px/s, only
// within 12 % of the window's height of an edge. dnd-kit's defaults (no options: 20 %, 10 px
// every 5 ms = 2,000 px/s) fail it. Keyboard sorting still works with the options in place.
const seen = vi.hoisted(() => [] as Array<AutoScrollOptions | boolean | undefined>);
vi.mock('@dnd-kit/core', async (importOriginal) => {
  const dnd = await importOriginal<typeof DndKit>();
  const { createElement } = await import('react');
  const DndContext = (props: Parameters<typeof dnd.DndContext>[0]) => {
    seen.push(props.autoScroll);
    return createElement(dnd.DndContext, props);
  };
  return { ...dnd, DndContext };
});

/** dnd-kit's defaults (core.esm.js getScrollDirectionAndSpeed, useAutoScroller). */
const DEFAULTS = { acceleration: 10, interval: 5, threshold: { x: 0.2, y: 0.2 } };
const effective = (options: AutoScrollOptions | boolean | undefined) => {
  const o = typeof options === 'object' ? options : {};
  return { acceleration: o.acceleration ?? DEFAULTS.acceleration, interval: o.interval ?? DEFAULTS.interval, threshold: o.threshold ?? DEFAULTS.threshold };
};
/** Pixels per second at the very edge of the window (the deepest point of the band). */
const topSpeed = (options: AutoScrollOptions | boolean | undefined) => {
  const { acceleration, interval } = effective(options);
  return acceleration * (1000 / interval);
};

let restore: () => void;
beforeEach(() => {
  seen.length = 0;
  restore = layOutRows();
});
afterEach(() => restore());

const sequence = question(1, { type: 'SEQUENCE', name: 'Order the stages', answers: answersNamed(1, ['Plan', 'Design', 'Execute']) });
const comparison = question(2, {
  type: 'COMPARISON',
  name: 'Match the terms',
  answers: answersNamed(2, ['Bug', 'Test']),
  partners: ['Defect', 'Check'],
});

describe('dragging near the window edge', () => {
  it.each([
    ['SEQUENCE', sequence, 'Order the stages'],
    ['COMPARISON', comparison, 'Match the terms'],
  ] as const)('the %s editor scrolls gently: at most 500 px/s, within 12 percent of the height from an edge', async (_kind, q, name) => {
    openPassage([q]);
    await screen.findByRole('group', { name });
    expect(seen.length).toBeGreaterThan(0);
    for (const options of seen) {
      expect(options, 'autoScroll stays on (a long list must still scroll)').not.toBe(false);
      const { threshold } = effective(options);
      expect(topSpeed(options)).toBeLessThanOrEqual(500);
      expect(threshold.y).toBeLessThanOrEqual(0.12);
      expect(threshold.y).toBeGreaterThan(0);
      expect(typeof options === 'object' && options.enabled).not.toBe(false);
    }
  });

  it("dnd-kit's defaults would not pass the same rule", () => {
    expect(topSpeed(undefined)).toBe(2000);
    expect(effective(undefined).threshold.y).toBe(0.2);
  });

  it('keyboard sorting still works with the options', async () => {
    const user = userEvent.setup();
    openPassage([sequence]);
    const group = await screen.findByRole('group', { name: 'Order the stages' });
    within(group).getByRole('button', { name: 'Drag to reorder: Plan, position 1 of 3' }).focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Picked up Plan, position 1 of 3.')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    expect(await screen.findByText('Plan dropped at position 2 of 3.')).toBeInTheDocument();
  });
});
