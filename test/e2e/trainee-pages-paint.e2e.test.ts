import { describe, expect, it } from 'vitest';
import type { APIRequestContext } from 'playwright-core';
import {
  apiAnswer as answer,
  DESKTOP,
  PHONE,
  fileBrowser,
  keptServerElements,
  expectHydratedAsPainted,
  expectNothingMoved,
  demoTraineePage,
  markServerElements,
  untilHydrated,
} from './browser.ts';

// Issue 14 "Paint before JavaScript" on the trainee's other pages that show what the API
// answers (docs/decisions.md #195): the group page, the past trainings, the course catalogue and
// a course, the completed tests and a result, the news and a news item come from the server as
// HTML made by the app's components with those answers (server/routes/page-preloads.ts,
// src/ssr/render-page.tsx), in the trainee's language, then hydrate without moving or asking
// again.
const browser = await fileBrowser();

type Page = { path: string; call: string; painted: string; texts: string[]; named?: string };

/** Each page, the call its content comes from, an element of that content and texts of the answer it must show. */
async function pagesOf(request: APIRequestContext): Promise<Page[]> {
  const [card] = (await answer<{ applicationId: number; applicationStatus: string }[]>(request, '/api/trainings/current')).filter(
    (c) => c.applicationStatus === 'ACCEPTED',
  );
  const group = await answer<{ courseName: string; groupName: string | null }>(request, `/api/trainings/${card!.applicationId}`);
  const past = await answer<{ courseName: string }[]>(request, '/api/trainings/past');
  const courses = await answer<{ courseId: number; name: string }[]>(request, '/api/courses');
  const course = await answer<{ name: string; briefDescription: string | null }>(request, `/api/courses/${courses[0]!.courseId}`);
  const passed = await answer<{ resultId: number; exam: { name: string } }[]>(request, '/api/exams/passed');
  const result = await answer<{ examName: string }>(request, `/api/exams/result/${passed[0]!.resultId}`);
  const news = await answer<{ newsId: number; title: string; content: string }[]>(request, '/api/news');
  expect(past.length * passed.length * news.length).toBeGreaterThan(0);
  return [
    {
      path: `/training/${card!.applicationId}`,
      call: `/api/trainings/${card!.applicationId}`,
      painted: 'main progress',
      texts: [group.groupName!],
      named: group.courseName,
    },
    { path: '/past', call: '/api/trainings/past', painted: 'main li h2', texts: past.map((p) => p.courseName) },
    { path: '/courses', call: '/api/courses', painted: 'main li h2', texts: courses.map((c) => c.name) },
    {
      path: `/courses/${courses[0]!.courseId}`,
      call: `/api/courses/${courses[0]!.courseId}`,
      painted: 'main section',
      texts: [course.briefDescription!.split('\n')[0]!],
      named: course.name,
    },
    { path: '/exams/passed', call: '/api/exams/passed', painted: 'main li h2', texts: passed.map((p) => p.exam.name) },
    { path: `/exams/passed/${passed[0]!.resultId}`, call: `/api/exams/result/${passed[0]!.resultId}`, painted: 'main section h2', texts: [result.examName] },
    { path: '/news', call: '/api/news', painted: 'main article h2', texts: news.map((item) => item.title) },
    { path: `/news/${news[0]!.newsId}`, call: '/api/news', painted: 'main article', texts: [news[0]!.content], named: news[0]!.title },
  ];
}

describe.each(['uk', 'ru', 'en'] as const)('without JavaScript in %s', (lang) => {
  it("the group page, past trainings, courses, a course, completed tests, a result, the news and a news item show their content, named in the trainee's language", async () => {
    const { context, page } = await demoTraineePage(browser, PHONE, { lang, javaScriptEnabled: false });
    for (const { path, texts, named } of await pagesOf(context.request)) {
      await page.goto(path);
      expect(await page.locator('html').getAttribute('lang'), path).toBe(lang);
      const heading = (await page.getByRole('heading', { level: 1 }).textContent())!;
      if (named) expect(heading, path).toBe(named);
      // The tab says what the page's heading says, in the same language.
      expect((await page.title()).startsWith(`${heading} - `), path).toBe(true);
      const main = (await page.locator('main').textContent())!;
      for (const text of texts) expect(main, path).toContain(text);
    }
    await context.close();
  });
});

describe('the same pages, rendered by the server', () => {
  it('hydrate as painted: no error, nothing moves, their answer is not asked for again, and the app runs', async () => {
    const { context } = await demoTraineePage(browser, PHONE);
    // The app runs: it follows the footer's link.
    for (const { path, call, painted } of await pagesOf(context.request)) {
      await expectHydratedAsPainted(context, { path, painted: ['header', 'main h1', painted], asked: [call], link: 'footer a[href^="/legal/"]' });
    }
    await context.close();
  });
});

describe('the news panel of the dashboard and past trainings', () => {
  it('is painted with its news, so it does not grow as the app starts, and the news are not asked for again', async () => {
    // Where the panel is in view: beside the cards on a desktop, below the past trainings on a phone.
    for (const [path, viewport] of [
      ['/', DESKTOP],
      ['/past', PHONE],
    ] as const) {
      const { context, page } = await demoTraineePage(browser, viewport);
      const news = await answer<{ title: string }[]>(context.request, '/api/news');
      const calls: string[] = [];
      page.on('request', (request) => calls.push(new URL(request.url()).pathname));
      await markServerElements(page, ['[data-testid=news-panel] li']);
      await page.goto(path);
      await untilHydrated(page);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('[data-testid=news-panel] li a').allTextContents(), path).toEqual(news.slice(0, 3).map((item) => item.title));
      expect(await keptServerElements(page, ['[data-testid=news-panel] li']), path).toEqual([true]);
      await expectNothingMoved(page);
      expect(calls, path).not.toContain('/api/news');
      await context.close();
    }
  });
});
