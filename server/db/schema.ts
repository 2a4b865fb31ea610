// The database schema (Drizzle pg-core). Migrations in ./migrations are generated from this
// file by drizzle-kit (`npm run db:generate`) and run unchanged on PGlite and PostgreSQL 15.
//
// Conventions:
// - Instants are `timestamptz` (Date in JS); the wire carries epoch ms (DESIGN "Wire formats").
// - Texts a trainee reads are stored per wire locale as jsonb {ua, ru, en} (`Localized`).
// - Enumerations of SPEC §3 are plain text columns checked by the api/ schemas, so a new
//   value needs no migration.
import { bigint, boolean, customType, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** A text in each wire locale (DESIGN: locale ids on the wire are ua, ru, en). */
export type Localized = { ua: string; ru: string; en: string };

/** Raw bytes (photos, later documents). PGlite returns Uint8Array, node-postgres a Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value),
});

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const localized = (name: string) => jsonb(name).$type<Localized>();

// SPEC §3 "Customer/profile". `phone` is the phone login; `email` the e-mail login (stored
// lower-case) when the setting emailLoginUsageEnabled is 'true' (SPEC §1).
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull().unique(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(), // argon2id, PHC string
  name: text('name').notNull(),
  surname: text('surname').notNull(),
  patronymic: text('patronymic').notNull().default(''),
  birthDay: date('birth_day', { mode: 'string' }), // YYYY-MM-DD; wire: epoch ms of UTC midnight
  mobilePhone: text('mobile_phone').notNull().default(''), // the additional phone
  photo: bytea('photo'), // 300x300 JPEG or null (SPEC §9)
  photoVersion: integer('photo_version').notNull().default(0), // cache-busting ?v= of the avatar URL
  pageHash: text('page_hash').unique(), // public achievements page id (SPEC §2)
  locale: text('locale').notNull().default('ua'),
  createdAt: instant('created_at').notNull().defaultNow(),
});

// Sessions (docs/operations.md "Sessions"): the cookie holds a random 32-byte token, the
// table only its sha256 (hex). Sliding expiry: 12 h idle, 30 days at most.
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    createdAt: instant('created_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId), index('sessions_expires_idx').on(t.expiresAt)],
);

// Login throttling (docs/operations.md "Rate limits", server/domain/throttle.ts): one row
// per failed attempt for its pair, keyed 'pair:<address group> <login>', and one keyed
// 'addr:<address group>', counted over the last 15 minutes. In the database so that several
// server processes share the counts.
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: instant('at').notNull(),
  },
  (t) => [index('login_failures_key_at_idx').on(t.key, t.at), index('login_failures_at_idx').on(t.at)],
);

// Settings (DESIGN: rows, seeded with defaults, overridable at start). Only the keys of
// PUBLIC_SETTING_KEYS (server/domain/settings.ts) go to the browser; others stay on the server.
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

// Server-provided texts per wire locale (GET /api/common `messages`, error messages).
export const messages = pgTable(
  'messages',
  {
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.locale] })],
);

// SPEC §3 "Course (list)" and "Course (detail)". `type` is FULL or BLITZ.
export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  name: localized('name').notNull(),
  type: text('type').notNull(),
  durationDays: integer('duration_days'), // BLITZ courseDuration (SPEC §9)
  hasCertificate: boolean('has_certificate').notNull().default(true),
  // Issue 59 item 7: the languages this course's certificates are issued in (of UA, RU, EN,
  // comma-separated, as the setting certificateLanguages); null: the setting's.
  certificateLanguages: text('certificate_languages'),
  audience: localized('audience'),
  conditions: localized('conditions'),
  briefDescription: localized('brief_description'),
  fullDescription: localized('full_description'),
  published: boolean('published').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: instant('created_at').notNull().defaultNow(),
});

// SPEC §3 "groups (number, beginTime, endTime)".
export const courseGroups = pgTable(
  'course_groups',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    number: integer('number').notNull(),
    beginAt: instant('begin_at').notNull(),
    endAt: instant('end_at').notNull(),
  },
  (t) => [index('course_groups_course_idx').on(t.courseId)],
);

// SPEC §3 "Course contact": shown in the info panel to trainees of the course.
export const courseContacts = pgTable(
  'course_contacts',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: localized('name').notNull(),
    email: text('email').notNull().default(''),
    skype: text('skype').notNull().default(''),
    phone: text('phone').notNull().default(''),
  },
  (t) => [index('course_contacts_course_idx').on(t.courseId)],
);

// SPEC §3 "Application/training"; status and type enumerations of SPEC §3 (type ACADEMY
// stands for {product}, DESIGN). Group dates come from course_groups; BLITZ applications
// run from acceptedAt to finishAt (SPEC §4 "BLITZ courses show the blitz terms").
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => courseGroups.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    type: text('type').notNull().default('ACADEMY'),
    passedEntryExam: boolean('passed_entry_exam').notNull().default(false),
    acceptedAt: instant('accepted_at'),
    finishAt: instant('finish_at'),
    openCourse: boolean('open_course').notNull().default(false),
    openScore: boolean('open_score').notNull().default(false),
    // SPEC §2 "training/{applicationId}": credentials for the external systems of the course.
    login: text('login'),
    password: text('password'),
    mantisUrl: text('mantis_url'),
    testlinkUrl: text('testlink_url'),
    // SPEC §4 "Certificate": NOT_AVAILABLE, AVAILABLE or GENERATED; certificateId once generated.
    certificateStatus: text('certificate_status').notNull().default('NOT_AVAILABLE'),
    certificateId: integer('certificate_id'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('applications_customer_idx').on(t.customerId), index('applications_course_idx').on(t.courseId)],
);

// SPEC §3 "certificates list (id, hash, language, hasScore, title, publicAvailable)" of a
// GENERATED application, one row per language (issue 13, server/domain/certificates). The PDF is
// generated once at the request and stored through the files adapter under storageKey; name and
// surname are kept as the trainee entered them (SPEC §5), `number` is the readable number printed
// on the PDF ('QA-2026-000123'), score the application's total score at issue time when the course
// has a score (null otherwise). number, issuedAt and storageKey are null only on rows written
// before migration 0009.
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull().unique(),
    language: text('language').notNull(), // UA, RU, EN (SPEC §3 "Certificate language")
    hasScore: boolean('has_score').notNull().default(false),
    title: text('title').notNull(),
    publicAvailable: boolean('public_available').notNull().default(false),
    name: text('name').notNull().default(''),
    surname: text('surname').notNull().default(''),
    number: text('number').unique(),
    issuedAt: instant('issued_at'),
    score: integer('score'),
    storageKey: text('storage_key'),
  },
  (t) => [index('certificates_application_idx').on(t.applicationId), uniqueIndex('certificates_application_language_idx').on(t.applicationId, t.language)],
);

// SPEC §3 "Lesson": the lessons of a group (a BLITZ application has no group, so no lessons).
// `lessonType` LESSON, EXAM or TEST_EXAM; an EXAM or TEST_EXAM lesson names its exam schedule.
// webinarUrl is sent only on the lesson's day (SPEC §4 "Lessons", server/domain/trainings).
export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => courseGroups.id, { onDelete: 'cascade' }),
    lessonType: text('lesson_type').notNull(),
    name: localized('name').notNull(),
    beginAt: instant('begin_at').notNull(),
    endAt: instant('end_at').notNull(),
    videoLink: text('video_link'),
    webinarUrl: text('webinar_url'),
    scheduleId: integer('schedule_id').references(() => examSchedules.id, { onDelete: 'set null' }),
  },
  (t) => [index('lessons_group_idx').on(t.groupId, t.beginAt)],
);

// SPEC §3 "Promo code": offered to one trainee (customerId) or, with customerId null, to
// everyone; the trainee's own wins over the global one, the newest first; validUntil null:
// no end (server/domain/trainings/promo.ts).
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    announceText: localized('announce_text').notNull(),
    promoCode: text('promo_code').notNull(),
    validUntil: instant('valid_until'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('promo_codes_customer_idx').on(t.customerId)],
);

// SPEC §1 info panel FAQ: links (text, href).
export const faq = pgTable('faq', {
  id: serial('id').primaryKey(),
  text: localized('text').notNull(),
  href: text('href').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

// SPEC §3 "Catalogue". A catalogue belongs to a course: trainees with an ACCEPTED application
// to that course see it. Sections and documents come with the documents issue.
export const documentCatalogues = pgTable('document_catalogues', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  name: localized('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

// SPEC §3 "Inquirer"; questions and votes come with the inquirers issue.
export const inquirers = pgTable('inquirers', {
  id: serial('id').primaryKey(),
  theme: localized('theme').notNull(),
  description: localized('description').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});

// Which trainee must fill which inquirer; finishedAt set by POST /api/inquirers/finish (SPEC §4).
export const inquirerAssignments = pgTable(
  'inquirer_assignments',
  {
    inquirerId: integer('inquirer_id')
      .notNull()
      .references(() => inquirers.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    finishedAt: instant('finished_at'),
  },
  (t) => [primaryKey({ columns: [t.inquirerId, t.customerId] }), index('inquirer_assignments_customer_idx').on(t.customerId)],
);

// SPEC §3 "News". courseId null: for every trainee; otherwise for trainees with an ACCEPTED
// application to that course. Shown once show_from <= now.
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    title: localized('title').notNull(),
    content: localized('content').notNull(),
    showFrom: instant('show_from').notNull(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
  },
  (t) => [index('news_show_from_idx').on(t.showFrom)],
);

// SPEC §4 "opening news marks items viewed", per trainee.
export const newsViews = pgTable(
  'news_views',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    viewedAt: instant('viewed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.customerId] }), index('news_views_customer_idx').on(t.customerId)],
);

// ---- Exams (SPEC §3 "Passage/result", "Question", "Answer"; docs/exams.md) ----

// An exam: a named set of questions. Texts per locale.
export const exams = pgTable('exams', {
  id: serial('id').primaryKey(),
  name: localized('name').notNull(),
  description: localized('description').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});

// `type` is a SPEC §3 question type. `answerSetting` only for ESSAY (SPEC §3).
export const examQuestions = pgTable(
  'exam_questions',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    name: localized('name').notNull(),
    points: integer('points').notNull().default(1),
    answerSetting: integer('answer_setting'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('exam_questions_exam_idx').on(t.examId)],
);

// The key: `correct` for choice questions, `correctOrder` (1-based) for SEQUENCE, `partner`
// (the text matched with this item) for COMPARISON. An ESSAY has one answer row (its answerId).
export const examAnswers = pgTable(
  'exam_answers',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => examQuestions.id, { onDelete: 'cascade' }),
    name: localized('name').notNull(),
    correct: boolean('correct').notNull().default(false),
    correctOrder: integer('correct_order'),
    partner: localized('partner'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('exam_answers_question_idx').on(t.questionId)],
);

// When and for whom an exam runs, with its rules (SPEC §3 passage fields). passTime and
// breakTime in minutes (null = unlimited / no breaks); breakCount 0 or null = unlimited;
// attempts null = unlimited.
export const examSchedules = pgTable(
  'exam_schedules',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    startAt: instant('start_at').notNull(),
    finishAt: instant('finish_at').notNull(),
    attempts: integer('attempts'),
    passTime: integer('pass_time'),
    breakCount: integer('break_count'),
    breakTime: integer('break_time'),
    passPoint: integer('pass_point'),
    enablePassPoint: boolean('enable_pass_point').notNull().default(false),
    showPassPoint: boolean('show_pass_point').notNull().default(false),
    showCheckResult: boolean('show_check_result').notNull().default(false),
    answerHistoryAllowed: boolean('answer_history_allowed').notNull().default(false),
    checkAudio: boolean('check_audio').notNull().default(false),
    passingRules: localized('passing_rules').notNull(),
    description: localized('description'), // null: the exam's description
  },
  (t) => [index('exam_schedules_exam_idx').on(t.examId)],
);

// Materials of a schedule (exam intro, passage) or of a question (SPEC §3 Material).
export const examMaterials = pgTable('exam_materials', {
  id: serial('id').primaryKey(),
  scheduleId: integer('schedule_id').references(() => examSchedules.id, { onDelete: 'cascade' }),
  questionId: integer('question_id').references(() => examQuestions.id, { onDelete: 'cascade' }),
  name: localized('name').notNull(),
  link: text('link'),
  fileName: text('file_name'),
  contentType: text('content_type'),
  data: bytea('data'),
  sortOrder: integer('sort_order').notNull().default(0),
  /** What an audio material says, for whoever cannot hear it (issue 10; null: none written). */
  transcript: localized('transcript'),
});

