import * as v from 'valibot';
import { defineCalls, idField, idParam } from './contract.ts';

// SPEC §3 "Available exam", "Passage/result", "Question", "Answer", "Passed exam";
// §7 Exams. Instants are epoch ms; passTime and breakTime are minutes (DESIGN).

export const QuestionType = v.picklist(['SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'ESSAY', 'SEQUENCE', 'COMPARISON']);
export type QuestionType = v.InferOutput<typeof QuestionType>;
export const PassageStatus = v.picklist(['IN_PROGRESS', 'BREAK_TAKEN', 'FINISHED', 'EXPIRED']);
export type PassageStatus = v.InferOutput<typeof PassageStatus>;

// Issue 10, beyond SPEC §3 (extra fields, optional so SPEC's payloads still parse): `alt`, the
// author's description of a picture (null: none written; the client then says "Picture N of
// question M"), and `transcript`, what a sound says (AUDIO answer pictures, audio materials).
const Described = v.optional(v.nullable(v.string()));
export const Picture = v.object({ id: v.number(), url: v.string(), alt: Described });
export type Picture = v.InferOutput<typeof Picture>;
export const AnswerPicture = v.object({ id: v.number(), url: v.string(), contentType: v.string(), alt: Described, transcript: Described }); // 'AUDIO' or an image type
export type AnswerPicture = v.InferOutput<typeof AnswerPicture>;

export const Material = v.object({
  materialId: v.number(),
  name: v.string(),
  link: v.nullable(v.string()), // an external link, or null
  attachment: v.nullable(v.string()), // file name of a downloadable attachment, or null
  available: v.boolean(),
  contentType: v.nullable(v.string()), // e.g. 'audio/mpeg' makes it playable
  transcript: Described, // issue 10: what an audio material says
});
export type Material = v.InferOutput<typeof Material>;

export const Answer = v.object({
  /** A handle drawn for this passage (random, differs in every attempt), not a database id. */
  answerId: v.number(),
  answerName: v.string(),
  selected: v.boolean(),
  pictures: v.array(AnswerPicture),
  answer: v.nullable(v.string()), // free text (essay) or the comparison partner currently matched
  order: v.nullable(v.number()), // position in a sequence answer, 1-based
  essayFileName: v.nullable(v.string()),
  uploadedFileName: v.nullable(v.string()),
});
export type Answer = v.InferOutput<typeof Answer>;

export const Question = v.object({
  id: v.number(),
  resultQuestionId: v.number(),
  type: QuestionType,
  name: v.string(),
  pictures: v.array(Picture),
  materials: v.array(Material),
  answers: v.array(Answer),
  /** COMPARISON: the partners to match, shuffled by the server. */
  partners: v.optional(v.array(v.string())),
  saved: v.boolean(),
  changed: v.boolean(),
  correct: v.nullable(v.boolean()), // only when showCheckResult allows
  answerSetting: v.nullable(v.number()), // ESSAY: 0/null text or file, 1 file only, 2 text only
});
export type Question = v.InferOutput<typeof Question>;

/** The tab strip's view of a question inside a passage. */
export const QuestionRef = v.object({
  id: v.number(),
  resultQuestionId: v.number(),
  type: QuestionType,
  saved: v.boolean(),
  correct: v.nullable(v.boolean()),
});
export type QuestionRef = v.InferOutput<typeof QuestionRef>;

export const Passage = v.object({
  resultId: v.number(),
  name: v.string(),
  status: PassageStatus,
  questions: v.array(QuestionRef),
  questionsCount: v.number(),
  attempts: v.nullable(v.number()), // attempts allowed, null = unlimited
  resultsCount: v.number(), // attempts used
  passTime: v.nullable(v.number()), // minutes, null = unlimited
  passExpires: v.nullable(v.number()),
  now: v.number(), // server time, ms
  breakCount: v.nullable(v.number()), // 0/null = unlimited when breakTime is set
  breaksTaken: v.number(),
  breakTime: v.nullable(v.number()), // minutes; null = no breaks configured
  breakExpires: v.nullable(v.number()),
  scheduleId: v.number(),
  scheduleFinish: v.number(),
  enablePassPoint: v.boolean(),
  passPoint: v.nullable(v.number()),
  showPassPoint: v.boolean(),
  showCheckResult: v.boolean(),
  answerHistoryAllowed: v.boolean(),
  correctQuestionsCount: v.nullable(v.number()), // after finish
  points: v.nullable(v.number()), // after finish
  maxPoints: v.number(),
  checkAudio: v.boolean(),
  passingRules: v.string(),
  description: v.string(),
  materials: v.array(Material),
  postOnFacebook: v.boolean(),
  resultHash: v.nullable(v.string()),
  previewHash: v.nullable(v.string()),
});
export type Passage = v.InferOutput<typeof Passage>;

/** GET /api/exams/{scheduleId}: the intro page of an exam (SPEC §2 "Exam intro"). */
export const ExamIntro = v.object({
  scheduleId: v.number(),
  name: v.string(),
  description: v.string(),
  passingRules: v.string(),
  materials: v.array(Material),
  questionsCount: v.number(),
  passTime: v.nullable(v.number()),
  breakCount: v.nullable(v.number()),
  breakTime: v.nullable(v.number()),
  attempts: v.nullable(v.number()),
  resultsCount: v.number(),
  attemptsExceeded: v.boolean(),
  start: v.number(),
  finish: v.number(),
  enablePassPoint: v.boolean(),
  passPoint: v.nullable(v.number()),
  showPassPoint: v.boolean(),
  maxPoints: v.number(),
  checkAudio: v.boolean(),
  /** false: a saved answer cannot be changed (the intro says so before the start, issue 10 item 4). */
  answerHistoryAllowed: v.boolean(),
  inProgressResultId: v.nullable(v.number()),
  now: v.number(),
});
export type ExamIntro = v.InferOutput<typeof ExamIntro>;

export const AvailableExam = v.object({
  scheduleId: v.number(),
  examName: v.string(),
  examDescription: v.string(),
  start: v.number(),
  finish: v.number(),
  inProgressResultId: v.nullable(v.number()),
  attemptsExceeded: v.boolean(),
  attemptsCount: v.nullable(v.number()), // attempts allowed, null = unlimited
  resultsCount: v.number(), // attempts used
});
export type AvailableExam = v.InferOutput<typeof AvailableExam>;
export const AvailableExams = v.array(AvailableExam);

/** GET /api/exams/active: the trainee's running passages (alerts, "another passage is running"). */
export const ActivePassage = v.object({
  resultId: v.number(),
  scheduleId: v.number(),
  examName: v.string(),
  status: PassageStatus,
  passExpires: v.nullable(v.number()),
});
export const ActivePassages = v.array(ActivePassage);

export const PassedExam = v.object({
  resultId: v.number(),
  exam: v.object({ name: v.string(), description: v.string() }),
  start: v.number(),
  finish: v.number(),
  /**
   * Additions beyond SPEC §3 "Passed exam" (optional, so a server without them still fits;
   * issue 10 item 5): the exam's questions, and how many of them are essays, which are not
   * marked automatically and await review (server/domain/exams/grading.ts).
   */
  questionsCount: v.optional(v.number()),
  essaysCount: v.optional(v.number()),
  /**
   * Additions beyond SPEC §3 "Passed exam" (optional, as above; issue 10 "Results": the passed
   * list shows the score and passed / not passed per attempt): the points and maximum as on
   * the result page (SPEC §3 "Result page: points, maxPoint"), and whether it passed, null
   * when the exam has no pass point enabled.
   */
  points: v.optional(v.number()),
  maxPoint: v.optional(v.number()),
  passed: v.optional(v.nullable(v.boolean())),
});
export const PassedExams = v.array(PassedExam);

export const ExamResult = v.object({
  resultId: v.number(),
  examName: v.string(),
  date: v.number(), // finish time
  start: v.number(),
  points: v.number(),
  maxPoint: v.number(),
  breaksTaken: v.number(),
  correctQuestionsCount: v.number(),
  questionsCount: v.number(),
  passed: v.nullable(v.boolean()), // null when no pass point is enabled
  passPoint: v.nullable(v.number()),
  status: PassageStatus,
  /**
   * Addition beyond SPEC §7 (optional; issue 10 item 5): how many of the questionsCount are
   * essays, not marked automatically (0 points until reviewed): the score is for the others.
   */
  essaysCount: v.optional(v.number()),
});
export type ExamResult = v.InferOutput<typeof ExamResult>;

export const CheckResponse = v.object({ minutesLeft: v.nullable(v.number()) });

/**
 * One given answer in POST /api/exams/passage/answer/{resultQuestionId}. The write shape
 * accepts the read shape (docs/api.md "The contract"): an Answer exactly as GET question
 * returned it (with `answer: null`, `order: null`, `answerName`, `pictures`, …) means the
 * same as the minimal form; null reads as absent and fields it does not know are dropped.
 */
export const GivenAnswer = v.object({
  answerId: idField(), // a passage's 31-bit handle (decision #29), in the id's range
  selected: v.nullish(v.boolean()), // SINGLE/MULTIPLE_CHOICE
  order: v.nullish(v.pipe(v.number('number'), v.integer('number'), v.minValue(1, 'number'))), // SEQUENCE
  answer: v.nullish(v.pipe(v.string(), v.maxLength(20_000, 'tooLong'))), // COMPARISON partner, ESSAY text
  uploadedFileName: v.nullish(v.pipe(v.string(), v.maxLength(255, 'tooLong'))), // ESSAY file
});
export type GivenAnswer = v.InferOutput<typeof GivenAnswer>;
export const AnswerRequest = v.object({
  answers: v.pipe(v.array(GivenAnswer), v.minLength(1, 'required'), v.maxLength(100, 'tooLong')),
});
export type AnswerRequest = v.InferOutput<typeof AnswerRequest>;

export const AnswerResponse = v.object({
  correct: v.nullable(v.boolean()),
  /** The correct answer when showCheckResult allows and the answer was wrong. */
  correctAnswer: v.nullable(v.array(GivenAnswer)),
  question: QuestionRef,
});
export type AnswerResponse = v.InferOutput<typeof AnswerResponse>;

export const EssayUploadResponse = v.object({ fileName: v.string() });

/** GET /api/common/picture/{id}: a picture's random public id (up to 2^48). */
export const PictureIdParam = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'number'), v.transform(Number)) });

