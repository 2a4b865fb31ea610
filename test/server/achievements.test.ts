// SPEC §2 /achievements/{hash}, §3 "Achievements", "Achievements certificate", §6 public sharing,
// §7 GET /api/common/achievements/{hash} (server/domain/achievements.ts): the public page shows
// the trainee's name and the trainings and certificates the trainee made public, the score only
// with openScore, and nothing private; an unknown hash is a 404. The page's title and Open Graph
// tags (server/routes/achievements.ts achievementsPageMeta, server/static.ts withPageMeta).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Achievements } from '../../api/certificates.ts';
import { applications, certificates, courses, customers } from '../../server/db/schema.ts';
import { ACHIEVEMENTS_PAGE_NAME, PAGE_NOT_FOUND_NAME } from '../../api/page-names.ts';
import { withPageMeta } from '../../server/static.ts';
import { builtSpa, firstPaints } from './built-spa.ts';
import { makeTestApp, T1, T2, type TestApp } from './harness.ts';

let t: TestApp;
let olena: { id: number; pageHash: string; phone: string; email: string; birthDay: string | null; mobilePhone: string; patronymic: string };
let andrii: { id: number; pageHash: string };
/** Olena's applications: one with a group and lessons, one with certificates in two languages. */
let withLessons: number;
let withCerts: number;
let certUa: number;
let certEn: number;

const page = (hash: string, locale?: string) =>
  t.call('GET', `/api/common/achievements/${encodeURIComponent(hash)}`, { headers: locale ? { Cookie: `portal_locale=${locale}` } : {} });
const achievementsOf = async (hash: string, locale?: string) => {
  const res = await page(hash, locale);
  expect(res.status).toBe(200);
  return v.parse(Achievements, await res.json());
};

beforeAll(async () => {
  t = await makeTestApp();
  const people = await t.db.select().from(customers);
  const one = people.find((c) => c.phone === T1.phone)!;
  const two = people.find((c) => c.phone === T2.phone)!;
  olena = { id: one.id, pageHash: one.pageHash!, phone: one.phone, email: one.email, birthDay: one.birthDay, mobilePhone: one.mobilePhone, patronymic: one.patronymic };
  andrii = { id: two.id, pageHash: two.pageHash! };
  expect(olena.pageHash && andrii.pageHash).toBeTruthy();
  const apps = await t.db.select().from(applications).where(eq(applications.customerId, olena.id)).orderBy(applications.id);
  withLessons = apps.find((a) => a.status === 'ACCEPTED' && a.groupId !== null && a.certificateStatus === 'NOT_AVAILABLE')!.id;
  withCerts = apps.find((a) => a.certificateStatus === 'GENERATED')!.id;
  const certs = await t.db.select().from(certificates).where(eq(certificates.applicationId, withCerts)).orderBy(certificates.id);
  certUa = certs.find((c) => c.language === 'UA')!.id;
  certEn = certs.find((c) => c.language === 'EN')!.id;
});
afterAll(async () => {
  await t?.close();
});

/** A known state for each test: Olena's two applications public, both certificates public, a score on each. */
beforeEach(async () => {
  await t.db.update(applications).set({ openCourse: false, openScore: false }).where(eq(applications.customerId, olena.id));
  await t.db.update(applications).set({ openCourse: false, openScore: false }).where(eq(applications.customerId, andrii.id));
  await t.db.update(applications).set({ openCourse: true, openScore: true }).where(eq(applications.id, withCerts));
  await t.db.update(applications).set({ openCourse: true }).where(eq(applications.id, withLessons));
  await t.db.update(certificates).set({ publicAvailable: true, hasScore: true, score: 87 }).where(eq(certificates.applicationId, withCerts));
});

