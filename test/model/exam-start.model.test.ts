import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { examStartMachine } from '../../machines/exam-start.machine.ts';
import { ApiError } from '../../src/lib/errors.ts';
import { controllableActors, Coverage, done, execWith, failed, modelPaths, runPath } from './harness.ts';

// Model-based paths of machines/exam-start.machine.ts (SPEC §2 intro start, §4 check call
// with minutesLeft, §1 audio check), generated from the machine and replayed on an actor.
const fakes = controllableActors(['audioCheck', 'checkStart', 'startPassage']);
const opened = vi.fn();
const machine = examStartMachine.provide({ actors: fakes.actors as never, actions: { openPassage: (_, params) => opened(params.resultId) } });

const events = (): AnyEventObject[] => [
  done('audioCheck', true),
  done('audioCheck', false),
  failed('audioCheck'),
  done('checkStart', null),
  done('checkStart', 12),
  failed('checkStart', new ApiError('message', 400, 'Closed')),
  done('startPassage', 41),
  failed('startPassage', new ApiError('message', 400, 'No attempts left')),
  { type: 'START' },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
];

const specFor = (checkAudio: boolean) => ({
  name: 'exam-start',
  machine,
  input: { scheduleId: 3, checkAudio },
  events,
  exec: execWith(fakes),
  check: (actual: AnyMachineSnapshot, expected: AnyMachineSnapshot) => {
    expect(actual.context.minutesLeft).toBe(expected.context.minutesLeft);
    expect(actual.context.notice).toBe(expected.context.notice);
    if (expected.matches('started')) expect(opened).toHaveBeenLastCalledWith(41);
  },
});
const coverage = new Coverage('exam-start', machine);
const withAudio = specFor(true);
const withoutAudio = specFor(false);
const paths = [...modelPaths(withAudio).paths.map((p) => ({ ...p, spec: withAudio })), ...modelPaths(withoutAudio).paths.map((p) => ({ ...p, spec: withoutAudio }))];

beforeEach(() => {
  vi.useFakeTimers();
  fakes.reset();
  opened.mockClear();
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
