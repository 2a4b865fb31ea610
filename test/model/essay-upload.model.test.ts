import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromCallback, fromPromise, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { essayUploadMachine, type EssayUploadEvent, type EssayUploadReport } from '../../machines/essay-upload.machine.ts';
import { connectEssayUpload, type EssayUploadApi } from '../../machines/essay-upload.connect.ts';
import type { ChosenFile } from '../../machines/essay-file-check.ts';
import { ApiError } from '../../src/lib/errors.ts';
import { controllableActors, Coverage, done, execWith, failed, flush, testEveryPath, type FakeCall } from './harness.ts';

// Model-based paths of machines/essay-upload.machine.ts (SPEC §7 essay upload, §5 essay by
// answerSetting): choose a file, the browser's check (refused / passed), the upload with
// progress, cancel (the request is stopped), failure and retry, the server refusing the
// file, the passage found over, and the stored name handed to the essay. Generated from the
// machine, replayed on an actor with a fake check and a fake upload that records being
// started (with its input) and stopped. After every step the test's own oracle says what
// the file part shows, which calls were made with which input, how many requests run, and
// what the question machine was told (a file on its way and no longer, the stored name, the
// passage over).

const QUESTION = 1005;
const file: ChosenFile = { name: 'plan.pdf', size: 8 };
const fakes = controllableActors(['checkFile']);
const uploads = { started: [] as unknown[], stopped: 0 };
const uploaded = vi.fn<(fileName: string) => void>();
let toldBusy: boolean[] = [];
const interrupted = vi.fn();
const machine = essayUploadMachine.provide({
  actors: {
    checkFile: fakes.actors.checkFile as never,
    uploadFile: fromCallback<EssayUploadEvent, { file: ChosenFile; resultQuestionId: number }>(({ input }) => {
      uploads.started.push(input);
      return () => void uploads.stopped++;
    }),
  },
  // What the question machine hears, recorded (the machine runs alone here, with no parent).
  actions: {
    fileUploaded: (_, params) => uploaded(params.fileName),
    passageInterrupted: interrupted,
    busyStarted: () => toldBusy.push(true),
    busyEnded: () => toldBusy.push(false),
  },
});

const connection = new ApiError('connection', 0);
const over = new ApiError('message', 400, 'The test is over.');
const refusedType = new ApiError('validation', 400, undefined, { file: 'fileType' });
const passageOver = new ApiError('interrupted', 400, 'The test is over.');
// Told only in the stories below (not in the generated paths, to keep them few).
const refusedLarge = new ApiError('validation', 400, undefined, { file: 'tooLarge' });
const refusedText = new ApiError('validation', 400, undefined, { file: 'required', text: 'tooLong' });
const messageNamingFile = new ApiError('message', 400, 'Try later.', { file: 'tooLarge' });

const events = (snapshot: AnyMachineSnapshot): AnyEventObject[] => [
  { type: 'FILE.CHOOSE', file },
  done('checkFile', null),
  done('checkFile', 'tooLarge'),
  failed('checkFile', new Error('NotReadableError')),
  ...((snapshot.context as { loaded: number }).loaded < 4 ? [{ type: 'UPLOAD.PROGRESS', loaded: 4, total: 8 }] : []),
  { type: 'UPLOAD.DONE', fileName: 'plan (1).pdf' },
  { type: 'UPLOAD.FAILED', error: connection },
  { type: 'UPLOAD.FAILED', error: over },
  { type: 'UPLOAD.FAILED', error: refusedType },
  { type: 'UPLOAD.FAILED', error: passageOver },
  { type: 'UPLOAD.CANCEL' },
  { type: 'UPLOAD.RETRY' },
];

/** The oracle: what the file part shows and what must have happened, by the steps taken. */
type Shown = Pick<EssayUploadApi, 'phase' | 'fileName' | 'size' | 'percent' | 'problem' | 'error' | 'uploadedName' | 'isBusy' | 'canRetry'>;
let shown: Shown;
let checks: FakeCall[];
let started: unknown[];
let toldUploaded: string[];
let toldInterrupted: number;
let busyReports: boolean[];

