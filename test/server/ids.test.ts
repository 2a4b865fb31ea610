// Issue 59 item 8: ids out of range. Every database id a call takes, in a path, a query, a JSON
// body or a form field, is one schema (api/contract.ts idField / idParam): a positive int4,
// 1 to 2^31 - 1. Anything else is 400 with the field named, never a 500 from a query that
// overflows, and changes nothing. test/server/fuzz.test.ts tries the same values on every
// call; this file holds the calls the issue found and the edges of the range.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_MAX } from '../../api/contract.ts';
import { builtSpa, firstPaints } from './built-spa.ts';
import { digest } from './db-digest.ts';
import { makeTestApp, T1, type TestApp } from './harness.ts';

/** The demo's application "basics" of trainee 1 and its UA certificate (test/server/certificates.test.ts). */
const BASICS = 4;
const CERT_UA = 1;
/** The values, and 0 and a string besides. */
const OUT_OF_RANGE: unknown[] = [2 ** 31, 2 ** 53, 1.5, -1, 0, ID_MAX + 1, '4', null];

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await makeTestApp();
  cookie = await t.login(T1.phone, T1.password);
});
afterAll(async () => {
  await t?.close();
});

const post = (path: string, body: unknown) => t.call('POST', path, { cookie, body });
const BOOKKEEPING = new Set(['login_failures', 'rate_events', 'captchas', '__drizzle_migrations']);
const SLIDING = { sessions: ['last_seen_at', 'expires_at'] };

/** `send` answers 400 with only `field` named. */
async function refusedOn(field: string, send: () => Promise<Response>, what: string): Promise<void> {
  const res = await send();
  expect(res.status, what).toBe(400);
  expect(await res.json(), what).toEqual({ errors: { [field]: expect.stringMatching(/^(number|required)$/) as unknown } });
}

/** Runs `refusals` and checks that they left every table as it was. */
async function changingNothing(refusals: () => Promise<void>): Promise<void> {
  const before = await digest(t, { tables: BOOKKEEPING, columns: SLIDING });
  await refusals();
  expect(await digest(t, { tables: BOOKKEEPING, columns: SLIDING })).toEqual(before);
}

describe('JSON bodies', () => {
  it('POST /api/open/certificate: an id out of range is 400 on `id`', async () => {
    await changingNothing(async () => {
      for (const id of OUT_OF_RANGE) await refusedOn('id', () => post('/api/open/certificate', { id, publicAvailable: true }), `id ${JSON.stringify(id)}`);
    });
  });

  it('POST /api/open/application: on `applicationId`, and on a certificate of the list by its place', async () => {
    await changingNothing(async () => {
      for (const id of OUT_OF_RANGE) {
        await refusedOn(
          'applicationId',
          () => post('/api/open/application', { applicationId: id, openCourse: true, openScore: false }),
          `applicationId ${JSON.stringify(id)}`,
        );
        await refusedOn(
          'certificates.0.id',
          () => post('/api/open/application', { applicationId: BASICS, openCourse: true, openScore: false, certificates: [{ id, publicAvailable: true }] }),
          `certificates.0.id ${JSON.stringify(id)}`,
        );
      }
    });
  });

  it('POST /api/news/viewed: on the place of the id in the list', async () => {
    await changingNothing(async () => {
      for (const id of OUT_OF_RANGE) await refusedOn('1', () => post('/api/news/viewed', [1, id]), `news id ${JSON.stringify(id)}`);
    });
  });

  it('the largest int4 is an id like any other: well formed, and names nothing', async () => {
    expect((await post('/api/open/certificate', { id: ID_MAX, publicAvailable: true })).status).toBe(404);
    expect((await post('/api/open/application', { applicationId: ID_MAX, openCourse: true, openScore: false })).status).toBe(404);
    expect((await post('/api/news/viewed', [ID_MAX])).status).toBe(200);
    // And a real id still does what it did.
    expect((await post('/api/open/certificate', { id: CERT_UA, publicAvailable: true })).status).toBe(200);
  });
});

describe('paths', () => {
  const paths: [string, (id: string) => string][] = [
    ['courseId', (id) => `/api/courses/${id}`],
    ['applicationId', (id) => `/api/trainings/${id}`],
    ['scheduleId', (id) => `/api/exams/${id}`],
    ['resultId', (id) => `/api/exams/result/${id}`],
    ['resultQuestionId', (id) => `/api/exams/passage/question/${id}`],
    ['applicationId', (id) => `/api/trainings/public_certificate_${id}_1.pdf`],
    ['certificateId', (id) => `/api/trainings/public_certificate_${BASICS}_${id}.pdf`],
  ];

  it('an id out of range is 400 with the param named', async () => {
    await changingNothing(async () => {
      for (const [field, path] of paths) {
        for (const id of ['2147483648', '9007199254740992', '1.5', '-1', '0', '007', '99999999999']) {
          await refusedOn(field, () => t.call('GET', path(id), { cookie }), path(id));
        }
        expect((await t.call('GET', path(String(ID_MAX)), { cookie })).status, path(String(ID_MAX))).toBe(404);
      }
    });
  });
});

describe("a page's address", () => {
  it('with an id out of range names no page: 404, as an address at no route', async () => {
    const { dist, remove } = builtSpa();
    try {
      const spa = t.appWith({ spaRoot: dist, firstPaints });
      for (const path of ['/courses/2147483648', '/training/99999999999', '/exams/passed/9007199254740993', '/exams/passage/2147483648', '/news/2147483648']) {
        expect((await spa.call('GET', path, { cookie, noRequestedWith: true })).status, path).toBe(404);
      }
    } finally {
      remove();
    }
  });
});