describe('GET /api/common/achievements/{hash}', () => {
  it('is public: the trainee name and the public trainings, each with its public certificates', async () => {
    const got = await achievementsOf(olena.pageHash);
    const [one] = await t.db.select().from(customers).where(eq(customers.id, olena.id));
    expect(got.trainee).toEqual({ name: one!.name, surname: one!.surname });
    expect(got.trainings.map((x) => x.applicationId)).toEqual([withLessons, withCerts].sort((a, b) => a - b));
    const certs = got.trainings.find((x) => x.applicationId === withCerts)!.certificates;
    expect(certs.map((c) => [c.id, c.language, c.applicationId])).toEqual([
      [certUa, 'UA', withCerts],
      [certEn, 'EN', withCerts],
    ]);
  });

  it('an unknown hash is a 404 that reveals nothing; an over-long one a 400', async () => {
    for (const hash of ['0123456789abcdef01234567', 'nope', olena.pageHash.toUpperCase(), 'a\u0000b', `${olena.pageHash}\u0000`, "' or 1=1 --", 'Олена']) {
      const res = await page(hash);
      expect(res.status, hash).toBe(404);
      const text = await res.text();
      expect(text).not.toMatch(/Olena|Олена|Коваленко/);
    }
    expect((await page('a'.repeat(129))).status).toBe(400);
  });

  it('never carries anything private: only the allowed keys, no phone, e-mail, birth date, patronymic or credentials', async () => {
    await t.db.update(applications).set({ openCourse: true }).where(eq(applications.customerId, olena.id));
    const res = await page(olena.pageHash);
    const text = await res.text();
    const json = JSON.parse(text) as Record<string, unknown>;
    // Every key of the answer, at any depth, is one the contract allows (SPEC §3 "Achievements").
    const keys = new Set<string>();
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) {
          keys.add(key);
          walk(inner);
        }
    };
    walk(json);
    const allowed = [
      'trainee',
      'name',
      'surname',
      'trainings',
      'applicationId',
      'courseName',
      'courseHeader',
      'courseContent',
      'testsCount',
      'lessonsCount',
      'examsCount',
    ];
    const allowedCert = ['certificates', 'id', 'hash', 'language', 'openScore', 'totalScore'];
    expect([...keys].filter((k) => ![...allowed, ...allowedCert].includes(k))).toEqual([]);
    expect(keys).toContain('totalScore'); // the walk reached the certificates
    const digits = (s: string) => s.replace(/\D/g, '');
    for (const secret of [
      olena.phone,
      digits(olena.phone).slice(-9),
      olena.email,
      olena.mobilePhone,
      digits(olena.mobilePhone).slice(-9),
      olena.patronymic,
      olena.birthDay!,
    ]) {
      expect(secret, 'a seeded private field').toBeTruthy();
      expect(text).not.toContain(secret);
    }
    const birth = Date.parse(`${olena.birthDay!}T00:00:00Z`);
    expect(text).not.toContain(String(birth));
    // The credentials of the external systems (application login/password) stay private.
    const apps = await t.db.select({ login: applications.login, password: applications.password }).from(applications).where(eq(applications.customerId, olena.id));
    for (const a of apps) for (const secret of [a.login, a.password]) if (secret) expect(text).not.toContain(secret);
  });

  it('shows no training the trainee did not make public, and no certificate that is not public', async () => {
    await t.db.update(applications).set({ openCourse: false }).where(eq(applications.id, withLessons));
    await t.db.update(certificates).set({ publicAvailable: false }).where(eq(certificates.id, certEn));
    const got = await achievementsOf(olena.pageHash);
    expect(got.trainings.map((x) => x.applicationId)).toEqual([withCerts]);
    expect(got.trainings[0]!.certificates.map((c) => c.id)).toEqual([certUa]);
    const text = JSON.stringify(got);
    const [hidden] = await t.db.select({ hash: certificates.hash }).from(certificates).where(eq(certificates.id, certEn));
    expect(text).not.toContain(hidden!.hash);

    // openCourse off hides the training and its certificates, even those still marked public.
    await t.db.update(applications).set({ openCourse: false }).where(eq(applications.id, withCerts));
    expect((await achievementsOf(olena.pageHash)).trainings).toEqual([]);
  });

  it('another trainee’s page shows only that trainee: none of Olena’s trainings', async () => {
    const got = await achievementsOf(andrii.pageHash);
    expect(got.trainee.name).not.toBe('');
    expect(got.trainings).toEqual([]);
    expect(JSON.stringify(got)).not.toMatch(/Олена|Olena/);
  });

  it('gives the score only with openScore (and only when the certificate has one)', async () => {
    const scores = async () =>
      (await achievementsOf(olena.pageHash)).trainings.find((x) => x.applicationId === withCerts)!.certificates.map((c) => [c.openScore, c.totalScore]);
    expect(await scores()).toEqual([
      [true, 87],
      [true, 87],
    ]);
    await t.db.update(certificates).set({ hasScore: false }).where(eq(certificates.id, certEn));
    expect(await scores()).toEqual([
      [true, 87],
      [true, null],
    ]);
    await t.db.update(applications).set({ openScore: false }).where(eq(applications.id, withCerts));
    expect(await scores()).toEqual([
      [false, null],
      [false, null],
    ]);
    expect(JSON.stringify(await achievementsOf(olena.pageHash))).not.toMatch(/:87\b/); // (hashes are hex, and may hold "87")
  });

  it('course texts in the request locale; counts of lessons, practice tests and tests as the trainee’s own training page counts them', async () => {
    const [course] = await t.db
      .select({ name: courses.name, brief: courses.briefDescription, full: courses.fullDescription })
      .from(applications)
      .innerJoin(courses, eq(courses.id, applications.courseId))
      .where(eq(applications.id, withLessons));
    for (const locale of ['ua', 'ru', 'en'] as const) {
      const got = (await achievementsOf(olena.pageHash, locale)).trainings.find((x) => x.applicationId === withLessons)!;
      expect(got.courseName).toBe(course!.name[locale]);
      expect(got.courseHeader).toBe(course!.brief![locale]);
      expect(got.courseContent).toBe(course!.full![locale]);
    }
    const cookie = await t.login(T1.phone, T1.password);
    const own = (await (await t.call('GET', `/api/trainings/${withLessons}`, { cookie })).json()) as { lessonsCount: number; testsCount: number; examsCount: number };
    const got = (await achievementsOf(olena.pageHash)).trainings.find((x) => x.applicationId === withLessons)!;
    expect(own.lessonsCount + own.testsCount + own.examsCount).toBeGreaterThan(0);
    expect(own.testsCount).toBeGreaterThan(0);
    expect({ lessonsCount: got.lessonsCount, testsCount: got.testsCount, examsCount: got.examsCount }).toEqual({
      lessonsCount: own.lessonsCount,
      testsCount: own.testsCount,
      examsCount: own.examsCount,
    });
  });

  it('a change of openCourse or publicAvailable shows at once (no cache)', async () => {
    const res = await page(olena.pageHash);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    await t.db
      .update(certificates)
      .set({ publicAvailable: false })
      .where(and(eq(certificates.applicationId, withCerts), eq(certificates.language, 'UA')));
    const got = await achievementsOf(olena.pageHash);
    expect(got.trainings.find((x) => x.applicationId === withCerts)!.certificates.map((c) => c.language)).toEqual(['EN']);
  });
});

