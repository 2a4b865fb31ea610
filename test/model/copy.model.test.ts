import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { COPIED_TOOLTIP_MS, COPY_FAILED_MS, copyMachine } from '../../machines/copy.machine.ts';
import { connectCopy, type CopyNote } from '../../machines/copy.connect.ts';
import { after, controllableActors, Coverage, done, execWith, failed, testEveryPath } from './harness.ts';

// Model-based paths of machines/copy.machine.ts (SPEC §2 credentials' copy action, SPEC §9
// "Credentials copy tooltip shows 1 s"), on fake time. After every step the note the connect
// shows is compared with the test's own reading of the rule (the oracle):
// - COPY asks the clipboard for the text of that COPY (the last one when copies overlap);
// - the clipboard took it: 'Copied' for COPIED_TOOLTIP_MS from then, then nothing;
// - the clipboard refused: the refusal for COPY_FAILED_MS, then nothing;
// - a COPY meanwhile hides the note until the clipboard answers again.
const fakes = controllableActors(['writeClipboard']);
const machine = copyMachine.provide({ actors: fakes.actors });
const events = (): AnyEventObject[] => [
  { type: 'COPY', text: 'trainee-17' },
  { type: 'COPY', text: 'S3cret!pass' },
  done('writeClipboard'),
  failed('writeClipboard', new Error('NotAllowedError')),
  after('copiedShown', 'copy.copied'),
  after('failedShown', 'copy.failed'),
];

let note: CopyNote = null;
let shownUntil = 0;
let asked: string | null = null;

const spec = {
  name: 'copy',
  machine,
  events,
  exec: execWith(fakes),
  start: () => {
    note = null;
    asked = null;
    fakes.reset();
  },
  check: (actual: AnyMachineSnapshot, _expected: AnyMachineSnapshot, { event }: { event: AnyEventObject; actor: AnyActorRef }) => {
    const now = Date.now();
    if (event.type === 'COPY') {
      note = null;
      asked = (event as unknown as { text: string }).text;
      expect(fakes.calls.at(-1)).toEqual({ name: 'writeClipboard', input: { text: asked } });
    } else if (event.type.startsWith('xstate.done.actor')) {
      note = 'copied';
      shownUntil = now + COPIED_TOOLTIP_MS;
    } else if (event.type.startsWith('xstate.error.actor')) {
      note = 'failed';
      shownUntil = now + COPY_FAILED_MS;
    } else if (event.type.startsWith('xstate.after')) {
      expect(now).toBe(shownUntil);
      note = null;
    }
    expect(connectCopy(actual, () => {}).note).toBe(note);
  },
};
const coverage = new Coverage('copy', machine);
beforeEach(() => {
  vi.useFakeTimers();
});

describe('copy machine paths', () => {
  testEveryPath(spec, coverage);

  it('the note stays its full time: a millisecond before, still shown', async () => {
    const sent: AnyEventObject[] = [];
    const { createActor } = await import('xstate');
    const actor = createActor(machine);
    actor.start();
    actor.send({ type: 'COPY', text: 'x' });
    fakes.settle('writeClipboard', { output: undefined });
    await vi.advanceTimersByTimeAsync(0);
    expect(connectCopy(actor.getSnapshot(), (e) => sent.push(e)).note).toBe('copied');
    await vi.advanceTimersByTimeAsync(COPIED_TOOLTIP_MS - 1);
    expect(connectCopy(actor.getSnapshot(), (e) => sent.push(e)).note).toBe('copied');
    await vi.advanceTimersByTimeAsync(1);
    expect(connectCopy(actor.getSnapshot(), (e) => sent.push(e)).note).toBeNull();
    actor.stop();
  });

  it('the paths cover every state and transition of the machine', () => {
    coverage.write();
    expect(coverage.summary().missing).toEqual({ states: [], transitions: [] });
  });
});