/**
 * Essay files (POST /api/exams/passage/essay): the browser's first check, with the
 * server's list and size (server/adapters/uploads.ts), so a wrong file is refused before it
 * is sent: the extension is listed and the first bytes match one of its signatures (`text`:
 * UTF-8 without NUL bytes and no markup, api/essay-text.ts). The server then parses the
 * whole file (server/adapters/file-checks/, docs/exams.md "Essay files").
 */
export const ESSAY_MAX_BYTES = 10 * 1024 * 1024;
export const ESSAY_FILE_TYPES: Record<string, { signatures: readonly (readonly number[])[] } | { text: true }> = {
  pdf: { signatures: [[0x25, 0x50, 0x44, 0x46]] },
  doc: { signatures: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]] },
  docx: { signatures: [[0x50, 0x4b, 0x03, 0x04]] },
  zip: {
    signatures: [
      [0x50, 0x4b, 0x03, 0x04],
      [0x50, 0x4b, 0x05, 0x06],
    ],
  },
  png: { signatures: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  jpg: { signatures: [[0xff, 0xd8, 0xff]] },
  jpeg: { signatures: [[0xff, 0xd8, 0xff]] },
  txt: { text: true },
};

// ---- Calls (SPEC §7 Exams; the downloads of SPEC §7 "Documents, downloads") ----

