import * as v from 'valibot';
import { defineCalls, idField, idParam } from './contract.ts';
import { cyrillic, english } from './rules.ts';
import { CertificateItem, CertificateLanguage, CertificateStatus } from './trainings.ts';

// The certificate calls (issue 13): the request flow, the PDFs, public visibility and the
// public achievements page. SPEC §3 "Certificate entry", "Certificate item", "Achievements
// certificate", "Achievements"; §4 "Certificate"; §5 "Certificate request"; §6 public sharing;
// §7 Courses and trainings (certificates), open, common achievements.

/** A name on a certificate: long enough for any real name, short enough for the PDF's line. */
export const CERTIFICATE_NAME_MAX = 60;

/**
 * SPEC §3 "Certificate entry (for request): language, name, surname, id": one certificate the
 * application can have, prefilled from the profile where the script fits (SPEC §5); `id` is
 * the generated certificate's id, null before the request.
 */
export const CertificateEntry = v.object({
  language: CertificateLanguage,
  name: v.string(),
  surname: v.string(),
  id: v.nullable(v.number()),
});
export type CertificateEntry = v.InferOutput<typeof CertificateEntry>;

/**
 * SPEC §5 "Certificate request": for each language surname and name required; EN Latin
 * letters (english), UA and RU Cyrillic (cyrillic), both with the apostrophe forms and the
 * hyphen. A 400 names the field as `<index>.name` / `<index>.surname`.
 */
export const CertificateRequestEntry = v.variant('language', [
  v.object({
    language: v.literal('EN'),
    name: v.pipe(english(), v.maxLength(CERTIFICATE_NAME_MAX, 'tooLong')),
    surname: v.pipe(english(), v.maxLength(CERTIFICATE_NAME_MAX, 'tooLong')),
  }),
  v.object({
    language: v.picklist(['UA', 'RU']),
    name: v.pipe(cyrillic(), v.maxLength(CERTIFICATE_NAME_MAX, 'tooLong')),
    surname: v.pipe(cyrillic(), v.maxLength(CERTIFICATE_NAME_MAX, 'tooLong')),
  }),
]);
export type CertificateRequestEntry = v.InferInput<typeof CertificateRequestEntry>;

/** The body of POST /api/trainings/certificate/{applicationId}: one entry per language (SPEC §7). */
export const CertificateRequest = v.pipe(v.array(CertificateRequestEntry), v.minLength(1, 'required'), v.maxLength(3, 'tooLong'));
export type CertificateRequest = v.InferInput<typeof CertificateRequest>;

/**
 * SPEC §3 "Certificate item": one application's certificate as the profile and the
 * certificate screen show it. certificateDate is the issue date (epoch ms), null before.
 */
export const CertificateOverview = v.object({
  applicationId: v.number(),
  certificateId: v.nullable(v.number()),
  certificateStatus: CertificateStatus,
  certificateAvailable: v.boolean(),
  certificateDate: v.nullable(v.number()),
  groupBeginTime: v.nullable(v.number()),
  groupEndTime: v.nullable(v.number()),
  openCourse: v.boolean(),
  openScore: v.boolean(),
  courseName: v.string(),
  certificates: v.array(CertificateItem),
});
export type CertificateOverview = v.InferOutput<typeof CertificateOverview>;

/** SPEC §7 POST /api/open/certificate: a certificate (its id) with publicAvailable. */
export const OpenCertificate = v.object({ id: idField('required'), publicAvailable: v.boolean('required') });
export type OpenCertificate = v.InferInput<typeof OpenCertificate>;

/**
 * SPEC §7 POST /api/open/application: an application with openCourse, openScore and
 * (optionally) its certificates' publicAvailable. openCourse false forces openScore and every
 * publicAvailable to false (SPEC §4 "Certificate", §6).
 */
export const OpenApplication = v.object({
  applicationId: idField('required'),
  openCourse: v.boolean('required'),
  openScore: v.boolean('required'),
  certificates: v.optional(v.array(OpenCertificate)),
});
export type OpenApplication = v.InferInput<typeof OpenApplication>;

