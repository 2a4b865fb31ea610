import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { dialogMachine, type DialogContext, type DialogEmitted, type DialogEvent, type DialogRequest } from '../../machines/dialog.machine.ts';
import { connectDialog } from '../../machines/dialog.connect.ts';
import { Coverage, testEveryPath } from './harness.ts';

// Model-based paths of machines/dialog.machine.ts (SPEC §1 shared dialogs: one open at a
// time, the next opens when the first closes), replayed on a running actor. Openers send
// DIALOG.OPEN as src/app/dialogs.ts does; the trainee answers through the connect's
// onConfirm/onCancel, as the dialog view does. After every step the test's own queue (the
// oracle below) says which dialog must be on screen, how many wait, and which events the
// openers must have heard (dialog.opened with the new id, dialog.closed with the answer).

const notFound: DialogEvent = { type: 'DIALOG.OPEN', kind: 'error', message: { code: 'notFound' } };
const leave: DialogEvent = { type: 'DIALOG.OPEN', kind: 'confirm', message: { text: 'Leave the test?' }, title: { code: 'error', text: 'Careful' } };

const events = (snapshot: AnyMachineSnapshot): AnyEventObject[] => [
  // Bound the queue so the model stays finite.
  ...((snapshot.context as DialogContext).queue.length < 2 ? [notFound, leave] : []),
  { type: 'DIALOG.CLOSE', confirmed: true },
  { type: 'DIALOG.CLOSE', confirmed: false },
];

/** The oracle: the queue as openers and the trainee see it, ids counted from 1. */
let expectedQueue: DialogRequest[] = [];
let expectedHeard: DialogEmitted[] = [];
let nextId = 1;
let heard: DialogEmitted[] = [];

function expectAfter(event: AnyEventObject) {
  if (event.type === 'DIALOG.OPEN') {
    const open = event as Extract<DialogEvent, { type: 'DIALOG.OPEN' }>;
    expectedQueue.push({ id: nextId, kind: open.kind, message: open.message, title: open.title });
    expectedHeard.push({ type: 'dialog.opened', id: nextId });
    nextId += 1;
  }
  if (event.type === 'DIALOG.CLOSE') {
    const closed = expectedQueue.shift();
    if (closed) expectedHeard.push({ type: 'dialog.closed', id: closed.id, confirmed: (event as Extract<DialogEvent, { type: 'DIALOG.CLOSE' }>).confirmed });
  }
}

const spec = {
  name: 'dialog',
  machine: dialogMachine,
  events,
  // Request ids grow forever; which dialogs wait, in which order, is what the model is about.
  serialize: (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, (snapshot.context as DialogContext).queue.map((r) => r.kind)]),
  edgeKey: (from: string, event: AnyEventObject, to: string) => JSON.stringify([from, event, to]),
  start: (actor: AnyActorRef) => {
    expectedQueue = [];
    expectedHeard = [];
    nextId = 1;
    heard = [];
    actor.on('*', (emitted: DialogEmitted) => heard.push(emitted));
  },
  exec: (event: AnyEventObject, actor: AnyActorRef) => {
    if (event.type === 'DIALOG.OPEN') return actor.send(event);
    const view = connectDialog(actor.getSnapshot() as { context: DialogContext }, (e) => actor.send(e));
    if ((event as Extract<DialogEvent, { type: 'DIALOG.CLOSE' }>).confirmed) view.onConfirm();
    else view.onCancel();
  },
  check: (actual: AnyMachineSnapshot, _expected: AnyMachineSnapshot, step: { event: AnyEventObject }) => {
    expectAfter(step.event);
    const view = connectDialog(actual as { context: DialogContext }, () => {});
    expect(view.current).toEqual(expectedQueue[0] ?? null);
    expect(view.pending).toBe(Math.max(0, expectedQueue.length - 1));
    expect(heard).toEqual(expectedHeard);
    // While a dialog is on screen the trainee can answer it either way; with none, nothing listens.
    for (const confirmed of [true, false]) expect(actual.can({ type: 'DIALOG.CLOSE', confirmed })).toBe(expectedQueue.length > 0);
  },
};
const coverage = new Coverage('dialog', dialogMachine);
beforeEach(() => {
  vi.useFakeTimers();
});

describe('dialog machine paths', () => {
  testEveryPath(spec, coverage);

  it('the paths cover every state and transition of the machine', () => {
    coverage.write();
    expect(coverage.summary().missing).toEqual({ states: [], transitions: [] });
  });
});
