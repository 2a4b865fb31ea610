import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, finishPassage, logInInEnglish, open, startExam, fileBrowser } from './browser.ts';
import { e2e } from './servers.ts';

// Issue 10 "Offline", "Focus" and the break countdown in a real browser, walked with the
// keyboard: the focus never drops to the page body (after Save, the end of a break); offline
// a banner near the clock says the answer is kept on this device and will be sent, Finish
// says why it waits, and back online the answer is sent; on a break its countdown is in the
// sticky header. axe clean at 1280 and 390 px.
const browser = await fileBrowser();

// Unlimited time, unlimited 10-minute breaks, answers changeable (server/seed/demo-exams.ts).
const EXAM = 'Test design techniques';
const SHOTS = process.env.E2E_SHOTS; // a folder: screenshots to look at

/** What has the focus: never the page body. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    return `${active.tagName.toLowerCase()}:${(active.textContent ?? '').trim()}`;
  });
}

const banner = (page: Page) => page.getByTestId('connection');

describe('the passage walked with the keyboard, offline and back', () => {
  it('keeps the focus, says what happens offline, and shows the break countdown in the header', async () => {
    const { page, context, problems } = await open(browser, e2e().baseUrl);
    await logInInEnglish(page);
    await startExam(page, EXAM, { soundCheck: true });
    const header = page.locator('header[data-sticky="passage"]'); // the sticky passage header (in main, so not a banner landmark)

    // Choose with the keyboard, save with Enter: the focus stays on Save.
    const choice = page.locator('main').locator('input[type=radio], input[type=checkbox]').first();
    await choice.focus();
    await page.keyboard.press('Space');
    const save = page.getByRole('button', { name: 'Save answer' });
    await save.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('tab', { name: /^Question 1\b/ }).getAttribute('aria-label')).toBe('Question 1, saved');
    expect(await focused(page)).toBe('button:Save answer');

    // Question 2 opened once, so its copy is on the page when the connection goes.
    await page.getByRole('tab', { name: /^Question 2\b/ }).click();
    await page.getByRole('heading', { name: /^Question 2 of \d+$/ }).waitFor();
    await page.getByRole('tab', { name: /^Question 1\b/ }).click();
    await page.getByRole('heading', { name: /^Question 1 of \d+$/ }).waitFor();

    // Offline: the banner near the clock; a change saved now is kept and waits, Finish says why.
    await context.setOffline(true);
    await expect
      .poll(() => banner(page).innerText())
      .toBe('No connection. You can go on answering: an answer is kept on this device and will be sent when the connection is back.');
    await page.locator('main').locator('input[type=radio], input[type=checkbox]').nth(1).focus();
    await page.keyboard.press('Space'); // the saved answer changed (this exam allows it)
    await save.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => banner(page).innerText(), { timeout: 10_000 })
      .toBe('No connection to the server. The answer is kept on this device and will be sent when the connection is back.');
    expect(await header.getByRole('button', { name: 'Finish the test' }).getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByTestId('finish-waits').innerText()).toBe('Waiting for 1 answer to be sent…');
    expect(await focused(page)).not.toBe('body');
    await expectAccessible(page, 'offline, an answer waiting');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/offline-desktop.png` });
    await page.setViewportSize({ width: 390, height: 800 });
    await expectAccessible(page, 'offline, an answer waiting, phone');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/offline-phone.png` });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Still offline, the trainee goes on to question 2 (issue 10 "Offline"): its answer waits too,
    // and Finish waits for both.
    await page.getByRole('tab', { name: /^Question 2\b/ }).click();
    await page.getByRole('heading', { name: /^Question 2 of \d+$/ }).waitFor();
    await page.locator('main').locator('input[type=radio], input[type=checkbox]').first().check();
    await page.getByRole('button', { name: 'Save answer' }).click();
    await expect.poll(() => page.getByTestId('finish-waits').innerText(), { timeout: 10_000 }).toBe('Waiting for 2 answers to be sent…');

    // Back online: sent at once, the banner gone, Finish ready again.
    await context.setOffline(false);
    await expect.poll(() => banner(page).innerText(), { timeout: 10_000 }).toBe('');
    await expect.poll(() => page.getByTestId('finish-waits').count()).toBe(0);
    expect(await header.getByRole('button', { name: 'Finish the test' }).getAttribute('aria-disabled')).toBeNull();
    await expect.poll(() => page.getByRole('tab', { name: /^Question 2\b/ }).getAttribute('aria-label')).toBe('Question 2, saved');

    // A break: its countdown in the sticky header; ended with the keyboard, the focus goes to the question.
    await header.getByRole('button', { name: 'Take a break' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'You are on a break' }).waitFor();
    const breakClock = header.getByRole('group', { name: 'Break time left' });
    await expect.poll(() => breakClock.getByRole('timer').innerText()).toMatch(/^(10:00|09:5\d)$/);
    await page.setViewportSize({ width: 390, height: 800 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/break-phone.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectAccessible(page, 'on a break');
    await page.getByRole('button', { name: 'Finish the break' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatch(/^h3:Question 2 of \d+$/);
    expect(problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(p))).toEqual([]);
    await finishPassage(page); // the files after this one start tests of their own
    await context.close();
  });
});
