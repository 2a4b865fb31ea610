import { fromCallback, fromPromise } from 'xstate';
import * as v from 'valibot';
import { examCalls as calls, type GivenAnswer, type Passage, type QuestionRef } from '../../../../api/exams.ts';
import type { Http } from '../../../lib/http.ts';
import { isApiError } from '../../../lib/errors.ts';
import { passageMachine, TICK_MS, type PassageEvent, type Received } from '../../../../machines/passage.machine.ts';
import { questionMachine, type LoadedQuestion } from '../../../../machines/question.machine.ts';
import { examStartMachine } from '../../../../machines/exam-start.machine.ts';
import { bytesToCheck, essayFileProblem, essayUploadMachine, type ChosenFile, type EssayUploadEvent } from '../../../../machines/essay-upload.machine.ts';
import type { KeptAnswers } from './kept-answers.ts';
import { readFileStart, uploadEssayFile, type UploadRequest } from '../editors/essay/essay-upload-request.ts';
import { failureOf } from '../../../../machines/failure.ts';

// The exam screens' side effects over HTTP (SPEC §7 Exams), and the three machines with
// them provided. Calls the trainee starts (start, break, finish, load) report errors
// through the global handler (SPEC §8); background calls (the refresh at zero, saves,
// question loads) are handled by the machines themselves, quietly.

export function createExamApi(http: Http) {
  const local = { local: true, quiet: true };
  return {
    available: () => http.call(calls['exams.available']),
    active: () => http.call(calls['exams.active']),
    passed: () => http.call(calls['exams.passed']),
    result: (resultId: number) => http.call(calls['exams.result'], { params: { resultId } }),
    intro: (scheduleId: number) => http.call(calls['exams.intro'], { params: { scheduleId } }),
    checkStart: async (scheduleId: number) => (await http.call(calls['exams.check'], { params: { id: scheduleId } })).minutesLeft,
    checkBreak: async (resultId: number) => (await http.call(calls['exams.check'], { params: { id: resultId }, query: { kind: 'break' } })).minutesLeft,
    start: (scheduleId: number) => http.call(calls['exams.passage.start'], { params: { scheduleId } }),
    passage: (resultId: number) => http.call(calls['exams.passage.get'], { params: { resultId } }),
    update: (resultId: number) => http.call(calls['exams.passage.update'], { params: { resultId } }, local),
    takeBreak: (resultId: number) => http.call(calls['exams.passage.takeBreak'], { params: { resultId } }),
    finishBreak: (resultId: number) => http.call(calls['exams.passage.finishBreak'], { params: { resultId } }),
    finish: (resultId: number) => http.call(calls['exams.passage.finish'], { params: { resultId } }),
    question: (resultQuestionId: number) => http.call(calls['exams.passage.question'], { params: { resultQuestionId } }, local),
    answer: (resultQuestionId: number, answers: GivenAnswer[]) => http.call(calls['exams.passage.answer'], { params: { resultQuestionId }, body: { answers } }, local),
    /** The essay file, with progress; shown by the essay itself (no overlay, no global dialog). */
    uploadEssay: async (request: UploadRequest) => {
      try {
        return await uploadEssayFile(request);
      } catch (error) {
        // SPEC §8 "HTTP 403: user marked logged out": the upload bypasses the client, so a
        // cheap call through it lets the session see the 403 too.
        if (isApiError(error) && error.code === 'forbidden') void http.call(calls['exams.active'], undefined, { quiet: true }).catch(() => {});
        throw error;
      }
    },
  };
}

export type ExamApi = ReturnType<typeof createExamApi>;

export interface ExamEffects {
  api: ExamApi;
  kept: KeptAnswers;
  /** Monotonic milliseconds (performance.now), never the wall clock (DESIGN "Time"). */
  mono: () => number;
  /** The shared audio check dialog of SPEC §1; true when the trainee hears the sample. */
  audioCheck: () => Promise<boolean>;
}

const codeOf = (error: unknown) => failureOf(error).code;

