import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CertificateOverview } from '../../api/certificates.ts';
import type { NewsItem } from '../../api/news.ts';
import type { TrainingCard } from '../../api/trainings.ts';
import { brokenWords, logInWith, open, overflow, fileBrowser, type Lang } from './browser.ts';
import { e2e } from './servers.ts';

// Every width from a narrow phone to the desktop (DEVELOPERS standards: phone and desktop
// widths; between them a tablet or a narrow window, where from 768 px the shell's side menu
// leaves a page narrower than the screen suggests). The trainee's pages scroll no sideways and
// break no word mid-letter, in uk, ru and en. At 768 px /past once put its news
// panel beside a 174 px column of trainings whose course names broke mid-word, the group page's
// «Копировать» stuck out of its card beside «Система управления тестированием» and the
// certificate files' table scrolled the page 36-53 px; an exam intro's stats broke «question|s»
// and «Unlimite|d» at 600 px and «Использовано» at 390 px; the profile's values broke letter by
// letter at 768 px.
const browser = await fileBrowser();

const WIDTHS = [320, 390, 600, 768, 900, 1024, 1280];

/**
 * The trainee's pages, with the ids the API gives (the news by its three latest items): all but
 * the passage, which phone-fit.e2e opens, and the documents and surveys, still to come.
 */
async function pagesOf(page: Page): Promise<string[]> {
  const read = async <T>(path: string) => (await (await page.request.get(path)).json()) as T[];
  const current = await read<TrainingCard>('/api/trainings/current');
  const groups = current.filter((c) => c.applicationStatus === 'ACCEPTED').map((c) => `/training/${c.applicationId}`);
  expect(groups.length, 'seeded accepted applications').toBeGreaterThan(0);
  const courses = (await read<{ courseId: number }>('/api/courses')).map((c) => `/courses/${c.courseId}`);
  const news = (await read<NewsItem>('/api/news')).slice(0, 3).map((n) => `/news/${n.newsId}`);
  const intros = (await read<{ scheduleId: number }>('/api/exams/available')).map((e) => `/exams/${e.scheduleId}`);
  const results = (await read<{ resultId: number }>('/api/exams/passed')).map((r) => `/exams/passed/${r.resultId}`);
  const certificates = (await read<CertificateOverview>('/api/trainings/allcertificates')).map((c) => `/profile/certificate/${c.applicationId}`);
  return [
    ...['/', '/past', ...groups, '/courses', ...courses, '/news', ...news],
    ...['/exams', ...intros, '/exams/passed', ...results],
    ...['/profile', '/profile/password', ...certificates],
  ];
}

describe('the pages fit every width from 320 to 1280 px', () => {
  for (const lang of ['uk', 'ru', 'en'] as const satisfies readonly Lang[]) {
    it(`in ${lang}`, async () => {
      const { page, context, problems } = await open(browser, e2e().baseUrl);
      await logInWith(page, lang);
      const found: Record<string, { sideways: number; broken: string[] }> = {};
      for (const path of await pagesOf(page)) {
        await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        // The page as a tablet turned or a window resized shows it: laid out again at each width.
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
          const [sideways, broken] = [await overflow(page), await brokenWords(page)];
          if (sideways > 0 || broken.length > 0) found[`${path} at ${width} px`] = { sideways, broken };
        }
      }
      expect(found).toEqual({});
      expect(problems).toEqual([]);
      await context.close();
    }, 300_000);
  }
});
