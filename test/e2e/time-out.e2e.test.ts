import { writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { expectAccessible, logInInEnglish, open, startExam, fileBrowser } from './browser.ts';
import { e2e } from './servers.ts';

// Issue 10 item 1 in a real browser: an answer chosen but not saved when the time runs out
// is submitted for the trainee (the server takes it within its grace period, 5 s by
// default) and the finished panel says so. Server time is moved through TEST_CLOCK_FILE,
// browser time by Playwright's clock: no waiting.
const browser = await fileBrowser();
afterAll(async () => {
  writeFileSync(e2e().clockFile, '0');
});

const SHOTS = process.env.E2E_SHOTS; // a folder: screenshots to look at

describe('time-out with an unsaved draft', () => {
  it('the draft survives a reload, is submitted at zero and reported', async () => {
    const { page, context, problems } = await open(browser, e2e().baseUrl);
    await page.clock.install();
    await logInInEnglish(page);
    await startExam(page, 'Quick check: 2 minutes');
    const started = Date.now(); // the server started the 2-minute clock about now
    const choice = page.locator('main').locator('input[type=radio], input[type=checkbox]').first();
    await choice.check();

    // A reload keeps the draft on the device: still chosen, still not saved.
    await page.reload();
    await expect.poll(() => page.locator('main').locator('input[type=radio], input[type=checkbox]').first().isChecked()).toBe(true);
    expect(await page.getByRole('tab', { name: /^Question 1\b/ }).getAttribute('data-mark')).toBe('none');

    // The server's clock 1 s past passExpires (inside the grace period); the browser's at zero.
    writeFileSync(e2e().clockFile, String(2 * 60_000 + 1_000 - (Date.now() - started)));
    await page.clock.fastForward('02:00');
    const timeUp = page.getByTestId('time-up');
    await timeUp.waitFor({ timeout: 20_000 });
    expect(await timeUp.innerText()).toBe('Time is up. 1 answer was submitted for you.');
    await expectAccessible(page, 'time-up panel');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/time-up-desktop.png` });
    await page.setViewportSize({ width: 390, height: 800 });
    await expectAccessible(page, 'time-up panel, phone');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/time-up-phone.png` });
    writeFileSync(e2e().clockFile, '0');
    expect(problems).toEqual([]);
    await context.close();
  });
});