/** Sends what an earlier page kept; stops at the first one the server cannot be reached for. */
async function resendKept(effects: ExamEffects, resultId: number): Promise<QuestionRef[]> {
  const acknowledged: QuestionRef[] = [];
  for (const { resultQuestionId, answers } of effects.kept.all(resultId)) {
    try {
      acknowledged.push((await effects.api.answer(resultQuestionId, answers)).question);
      effects.kept.drop(resultId, resultQuestionId);
    } catch (error) {
      const code = codeOf(error);
      if (code === 'interrupted') throw error;
      if (code === 'connection') break; // still kept; sent again with the question or next time
      effects.kept.drop(resultId, resultQuestionId); // refused: nothing to send any more
    }
  }
  return acknowledged;
}

export function createExamMachines(effects: ExamEffects) {
  const { api, kept, mono } = effects;
  const receive = (call: (resultId: number) => Promise<Passage>) =>
    fromPromise<Received, { resultId: number }>(async ({ input }) => {
      const passage = await call(input.resultId);
      return { passage, receivedAt: mono() };
    });
  const passage = passageMachine.provide({
    actors: {
      loadPassage: receive(api.passage),
      refreshPassage: receive(api.update),
      checkBreak: fromPromise(({ input }: { input: { resultId: number } }) => api.checkBreak(input.resultId)),
      takeBreak: receive(api.takeBreak),
      finishBreak: receive(api.finishBreak),
      finishPassage: receive(api.finish),
      ticker: fromCallback<PassageEvent>(({ sendBack }) => {
        const id = setInterval(() => sendBack({ type: 'TIMER.TICK', monoNow: mono() }), TICK_MS);
        return () => clearInterval(id);
      }),
    },
    actions: {
      passageClosed: (_, params) => kept.clear(params.resultId),
    },
  });
  const question = questionMachine.provide({
    actors: {
      resendKept: fromPromise(({ input }: { input: { resultId: number } }) => resendKept(effects, input.resultId)),
      loadQuestion: fromPromise(async ({ input }: { input: { resultId: number; resultQuestionId: number } }): Promise<LoadedQuestion> => ({
        question: await api.question(input.resultQuestionId),
        kept: kept.get(input.resultId, input.resultQuestionId),
      })),
      saveAnswer: fromPromise(async ({ input }: { input: { resultId: number; resultQuestionId: number; answers: GivenAnswer[] } }) => {
        kept.keep(input.resultId, input.resultQuestionId, input.answers);
        return api.answer(input.resultQuestionId, input.answers);
      }),
    },
    actions: {
      forgetKept: (_, params) => kept.drop(params.resultId, params.resultQuestionId),
    },
  });
  const examStart = examStartMachine.provide({
    actors: {
      audioCheck: fromPromise(() => effects.audioCheck()),
      checkStart: fromPromise(({ input }: { input: { scheduleId: number } }) => api.checkStart(input.scheduleId)),
      startPassage: fromPromise(async ({ input }: { input: { scheduleId: number } }) => (await api.start(input.scheduleId)).resultId),
    },
  });
  return { passage, question, examStart, essayUpload: createEssayUploadMachine(api) };
}

export type ExamMachines = ReturnType<typeof createExamMachines>;

/** The essay upload machine over the exam calls: the browser's file check and the upload with progress. */
export function createEssayUploadMachine(api: Pick<ExamApi, 'uploadEssay'>) {
  return essayUploadMachine.provide({
    actors: {
      checkFile: fromPromise(async ({ input }: { input: { file: ChosenFile } }) => {
        const file = input.file as ChosenFile & Blob;
        return essayFileProblem(file, await readFileStart(file, bytesToCheck(file)));
      }),
      uploadFile: fromCallback<EssayUploadEvent, { file: ChosenFile; resultQuestionId: number }>(({ input, sendBack }) => {
        const abort = new AbortController();
        api
          .uploadEssay({
            file: input.file as ChosenFile & Blob,
            resultQuestionId: input.resultQuestionId,
            onProgress: (loaded, total) => sendBack({ type: 'UPLOAD.PROGRESS', loaded, total }),
            signal: abort.signal,
          })
          .then(
            ({ fileName }) => sendBack({ type: 'UPLOAD.DONE', fileName }),
            (error: unknown) => {
              if (!abort.signal.aborted) sendBack({ type: 'UPLOAD.FAILED', error });
            },
          );
        return () => abort.abort();
      }),
    },
  });
}