function expectAfter(event: AnyEventObject) {
  const to = (phase: Shown['phase'], more: Partial<Shown> = {}) => {
    // Saving waits while a file is checked or sent: the question hears when that starts and ends.
    const busy = (p: Shown['phase']) => p === 'validating' || p === 'uploading';
    if (busy(phase) && !busy(shown.phase)) busyReports.push(true);
    if (!busy(phase) && busy(shown.phase)) busyReports.push(false);
    shown = {
      ...shown,
      phase,
      problem: null,
      error: null,
      uploadedName: null,
      isBusy: phase === 'validating' || phase === 'uploading',
      canRetry: phase === 'failed' || phase === 'cancelled',
      ...more,
    };
  };
  const upload = () => {
    to('uploading', { percent: 0 });
    started.push({ file, resultQuestionId: QUESTION });
  };
  const error = (event as { error?: unknown }).error;
  switch (event.type) {
    case 'FILE.CHOOSE':
      checks.push({ name: 'checkFile', input: { file } });
      return to('validating', { fileName: file.name, size: file.size, percent: 0 });
    case 'xstate.done.actor.checkFile':
      return (event as { output?: unknown }).output === null ? upload() : to('rejected', { problem: 'tooLarge' });
    case 'xstate.error.actor.checkFile':
      return to('rejected', { problem: 'unreadable' });
    case 'UPLOAD.PROGRESS':
      return to('uploading', { percent: 50 });
    case 'UPLOAD.DONE':
      toldUploaded.push('plan (1).pdf');
      return to('uploaded', { uploadedName: 'plan (1).pdf' });
    case 'UPLOAD.FAILED':
      if (error === passageOver) {
        toldInterrupted += 1;
        return to('interrupted');
      }
      // Only a validation refusal naming the file says what is wrong with it.
      if (error === refusedType) return to('rejected', { problem: 'fileType' });
      if (error === refusedLarge) return to('rejected', { problem: 'tooLarge' });
      if (error === refusedText) return to('failed', { error: { code: 'validation', serverMessage: null } });
      if (error === messageNamingFile) return to('failed', { error: { code: 'message', serverMessage: 'Try later.' } });
      return to('failed', { error: error === connection ? { code: 'connection', serverMessage: null } : { code: 'message', serverMessage: 'The test is over.' } });
    case 'UPLOAD.CANCEL':
      return to('cancelled');
    case 'UPLOAD.RETRY':
      return upload();
  }
}

const spec = {
  name: 'essay-upload',
  machine,
  input: { resultQuestionId: QUESTION },
  events,
  // A path per edge between whole states, with the event's payload: which error the upload
  // met, and the progress made before a retry, change what the trainee sees.
  edgeKey: (from: string, event: AnyEventObject, to: string) => JSON.stringify([from, event, to]),
  exec: execWith(fakes),
  start: () => {
    shown = { phase: 'idle', fileName: null, size: 0, percent: 0, problem: null, error: null, uploadedName: null, isBusy: false, canRetry: false };
    checks = [];
    started = [];
    toldUploaded = [];
    toldInterrupted = 0;
    busyReports = [];
    toldBusy = [];
    fakes.reset();
    uploads.started = [];
    uploads.stopped = 0;
    uploaded.mockClear();
    interrupted.mockClear();
  },
  check: (actual: AnyMachineSnapshot, _expected: AnyMachineSnapshot, step: { event: AnyEventObject }) => {
    expectAfter(step.event);
    const api = connectEssayUpload(actual as never, () => {});
    expect({
      phase: api.phase,
      fileName: api.fileName,
      size: api.size,
      percent: api.percent,
      problem: api.problem,
      error: api.error,
      uploadedName: api.uploadedName,
      isBusy: api.isBusy,
      canRetry: api.canRetry,
    }).toEqual(shown);
    expect(fakes.calls).toEqual(checks);
    expect(uploads.started).toEqual(started);
    // Exactly one request runs while uploading, none otherwise (cancel and failure stop it).
    expect(uploads.started.length - uploads.stopped).toBe(shown.phase === 'uploading' ? 1 : 0);
    expect(uploaded.mock.calls.map(([name]) => name)).toEqual(toldUploaded);
    expect(interrupted).toHaveBeenCalledTimes(toldInterrupted);
    expect(toldBusy).toEqual(busyReports);
    // SPEC §8: once the passage is over the upload is finished for good.
    expect(actual.status).toBe(shown.phase === 'interrupted' ? 'done' : 'active');
  },
};
const coverage = new Coverage('essay-upload', machine);
beforeEach(() => {
  vi.useFakeTimers();
});

