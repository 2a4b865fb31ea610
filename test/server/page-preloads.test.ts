// server/routes/page-preloads.ts on a passage's page (issue 14 "Paint before JavaScript",
// docs/decisions.md #170): the page of a running passage carries the passage and the question
// its URL shows, as the API answers them, the exam's name and that a passage is open; never
// another trainee's passage, nor an ended one, nor a page whose path does not name a passage.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Bootstrap } from '../../api/page-data.ts';
import { customers } from '../../server/db/schema.ts';
import { ACHIEVEMENTS_PAGE_NAME, PAGE_NOT_FOUND_NAME } from '../../api/page-names.ts';
import { builtSpa, ownPageData, firstPaints } from './built-spa.ts';
import { addSchedule, examApi, makeExamWorld, type ExamWorld } from './exams-fixtures.ts';

let w: ExamWorld;
let removeDist: () => void;
let spa: ReturnType<ExamWorld['appWith']>;

beforeAll(async () => {
  w = await makeExamWorld();
  const { dist, remove } = builtSpa();
  removeDist = remove;
  spa = w.appWith({ spaRoot: dist, firstPaints });
});
afterAll(async () => {
  removeDist?.();
  await w?.close();
});

/** The page's data with the answers of its own calls only (ownPageData). */
const pageOf = async (path: string, cookie: string): Promise<Bootstrap> => ownPageData(await spa.call('GET', path, { noRequestedWith: true, cookie }));

const json = async (path: string, cookie: string): Promise<unknown> => (await spa.call('GET', path, { cookie })).json();

describe("a passage's page", () => {
  it('carries the running passage and the question its URL shows (the first by default), as the API answers them', async () => {
    const { scheduleId } = await addSchedule(w, { name: 'Preloaded exam' });
    const started = await examApi(w, w.c1).start(scheduleId);
    const [first, second] = started.questions.map((q) => q.resultQuestionId);
    for (const [path, shown] of [
      [`/exams/passage/${started.resultId}`, first],
      [`/exams/passage/${started.resultId}/2`, second],
    ] as const) {
      const page = await pageOf(path, w.c1);
      expect(page.preloaded, path).toEqual({
        [`/api/exams/passage/${started.resultId}`]: await json(`/api/exams/passage/${started.resultId}`, w.c1),
        [`/api/exams/passage/question/${shown}`]: await json(`/api/exams/passage/question/${shown}`, w.c1),
      });
      expect(page.pageName).toBe('Preloaded exam (ua)'); // the exam's name in the trainee's language
      expect(page.passageOpen).toBe(true);
    }
    // A question number past the last: the passage only.
    const past = await pageOf(`/exams/passage/${started.resultId}/9`, w.c1);
    expect(Object.keys(past.preloaded ?? {})).toEqual([`/api/exams/passage/${started.resultId}`]);
    await examApi(w, w.c1).finish(started.resultId);
  });

  it("carries nothing of another trainee's passage, an ended one, or a path that names no passage", async () => {
    const { scheduleId } = await addSchedule(w, { name: 'Ended exam' });
    const api = examApi(w, w.c1);
    const started = await api.start(scheduleId);
    const theirs = await pageOf(`/exams/passage/${started.resultId}`, w.c2);
    expect(theirs.preloaded).toBeUndefined();
    expect(theirs.pageName).toBeUndefined();
    expect(theirs.passageOpen).toBeUndefined();

    await api.finish(started.resultId);
    const ended = await pageOf(`/exams/passage/${started.resultId}`, w.c1);
    expect(ended.preloaded).toBeUndefined();
    expect(ended.passageOpen).toBeUndefined();

    for (const path of ['/exams/passage/abc', '/exams/passage/0', '/exams/passage/999999']) expect((await pageOf(path, w.c1)).preloaded, path).toBeUndefined();
  });
});

