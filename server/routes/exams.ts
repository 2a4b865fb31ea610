// SPEC §7 "Exams" (mounted at /api): /api/exams/* and the essay download
// GET /api/training/download/answer/material/{resultQuestionId}. Logged-in trainees only
// (403 otherwise); another trainee's schedule, passage, question or file is 404. Rules in
// server/domain/exams/ and docs/exams.md; the wire shapes are api/exams.ts.
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { ErrorBody } from '../../api/common.ts';
import {
  AnswerRequest,
  IdParam,
  type AnswerResponse,
  type AvailableExam,
  type ExamIntro,
  type ExamResult,
  type Passage,
  type Question,
} from '../../api/exams.ts';
import { PayloadTooLargeError, RefusedError, ValidationError } from '../domain/errors.ts';
import { readQuestion, saveAnswer } from '../domain/exams/answering.ts';
import { takeUploadSlot } from '../domain/exams/essay-limits.ts';
import { downloadEssay, uploadEssay } from '../domain/exams/essays.ts';
import { PASSAGE_INTERRUPT, PassageInterruptError } from '../domain/exams/errors.ts';
import { activePassages, availableExams, checkMinutes, examIntro, examResult, passedExams, type ActivePassage, type PassedExam } from '../domain/exams/lists.ts';
import { finishBreakNow, finishNow, readPassage, startPassage, takeBreakNow, type Actor } from '../domain/exams/passage.ts';
import { MAX_ESSAY_BYTES } from '../adapters/uploads.ts';
import { formatMessage, loadMessages } from '../domain/settings.ts';
import type { Adapters, AppDeps, AppEnv } from '../http/env.ts';
import { limitBody } from '../http/guards.ts';
import { receiveMultipart } from '../http/multipart.ts';
import { errorHandler } from '../http/on-error.ts';
import { currentSession, requireLogin } from '../http/session.ts';
import { jsonBody, parse, pathParams } from '../http/validate.ts';
import { fileHeaders } from './downloads.ts';

const ESSAY_PATH = '/api/exams/passage/essay';
/** The essay request as a whole: the file and the multipart overhead of the form. */
const MAX_ESSAY_BODY = MAX_ESSAY_BYTES + 256 * 1024;
const essayTooLarge = () => new PayloadTooLargeError('exam.essayTooLarge', { limit: MAX_ESSAY_BYTES / (1024 * 1024) });
const CheckQuery = v.object({ kind: v.optional(v.picklist(['break'], 'invalid')) });
const EssayFields = v.object({
  resultQuestionId: v.pipe(v.string('required'), v.regex(/^\d{1,9}$/, 'number'), v.transform(Number)),
  filename: v.optional(v.pipe(v.string('invalid'), v.maxLength(255, 'tooLong'))),
});