describe('the page /achievements/{hash}: title and Open Graph tags for a shared link', () => {
  let dist: string;
  let remove: () => void;
  beforeAll(() => {
    ({ dist, remove } = builtSpa('<!doctype html><html lang="uk"><head><title>QA Academy</title></head><body><div id="root"></div></body></html>'));
  });
  afterAll(() => remove?.());

  const meta = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)" />`).exec(html)?.[1];
  const unescape = (s: string | undefined) => s?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

  it('writes the title, og:title, og:description, og:url and og:type into the HTML, in the visitor’s locale', async () => {
    const spa = t.appWith({ spaRoot: dist, firstPaints, settings: { portalUrl: 'https://portal.example/', productName: 'QA Academy' } });
    const [one] = await t.db.select().from(customers).where(eq(customers.id, olena.id));
    const fullName = `${one!.name} ${one!.surname}`;
    for (const [locale, lang, htmlLang, ogLocale] of [
      ['ua', 'uk-UA,uk;q=0.9', 'uk', 'uk_UA'],
      ['ru', 'ru', 'ru', 'ru_RU'],
      ['en', 'en-GB', 'en', 'en_GB'],
    ] as const) {
      const res = await spa.call('GET', `/achievements/${olena.pageHash}`, { noRequestedWith: true, headers: { 'Accept-Language': lang } });
      expect(res.status).toBe(200);
      const html = await res.text();
      const title = `${ACHIEVEMENTS_PAGE_NAME[locale].replace('{fullName}', fullName)} - QA Academy`;
      expect(html).toContain(`<title>${title}</title>`);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(meta(html, 'og:title')).toBe(title);
      expect(meta(html, 'og:type')).toBe('profile');
      expect(meta(html, 'og:locale')).toBe(ogLocale);
      expect(html).toContain(`<html lang="${htmlLang}">`);
      expect(meta(html, 'og:url')).toBe(`https://portal.example/achievements/${olena.pageHash}`);
      const names = (await achievementsOf(olena.pageHash, locale)).trainings.map((x) => x.courseName);
      expect(unescape(meta(html, 'og:description'))).toBe(names.join(' · '));
      expect(html).toContain('<div id="root">');
    }
  });

  it('an unknown hash and every other page keep the plain title and no Open Graph tags', async () => {
    const spa = t.appWith({ spaRoot: dist, firstPaints });
    for (const path of ['/achievements/unknown-hash', '/login', '/legal/terms', `/achievements/${olena.pageHash}/more`]) {
      const html = await (await spa.call('GET', path, { noRequestedWith: true })).text();
      expect(html, path).toContain('<title>QA Academy</title>');
      expect(html, path).not.toContain('og:');
    }
  });

  it('escapes every value: a name or product name cannot open a tag or end an attribute', async () => {
    const evil = `Ol"ena <script>alert(1)</script> & 'x' $& $1`;
    const product = '</title><script>alert(2)</script>';
    const [before] = await t.db.select().from(customers).where(eq(customers.id, olena.id));
    await t.db.update(customers).set({ name: evil }).where(eq(customers.id, olena.id));
    try {
      const spa = t.appWith({ spaRoot: dist, firstPaints, settings: { productName: product } });
      const html = await (await spa.call('GET', `/achievements/${olena.pageHash}`, { noRequestedWith: true, headers: { 'Accept-Language': 'en' } })).text();
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('Ol"ena');
      expect(html.match(/<title>/g)).toHaveLength(1);
      const title = `${ACHIEVEMENTS_PAGE_NAME.en.replace('{fullName}', () => `${evil} ${before!.surname}`)} - ${product}`;
      expect(unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1])).toBe(title);
      expect(unescape(meta(html, 'og:title'))).toBe(title);
    } finally {
      await t.db.update(customers).set({ name: before!.name }).where(eq(customers.id, olena.id));
    }
  });

  it('withPageMeta adds a title when the page has none', () => {
    const html = withPageMeta('<html><head></head><body></body></html>', { title: 'a & b', description: 'd', url: 'u', type: 'profile', siteName: 's', lang: 'ru' });
    expect(html).toContain('<head><title>a &#38; b</title>');
    expect(html).toContain('<meta property="og:site_name" content="s" />');
  });

  it('the page names match the browser catalog in each language (src/pages/achievements)', () => {
    for (const [locale, folder] of [
      ['ua', 'uk'],
      ['ru', 'ru'],
      ['en', 'en'],
    ] as const) {
      const po = readFileSync(join(import.meta.dirname, `../../locales/${folder}/messages.po`), 'utf8');
      const entry = /msgid "\{fullName\}: achievements"\nmsgstr "([^"]*)"/.exec(po)?.[1];
      expect(entry, folder).toBe(ACHIEVEMENTS_PAGE_NAME[locale]);
      expect(/msgid "Page not found"\nmsgstr "([^"]*)"/.exec(po)?.[1], folder).toBe(PAGE_NOT_FOUND_NAME[locale]);
    }
  });
});
