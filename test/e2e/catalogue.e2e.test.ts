import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { NewsItem } from '../../api/news.ts';
import type { CourseListItem } from '../../api/main.ts';
import type { CourseDetail, PastTraining } from '../../api/trainings.ts';
import { expectAccessible, logIn, logInWith, open, pickLanguage, type Lang, PHONE, DESKTOP, fileBrowser, overflow } from './browser.ts';
import { e2e } from './servers.ts';

// Issue 11 "Past trainings, course catalogue, course detail" and "News" in Chromium against the
// built app and the seeded server: past trainings and the catalogue as the API has them, a
// course whose duration reads in months, opening an unread news item clears its unread mark in
// the top bar without a reload; axe finds nothing serious on /past, /courses, /courses/{id},
// /news, /news/{id} in uk, ru and en at desktop and phone (390 px) widths.
const browser = await fileBrowser();

const LANGUAGES: Lang[] = ['uk', 'ru', 'en'];

const read = async <T>(page: Page, path: string) => (await (await page.request.get(path)).json()) as T;

/** Opens `path` and waits for its heading and for the data the page loads. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
}

/** A FULL course whose first group lasts a number of weeks divisible by 4 (SPEC §9: shown in months). */
async function courseInMonths(page: Page): Promise<CourseDetail> {
  for (const item of await read<CourseListItem[]>(page, '/api/courses')) {
    const course = await read<CourseDetail>(page, `/api/courses/${item.courseId}`);
    const [first] = [...course.groups].sort((a, b) => a.beginTime - b.beginTime);
    if (course.courseType !== 'FULL' || !first) continue;
    const weeks = Math.ceil(Math.round((first.endTime - first.beginTime) / 86_400_000) / 7);
    if (weeks > 0 && weeks % 4 === 0) return course;
  }
  throw new Error('the seed has no FULL course shown in months');
}

describe('news', () => {
  // Trainee 2: the other e2e files open /news as trainee 1, which marks its news viewed.
  it('opening an unread item from the top bar clears its unread mark there, without a reload, and for good', async () => {
    const { page, context, problems } = await open(browser, e2e().baseUrl, DESKTOP);
    await page.goto('/login');
    await pickLanguage(page, 'en');
    await logIn(page, '+380671112233', 'Passw0rd2');
    await page.waitForURL((url) => url.pathname === '/');
    const news = await read<NewsItem[]>(page, '/api/news');
    const unread = news.filter((item) => !item.viewed);
    expect(unread.length, 'seeded unread news for trainee 2').toBeGreaterThan(0);
    const label = (count: number) => (count > 0 ? `News: ${count} new` : 'News');
    const bell = (count: number) => page.getByRole('button', { name: label(count), exact: true });
    await bell(unread.length).waitFor();

    // Marks this document: a reload would lose it.
    await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true));
    await bell(unread.length).click();
    const item = [...news]
      .sort((a, b) => b.show_from - a.show_from)
      .slice(0, 5)
      .find((n) => !n.viewed)!;
    await page.locator(`header a[href="/news/${item.newsId}"]`).click();
    await page.waitForURL((url) => url.pathname === `/news/${item.newsId}`);
    await page.getByRole('heading', { level: 1, name: item.title }).waitFor();
    await bell(unread.length - 1).waitFor();
    expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);

    // The server keeps it.
    await page.reload();
    await bell(unread.length - 1).waitFor();
    expect((await read<NewsItem[]>(page, '/api/news')).find((n) => n.newsId === item.newsId)?.viewed).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('past trainings and the course catalogue', () => {
  it('past trainings as the API has them, with the news panel beside; the catalogue with honest group dates', async () => {
    const { page, context, problems } = await open(browser, e2e().baseUrl, DESKTOP);
    await logInWith(page, 'en');
    const past = await read<PastTraining[]>(page, '/api/trainings/past');
    expect(past.length, 'seeded past trainings').toBeGreaterThan(0);
    await visit(page, '/past');
    const cards = page.locator('main li').filter({ has: page.getByRole('heading', { level: 2 }) });
    expect(await cards.count()).toBe(past.length);
    for (const [index, training] of past.entries()) {
      const text = await cards.nth(index).innerText();
      expect(text).toContain(training.courseName);
      if (training.courseType === 'BLITZ') expect(text).not.toContain('Group:');
      else if (training.groupName) expect(text).toContain(`Group: ${training.groupName}`);
    }
    const panel = page.getByRole('region', { name: 'Latest news' });
    await panel.waitFor();
    // Beside on a wide screen: the panel's left edge is right of the trainings'.
    const [list, side] = [await cards.first().boundingBox(), await panel.boundingBox()];
    expect(side!.x).toBeGreaterThan(list!.x + list!.width - 1);

    const courses = await read<CourseListItem[]>(page, '/api/courses');
    await visit(page, '/courses');
    const now = Date.now();
    for (const course of courses) {
      const card = page.locator('main li').filter({ has: page.getByRole('link', { name: course.name, exact: true }) });
      const text = await card.innerText();
      expect(text).toContain(`Course\u00a0No.\u00a0${course.courseId}`); // no-break spaces (docs/words.md)
      // Issue 11: a date called "next" is never in the past.
      if (course.recentGroupDate != null && course.recentGroupDate <= now) expect(text).toMatch(/Last group began/);
      if (/Next group begins/.test(text)) expect(course.recentGroupDate!).toBeGreaterThan(now);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a course shown in months: its duration, groups and the apply link opening the provider in a new tab', async () => {
    const { page, context, problems } = await open(browser, e2e().baseUrl, DESKTOP);
    await logInWith(page, 'en');
    const course = await courseInMonths(page);
    await visit(page, '/courses');
    await page.getByRole('link', { name: course.name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/courses/${course.courseId}`);
    await page.getByRole('heading', { level: 1, name: course.name }).waitFor();
    const [first] = [...course.groups].sort((a, b) => a.beginTime - b.beginTime);
    const months = Math.ceil(Math.round((first!.endTime - first!.beginTime) / 86_400_000) / 7) / 4;
    const duration = page.locator('dt', { hasText: 'Duration' }).locator('xpath=following-sibling::dd[1]');
    expect(await duration.innerText()).toBe(months === 1 ? '1 month' : `${months} months`);
    expect(await page.locator('main table tbody tr').count()).toBe(course.groups.length);
    const apply = page.getByRole('link', { name: /Apply for the course \(opens in a new tab\)/ });
    if (course.status === 'NEW_COURSE' || course.status === 'AVAILABLE') {
      expect(await apply.getAttribute('target')).toBe('_blank');
      expect(await apply.getAttribute('rel')).toContain('noopener');
      expect(await apply.getAttribute('href')).toMatch(/^https?:\/\//);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the catalogue and news pages, scanned by axe', () => {
  for (const lang of LANGUAGES) {
    for (const [width, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      it(`in ${lang}, ${width}`, async () => {
        const { page, context, problems } = await open(browser, e2e().baseUrl, viewport);
        await logInWith(page, lang);
        const [course] = await read<CourseListItem[]>(page, '/api/courses');
        const [item] = await read<NewsItem[]>(page, '/api/news');
        expect(course && item, 'seeded courses and news').toBeTruthy();
        for (const path of ['/past', '/courses', `/courses/${course!.courseId}`, '/news', `/news/${item!.newsId}`]) {
          await visit(page, path);
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
          await expectAccessible(page, `${path} (${lang}, ${width})`);
          // Nothing wider than the phone's screen.
          if (width === 'phone') expect(await overflow(page)).toBeLessThanOrEqual(0);
        }
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }
});
