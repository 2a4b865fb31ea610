import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { API_HEADERS, PHONE, apiAnswer as answer, holdAppScript, keptServerElements, loggedInByApi, markServerElements, untilHydrated, fileBrowser } from './browser.ts';
import { e2e } from './servers.ts';

// Issue 14 "Paint before JavaScript" for the passage (docs/decisions.md #170): a running
// passage's page comes from the server as HTML with the exam's name, its clock and the question
// its URL shows, in the trainee's language; the app hydrates it without asking for the passage
// or the question again and without moving anything, its clock agreeing with the server's; an
// answer option clicked before the app runs does not change (the app could not record it).
const browser = await fileBrowser();
// The second demo trainee's exam (no other suite starts it): one passage for this file.
const TRAINEE = { login: '+380671112233', password: 'Passw0rd2' };
let resultId = 0;

const loggedIn = (lang: 'uk' | 'ru' | 'en', javaScriptEnabled = true): Promise<BrowserContext> =>
  loggedInByApi(browser, e2e().baseUrl, TRAINEE, { lang, viewport: PHONE, javaScriptEnabled });

type Passage = { name: string; now: number; passExpires: number; questions: { resultQuestionId: number }[] };
type Question = { name: string; answers: unknown[] };
/** Whole seconds left as the clock shows them (a second is shown until it is over). */
const left = (passage: Passage) => Math.ceil((passage.passExpires - passage.now) / 1000);
const seconds = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

beforeAll(async () => {
  const context = await loggedIn('en');
  const exams = await answer<{ scheduleId: number; examName: string }[]>(context.request, '/api/exams/available');
  const exam = exams.find((e) => e.examName === 'Introduction to performance testing');
  expect(exam).toBeDefined();
  resultId = (await answer<{ resultId: number }>(context.request, `/api/exams/passage/start/${exam!.scheduleId}`)).resultId;
  await context.close();
});
afterAll(async () => {
  const context = await loggedIn('en');
  await context.request.get(`/api/exams/passage/finish/${resultId}`, { headers: API_HEADERS });
  await context.close();
});

describe.each([
  ['uk', 'Запитання 1 з'],
  ['ru', 'Вопрос 1 из'],
  ['en', 'Question 1 of'],
] as const)('a running passage without JavaScript in %s', (lang, questionOf) => {
  it("shows the exam's name, its clock and the question with its options, styled", async () => {
    const context = await loggedIn(lang, false);
    const passage = await answer<Passage>(context.request, `/api/exams/passage/${resultId}`);
    const question = await answer<Question>(context.request, `/api/exams/passage/question/${passage.questions[0]!.resultQuestionId}`);
    const page = await context.newPage();
    await page.goto(`/exams/passage/${resultId}/1`);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    expect(await page.title()).toBe(`${passage.name} - QA Academy`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(passage.name);
    // The clock as the server had it when it sent the page (a second or two after the call above).
    const shown = seconds((await page.getByRole('timer').textContent())!);
    expect(shown).toBeLessThanOrEqual(left(passage));
    expect(shown).toBeGreaterThan(left(passage) - 5);
    expect(await page.getByRole('heading', { level: 3 }).first().textContent()).toContain(questionOf);
    expect(await page.locator('main fieldset legend').textContent()).toBe(question.name);
    expect(await page.locator('main fieldset input').count()).toBe(question.answers.length);
    // Styled: the question panel is a white box, not the page's background.
    expect(await page.locator('main section[data-needs-app]').evaluate((panel) => getComputedStyle(panel).backgroundColor)).toBe('rgb(255, 255, 255)');
    await context.close();
  });
});

describe('a running passage with JavaScript', () => {
  it('is hydrated with no error and no shift, asks for neither the passage, the question nor the news, and its clock agrees with the server', async () => {
    const context = await loggedIn('en');
    const page = await context.newPage();
    const painted = ['header', 'main h1', 'main [role=timer]', 'main fieldset', 'main fieldset input'];
    await markServerElements(page, painted);
    const calls: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/exams/passage/${resultId}/1`);
    await untilHydrated(page);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(calls.filter((path) => path.startsWith('/api/exams/passage/'))).toEqual([]);
    expect(calls).not.toContain('/api/news'); // the passage's quiet shell shows no news, so asks for none
    // Taken over, not drawn again: the elements are the server's (src/app/lazy-page.ts).
    expect(await keptServerElements(page, painted)).toEqual(painted.map(() => true));
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => list.getEntries().forEach((entry) => (total += (entry as unknown as { value: number }).value))).observe({
            type: 'layout-shift',
            buffered: true,
          });
          setTimeout(() => resolve(total), 100);
        }),
    );
    expect(shifts).toBe(0);
    // The clock runs, and agrees with the server's to the second or so.
    const timer = page.getByRole('timer');
    const first = (await timer.textContent())!;
    await expect.poll(() => timer.textContent(), { timeout: 5_000 }).not.toBe(first);
    const passage = await answer<Passage>(context.request, `/api/exams/passage/${resultId}`);
    expect(Math.abs(seconds((await timer.textContent())!) - left(passage))).toBeLessThanOrEqual(2);
    await context.close();
  });

  it('keeps an option clicked before the app runs unchosen, and takes it once the app runs', async () => {
    const context = await loggedIn('en');
    const page = await context.newPage();
    const release = await holdAppScript(page);
    await page.goto(`/exams/passage/${resultId}/1`, { waitUntil: 'commit' });
    const option = page.locator('main fieldset input').first();
    await option.waitFor();
    await page.locator('main fieldset label').first().click();
    await option.press('Space');
    expect(await option.isChecked()).toBe(false);
    release();
    await untilHydrated(page);
    await page.locator('main fieldset label').first().click();
    await expect.poll(() => option.isChecked()).toBe(true);
    // The app knows it: kept on the device as a draft (issue 10 item 1).
    expect(await page.evaluate((id) => localStorage.getItem(`exams.drafts.${id}`), resultId)).not.toBeNull();

    // Reloaded, the device's draft wins over the question the page came with, with no error.
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.unrouteAll();
    await page.reload();
    await untilHydrated(page);
    await expect.poll(() => option.isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await page.evaluate(() => localStorage.clear());
    await context.close();
  });
});
