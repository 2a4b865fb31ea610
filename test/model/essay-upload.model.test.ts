import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fromCallback, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { connectEssayUpload, essayUploadMachine, type EssayUploadContext } from '../../machines/essay-upload.machine.ts';
import { ApiError } from '../../src/lib/errors.ts';
import { controllableActors, Coverage, done, execWith, failed, modelPaths, runPath } from './harness.ts';

// Model-based paths of machines/essay-upload.machine.ts (SPEC §7 essay upload, §5 essay by
// answerSetting): choose a file, the browser's check (refused / passed), the upload with
// progress, cancel (the request is stopped), failure and retry, the server refusing the
// file, the passage found over, and the stored name handed to the essay. Generated from the machine, replayed on
// an actor with a fake check and a fake upload that records being started and stopped.
const fakes = controllableActors(['checkFile']);
const uploads = { started: 0, stopped: 0 };
const uploaded = vi.fn();
const interrupted = vi.fn();
const machine = essayUploadMachine.provide({
  actors: {
    checkFile: fakes.actors.checkFile as never,
    uploadFile: fromCallback(() => {
      uploads.started++;
      return () => void uploads.stopped++;
    }),
  },
  actions: { fileUploaded: (_, params) => uploaded(params.fileName), passageInterrupted: interrupted },
});

const file = { name: 'plan.pdf', size: 8 };
const events = (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
  const ctx = snapshot.context as EssayUploadContext;
  return [
    { type: 'FILE.CHOOSE', file },
    done('checkFile', null),
    done('checkFile', 'tooLarge'),
    failed('checkFile', new Error('NotReadableError')),
    ...(ctx.loaded < 4 ? [{ type: 'UPLOAD.PROGRESS', loaded: 4, total: 8 }] : []),
    { type: 'UPLOAD.DONE', fileName: 'plan (1).pdf' },
    { type: 'UPLOAD.FAILED', error: new ApiError('connection', 0) },
    { type: 'UPLOAD.FAILED', error: new ApiError('message', 400, 'The test is over.') },
    { type: 'UPLOAD.FAILED', error: new ApiError('validation', 400, undefined, { file: 'fileType' }) },
    { type: 'UPLOAD.FAILED', error: new ApiError('interrupted', 400, 'The test is over.') },
    { type: 'UPLOAD.CANCEL' },
    { type: 'UPLOAD.RETRY' },
  ];
};

const spec = {
  name: 'essay-upload',
  machine,
  input: { resultQuestionId: 1005 },
  events,
  exec: execWith(fakes),
  check: (actual: AnyMachineSnapshot, expected: AnyMachineSnapshot) => {
    const ctx = actual.context as EssayUploadContext;
    expect(ctx).toEqual(expected.context);
    const api = connectEssayUpload(actual as never, () => {});
    const running = uploads.started - uploads.stopped;
    // Exactly one request runs while uploading, none otherwise (cancel and failure stop it).
    expect(running).toBe(actual.matches('uploading') ? 1 : 0);
    if (actual.matches('uploading')) expect(api.percent).toBe(ctx.loaded === 4 ? 50 : 0);
    if (actual.matches('rejected')) expect(api.problem).toMatch(/^(tooLarge|unreadable|fileType)$/);
    if (actual.matches('failed')) expect(api.error?.code).toMatch(/^(connection|message)$/);
    // The app is told when the passage turns out to be over, and only then.
    expect(interrupted.mock.calls.length).toBe(actual.matches('interrupted') ? 1 : 0);
    if (actual.matches('uploaded')) {
      expect(uploaded).toHaveBeenLastCalledWith('plan (1).pdf');
      expect(api.uploadedName).toBe('plan (1).pdf');
    } else expect(api.uploadedName).toBeNull();
    expect(api.isBusy).toBe(actual.matches('validating') || actual.matches('uploading'));
    expect(api.canRetry).toBe(actual.matches('failed') || actual.matches('cancelled'));
  },
};
const coverage = new Coverage('essay-upload', machine);
const { paths } = modelPaths(spec);

beforeEach(() => {
  vi.useFakeTimers();
  fakes.reset();
  uploads.started = 0;
  uploads.stopped = 0;
  uploaded.mockClear();
  interrupted.mockClear();
});

describe('essay upload machine paths', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await runPath(spec, coverage, path.steps);
  });

  it('the paths cover every state and transition of the machine', () => {
    coverage.write();
    expect(coverage.summary().missing).toEqual({ states: [], transitions: [] });
  });
});
