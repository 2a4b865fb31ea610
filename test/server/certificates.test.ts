// Issue 13, the certificate calls of api/certificates.ts on the demo seed
// (server/seed/demo-trainings.ts; application ids in its insertion order): SPEC §4
// "Certificate", §5 "Certificate request", §6 "Public sharing of certificates is allowed only
// when the course is made public", §7 allcertificates, certificate/available, POST
// certificate, public_certificate_{applicationId}_{certificateId}.pdf, open. Each trainee
// reaches only their own applications; two requests at once issue one set; the download
// matrix (owner, anonymous, another trainee × public or not); docs/api.md "Certificates".
import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { asc, eq, inArray } from 'drizzle-orm';
import { CertificateEntry, CertificateOverview } from '../../api/certificates.ts';
import type { FileStore } from '../../server/adapters/files/store.ts';
import { applications, certificates, customers } from '../../server/db/schema.ts';
import { builtSpa, ownPageData, firstPaints } from './built-spa.ts';
import { demoSuite, T2, type TestApp } from './harness.ts';

const ID = { manual: 1, basics: 4, gitBlitz: 8, sqlPast: 9, java2: 12 };
/** The demo's GENERATED certificates (application basics): UA (public, scored) and EN. */
const CERT = { ua: 1, en: 2 };

let t: TestApp;
let c1: string;
let c2: string;
demoSuite((demo) => ({ t, c1, c2 } = demo));

const get = (path: string, cookie?: string) => t.call('GET', path, { cookie });
const post = (path: string, body: unknown, cookie?: string) => t.call('POST', path, { cookie, body });
const pdfPath = (applicationId: number, certificateId: number) => `/api/trainings/public_certificate_${applicationId}_${certificateId}.pdf`;
const request = (applicationId: number, body: unknown, cookie = c1) => post(`/api/trainings/certificate/${applicationId}`, body, cookie);
const BOTH = [
  { language: 'UA', name: 'Олена', surname: 'Коваленко' },
  { language: 'EN', name: 'Olena', surname: 'Kovalenko' },
];
/** The Git blitz course's certificates come in all three languages (issue 59 item 7), the other courses' in the setting's UA and EN. */
const ALL = [BOTH[0]!, { language: 'RU', name: 'Елена', surname: 'Коваленко' }, BOTH[1]!];

describe('GET /api/trainings/allcertificates', () => {
  it("trainee 1's ACCEPTED applications with a certificate in every status; trainee 2 sees only his", async () => {
    const list = v.parse(v.array(CertificateOverview), await (await get('/api/trainings/allcertificates', c1)).json());
    const byId = new Map(list.map((o) => [o.applicationId, o]));
    expect(byId.get(ID.manual)?.certificateStatus).toBe('NOT_AVAILABLE');
    expect(byId.get(ID.gitBlitz)?.certificateStatus).toBe('AVAILABLE');
    const basics = byId.get(ID.basics)!;
    expect(basics).toMatchObject({ certificateStatus: 'GENERATED', certificateAvailable: true, openCourse: true, openScore: true, courseName: 'Основи тестування' });
    expect(basics.certificates.map((c) => [c.id, c.language, c.publicAvailable])).toEqual([
      [CERT.ua, 'UA', true],
      [CERT.en, 'EN', false],
    ]);
    expect(basics.certificateDate).toBeTypeOf('number');
    expect(list.some((o) => o.applicationId === ID.java2)).toBe(false);
    const his = v.parse(v.array(CertificateOverview), await (await get('/api/trainings/allcertificates', c2)).json());
    expect(his.map((o) => [o.applicationId, o.openCourse])).toEqual([[ID.java2, false]]); // trainee 2: nothing public
  });

  it('403 without a login', async () => {
    expect((await get('/api/trainings/allcertificates')).status).toBe(403);
  });
});