const ResultParam = v.object({ resultId: idParam() });
const ScheduleParam = v.object({ scheduleId: idParam() });
const QuestionParam = v.object({ resultQuestionId: idParam() });
const MaterialParam = v.object({ materialId: idParam() });
/** GET /api/exams/check/{id}: a scheduleId, or with kind=break a resultId. */
export const CheckQuery = v.object({ kind: v.optional(v.picklist(['break'], 'invalid')) });
/** POST /api/exams/passage/essay: the text fields of the multipart form (the file is `file`). */
export const EssayFields = v.object({
  resultQuestionId: idParam('required'),
  filename: v.optional(v.pipe(v.string('invalid'), v.maxLength(255, 'tooLong'))),
});
const passageCall = (path: string, summary: string, changes = false) =>
  ({ method: 'GET', path, params: ResultParam, response: Passage, access: 'trainee', changes, errors: [400, 403, 404], spec: 'SPEC §7 Exams', summary }) as const;

/** A trainee's download: bytes, 404 for what is not theirs (docs/decisions.md #14). */
const fileCall = <P extends v.GenericSchema>(path: string, params: P, file: string, summary: string, spec = 'SPEC §7 Documents, downloads') =>
  ({ method: 'GET', path, params, response: { file }, access: 'trainee', errors: [400, 403, 404], spec, summary }) as const;

