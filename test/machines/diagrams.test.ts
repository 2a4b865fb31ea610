import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { and, assign, not, or, setup } from 'xstate';
import { toMermaid } from '../../scripts/machine-diagram.ts';
import { docsDir, machineDocs } from '../../scripts/machine-docs.ts';

const stale = 'docs/machines is stale: run `npm run machines` and commit docs/machines/';

describe('docs/machines', () => {
  it('is what `npm run machines` renders from machines/*.machine.ts now', async () => {
    const docs = await machineDocs();
    const committed = readdirSync(docsDir)
      .filter((f) => f.endsWith('.md'))
      .sort();
    expect(committed, stale).toEqual([...docs.keys()].sort());
    for (const [name, text] of docs) expect(readFileSync(join(docsDir, name), 'utf8'), `${stale} (${name})`).toBe(text);
  });
});

describe('a machine diagram', () => {
  const machine = setup({
    guards: { hasTime: () => true, onBreak: () => false, isLate: () => false },
    actions: { tick: () => {}, leave: () => {} },
  }).createMachine({
    id: 'demo',
    initial: 'running',
    states: {
      running: {
        description: 'The clock runs.',
        entry: ['tick', assign({})],
        exit: () => {},
        after: { 1000: { target: 'over' } },
        on: {
          GO: { guard: and(['hasTime', not('onBreak')]), target: 'over', actions: ['tick', assign({}), () => {}] },
          STOP: { guard: or([not(and(['hasTime', 'isLate'])), 'onBreak']), target: 'over' },
        },
      },
      over: { type: 'final' },
    },
  });
  const diagram = toMermaid(machine);

  it('shows composite guards and the actions of a transition', () => {
    expect(diagram).toContain('demo_running --> demo_over: GO [hasTime and not onBreak] / tick, assign, (inline)');
    expect(diagram).toContain('demo_running --> demo_over: STOP [not (hasTime and isLate) or onBreak]');
  });

  it('shows a state description, its own entry and exit actions but not those of `after`', () => {
    expect(diagram).toContain('note right of demo_running\n    The clock runs.\n  end note');
    expect(diagram).toContain('demo_running : entry / tick, assign\n  demo_running : exit / (inline)');
    expect(diagram).not.toContain('raise');
  });
});
