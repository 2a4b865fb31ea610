import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TrainingCard } from '../../api/trainings.ts';
import { brokenWords, logInWith, open, overflow, fileBrowser, type Lang } from './browser.ts';

// Between the phone and the desktop (600-1024 px: a tablet, a narrow window) the shell's side
// menu takes a part of the screen, so a page is narrower than the screen suggests. The pages
// with side panels or label | value rows must still fit: no sideways scroll and no word broken
// mid-letter, in uk and ru (the longest words). At 768 px /past once put its news panel beside a
// 174 px column of trainings whose course names broke mid-word, and the group page's
// «Копировать» stuck out of its card beside «Система управления тестированием».
const browser = await fileBrowser();

const WIDTHS = [600, 768, 900, 1024];

/** The trainee's pages with side panels or label | value rows (/profile has its own test at every width, profile.e2e). */
async function pagesOf(page: Page): Promise<string[]> {
  const current = (await (await page.request.get('/api/trainings/current')).json()) as TrainingCard[];
  const groups = current.filter((c) => c.applicationStatus === 'ACCEPTED').map((c) => `/training/${c.applicationId}`);
  expect(groups.length, 'seeded accepted applications').toBeGreaterThan(0);
  return ['/', '/past', ...groups, '/courses', '/news', '/exams'];
}

describe('tablet widths: the pages fit beside the side menu', () => {
  for (const lang of ['uk', 'ru'] as const satisfies readonly Lang[]) {
    it(`in ${lang}, at ${WIDTHS.join(', ')} px`, async () => {
      const { page, context, problems } = await open(browser, inject('baseUrl'));
      await logInWith(page, lang);
      const found: Record<string, { sideways: number; broken: string[] }> = {};
      for (const path of await pagesOf(page)) {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(path);
          await page.getByRole('heading', { level: 1 }).waitFor();
          await page.waitForLoadState('networkidle');
          const [sideways, broken] = [await overflow(page), await brokenWords(page)];
          if (sideways > 0 || broken.length > 0) found[`${path} at ${width} px`] = { sideways, broken };
        }
      }
      expect(found).toEqual({});
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