describe('the Tests page and an exam intro', () => {
  it('carry the open exams, the running passages and the intro, as the API answers them; the intro is named after its exam', async () => {
    const { scheduleId } = await addSchedule(w, { name: 'Morning exam' });
    const list = await pageOf('/exams', w.c1);
    expect(list.preloaded).toEqual({
      '/api/exams/available': await json('/api/exams/available', w.c1),
      '/api/exams/active': await json('/api/exams/active', w.c1),
    });
    expect((list.preloaded?.['/api/exams/available'] as { scheduleId: number }[]).map((exam) => exam.scheduleId)).toContain(scheduleId);

    const intro = await pageOf(`/exams/${scheduleId}`, w.c1);
    expect(intro.preloaded).toEqual({
      [`/api/exams/${scheduleId}`]: await json(`/api/exams/${scheduleId}`, w.c1),
      '/api/exams/active': await json('/api/exams/active', w.c1),
    });
    expect(intro.pageName).toBe('Morning exam (ua)');
  });

  it("carries nothing of an exam that is not the trainee's, or of one that does not exist: the page is not found (404), the same for both (docs/decisions.md #202)", async () => {
    const { scheduleId } = await addSchedule(w, { name: 'Their exam' });
    for (const [path, cookie] of [
      [`/exams/${scheduleId}`, w.c2],
      ['/exams/999999', w.c1],
    ] as const) {
      expect((await spa.call('GET', `/api${path}`, { cookie })).status, path).toBe(404);
      const page = await pageOf(path, cookie);
      expect(page.preloaded, path).toBeUndefined();
      expect(page.pageName, path).toBeUndefined();
      expect(page.notFound, path).toBe(true);
      expect((await spa.call('GET', path, { noRequestedWith: true, cookie })).status, path).toBe(404);
    }
    expect((await pageOf(`/exams/${scheduleId}`, w.c1)).notFound).toBeUndefined(); // hers
  });
});

describe("the trainee's other pages with content of their own (docs/decisions.md #195)", () => {
  it('carry that answer as the API answers it, and a group or course page its name', async () => {
    const [ended] = (await json('/api/exams/passed', w.c1)) as { resultId: number }[];
    expect(ended).toBeDefined();
    const [course] = (await json('/api/courses', w.c1)) as { courseId: number }[];
    const pages: [string, string, string | undefined][] = [
      ['/training/1', '/api/trainings/1', 'courseName'],
      ['/courses', '/api/courses', undefined],
      [`/courses/${course!.courseId}`, `/api/courses/${course!.courseId}`, 'name'],
      ['/exams/passed', '/api/exams/passed', undefined],
      [`/exams/passed/${ended!.resultId}`, `/api/exams/result/${ended!.resultId}`, undefined],
    ];
    for (const [path, call, named] of pages) {
      const answer = (await json(call, w.c1)) as Record<string, unknown>;
      const page = await pageOf(path, w.c1);
      expect(page.preloaded, path).toEqual({ [call]: answer });
      expect(page.pageName, path).toBe(named && answer[named]);
    }
    // The news pages: the list, which the shell's news store starts from; an item names its page
    // after its title, one the trainee cannot see does not.
    const news = (await json('/api/news', w.c1)) as { newsId: number; title: string }[];
    for (const [path, name] of [
      ['/news', undefined],
      [`/news/${news[0]!.newsId}`, news[0]!.title],
      ['/news/999999', undefined],
    ] as const) {
      const page = await pageOf(path, w.c1);
      expect(page.preloaded, path).toEqual({ '/api/news': news });
      expect(page.pageName, path).toBe(name);
      // An item the trainee cannot see is not there (docs/decisions.md #202).
      expect(page.notFound, path).toBe(path === '/news/999999' || undefined);
    }
    expect((await spa.call('GET', '/news/999999', { noRequestedWith: true, cookie: w.c1 })).status).toBe(404);
    for (const [path] of pages) expect((await pageOf(path, w.c1)).notFound, path).toBeUndefined();
    // The past trainings with the news of the panel beside them.
    expect((await pageOf('/past', w.c1)).preloaded).toEqual({
      '/api/trainings/past': await json('/api/trainings/past', w.c1),
      '/api/news': await json('/api/news', w.c1),
    });
  });

  it("carry nothing the call would refuse: another trainee's application or result, one not accepted, a course not there; each is not found (404), another's as one not there (docs/decisions.md #202)", async () => {
    const [theirResult] = (await json('/api/exams/passed', w.c1)) as { resultId: number }[];
    const refused: [string, string, string][] = [
      ['/training/1', `/api/trainings/1`, w.c2], // trainee 1's
      ['/training/2', `/api/trainings/2`, w.c1], // trainee 1's, rejected
      ['/training/999999', `/api/trainings/999999`, w.c1],
      ['/courses/999999', '/api/courses/999999', w.c1],
      [`/exams/passed/${theirResult!.resultId}`, `/api/exams/result/${theirResult!.resultId}`, w.c2],
      ['/exams/passed/999999', '/api/exams/result/999999', w.c1],
    ];
    for (const [path, call, cookie] of refused) {
      expect((await spa.call('GET', call, { cookie })).status, call).toBe(404);
      const page = await pageOf(path, cookie);
      expect(page.preloaded, path).toBeUndefined();
      expect(page.pageName, path).toBeUndefined();
      expect(page.notFound, path).toBe(true);
      expect((await spa.call('GET', path, { noRequestedWith: true, cookie })).status, path).toBe(404);
    }
  });
});