export const examCalls = defineCalls({
  'exams.available': {
    method: 'GET',
    path: '/api/exams/available',
    response: AvailableExams,
    access: 'trainee',
    errors: [403],
    spec: 'SPEC §7 Exams',
    summary: 'Exams open now',
  },
  'exams.active': {
    method: 'GET',
    path: '/api/exams/active',
    response: ActivePassages,
    access: 'trainee',
    errors: [403],
    spec: 'SPEC §7 Exams',
    summary: "The trainee's running passages",
  },
  'exams.passed': { method: 'GET', path: '/api/exams/passed', response: PassedExams, access: 'trainee', errors: [403], spec: 'SPEC §7 Exams', summary: 'Ended passages' },
  'exams.result': {
    method: 'GET',
    path: '/api/exams/result/{resultId}',
    params: ResultParam,
    response: ExamResult,
    access: 'trainee',
    errors: [400, 403, 404],
    spec: 'SPEC §7 Exams',
    summary: 'The result of an ended passage',
  },
  'exams.intro': {
    method: 'GET',
    path: '/api/exams/{scheduleId}',
    params: ScheduleParam,
    response: ExamIntro,
    access: 'trainee',
    errors: [400, 403, 404],
    spec: 'SPEC §7 Exams',
    summary: "An exam's intro page",
  },
  'exams.check': {
    method: 'GET',
    path: '/api/exams/check/{id}',
    params: v.object({ id: idParam() }),
    query: CheckQuery,
    response: CheckResponse,
    access: 'trainee',
    errors: [400, 403, 404],
    spec: 'SPEC §7 Exams',
    summary: 'Minutes left before a start (scheduleId) or, with kind=break, before a break (resultId)',
  },
  'exams.passage.start': {
    ...passageCall('/api/exams/passage/start/{scheduleId}', 'Start a passage, or continue the running one', true),
    params: ScheduleParam,
  },
  'exams.passage.get': passageCall('/api/exams/passage/{resultId}', 'A passage, settled at the server clock'),
  'exams.passage.update': passageCall('/api/exams/passage/update/{resultId}', 'A passage, settled at the server clock (the timer asks this)'),
  'exams.passage.takeBreak': passageCall('/api/exams/passage/takeBreak/{resultId}', 'Take a break', true),
  'exams.passage.finishBreak': passageCall('/api/exams/passage/finishBreak/{resultId}', 'End the break', true),
  'exams.passage.finish': passageCall('/api/exams/passage/finish/{resultId}', 'Finish the passage', true),
  'exams.passage.question': {
    method: 'GET',
    path: '/api/exams/passage/question/{resultQuestionId}',
    params: QuestionParam,
    response: Question,
    access: 'trainee',
    errors: [400, 403, 404],
    spec: 'SPEC §7 Exams',
    summary: 'A question of a running passage, with the saved answer',
  },
  'exams.passage.answer': {
    method: 'POST',
    path: '/api/exams/passage/answer/{resultQuestionId}',
    params: QuestionParam,
    body: AnswerRequest,
    response: AnswerResponse,
    access: 'trainee',
    errors: [400, 403, 404, 413],
    spec: 'SPEC §7 Exams; §4 Question answer states',
    summary: 'Save an answer (the answers as read are accepted too)',
  },
  'exams.passage.essay': {
    method: 'POST',
    path: '/api/exams/passage/essay',
    multipart: { fields: EssayFields, files: ['file'] },
    bodyLimit: ESSAY_MAX_BYTES + 256 * 1024,
    response: EssayUploadResponse,
    access: 'trainee',
    errors: [400, 403, 404, 413, 429],
    spec: 'SPEC §7 Exams',
    summary: "Upload an essay answer's file (multipart: file, filename, resultQuestionId)",
  },
  'files.picture': fileCall('/api/common/picture/{id}', PictureIdParam, 'image/* or audio/*', "A question's or an answer's picture, by its public id", 'SPEC §7 Common'),
  'files.material': fileCall('/api/training/download/material/{materialId}', MaterialParam, 'the material', "A schedule's material"),
  'files.questionMaterial': fileCall('/api/training/download/question/material/{materialId}', MaterialParam, 'the material', "A question's material"),
  'files.answerMaterial': fileCall('/api/training/download/answer/material/{resultQuestionId}', QuestionParam, 'the essay file', "The trainee's own essay file"),
  'files.sample': {
    method: 'GET',
    path: '/api/training/download/sample/{language}',
    params: v.object({ language: v.string() }),
    response: { file: 'audio/wav' },
    access: 'public',
    errors: [400, 404],
    spec: 'SPEC §7 Documents, downloads',
    summary: 'The sound-check sample of a language (ua, ru, en)',
  },
});
