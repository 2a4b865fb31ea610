import { describe, expect, it } from 'vitest';
import { loginInitialJs, screenInitialJs } from '../../scripts/initial-js.ts';
import { logIn, fileBrowser, LOGIN_FORM } from './browser.ts';
import { e2e } from './servers.ts';

// docs/performance.md "Initial JavaScript of /login": `npm run bench:bundle` reads the files
// /login loads at start from dist/ without a browser. Here Chromium opens /login (a first
// visit in each language) and the scripts it really fetched until the form is showing and
// the network is quiet must be exactly those, with that locale's part of the catalog; and
// /login makes no API call (nor loads the HTTP client) before the visitor acts
// (docs/decisions.md #26, #27). A public page in the bare frame, counted as its route budget
// counts it (test/e2e/route-budgets.e2e.test.ts), likewise.
const browser = await fileBrowser();

const counted = loginInitialJs('dist');
const [largestCatalog] = counted.catalogs;

describe.each([
  ['uk-UA', 'Вхід'],
  ['ru-RU', 'Вход'],
  ['en-US', 'Log in'],
])('/login opened first in %s', (locale, submit) => {
  it('fetches the scripts the bench counts, one catalog part, and calls no API until the visitor acts', async () => {
    const context = await browser.newContext({ baseURL: e2e().baseUrl, locale });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    const scripts: string[] = [];
    const api: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.js')) scripts.push(path.slice(1));
      if (path.startsWith('/api/')) api.push(path);
    });
    await page.goto('/login', { waitUntil: 'networkidle' });
    await expect.poll(() => page.locator(`${LOGIN_FORM} button[type=submit]`).textContent(), { timeout: 15_000 }).toBe(submit);
    await page.waitForLoadState('networkidle');

    const catalogs = scripts.filter((file) => counted.catalogs.includes(file));
    expect(catalogs).toHaveLength(1);
    const expected = counted.files.filter((file) => file !== largestCatalog).concat(catalogs);
    expect([...scripts].sort()).toEqual([...expected].sort());
    expect(api).toEqual([]);

    // The first call brings the HTTP client: a refused login (an unknown number, so no
    // account gets throttled) is shown on the form.
    await logIn(page, '+380509999999', 'wrong-password1');
    await expect.poll(() => page.getByTestId('login-message').textContent()).not.toBe('');
    expect(api).toContain('/api/common/login');
    expect(scripts.length).toBeGreaterThan(expected.length);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('/restore opened first, a public page without the shell', () => {
  it('fetches the scripts its route budget counts, with one part of each catalog', async () => {
    const bare = screenInitialJs('dist', 'restore-page', 'bare');
    const context = await browser.newContext({ baseURL: e2e().baseUrl, locale: 'ru-RU' });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.js')) scripts.push(path.slice(1));
    });
    await page.goto('/restore', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Отправить код' }).waitFor();
    await page.waitForLoadState('networkidle');

    const catalogs = scripts.filter((file) => bare.catalogs.includes(file));
    expect(catalogs).toHaveLength(2);
    const expected = bare.files.filter((file) => !bare.catalogs.includes(file)).concat(catalogs);
    expect([...scripts].sort()).toEqual([...expected].sort());
    await context.close();
  });
});
