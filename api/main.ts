import * as v from 'valibot';
import { Ok } from './common.ts';
import { defineCalls } from './contract.ts';

// SPEC §3 "Main data", "Customer/profile", "Course (list)", catalogue, inquirer, FAQ, contact.
export const TraineeCourseStatus = v.picklist(['NEW_COURSE', 'APPLICATION_PROCESSING', 'PASSING', 'ALREADY_PASSED', 'AVAILABLE']);
export const CourseType = v.picklist(['FULL', 'BLITZ']);

export const Customer = v.object({
  name: v.string(),
  surname: v.string(),
  patronymic: v.string(),
  birthDay: v.nullable(v.number()), // epoch ms
  login: v.string(),
  email: v.string(),
  mobilePhone: v.string(),
  photo: v.nullable(v.string()), // URL of the avatar, null without one
  pageHash: v.nullable(v.string()),
});
export type Customer = v.InferOutput<typeof Customer>;

export const CourseListItem = v.object({
  courseId: v.number(),
  name: v.string(),
  status: TraineeCourseStatus,
  type: CourseType,
  recentGroupDate: v.nullable(v.number()),
});
export type CourseListItem = v.InferOutput<typeof CourseListItem>;

export const Catalogue = v.object({ catalogueId: v.number(), name: v.string() });
export type Catalogue = v.InferOutput<typeof Catalogue>;

export const InquirerListItem = v.object({ id: v.number(), theme: v.string(), description: v.string() });
export type InquirerListItem = v.InferOutput<typeof InquirerListItem>;

export const Main = v.object({
  customer: Customer,
  courses: v.array(CourseListItem),
  catalogues: v.array(Catalogue),
  inquirers: v.array(InquirerListItem),
});
export type Main = v.InferOutput<typeof Main>;

export const Faq = v.object({ text: v.string(), href: v.string() });
export const CourseContact = v.object({
  courseId: v.number(),
  name: v.string(),
  email: v.string(),
  skype: v.string(),
  phone: v.string(),
});
/** GET /api/main/info: not in SPEC §7; the info panel's data (docs/api.md). */
export const Info = v.object({ faq: v.array(Faq), contacts: v.array(CourseContact) });
export type Info = v.InferOutput<typeof Info>;

export const Alert = v.object({ examName: v.string(), finish: v.number() });
export const Alerts = v.array(Alert);

/** SPEC §7 "Main". */
export const mainCalls = defineCalls({
  'main.info': {
    method: 'GET',
    path: '/api/main/info',
    response: Info,
    access: 'trainee',
    errors: [403],
    spec: 'not in SPEC §7: the info panel of SPEC §1 (docs/decisions.md #3)',
    summary: 'FAQ links and course contacts',
  },
  'main.alerts': {
    method: 'GET',
    path: '/api/main/alerts',
    response: Alerts,
    access: 'trainee',
    errors: [403],
    spec: 'SPEC §7 Main, profile, news; §2 Exam alerts',
    summary: 'Open exams closing within 24 hours whose alert was not closed',
  },
  'main.alerts.close': {
    method: 'POST',
    path: '/api/main/alerts',
    body: Alert,
    response: Ok,
    access: 'trainee',
    errors: [400, 403],
    spec: 'SPEC §7 Main, profile, news; §2 Exam alerts',
    summary: 'Close an exam alert (the body is the alert as read)',
  },
});