// Before any request below changes the demo's certificates.
describe("a certificate's page (docs/decisions.md #201)", () => {
  it("carries the certificates as the API answers them and, while its application is AVAILABLE, the form's entries; each trainee her own", async () => {
    const { dist, remove } = builtSpa();
    try {
      const spa = t.appWith({ spaRoot: dist, firstPaints });
      const pageOf = async (path: string, cookie: string) => {
        const res = await spa.call('GET', path, { noRequestedWith: true, cookie });
        return { status: res.status, ...(await ownPageData(res)) };
      };
      const preloadedOf = async (path: string, cookie: string) => (await pageOf(path, cookie)).preloaded;
      const json = async (path: string, cookie: string): Promise<unknown> => (await get(path, cookie)).json();
      const all = { '/api/trainings/allcertificates': await json('/api/trainings/allcertificates', c1) };
      const entries = `/api/trainings/certificate/available/${ID.sqlPast}`;
      expect(await preloadedOf(`/profile/certificate/${ID.sqlPast}`, c1)).toEqual({ ...all, [entries]: await json(entries, c1) });
      // GENERATED, NOT_AVAILABLE: the item says it all.
      expect(await preloadedOf(`/profile/certificate/${ID.basics}`, c1)).toEqual(all);
      expect(await preloadedOf(`/profile/certificate/${ID.manual}`, c1)).toEqual(all);
      // Another trainee's application: his own certificates, which do not have it, and no entries.
      const his = { '/api/trainings/allcertificates': await json('/api/trainings/allcertificates', c2) };
      expect(await preloadedOf(`/profile/certificate/${ID.sqlPast}`, c2)).toEqual(his);
      expect(his).not.toEqual(all);
      // Hers: found. His, or none: not found (404), the same for both (docs/decisions.md #202).
      for (const id of [ID.sqlPast, ID.basics, ID.manual]) {
        const page = await pageOf(`/profile/certificate/${id}`, c1);
        expect([page.status, page.notFound], String(id)).toEqual([200, undefined]);
      }
      for (const [id, cookie] of [
        [ID.sqlPast, c2],
        [999999, c1],
      ] as const)
        expect(await pageOf(`/profile/certificate/${id}`, cookie), String(id)).toMatchObject({ status: 404, notFound: true });
    } finally {
      remove();
    }
  });
});

describe('GET /api/trainings/certificate/available/{applicationId}', () => {
  it('AVAILABLE: one entry per language (UA, EN), prefilled from the profile where the script fits', async () => {
    const res = await get(`/api/trainings/certificate/available/${ID.sqlPast}`, c1);
    expect(res.status).toBe(200);
    expect(v.parse(v.array(CertificateEntry), await res.json())).toEqual([
      { language: 'UA', name: 'Олена', surname: 'Коваленко', id: null },
      { language: 'EN', name: '', surname: '', id: null },
    ]);
  });

  it('a course with its own languages: UA, RU and EN, UA and RU prefilled from the Cyrillic profile (issue 59 item 7)', async () => {
    expect(await (await get(`/api/trainings/certificate/available/${ID.gitBlitz}`, c1)).json()).toEqual([
      { language: 'UA', name: 'Олена', surname: 'Коваленко', id: null },
      { language: 'RU', name: 'Олена', surname: 'Коваленко', id: null },
      { language: 'EN', name: '', surname: '', id: null },
    ]);
  });

  it('GENERATED: the certificates as entered, with their ids', async () => {
    const entries = (await (await get(`/api/trainings/certificate/available/${ID.basics}`, c1)).json()) as CertificateEntry[];
    expect(entries).toEqual([
      { language: 'UA', name: 'Олена', surname: 'Коваленко', id: CERT.ua },
      { language: 'EN', name: 'Olena', surname: 'Kovalenko', id: CERT.en },
    ]);
  });

  it('NOT_AVAILABLE is refused with a clear message; another trainee’s application is 404', async () => {
    const refused = await get(`/api/trainings/certificate/available/${ID.manual}`, c1);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errorMessage: string }).errorMessage).toMatch(/недоступний/);
    expect((await get(`/api/trainings/certificate/available/${ID.sqlPast}`, c2)).status).toBe(404);
  });
});