/** SPEC §3 "Achievements certificate". totalScore is null unless openScore (and the certificate has a score). */
export const AchievementsCertificate = v.object({
  id: v.number(),
  hash: v.string(),
  language: CertificateLanguage,
  applicationId: v.number(),
  openScore: v.boolean(),
  totalScore: v.nullable(v.number()),
});
export type AchievementsCertificate = v.InferOutput<typeof AchievementsCertificate>;

/** SPEC §3 "Achievements": one public training (openCourse) of the trainee. */
export const AchievementsTraining = v.object({
  applicationId: v.number(),
  courseName: v.string(),
  courseHeader: v.string(),
  courseContent: v.string(),
  testsCount: v.number(),
  lessonsCount: v.number(),
  examsCount: v.number(),
  certificates: v.array(AchievementsCertificate),
});
export type AchievementsTraining = v.InferOutput<typeof AchievementsTraining>;

/** SPEC §3 "Achievements: trainee, trainings": the name only, nothing private (issue 13). */
export const Achievements = v.object({
  trainee: v.object({ name: v.string(), surname: v.string() }),
  trainings: v.array(AchievementsTraining),
});
export type Achievements = v.InferOutput<typeof Achievements>;

const ApplicationParam = v.object({ applicationId: idParam() });
const spec = 'SPEC §7 Courses and trainings';

/** The trainee's certificate calls. Served by server/routes/certificates.ts. */
export const certificateCalls = defineCalls({
  'certificates.all': {
    method: 'GET',
    path: '/api/trainings/allcertificates',
    response: v.array(CertificateOverview),
    access: 'trainee',
    errors: [403],
    spec,
    summary: 'Every application of the trainee that has or will have a certificate',
  },
  'certificates.available': {
    method: 'GET',
    path: '/api/trainings/certificate/available/{applicationId}',
    params: ApplicationParam,
    response: v.array(CertificateEntry),
    access: 'trainee',
    errors: [400, 403, 404],
    spec,
    summary: 'The certificate entries (language, name, surname) the application can be issued in',
  },
  'certificates.request': {
    method: 'POST',
    path: '/api/trainings/certificate/{applicationId}',
    params: ApplicationParam,
    body: CertificateRequest,
    response: CertificateOverview,
    access: 'trainee',
    errors: [400, 403, 404, 409],
    spec: `${spec}; §5 "Certificate request"`,
    summary: 'Issue the certificates (one PDF per language); only while AVAILABLE, once',
  },
  'certificates.download': {
    method: 'GET',
    path: '/api/trainings/public_certificate_{applicationId}_{certificateId}.pdf',
    params: v.object({ applicationId: idParam(), certificateId: idParam() }),
    response: { file: 'application/pdf' },
    access: 'public',
    errors: [400, 404],
    spec: `${spec}; §6 public sharing`,
    summary: 'A certificate PDF: the owner always, anyone else only when the course and the certificate are public',
  },
  'open.certificate': {
    method: 'POST',
    path: '/api/open/certificate',
    body: OpenCertificate,
    response: CertificateOverview,
    access: 'trainee',
    errors: [400, 403, 404],
    spec: 'SPEC §7 open; §4 "Certificate"',
    summary: 'Make one certificate public or private (only while its course is public)',
  },
  'open.application': {
    method: 'POST',
    path: '/api/open/application',
    body: OpenApplication,
    response: CertificateOverview,
    access: 'trainee',
    errors: [400, 403, 404],
    spec: 'SPEC §7 open; §4 "Certificate"',
    summary: 'Make a training public (openCourse, openScore, certificates); off hides every certificate',
  },
});

/** The public achievements page's call. Served by server/routes/achievements.ts. */
export const achievementsCalls = defineCalls({
  'common.achievements': {
    method: 'GET',
    path: '/api/common/achievements/{hash}',
    params: v.object({ hash: v.pipe(v.string(), v.nonEmpty('required'), v.maxLength(128, 'tooLong')) }),
    response: Achievements,
    access: 'public',
    errors: [400, 404],
    spec: 'SPEC §7 Common; §2 /achievements/{hash}',
    summary: "A trainee's public page: their name and public trainings with public certificates",
  },
});
