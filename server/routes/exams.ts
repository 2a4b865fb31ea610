// SPEC §7 "Exams" and the essay download GET /api/training/download/answer/material/
// {resultQuestionId} (declared in api/exams.ts). Logged-in trainees only (403 otherwise);
// another trainee's schedule, passage, question or file is 404. Rules in
// server/domain/exams/ and docs/exams.md.
import { Readable } from 'node:stream';
import { examCalls as calls, ESSAY_MAX_BYTES, EssayFields } from '../../api/exams.ts';
import { PayloadTooLargeError, ValidationError } from '../domain/errors.ts';
import { saveAnswerAtOnce } from '../domain/exams/answer-save.ts';
import { saveGraceMs } from '../domain/exams/answering.ts';
import { readQuestionAtOnce } from '../domain/exams/question-read.ts';
import { takeUploadSlot } from '../domain/exams/essay-limits.ts';
import { downloadEssay, uploadEssay } from '../domain/exams/essays.ts';
import { activePassages, availableExams, checkMinutes, examIntro, examResult, passedExams } from '../domain/exams/lists.ts';
import { finishBreakNow, finishNow, readPassage, startPassageAtOnce, takeBreakNow } from '../domain/exams/passage.ts';
import { route, routeOwnSession, type Route } from '../http/contract.ts';
import type { Adapters, AppDeps } from '../http/env.ts';
import { receiveMultipart } from '../http/multipart.ts';
import { fileHeaders } from '../http/send-file.ts';
import { requestSettings } from '../http/session.ts';
import { parse } from '../http/validate.ts';

const MAX_ESSAY_BODY = calls['exams.passage.essay'].bodyLimit;
const essayTooLarge = () => new PayloadTooLargeError('exam.essayTooLarge', { limit: ESSAY_MAX_BYTES / (1024 * 1024) });

export function examRoutes(deps: AppDeps & { adapters: Adapters }): Route[] {
  return [
    route(calls['exams.available'], ({ caller }) => availableExams(caller)),
    route(calls['exams.active'], ({ caller }) => activePassages(caller)),
    route(calls['exams.passed'], ({ caller }) => passedExams(caller)),
    route(calls['exams.result'], ({ caller, params }) => examResult(caller, params.resultId)),
    route(calls['exams.check'], ({ caller, params, query }) => checkMinutes(caller, params.id, query.kind)),
    route(calls['exams.intro'], ({ caller, params }) => examIntro(caller, params.scheduleId)),
    // An exam morning's first call: its session read in the same statement as the start's facts (passage.ts).
    routeOwnSession(calls['exams.passage.start'], ({ session, params }) =>
      startPassageAtOnce(deps.db, session.tokenHash, session.admit, params.scheduleId, deps.adapters.random),
    ),
    route(calls['exams.passage.get'], ({ caller, params }) => readPassage(caller, params.resultId)),
    route(calls['exams.passage.update'], ({ caller, params }) => readPassage(caller, params.resultId)),
    route(calls['exams.passage.takeBreak'], ({ caller, params }) => takeBreakNow(caller, params.resultId)),
    route(calls['exams.passage.finishBreak'], ({ caller, params }) => finishBreakNow(caller, params.resultId)),
    route(calls['exams.passage.finish'], ({ caller, params }) => finishNow(caller, params.resultId)),
    // Read three times per passage: its session in the same statement as the passage and the question (question-read.ts).
    routeOwnSession(calls['exams.passage.question'], ({ session, params }) => readQuestionAtOnce(deps.db, session.tokenHash, session.admit, params.resultQuestionId)),
    // The hottest call: its session read in the same statement as the passage (answer-save.ts).
    routeOwnSession(calls['exams.passage.answer'], ({ session, params, body, c }) =>
      saveAnswerAtOnce(deps.db, session.tokenHash, session.admit, params.resultQuestionId, body, async () => saveGraceMs(await requestSettings(c, deps))),
    ),
    // docs/exams.md "Essay files": size by Content-Length, then the trainee's upload rate, both
    // before the body is read; then the body streamed to a temp file, checked, stored.
    route(calls['exams.passage.essay'], async ({ caller, c }) => {
      if (Number(c.req.header('content-length')) > MAX_ESSAY_BODY) throw essayTooLarge();
      await takeUploadSlot(deps.db, caller.customerId, deps.clock());
      let received;
      try {
        received = await receiveMultipart(c.req.raw, {
          dir: deps.adapters.uploadDir,
          fileField: 'file',
          fields: ['resultQuestionId', 'filename'],
          maxFileBytes: ESSAY_MAX_BYTES,
          maxBodyBytes: MAX_ESSAY_BODY,
        });
      } catch (error) {
        throw error instanceof PayloadTooLargeError ? essayTooLarge() : error;
      }
      try {
        const fields = parse(EssayFields, { resultQuestionId: received.fields.resultQuestionId, filename: received.fields.filename });
        if (!received.file) throw new ValidationError({ file: 'required' });
        const name = fields.filename || received.file.name;
        const essayDeps = { files: deps.adapters.files, clock: deps.clock };
        return await uploadEssay(caller, essayDeps, fields.resultQuestionId, { ...received.file, name });
      } finally {
        await received.discard();
      }
    }),
    // Streamed from the file store with the headers of every other download (sandboxed, not
    // sniffed, an attachment), never cached.
    route(calls['files.answerMaterial'], async ({ caller, params, c }) => {
      const file = await downloadEssay(caller, deps.adapters.files, params.resultQuestionId);
      fileHeaders(c, file, { cache: 'private, no-store', disposition: 'attachment' });
      c.header('Content-Length', String(file.size));
      return c.body(Readable.toWeb(file.body) as ReadableStream<Uint8Array>);
    }),
  ];
}