describe('POST /api/trainings/certificate/{applicationId}', () => {
  it('refuses NOT_AVAILABLE (400 with a message), another trainee’s application (404) and bad names (400 per field)', async () => {
    const notAvailable = await request(ID.manual, BOTH);
    expect(notAvailable.status).toBe(400);
    expect(((await notAvailable.json()) as { errorMessage: string }).errorMessage).toBeTruthy();
    expect((await request(ID.gitBlitz, ALL, c2)).status).toBe(404);
    const bad = await request(ID.gitBlitz, [
      { language: 'UA', name: 'Olena', surname: '' },
      { language: 'RU', name: 'Елена', surname: 'Kovalenko' },
      { language: 'EN', name: 'Олена', surname: 'Kovalenko' },
    ]);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toEqual({
      '0.name': 'cyrillic',
      '0.surname': 'required',
      '1.surname': 'cyrillic',
      '2.name': 'english',
    });
  });

  it('the request names each of its course’s languages once: a missing, repeated or other language is refused', async () => {
    const [ua, ru] = ALL;
    for (const [applicationId, body] of [
      [ID.gitBlitz, BOTH], // RU is missing: this course has it
      [ID.gitBlitz, [ua, ru]],
      [ID.gitBlitz, [ua, ru, ru]],
      [ID.sqlPast, ALL], // RU is not offered: this course has the setting's UA and EN
      [ID.sqlPast, [ua]],
      [ID.sqlPast, [ua, ua]],
    ] as const) {
      const res = await request(applicationId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { errorMessage: string }).errorMessage).toMatch(/кожної мови/);
    }
    const rows = await t.db
      .select()
      .from(applications)
      .where(inArray(applications.id, [ID.gitBlitz, ID.sqlPast]));
    expect(rows.map((row) => row.certificateStatus)).toEqual(['AVAILABLE', 'AVAILABLE']);
  });

  it('two requests at once: one 200 with the certificates, the other 409, one set written', async () => {
    const [a, b] = await Promise.all([request(ID.gitBlitz, ALL), request(ID.gitBlitz, ALL)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const ok = a.status === 200 ? a : b;
    const refused = a.status === 200 ? b : a;
    expect(((await refused.json()) as { errorMessage: string }).errorMessage).toMatch(/уже видано/);
    const overview = v.parse(CertificateOverview, await ok.json());
    expect(overview.certificateStatus).toBe('GENERATED');
    expect(overview.certificates.map((c) => c.language)).toEqual(['UA', 'RU', 'EN']);
    expect(overview.certificates.map((c) => c.title)).toEqual(['Бліц: Git для тестувальників', 'Блиц: Git для тестировщиков', 'Blitz: Git for testers']);
    expect(overview.certificateId).toBe(overview.certificates[0]!.id);
    const rows = await t.db.select().from(certificates).where(eq(certificates.applicationId, ID.gitBlitz)).orderBy(asc(certificates.id));
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => [r.name, r.surname])).toEqual([
      ['Олена', 'Коваленко'],
      ['Елена', 'Коваленко'],
      ['Olena', 'Kovalenko'],
    ]);
    for (const r of rows) {
      expect(r.number).toMatch(/^QA-2026-\d{6}$/);
      expect(r.storageKey).toMatch(/^certificate\//);
      expect(await t.files.stat(r.storageKey!)).not.toBeNull();
    }
    // Afterwards a third request is refused the same way.
    expect((await request(ID.gitBlitz, ALL)).status).toBe(409);
  });
});

