// SPEC §7 "Exams" (mounted at /api): /api/exams/* and the essay download
// GET /api/training/download/answer/material/{resultQuestionId}. Logged-in trainees only
// (403 otherwise); another trainee's schedule, passage, question or file is 404. Rules in
// server/domain/exams/ and docs/exams.md; the wire shapes are api/exams.ts.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
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
import { downloadEssay, uploadEssay } from '../domain/exams/essays.ts';
import { PASSAGE_INTERRUPT, PassageInterruptError } from '../domain/exams/errors.ts';
import { activePassages, availableExams, checkMinutes, examIntro, examResult, passedExams, type ActivePassage, type PassedExam } from '../domain/exams/lists.ts';
import { finishBreakNow, finishNow, readPassage, startPassage, takeBreakNow, type Actor } from '../domain/exams/passage.ts';
import { MAX_ESSAY_BYTES } from '../adapters/uploads.ts';
import { formatMessage, loadMessages } from '../domain/settings.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { limitBody } from '../http/guards.ts';
import { errorHandler } from '../http/on-error.ts';
import { currentSession, requireLogin } from '../http/session.ts';
import { jsonBody, parse, pathParams } from '../http/validate.ts';

const ESSAY_PATH = '/api/exams/passage/essay';
const CheckQuery = v.object({ kind: v.optional(v.picklist(['break'], 'invalid')) });
const EssayFields = v.object({
  resultQuestionId: v.pipe(v.string('required'), v.regex(/^\d{1,9}$/, 'number'), v.transform(Number)),
  filename: v.optional(v.pipe(v.string('invalid'), v.maxLength(255, 'tooLong'))),
});

export function examRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const actor = (c: Context<AppEnv>): Actor => ({ db: deps.db, customerId: currentSession(c).customerId, now: deps.clock(), locale: c.get('locale') });
  const id = (c: Context<AppEnv>) => pathParams(c, IdParam).id;

  routes.use('/exams/*', requireLogin);
  routes.use('/training/download/answer/*', requireLogin);
  // This group is mounted before the app-wide 1 MiB body limit so that the essay upload can
  // have its own (10 MiB file + multipart overhead); every other exam call keeps the default.
  const essayLimit = bodyLimit({
    maxSize: MAX_ESSAY_BYTES + 256 * 1024,
    onError: () => {
      throw new PayloadTooLargeError();
    },
  });
  const defaultLimit = limitBody(deps);
  routes.use('/exams/*', (c, next) => (c.req.path === ESSAY_PATH ? essayLimit(c, next) : defaultLimit(c, next)));
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
  routes.post('/exams/passage/essay', async (c) => {
    let form: Record<string, string | File>;
    try {
      form = await c.req.parseBody();
    } catch (error) {
      if (error instanceof PayloadTooLargeError) throw error;
      throw new ValidationError({ file: 'required' }, 'error.badRequest');
    }
    const fields = parse(EssayFields, { resultQuestionId: form.resultQuestionId, filename: form.filename });
    const file = form.file;
    if (!(file instanceof File)) throw new ValidationError({ file: 'required' });
    const name = fields.filename || file.name;
    const bytes = new Uint8Array(await file.arrayBuffer());
    return c.json(await uploadEssay(actor(c), fields.resultQuestionId, { name, bytes }));
  });
  routes.get('/exams/passage/takeBreak/:id', async (c) => c.json((await takeBreakNow(actor(c), id(c))) satisfies Passage));
  routes.get('/exams/passage/finishBreak/:id', async (c) => c.json((await finishBreakNow(actor(c), id(c))) satisfies Passage));
  routes.get('/exams/passage/finish/:id', async (c) => c.json((await finishNow(actor(c), id(c))) satisfies Passage));
  routes.get('/exams/passage/update/:id', async (c) => c.json((await readPassage(actor(c), id(c))) satisfies Passage));
  routes.get('/exams/passage/:id', async (c) => c.json((await readPassage(actor(c), id(c))) satisfies Passage));
  routes.get('/exams/:id', async (c) => c.json((await examIntro(actor(c), id(c))) satisfies ExamIntro));

  routes.get('/training/download/answer/material/:id', async (c) => {
    const file = await downloadEssay(actor(c), id(c));
    c.header('Content-Type', file.contentType);
    c.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
    c.header('Cache-Control', 'private, no-store');
    return c.body(file.data as Uint8Array<ArrayBuffer>);
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
