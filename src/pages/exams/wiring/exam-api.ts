import { examCalls as calls, type GivenAnswer } from '../../../../api/exams.ts';
import type { Http } from '../../../lib/http.ts';
import { isApiError, orNotThere } from '../../../lib/errors.ts';
import { wired } from '../../../app/machines.ts';
import { uploadEssayFile, type UploadRequest } from '../editors/essay/essay-upload-request.ts';

// The exam screens' calls over HTTP (SPEC §7 Exams). Calls the trainee starts (break, finish,
// load) report errors through the global handler (SPEC §8), the start beside its button; background calls
// (the refresh at zero, saves, question loads) are handled by the machines themselves,
// quietly. A result or an intro that is not there (or not the trainee's) is null: its page
// says so itself (docs/decisions.md #202), as it does of a result whose test is still running.

/** The result of a test still running: GET /api/exams/result refuses it (400, the server's 'exam.notFinished', its one refusal with a message). */
export const NOT_FINISHED = 'notFinished';

async function orNotFinished<T>(answer: Promise<T>): Promise<T | typeof NOT_FINISHED> {
  try {
    return await answer;
  } catch (error) {
    if (isApiError(error) && error.code === 'message') return NOT_FINISHED;
    throw error;
  }
}

export function createExamApi(http: Http) {
  const local = { local: true, quiet: true };
  const notThere = { local: 'notFound' } as const;
  return {
    available: () => http.call(calls['exams.available']),
    active: () => http.call(calls['exams.active']),
    passed: () => http.call(calls['exams.passed']),
    result: (resultId: number) => orNotFinished(orNotThere(http.call(calls['exams.result'], { params: { resultId } }, { local: ['notFound', 'message'] }))),
    intro: (scheduleId: number) => orNotThere(http.call(calls['exams.intro'], { params: { scheduleId } }, notThere)),
    // The start's check and the start itself are refused in place, beside the Start button
    // (issue 10; machines/exam-start.machine.ts), not in the global dialog.
    checkStart: async (scheduleId: number) => (await http.call(calls['exams.check'], { params: { id: scheduleId } }, { local: true })).minutesLeft,
    checkBreak: async (resultId: number) => (await http.call(calls['exams.check'], { params: { id: resultId }, query: { kind: 'break' } })).minutesLeft,
    start: (scheduleId: number) => http.call(calls['exams.passage.start'], { params: { scheduleId } }, { local: true }),
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

/** The exam calls over the app's HTTP client: the exam pages load with them, the machines act with them. */
export const examApi = wired('examApi', ({ services }) => createExamApi(services.http));
