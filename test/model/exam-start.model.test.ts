import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { examStartMachine } from '../../machines/exam-start.machine.ts';
import { connectExamStart } from '../../machines/exam-start.connect.ts';
import { ApiError } from '../../src/lib/errors.ts';
import { controllableActors, Coverage, done, execWith, failed, flush, modelPaths, runPath, type FakeCall } from './harness.ts';

// Model-based paths of machines/exam-start.machine.ts (SPEC §2 intro start, §4 check call
// with minutesLeft, §1 audio check), generated from the machine and replayed on an actor.
// After every step the test's own oracle says what the start button shows (busy, the
// "only N minutes" confirmation, the audio notice, why a check or start was refused: issue 10),
// which calls the machine made with which input, and whether the app was asked to open the passage.

const SCHEDULE = 3;
const RESULT = 41;
const MINUTES = 12;
const fakes = controllableActors(['audioCheck', 'checkStart', 'startPassage']);
const opened = vi.fn<(resultId: number) => void>();
const machine = examStartMachine.provide({ actors: fakes.actors, actions: { openPassage: (_, params) => opened(params.resultId) } });

const events = (): AnyEventObject[] => [
  done('audioCheck', true),
  done('audioCheck', false),
  failed('audioCheck'),
  done('checkStart', null),
  done('checkStart', MINUTES),
  failed('checkStart', new ApiError('message', 400, 'Closed')),
  done('startPassage', RESULT),
  failed('startPassage', new ApiError('message', 400, 'No attempts left')),
  failed('startPassage', new ApiError('connection', 0)),
  { type: 'START' },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
];

/** The oracle: what the trainee sees and what the machine must have called, by the steps taken. */
interface Expected {
  busy: boolean;
  confirmMinutes: number | null;
  notice: 'audioNotHeard' | null;
  /** Issue 10: the refused check or start's code and the server's words, shown beside the button until the next start. */
  refusal: { code: string; message: string | null } | null;
  heard: boolean;
  calls: FakeCall[];
  opened: number[];
}
let oracle: Expected;

function expectAfter(event: AnyEventObject, checkAudio: boolean) {
  const call = (name: string, input: unknown) => oracle.calls.push({ name, input });
  const check = () => {
    oracle.busy = true;
    call('checkStart', { scheduleId: SCHEDULE });
  };
  const start = () => {
    oracle.busy = true;
    oracle.confirmMinutes = null;
    call('startPassage', { scheduleId: SCHEDULE });
  };
  const idle = () => {
    oracle.busy = false;
    oracle.confirmMinutes = null;
  };
  switch (event.type) {
    case 'START':
      oracle.notice = null;
      oracle.refusal = null;
      oracle.busy = true;
      // SPEC §1: the sound is checked once, before the first start.
      if (checkAudio && !oracle.heard) call('audioCheck', undefined);
      else check();
      return;
    case 'CONFIRM':
      return start();
    case 'CANCEL':
      return idle();
  }
  const [, kind, , id] = event.type.split('.');
  const output = (event as { output?: unknown }).output;
  if (id === 'audioCheck' && kind === 'done' && output === true) {
    oracle.heard = true;
    return check();
  }
  if (id === 'audioCheck' && kind === 'done') oracle.notice = 'audioNotHeard';
  if (id === 'checkStart' && kind === 'done' && output != null) {
    oracle.busy = false;
    oracle.confirmMinutes = MINUTES;
    return;
  }
  if (id === 'checkStart' && kind === 'done') return start();
  if (id === 'startPassage' && kind === 'done') return void oracle.opened.push(RESULT);
  if ((id === 'checkStart' || id === 'startPassage') && kind === 'error') {
    const error = (event as { error?: { code: string; serverMessage?: string } }).error!;
    oracle.refusal = { code: error.code, message: error.serverMessage ?? null };
  }
  idle(); // a refused call (its reason shown beside the button), or the sound not heard
}

const specFor = (checkAudio: boolean) => ({
  name: 'exam-start',
  machine,
  input: { scheduleId: SCHEDULE, checkAudio },
  events,
  // A path per edge between whole states: the sound heard earlier (context) changes what START does.
  edgeKey: (from: string, event: AnyEventObject, to: string) => JSON.stringify([from, event, to]),
  exec: execWith(fakes),
  start: () => {
    oracle = { busy: false, confirmMinutes: null, notice: null, refusal: null, heard: false, calls: [], opened: [] };
    fakes.reset();
    opened.mockClear();
  },
  check: (actual: AnyMachineSnapshot, _expected: AnyMachineSnapshot, step: { event: AnyEventObject }) => {
    if (step.event.type !== 'xstate.init') expectAfter(step.event, checkAudio);
    const button = connectExamStart(actual as never, () => {});
    expect(button.isBusy).toBe(oracle.busy);
    expect(button.confirmMinutes).toBe(oracle.confirmMinutes);
    expect(button.notice).toBe(oracle.notice);
    expect(button.refusal).toEqual(oracle.refusal);
    expect(fakes.calls).toEqual(oracle.calls);
    expect(opened.mock.calls.map(([resultId]) => resultId)).toEqual(oracle.opened);
  },
});
const coverage = new Coverage('exam-start', machine);
const withAudio = specFor(true);
const withoutAudio = specFor(false);
const paths = [...modelPaths(withAudio).paths.map((p) => ({ ...p, spec: withAudio })), ...modelPaths(withoutAudio).paths.map((p) => ({ ...p, spec: withoutAudio }))];