// Pictures of a question or an answer, served by GET /api/common/picture/{publicId}: the
// public id is random (48 bits), so the ids a passage shows carry no authoring order
// (docs/exams.md "What the browser gets").
export const examPictures = pgTable('exam_pictures', {
  id: serial('id').primaryKey(),
  publicId: bigint('public_id', { mode: 'number' })
    .notNull()
    .unique()
    .default(sql`(floor(random() * 281474976710655) + 1)::bigint`),
  questionId: integer('question_id').references(() => examQuestions.id, { onDelete: 'cascade' }),
  answerId: integer('answer_id').references(() => examAnswers.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** The author's description of a picture, its alt text (issue 10; null: the view says "Picture N of question M"). */
  alt: localized('alt'),
  /** What a sound ('AUDIO') says, for whoever cannot hear it (issue 10; null: none written). */
  transcript: localized('transcript'),
});

// Who may take a schedule (explicit assignment; docs/exams.md).
export const scheduleTrainees = pgTable(
  'schedule_trainees',
  {
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => examSchedules.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.customerId] }), index('schedule_trainees_customer_idx').on(t.customerId)],
);

// A passage (SPEC "Passage/result"). `status` is what settle() last persisted; the truth is
// settle(result, schedule, now). At most one running passage per trainee (partial index).
export const examResults = pgTable(
  'exam_results',
  {
    id: serial('id').primaryKey(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => examSchedules.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    startedAt: instant('started_at').notNull(),
    finishedAt: instant('finished_at'),
    maxPoints: integer('max_points').notNull(),
    points: integer('points'),
    correctQuestionsCount: integer('correct_questions_count'),
    passed: boolean('passed'),
  },
  (t) => [
    index('exam_results_customer_schedule_idx').on(t.customerId, t.scheduleId),
    uniqueIndex('exam_results_one_running_idx')
      .on(t.customerId)
      .where(sql`status in ('IN_PROGRESS', 'BREAK_TAKEN')`),
  ],
);

// One row per question of a passage (resultQuestionId). `answerOrder`: answer ids in the
// order shown (a uniform shuffle); `partnerOrder`: COMPARISON partners (answer ids) shown;
// `answerHandles`: the random answer ids the browser sees, index by index with answerOrder
// (docs/exams.md "What the browser gets").
// `given`: the saved answer in the canonical form of server/domain/exams/answers.ts.
export const examResultQuestions = pgTable(
  'exam_result_questions',
  {
    id: serial('id').primaryKey(),
    resultId: integer('result_id')
      .notNull()
      .references(() => examResults.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => examQuestions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    answerOrder: jsonb('answer_order').$type<number[]>().notNull(),
    partnerOrder: jsonb('partner_order').$type<number[]>(),
    answerHandles: jsonb('answer_handles').$type<number[]>().notNull(),
    given: jsonb('given').$type<unknown>(),
    saved: boolean('saved').notNull().default(false),
    savedAt: instant('saved_at'),
    correct: boolean('correct'),
    points: integer('points'),
  },
  (t) => [uniqueIndex('exam_result_questions_result_question_idx').on(t.resultId, t.questionId)],
);

// Breaks of a passage; at most one open (endedAt null) per passage.
export const examBreaks = pgTable(
  'exam_breaks',
  {
    id: serial('id').primaryKey(),
    resultId: integer('result_id')
      .notNull()
      .references(() => examResults.id, { onDelete: 'cascade' }),
    startedAt: instant('started_at').notNull(),
    endedAt: instant('ended_at'),
  },
  (t) => [
    index('exam_breaks_result_idx').on(t.resultId),
    uniqueIndex('exam_breaks_one_open_idx')
      .on(t.resultId)
      .where(sql`ended_at is null`),
  ],
);

// Essay files: the metadata of the one file kept per passage question; the bytes live in
// the file store (server/adapters/files) under `storageKey`. `data` is only read for rows
// written before the file store existed.
export const examEssayFiles = pgTable(
  'exam_essay_files',
  {
    id: serial('id').primaryKey(),
    resultQuestionId: integer('result_question_id')
      .notNull()
      .references(() => examResultQuestions.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key'),
    data: bytea('data'),
    uploadedAt: instant('uploaded_at').notNull(),
  },
  (t) => [uniqueIndex('exam_essay_files_question_idx').on(t.resultQuestionId), index('exam_essay_files_customer_idx').on(t.customerId)],
);

// Essay upload requests of the last rate window per trainee (docs/exams.md "Essay files":
// at most so many per window, counted in the database so every server process shares it).
export const essayUploads = pgTable(
  'essay_uploads',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    at: instant('at').notNull(),
  },
  (t) => [index('essay_uploads_customer_at_idx').on(t.customerId, t.at)],
);

// Exam alerts a trainee closed (POST /api/main/alerts).
export const examAlertDismissals = pgTable(
  'exam_alert_dismissals',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => examSchedules.id, { onDelete: 'cascade' }),
    dismissedAt: instant('dismissed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.scheduleId] })],
);

// Issue 12: the password restore (SPEC §4 "Password restoration"; server/domain/restore). One row
// per restore begun at step 1, found by the sha256 of the random token in the browser's
// httpOnly `portal_restore` cookie. customer_id is null when the login is unknown: such a row
// answers like any other and never verifies. The code is kept as its sha256 only, cleared
// once used; `attempts` counts codes tried since the last one was sent.
export const restores = pgTable(
  'restores',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(), // 'mail' (e-mail login) or 'sms' (phone login)
    codeHash: text('code_hash'),
    codeSentAt: instant('code_sent_at').notNull(),
    sends: integer('sends').notNull().default(1),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: instant('verified_at'),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('restores_expires_idx').on(t.expiresAt)],
);

// Issue 12: captcha answers (GET /api/common/captcha.jpg), found by the sha256 of the token in
// the browser's httpOnly `portal_captcha` cookie; deleted by the first attempt, right or wrong.
export const captchas = pgTable(
  'captchas',
  {
    tokenHash: text('token_hash').primaryKey(),
    answer: text('answer').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

// Issue 12: requests counted per key over a window (captcha images and restore step 1 per
// address group; server/domain/restore/rate-events.ts), in the database so every process shares them.
export const rateEvents = pgTable(
  'rate_events',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: instant('at').notNull(),
  },
  (t) => [index('rate_events_key_at_idx').on(t.key, t.at), index('rate_events_at_idx').on(t.at)],
);

// Issue 12: links sent in e-mails (SPEC §2 "Email confirmation", "Unsubscribe"; §3 results),
// found by the sha256 of the hash in the link. kind 'confirm': redirect_url, or an intensive
// application's course and link, or the general confirmation; 'unsubscribe': the address's
// mailings stop (unsubscribed_emails). used_at: first use (a link answers the same again).
export const emailLinks = pgTable('email_links', {
  hashSha256: text('hash_sha256').primaryKey(),
  kind: text('kind').notNull(),
  email: text('email').notNull(),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
  intensive: boolean('intensive').notNull().default(false),
  courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
  link: text('link'),
  redirectUrl: text('redirect_url'),
  expiresAt: instant('expires_at'),
  usedAt: instant('used_at'),
  createdAt: instant('created_at').notNull().defaultNow(),
});

// Issue 12: addresses that asked for no more mailings (GET /api/common/unsubscribeEmail/{hash}).
export const unsubscribedEmails = pgTable('unsubscribed_emails', {
  email: text('email').primaryKey(),
  at: instant('at').notNull(),
});