export function examRoutes(deps: AppDeps & { adapters: Adapters }) {
  const routes = new Hono<AppEnv>();
  const actor = (c: Context<AppEnv>): Actor => ({ db: deps.db, customerId: currentSession(c).customerId, now: deps.clock(), locale: c.get('locale') });
  const id = (c: Context<AppEnv>) => pathParams(c, IdParam).id;

  routes.use('/exams/*', requireLogin);
  routes.use('/training/download/answer/*', requireLogin);
  // This group is mounted before the app-wide 1 MiB body limit: the essay upload reads its
  // body as a stream and counts it itself (receiveMultipart); every other exam call keeps the
  // default limit.
  const defaultLimit = limitBody(deps);
  routes.use('/exams/*', (c, next) => (c.req.path === ESSAY_PATH ? next() : defaultLimit(c, next)));
  // GETs that change a passage need X-Requested-With like any POST (docs/exams.md), so that a
  // link on another site cannot start, pause or finish a trainee's exam.
  routes.use('/exams/passage/*', async (c, next) => {
    if (/^\/api\/exams\/passage\/(start|takeBreak|finishBreak|finish)\//.test(c.req.path) && !c.req.header('x-requested-with')) {
      throw new RefusedError('error.badRequest');
    }
    await next();
  });

  routes.get('/exams/available', async (c) => c.json((await availableExams(actor(c))) satisfies AvailableExam[]));
  routes.get('/exams/active', async (c) => c.json((await activePassages(actor(c))) satisfies ActivePassage[]));
  routes.get('/exams/passed', async (c) => c.json((await passedExams(actor(c))) satisfies PassedExam[]));
  routes.get('/exams/result/:id', async (c) => c.json((await examResult(actor(c), id(c))) satisfies ExamResult));
  routes.get('/exams/check/:id', async (c) => {
    const { kind } = parse(CheckQuery, { kind: c.req.query('kind') });
    return c.json(await checkMinutes(actor(c), id(c), kind));
  });

  routes.get('/exams/passage/start/:id', async (c) => c.json((await startPassage(actor(c), id(c))) satisfies Passage));
  routes.get('/exams/passage/question/:id', async (c) => c.json((await readQuestion(actor(c), id(c))) satisfies Question));
  routes.post('/exams/passage/answer/:id', async (c) => {
    const resultQuestionId = id(c);
    const body = await jsonBody(c, AnswerRequest);
    return c.json((await saveAnswer(actor(c), resultQuestionId, body)) satisfies AnswerResponse);
  });
  // docs/exams.md "Essay files": size by Content-Length, then the trainee's upload rate, both
  // before the body is read; then the body streamed to a temp file, checked, stored.
  routes.post('/exams/passage/essay', async (c) => {
    if (Number(c.req.header('content-length')) > MAX_ESSAY_BODY) throw essayTooLarge();
    await takeUploadSlot(deps.db, currentSession(c).customerId, deps.clock());
    let received;
    try {
      received = await receiveMultipart(c.req.raw, {
        dir: deps.adapters.uploadDir,
        fileField: 'file',
        fields: ['resultQuestionId', 'filename'],
        maxFileBytes: MAX_ESSAY_BYTES,
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
      return c.json(await uploadEssay(actor(c), essayDeps, fields.resultQuestionId, { ...received.file, name }));
    } finally {
      await received.discard();
    }
  });
  routes.get('/exams/passage/takeBreak/:id', async (c) => c.json((await takeBreakNow(actor(c), id(c))) satisfies Passage));
  routes.get('/exams/passage/finishBreak/:id', async (c) => c.json((await finishBreakNow(actor(c), id(c))) satisfies Passage));
  routes.get('/exams/passage/finish/:id', async (c) => c.json((await finishNow(actor(c), id(c))) satisfies Passage));
  routes.get('/exams/passage/update/:id', async (c) => c.json((await readPassage(actor(c), id(c))) satisfies Passage));
  routes.get('/exams/passage/:id', async (c) => c.json((await readPassage(actor(c), id(c))) satisfies Passage));
  routes.get('/exams/:id', async (c) => c.json((await examIntro(actor(c), id(c))) satisfies ExamIntro));

  // Streamed from the file store with the headers of every other download (sandboxed, not
  // sniffed, an attachment), never cached.
  routes.get('/training/download/answer/material/:id', async (c) => {
    const file = await downloadEssay(actor(c), deps.adapters.files, id(c));
    fileHeaders(c, file, { cache: 'private, no-store', disposition: 'attachment' });
    c.header('Content-Length', String(file.size));
    return c.body(Readable.toWeb(file.body) as ReadableStream<Uint8Array>);
  });

  // SPEC §8: PassageInterruptException; everything else goes to the app's one handler.
  const fallback = errorHandler(deps);
  routes.onError(async (error, c) => {
    if (error instanceof PassageInterruptError) {
      const messages = await loadMessages(deps.db, c.get('locale') ?? 'ua');
      return c.json({ errorMessage: formatMessage(messages, error.messageKey), exception: PASSAGE_INTERRUPT } satisfies ErrorBody, 400);
    }
    return fallback(error, c);
  });

  return routes;
}
