import { describe, expect, it } from 'vitest';
import type { APIRequestContext } from 'playwright-core';
import { DESKTOP, apiAnswer as answer, PHONE, fileBrowser, finishPassage, holdAppScript, demoTraineePage, expectHydratedAsPainted, untilHydrated } from './browser.ts';

// Issue 14 "Paint before JavaScript" on the way to a passage: on an exam's morning trainees open
// the Tests list and the exam's intro on their phones, and these come from the server as HTML
// made by the app's components with the page's answers (server/routes/page-preloads.ts,
// src/ssr/render-page.tsx), then hydrate without moving or asking again.
const browser = await fileBrowser();

type Available = { scheduleId: number; examName: string }[];
type Intro = { materials: { link: string | null }[] };

/** The trainee's open exams, each with its intro. */
async function examsWithIntros(request: APIRequestContext) {
  const available = await answer<Available>(request, '/api/exams/available');
  return Promise.all(available.map(async (exam) => ({ ...exam, intro: await answer<Intro>(request, `/api/exams/${exam.scheduleId}`) })));
}

const TITLES = [
  ['uk', 'Тести'],
  ['ru', 'Тесты'],
  ['en', 'Tests'],
] as const;

describe.each(TITLES)('the Tests page and an intro without JavaScript in %s', (lang, title) => {
  it("show the trainee's open exams, and the exam's intro under its name, styled", async () => {
    const { context, page } = await demoTraineePage(browser, PHONE, { lang, javaScriptEnabled: false });
    const available = await answer<Available>(context.request, '/api/exams/available');
    expect(available.length).toBeGreaterThan(0);
    await page.goto('/exams');
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await page.locator('main li h2').allTextContents()).toEqual(available.map((exam) => exam.examName));
    const card = await page
      .locator('main li:has(h2)')
      .first()
      .evaluate((li) => getComputedStyle(li).backgroundColor);
    expect(card).toBe('rgb(255, 255, 255)');

    // An exam's intro, under the exam's name, in the page and in the tab.
    const { scheduleId } = available[0]!;
    const intro = await answer<{ name: string }>(context.request, `/api/exams/${scheduleId}`);
    await page.goto(`/exams/${scheduleId}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(intro.name);
    expect((await page.title()).startsWith(`${intro.name} - `)).toBe(true);
    expect(await page.locator('main section').count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('the Tests page and an intro, rendered by the server', () => {
  it('hydrate as painted: no error, nothing moves, their answers are not asked for again, and the app runs', async () => {
    const { context } = await demoTraineePage(browser, PHONE);
    // An intro with materials: they lay out in columns, by a class, not a style attribute, which
    // the rendered page's policy refuses.
    const exams = await examsWithIntros(context.request);
    const most = Math.max(...exams.map((exam) => exam.intro.materials.length));
    const withMaterials = exams.find((exam) => exam.intro.materials.length === most);
    expect(most).toBeGreaterThan(1);
    const pages = [
      { path: '/exams', painted: ['header', 'main h1', 'main li h2'], asked: ['/api/exams/available', '/api/exams/active'], link: 'main a[href="/exams/passed"]' },
      {
        path: `/exams/${withMaterials!.scheduleId}`,
        painted: ['header', 'main h1', 'main section'],
        asked: [`/api/exams/${withMaterials!.scheduleId}`, '/api/exams/active'],
        link: 'main a[href="/exams"]',
      },
    ];
    for (const page of pages) await expectHydratedAsPainted(context, page);
    await context.close();
  });
});

describe("an intro's materials", () => {
  it('sit in one column per kind on a desktop and in one column on a phone', async () => {
    const { context, page } = await demoTraineePage(browser, DESKTOP);
    // The demo's every-type exam: a link and a file, two kinds.
    const exam = (await examsWithIntros(context.request)).find(({ intro }) => intro.materials.some((m) => m.link) && intro.materials.some((m) => !m.link));
    await page.goto(`/exams/${exam!.scheduleId}`);
    await untilHydrated(page);
    const kinds = page.locator('section[aria-labelledby="intro-materials"] section');
    await expect.poll(() => kinds.count()).toBe(2);
    const boxes = async () => Promise.all([0, 1].map(async (i) => (await kinds.nth(i).boundingBox())!));
    const [left, right] = await boxes();
    expect(right!.y).toBe(left!.y);
    expect(right!.x).toBeGreaterThanOrEqual(left!.x + left!.width);
    expect(Math.abs(right!.width - left!.width)).toBeLessThan(1);
    await page.setViewportSize(PHONE);
    const [above, below] = await boxes();
    expect(below!.y).toBeGreaterThanOrEqual(above!.y + above!.height);
    expect(below!.x).toBe(above!.x);
    await context.close();
  });
});

describe('an intro before the app runs', () => {
  it('starts the test pressed for meanwhile once the app is there, by the same button', async () => {
    const { context, page } = await demoTraineePage(browser, PHONE);
    // Unlimited attempts and no sound check: the start opens the passage at once.
    const quick = (await answer<Available>(context.request, '/api/exams/available')).find((exam) => exam.examName === 'Quick check: 2 minutes')!;
    const release = await holdAppScript(page);
    await page.goto(`/exams/${quick.scheduleId}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Start the test' }).click();
    // Held, not sent: the page stays, nothing started, the app still away.
    expect(new URL(page.url()).pathname).toBe(`/exams/${quick.scheduleId}`);
    expect(await page.evaluate(() => (window as unknown as { __ssr: { hydrated: boolean } }).__ssr.hydrated)).toBe(false);
    expect(await answer<unknown[]>(context.request, '/api/exams/active')).toEqual([]);

    release();
    await page.waitForURL(/\/exams\/passage\/\d+\/1$/);
    await finishPassage(page);
    await context.close();
  });
});