describe('a file store that fails while issuing', () => {
  it('the certificates are issued all the same, and the PDF is made and stored on the first download', async () => {
    const failing: FileStore = {
      put: () => Promise.reject(new Error('disk full')),
      get: () => Promise.resolve(null),
      stat: () => Promise.resolve(null),
      delete: () => Promise.resolve(),
    };
    const broken = t.appWith({ adapters: { files: failing } });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await broken.call('POST', `/api/trainings/certificate/${ID.sqlPast}`, { cookie: c1, body: BOTH });
    errors.mockRestore();
    expect(res.status).toBe(200);
    const overview = v.parse(CertificateOverview, await res.json());
    expect(overview.certificateStatus).toBe('GENERATED');
    const id = overview.certificates[0]!.id;
    expect((await t.db.select().from(certificates).where(eq(certificates.id, id)))[0]?.storageKey).toBeNull();
    expect((await get(pdfPath(ID.sqlPast, id), c1)).status).toBe(200);
    const key = (await t.db.select().from(certificates).where(eq(certificates.id, id)))[0]?.storageKey;
    expect(key).toMatch(/^certificate\//);
    expect(await t.files.stat(key!)).not.toBeNull();
  });
});

describe('the score at issue time (hasScore)', () => {
  it('a FULL course with scored exams: the best points per exam of its lessons, summed, on every certificate', async () => {
    // The demo's manual testing group: a test passed with 3 of 5 points, another taken twice (2, then 5 of 5).
    await t.db.update(applications).set({ certificateStatus: 'AVAILABLE' }).where(eq(applications.id, ID.manual));
    const res = await request(ID.manual, BOTH);
    expect(res.status).toBe(200);
    expect(v.parse(CertificateOverview, await res.json()).certificates.map((c) => c.hasScore)).toEqual([true, true]);
    const rows = await t.db.select({ score: certificates.score }).from(certificates).where(eq(certificates.applicationId, ID.manual));
    expect(rows.map((r) => r.score)).toEqual([8, 8]);
  });

  it('a BLITZ course (no group, no exams): no score', async () => {
    const rows = await t.db.select().from(certificates).where(eq(certificates.applicationId, ID.gitBlitz));
    expect(rows.map((r) => [r.hasScore, r.score])).toEqual([
      [false, null],
      [false, null],
      [false, null],
    ]);
  });
});

describe('the download: owner always, others only when the course and the certificate are public', () => {
  const download = (certificateId: number, cookie?: string, applicationId = ID.basics) => get(pdfPath(applicationId, certificateId), cookie);

  it('the owner gets a private PDF with a readable name', async () => {
    const res = await download(CERT.en, c1);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('Testing fundamentals - Olena Kovalenko - QA-2025-000002.pdf')}`);
    expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    // A Cyrillic name: filename="…" falls back to the number, filename* has the whole name.
    expect((await download(CERT.ua, c1)).headers.get('content-disposition')).toBe(
      `attachment; filename="certificate-QA-2025-000001.pdf"; filename*=UTF-8''${encodeURIComponent('Основи тестування - Олена Коваленко - QA-2025-000001.pdf')}`,
    );
  });

  it('a public certificate of a public course: anyone, publicly cacheable with a validator', async () => {
    for (const cookie of [undefined, c2]) {
      const res = await download(CERT.ua, cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      const etag = res.headers.get('etag')!;
      expect(etag).toBeTruthy();
      expect((await t.call('GET', pdfPath(ID.basics, CERT.ua), { cookie, headers: { 'If-None-Match': etag } })).status).toBe(304);
    }
  });

  it('a private certificate, a wrong application in the path, an unknown id: 404 revealing nothing', async () => {
    // The same answer as a path that does not exist, in the caller's language.
    for (const [cert, app, cookie] of [
      [CERT.en, ID.basics, undefined],
      [CERT.en, ID.basics, c2],
      [CERT.ua, ID.gitBlitz, undefined],
      [CERT.ua, ID.manual, c1],
      [999, ID.basics, c1],
    ] as const) {
      const res = await download(cert, cookie, app);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe(await (await get('/api/no-such-path', cookie)).text());
    }
  });

  it('a malformed id in the path is 400; the paths next to it still answer', async () => {
    expect((await get('/api/trainings/public_certificate_x_1.pdf')).status).toBe(400);
    expect((await get(`/api/trainings/${ID.basics}`, c1)).status).toBe(200);
    expect((await get('/api/trainings/allcertificates', c1)).status).toBe(200);
  });
});

describe('POST /api/open/application and /api/open/certificate', () => {
  it('only the owner: another trainee’s application or certificate is 404 and changes nothing', async () => {
    expect((await post('/api/open/application', { applicationId: ID.basics, openCourse: false, openScore: false }, c2)).status).toBe(404);
    expect((await post('/api/open/certificate', { id: CERT.ua, publicAvailable: false }, c2)).status).toBe(404);
    expect(
      (await post('/api/open/application', { applicationId: ID.basics, openCourse: true, openScore: true, certificates: [{ id: 999, publicAvailable: true }] }, c1))
        .status,
    ).toBe(404);
    const [cert] = await t.db.select().from(certificates).where(eq(certificates.id, CERT.ua));
    expect(cert?.publicAvailable).toBe(true);
  });

  it('a training of another status cannot be made public (404); making one public gives the trainee a pageHash when he has none', async () => {
    expect((await post('/api/open/application', { applicationId: 2, openCourse: true, openScore: false }, c1)).status).toBe(404); // javaRejected
    await t.db.update(customers).set({ pageHash: null }).where(eq(customers.phone, T2.phone));
    const res = await post('/api/open/application', { applicationId: ID.java2, openCourse: true, openScore: false }, c2);
    expect(res.status).toBe(200);
    const [andrii] = await t.db.select({ pageHash: customers.pageHash }).from(customers).where(eq(customers.phone, T2.phone));
    expect(andrii?.pageHash).toMatch(/^[0-9a-f]{24}$/);
    await post('/api/open/application', { applicationId: ID.java2, openCourse: false, openScore: false }, c2);
  });

  it('openCourse false hides every certificate and the score; a certificate is made public only while the course is', async () => {
    const off = v.parse(CertificateOverview, await (await post('/api/open/application', { applicationId: ID.basics, openCourse: false, openScore: true }, c1)).json());
    expect(off).toMatchObject({ openCourse: false, openScore: false });
    expect(off.certificates.map((c) => c.publicAvailable)).toEqual([false, false]);
    expect((await get(pdfPath(ID.basics, CERT.ua))).status).toBe(404);
    expect((await get(pdfPath(ID.basics, CERT.ua), c1)).status).toBe(200);

    const refused = await post('/api/open/certificate', { id: CERT.en, publicAvailable: true }, c1);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errorMessage: string }).errorMessage).toMatch(/навчання публічне/);

    const on = v.parse(
      CertificateOverview,
      await (
        await post('/api/open/application', { applicationId: ID.basics, openCourse: true, openScore: false, certificates: [{ id: CERT.ua, publicAvailable: true }] }, c1)
      ).json(),
    );
    expect(on).toMatchObject({ openCourse: true, openScore: false });
    expect(on.certificates.map((c) => c.publicAvailable)).toEqual([true, false]);
    const en = v.parse(CertificateOverview, await (await post('/api/open/certificate', { id: CERT.en, publicAvailable: true }, c1)).json());
    expect(en.certificates.map((c) => c.publicAvailable)).toEqual([true, true]);
    expect((await get(pdfPath(ID.basics, CERT.en))).status).toBe(200);
  });
});
