// The database schema (Drizzle pg-core). Migrations in ./migrations are generated from this
// file by drizzle-kit (`npm run db:generate`) and run unchanged on PGlite and PostgreSQL 15.
//
// Conventions:
// - Instants are `timestamptz` (Date in JS); the wire carries epoch ms (DESIGN "Wire formats").
// - Texts a trainee reads are stored per wire locale as jsonb {ua, ru, en} (`Localized`).
// - Enumerations of SPEC §3 are plain text columns checked by the api/ schemas, so a new
//   value needs no migration.
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

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

// Login throttling (docs/operations.md "Rate limits"): one row per failed attempt, keyed
// 'account:<login>' or 'ip:<address>', counted over a sliding window. In the database so
// that several server processes share the counts.
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: instant('at').notNull(),
  },
  (t) => [index('login_failures_key_at_idx').on(t.key, t.at), index('login_failures_at_idx').on(t.at)],
);

// Settings (DESIGN: rows, seeded with defaults, overridable at start). All are public:
// GET /api/common returns them. Never store secrets here.
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
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('applications_customer_idx').on(t.customerId), index('applications_course_idx').on(t.courseId)],
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

