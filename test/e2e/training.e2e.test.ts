import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Training, TrainingCard } from '../../api/trainings.ts';
import { expectAccessible, logIn, logInWith, open, pickLanguage, type Lang, PHONE, DESKTOP, fileBrowser, overflow } from './browser.ts';
import { e2e } from './servers.ts';

// Issue 11 "Group page" (SPEC §2 training/{applicationId}) in Chromium against the built app
// and the seeded server: trainee 1 reaches an accepted course's group page from the
// dashboard, copies a credential (the clipboard holds it, 'Copied' shows), follows an open
// test to /exams/{scheduleId}; trainee 2's application id shows the clear message with the way
// back; axe finds nothing serious in uk, ru and en at desktop and phone widths.
const browser = await fileBrowser();

/** The trainee's current applications, as the dashboard reads them. */
const currentOf = async (page: Page) => (await (await page.request.get('/api/trainings/current')).json()) as TrainingCard[];
const trainingOf = async (page: Page, id: number) => (await (await page.request.get(`/api/trainings/${id}`)).json()) as Training;

/** An accepted FULL application with credentials and an open test (the seed's 'Manual testing'). */
async function acceptedWithOpenTest(page: Page): Promise<Training> {
  const now = Date.now();
  for (const card of await currentOf(page)) {
    if (card.applicationStatus !== 'ACCEPTED' || card.courseType !== 'FULL') continue;
    const training = await trainingOf(page, card.applicationId);
    const open = training.lessons.some((l) => l.schedule && l.schedule.start <= now && now <= l.schedule.finish && !l.schedule.attemptsExceeded);
    if (open && training.login) return training;
  }
  throw new Error('the seed has no accepted FULL application with credentials and an open test for trainee 1');
}

describe('the group page', () => {
  it('from the dashboard: a credential copied to the clipboard, an open test leads to /exams/{scheduleId}', async () => {
    const { page, context, problems } = await open(browser, e2e().baseUrl);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await logInWith(page, 'en');
    const training = await acceptedWithOpenTest(page);
    const path = `/training/${training.applicationId}`;

    // The dashboard's accepted card is a link to its group page (SPEC §4).
    await page.locator(`main a[href="${path}"]`).first().click();
    await page.waitForURL((url) => url.pathname === path);
    await page.getByRole('heading', { level: 1, name: training.courseName }).waitFor();
    const bar = page.getByRole('progressbar', { name: 'Course progress' });
    expect(await bar.getAttribute('value')).toBe(String(Math.round(training.progress)));

    // Copy the login: the clipboard holds it, 'Copied' shows, then goes (SPEC §9: 1 s).
    await page.evaluate(() => navigator.clipboard.writeText('something else'));
    await page.getByRole('button', { name: 'Copy: Login' }).click();
    const copied = page.getByTestId('credential-login').getByText('Copied', { exact: true });
    await copied.waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(training.login);
    await copied.waitFor({ state: 'detached', timeout: 3000 });

    // An open test with attempts left: its link goes to the test's page.
    const now = Date.now();
    const openTest = training.lessons.find((l) => l.schedule && l.schedule.start <= now && now <= l.schedule.finish && !l.schedule.attemptsExceeded)!;
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: openTest.name, exact: true }) });
    await item.getByRole('link', { name: 'Go to the test' }).first().click();
    await page.waitForURL((url) => url.pathname === `/exams/${openTest.schedule!.scheduleId}`);
    await page.getByRole('button', { name: /^(Start the test|Continue the test)/ }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("another trainee's application: a clear message and the way back to the dashboard", async () => {
    const second = await open(browser, e2e().baseUrl);
    await second.page.goto('/login');
    await pickLanguage(second.page, 'en');
    await logIn(second.page, '+380671112233', 'Passw0rd2');
    await second.page.waitForURL((url) => url.pathname === '/');
    const theirs = (await currentOf(second.page)).find((card) => card.applicationStatus === 'ACCEPTED');
    expect(theirs, 'trainee 2 has an accepted application').toBeDefined();
    await second.context.close();

    const { page, context } = await open(browser, e2e().baseUrl);
    await logInWith(page, 'en');
    expect((await page.request.get(`/api/trainings/${theirs!.applicationId}`)).status()).toBe(404);
    await page.goto(`/training/${theirs!.applicationId}`);
    await page.getByRole('heading', { name: 'This course group is not available' }).waitFor();
    await expectAccessible(page, 'the group page of another trainee');
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});

describe('the group page, scanned by axe', () => {
  for (const lang of ['uk', 'ru', 'en'] as const satisfies readonly Lang[]) {
    it(`in ${lang}, at desktop and phone widths`, async () => {
      const { page, context, problems } = await open(browser, e2e().baseUrl);
      await logInWith(page, lang);
      const ids = (await currentOf(page)).filter((card) => card.applicationStatus === 'ACCEPTED').map((card) => card.applicationId);
      expect(ids.length).toBeGreaterThan(0);
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        // Every accepted application: FULL and BLITZ, each certificate status the seed has.
        for (const id of ids) {
          await page.goto(`/training/${id}`);
          await page.getByRole('progressbar').waitFor();
          await page.waitForLoadState('networkidle');
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
          // Nothing wider than the screen (a phone never scrolls sideways).
          expect(await overflow(page)).toBeLessThanOrEqual(0);
          await expectAccessible(page, `/training/${id} (${lang}, ${viewport.width} px)`);
        }
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