describe('essay upload machine paths', () => {
  testEveryPath(spec, coverage);

  it('the paths cover every state and transition of the machine', () => {
    coverage.write();
    expect(coverage.summary().missing).toEqual({ states: [], transitions: [] });
  });
});

/**
 * A story told by the oracle alone, not generated from the machine: every event is sent to
 * a running actor whatever the machine's graph says, and after each one the oracle checks
 * what the file part shows, the calls and what the question was told. A transition missing
 * from the machine (which the generated paths could not know of) fails here.
 */
async function tell(story: AnyEventObject[]) {
  const actor = createActor(machine, { input: { resultQuestionId: QUESTION } });
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

const choose = { type: 'FILE.CHOOSE', file };
const progress = { type: 'UPLOAD.PROGRESS', loaded: 4, total: 8 };
const fail = (error: unknown) => ({ type: 'UPLOAD.FAILED', error });

describe("essay upload stories (the oracle's own order of events)", () => {
  it('another file may be chosen after a refusal, a cancel, a failure and an upload; a cancelled upload may be retried', async () => {
    await tell([
      choose,
      done('checkFile', 'tooLarge'),
      choose,
      done('checkFile', null),
      progress,
      { type: 'UPLOAD.CANCEL' },
      { type: 'UPLOAD.RETRY' },
      { type: 'UPLOAD.CANCEL' },
      choose,
      done('checkFile', null),
      fail(connection),
      { type: 'UPLOAD.RETRY' },
      fail(connection),
      choose,
      done('checkFile', null),
      { type: 'UPLOAD.DONE', fileName: 'plan (1).pdf' },
      choose,
      done('checkFile', null),
      fail(passageOver),
    ]);
  });

  it('the server refusing the file names why (too large, wrong type); other refusals and messages are failures to retry', async () => {
    await tell([
      choose,
      done('checkFile', null),
      fail(refusedLarge),
      choose,
      done('checkFile', null),
      fail(refusedType),
      choose,
      done('checkFile', null),
      fail(refusedText),
      { type: 'UPLOAD.RETRY' },
      fail(messageNamingFile),
    ]);
  });
});

describe('essay upload inside the question (what the question machine hears)', () => {
  it('a file on its way and no longer, the stored name, and the passage over, in order', async () => {
    let sendBack: ((event: EssayUploadEvent) => void) | undefined;
    const upload = essayUploadMachine.provide({
      actors: {
        checkFile: fromPromise(async () => null) as never,
        uploadFile: fromCallback<EssayUploadEvent, { file: ChosenFile; resultQuestionId: number }>(({ sendBack: back }) => {
          sendBack = back;
        }),
      },
    });
    const heard: EssayUploadReport[] = [];
    const question = createMachine({
      invoke: { id: 'upload', src: upload, input: { resultQuestionId: QUESTION } },
      on: { '*': { actions: ({ event }) => void heard.push(event as EssayUploadReport) } },
    });
    const actor = createActor(question).start();
    const child = () => actor.getSnapshot().children.upload!;
    child().send(choose);
    await flush();
    sendBack!({ type: 'UPLOAD.DONE', fileName: 'plan (1).pdf' });
    await flush();
    child().send(choose);
    await flush();
    sendBack!({ type: 'UPLOAD.FAILED', error: passageOver });
    await flush();
    actor.stop();
    expect(heard).toEqual([
      { type: 'ESSAY.BUSY', busy: true },
      { type: 'ESSAY.BUSY', busy: false },
      { type: 'ESSAY.UPLOADED', fileName: 'plan (1).pdf' },
      { type: 'ESSAY.BUSY', busy: true },
      { type: 'ESSAY.BUSY', busy: false },
      { type: 'ESSAY.INTERRUPTED' },
      // and the upload is over for good (the question stops showing it)
      { type: 'xstate.done.actor.upload', actorId: 'upload' },
    ]);
  });
});

describe('essay upload connect', () => {
  it('choosing a file, cancelling and retrying send FILE.CHOOSE with the file, UPLOAD.CANCEL and UPLOAD.RETRY', () => {
    const send = vi.fn();
    const api = connectEssayUpload(createActor(essayUploadMachine, { input: { resultQuestionId: QUESTION } }).getSnapshot(), send);
    api.onChoose(file);
    api.onCancel();
    api.onRetry();
    expect(send.mock.calls).toEqual([[{ type: 'FILE.CHOOSE', file }], [{ type: 'UPLOAD.CANCEL' }], [{ type: 'UPLOAD.RETRY' }]]);
  });
});