beforeEach(() => {
  vi.useFakeTimers();
});

describe('exam start machine paths', () => {
  it.each(paths.map((p) => [`${p.spec.input.checkAudio ? 'audio check: ' : ''}${p.description}`, p] as const))('%s', async (_, path) => {
    await runPath(path.spec, coverage, path.steps);
  });

  it('the paths cover every state and transition of the machine', () => {
    coverage.write();
    expect(coverage.summary().missing).toEqual({ states: [], transitions: [] });
  });
});

/**
 * A story told by the oracle alone, not generated from the machine: every event is sent to
 * a running actor whatever the machine's graph says, and after each one the oracle checks
 * what the trainee sees and what was called. A transition missing from the machine (which
 * the generated paths could not know of) fails here.
 */
async function tell(checkAudio: boolean, story: AnyEventObject[]) {
  const spec = specFor(checkAudio);
  const actor = createActor(spec.machine, { input: spec.input });
  spec.start();
  actor.start();
  await flush();
  try {
    spec.check(actor.getSnapshot(), actor.getSnapshot(), { event: { type: 'xstate.init' } });
    for (const event of story) {
      await spec.exec(event, actor);
      await flush();
      spec.check(actor.getSnapshot(), actor.getSnapshot(), { event });
    }
  } finally {
    actor.stop();
  }
}

describe("exam start stories (the oracle's own order of events)", () => {
  it('SPEC §1: the sound heard once is not checked again after a refused check; §4 cancel, then a start without minutes left opens the passage', async () => {
    await tell(true, [
      { type: 'START' },
      done('audioCheck', true),
      failed('checkStart', new ApiError('message', 400, 'Closed')),
      { type: 'START' },
      done('checkStart', MINUTES),
      { type: 'CANCEL' },
      { type: 'START' },
      done('checkStart', null),
      done('startPassage', RESULT),
    ]);
    expect(opened).toHaveBeenCalledWith(RESULT);
  });

  it('SPEC §1: the sound not heard shows the notice and is checked again on the next start, which clears it', async () => {
    await tell(true, [
      { type: 'START' },
      done('audioCheck', false),
      { type: 'START' },
      failed('audioCheck'),
      { type: 'START' },
      done('audioCheck', true),
      done('checkStart', MINUTES),
      { type: 'CONFIRM' },
    ]);
  });

  it('SPEC §4: confirming the minutes left starts the passage; a refused start goes back, and a new start checks again', async () => {
    await tell(false, [
      { type: 'START' },
      done('checkStart', MINUTES),
      { type: 'CONFIRM' },
      failed('startPassage', new ApiError('message', 400, 'No attempts left')),
      { type: 'START' },
      done('checkStart', MINUTES),
      { type: 'CONFIRM' },
      done('startPassage', RESULT),
    ]);
    expect(opened.mock.calls).toEqual([[RESULT]]);
  });
});

describe('issue 10: a refused start says why', () => {
  it('confirmed, then refused by the server: its message beside the button until the next start, which checks again', async () => {
    await tell(false, [
      { type: 'START' },
      done('checkStart', MINUTES),
      { type: 'CONFIRM' },
      failed('startPassage', new ApiError('message', 400, 'The test has closed')),
      { type: 'START' },
      failed('checkStart', new ApiError('connection', 0)),
      { type: 'START' },
      done('checkStart', null),
      done('startPassage', RESULT),
    ]);
    expect(opened.mock.calls).toEqual([[RESULT]]);
  });

  it('the refusal is what the connect gives the view, word for word', async () => {
    const actor = createActor(machine, { input: { scheduleId: SCHEDULE, checkAudio: false } });
    fakes.reset();
    actor.start();
    actor.send({ type: 'START' });
    await flush();
    await execWith(fakes)(done('checkStart', MINUTES), actor);
    actor.send({ type: 'CONFIRM' });
    await flush();
    await execWith(fakes)(failed('startPassage', new ApiError('message', 400, 'No attempts left')), actor);
    await flush();
    expect(connectExamStart(actor.getSnapshot(), () => {}).refusal).toEqual({ code: 'message', message: 'No attempts left' });
    actor.stop();
  });
});

describe('exam start connect', () => {
  it('the start button, the confirmation and its cancel send START, CONFIRM and CANCEL', () => {
    const send = vi.fn();
    const api = connectExamStart(createActor(examStartMachine, { input: { scheduleId: SCHEDULE, checkAudio: false } }).getSnapshot(), send);
    api.onStart();
    api.onConfirm();
    api.onCancel();
    expect(send.mock.calls).toEqual([[{ type: 'START' }], [{ type: 'CONFIRM' }], [{ type: 'CANCEL' }]]);
  });
});