describe('the profile (docs/decisions.md #197)', () => {
  it("carries the trainee's own profile and certificates as the API answers them", async () => {
    for (const cookie of [w.c1, w.c2]) {
      const page = await pageOf('/profile', cookie);
      expect(page.preloaded, cookie).toEqual({
        '/api/profile': await json('/api/profile', cookie),
        '/api/trainings/allcertificates': await json('/api/trainings/allcertificates', cookie),
      });
    }
    // Each her own.
    expect((await pageOf('/profile', w.c1)).preloaded).not.toEqual((await pageOf('/profile', w.c2)).preloaded);
  });
});

describe('a legal page (docs/decisions.md #196)', () => {
  it("carries its text in the visitor's language as the API answers it, logged in or not; one not there is not found (404)", async () => {
    for (const cookie of [w.c1, '', 'portal_locale=en']) {
      const answer = (await json('/api/common/legal/terms', cookie)) as { title: string };
      const page = await pageOf('/legal/terms', cookie);
      expect(page.preloaded, cookie).toEqual({ '/api/common/legal/terms': answer });
      expect(page.pageName, cookie).toBeUndefined(); // the page keeps its route's name, as the app names it
    }
    // The visitor's language decides: not the same text in English.
    expect(await json('/api/common/legal/terms', 'portal_locale=en')).not.toEqual(await json('/api/common/legal/terms', ''));
    expect((await pageOf('/legal/terms', '')).notFound).toBeUndefined();
    for (const cookie of [w.c1, '']) {
      const missing = await pageOf('/legal/nothing-here', cookie);
      expect(missing.preloaded, cookie).toBeUndefined();
      expect(missing.notFound, cookie).toBe(true);
      expect(missing.pageName, cookie).toBe(PAGE_NOT_FOUND_NAME.ua); // as the app names it (#202)
      expect((await spa.call('GET', '/legal/nothing-here', { noRequestedWith: true, cookie })).status, cookie).toBe(404);
    }
  });
});

describe("a trainee's public page (docs/decisions.md #199)", () => {
  it("carries it in the visitor's language as the API answers it, named after the trainee, logged in or not; a hash not there is not found (404)", async () => {
    const [olena] = await w.db.select({ pageHash: customers.pageHash, name: customers.name, surname: customers.surname }).from(customers).where(eq(customers.id, w.id1));
    const path = `/api/common/achievements/${olena!.pageHash}`;
    for (const [cookie, locale] of [
      ['', 'ua'],
      ['portal_locale=en', 'en'],
      [w.c2, 'en'], // another trainee, logged in, who reads in English
    ] as const) {
      const page = await pageOf(`/achievements/${olena!.pageHash}`, cookie);
      expect(page.common.locale, cookie).toBe(locale);
      expect(page.preloaded, cookie).toEqual({ [path]: await json(path, cookie) });
      expect(page.pageName, cookie).toBe(ACHIEVEMENTS_PAGE_NAME[locale].replace('{fullName}', `${olena!.name} ${olena!.surname}`));
      expect(page.notFound, cookie).toBeUndefined();
    }
    expect(await json(path, 'portal_locale=en')).not.toEqual(await json(path, ''));
    for (const [cookie, locale] of [
      ['', 'ua'],
      [w.c1, 'ua'],
      ['portal_locale=en', 'en'],
    ] as const) {
      const unknown = await pageOf('/achievements/0123456789abcdef0123456789abcdef', cookie);
      expect(unknown.preloaded, cookie).toBeUndefined();
      expect(unknown.notFound, cookie).toBe(true);
      expect(unknown.pageName, cookie).toBe(PAGE_NOT_FOUND_NAME[locale]); // as the app names it
      expect((await spa.call('GET', '/achievements/0123456789abcdef0123456789abcdef', { noRequestedWith: true, cookie })).status, cookie).toBe(404);
    }
  });
});
