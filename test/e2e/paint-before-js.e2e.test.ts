import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  PHONE,
  apiAnswer,
  expectNothingMoved,
  holdAppScript,
  keptServerElements,
  layoutShifts,
  demoTraineePage,
  markServerElements,
  untilHydrated,
  fileBrowser,
  LOGIN_FORM,
  logIn,
} from './browser.ts';
import { e2e } from './servers.ts';

// Issue 14 "Paint before JavaScript": /login and a trainee's dashboard come from the server as
// HTML made by the app's own components (src/ssr/render-page.tsx, server/page-render.ts), in
// the visitor's language and with the page's data; the app then hydrates it without moving
// anything, without asking again for what the page came with, and without losing what was typed.
const browser = await fileBrowser();

const LANGUAGES = [
  ['uk-UA', 'uk', 'Вхід', 'Номер телефону', 'Пароль'],
  ['ru-RU', 'ru', 'Вход', 'Номер телефона', 'Пароль'],
  ['en-US', 'en', 'Log in', 'Phone number', 'Password'],
] as const;

describe.each(LANGUAGES)('/login without JavaScript in %s', (locale, lang, heading, phone, password) => {
  it('shows the whole form in the visitor language, styled', async () => {
    const context = await browser.newContext({ baseURL: e2e().baseUrl, locale, javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto('/login');
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    expect(await page.title()).toBe(`${heading} - QA Academy`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    expect(await page.getByLabel(phone).count()).toBe(1);
    expect(await page.getByLabel(password, { exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: heading, exact: true }).count()).toBe(1);
    // Styled: the submit button is the primary colour, not the browser's grey.
    const background = await page.locator(`${LOGIN_FORM} button[type=submit]`).evaluate((b) => getComputedStyle(b).backgroundColor);
    expect(background).not.toBe('rgb(239, 239, 239)');
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    await context.close();
  });
});

/** A page on /login whose app script is held back until `release` is called. */
async function loginWithAppHeld(): Promise<{ page: Page; release: () => void; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: e2e().baseUrl, locale: 'en-US', viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  const release = await holdAppScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Phone number').waitFor();
  return { page, release, close: () => context.close() };
}

describe('/login before the app runs', () => {
  it('keeps what was typed and sends an Enter pressed meanwhile once the app is there', async () => {
    const { page, release, close } = await loginWithAppHeld();
    await page.getByLabel('Phone number').fill('+380501234567');
    await page.getByLabel('Password', { exact: true }).fill('Passw0rd1');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    // The submit is held (no page load, no password in the address) while the app is away.
    expect(page.url()).toMatch(/\/login$/);
    expect(await page.evaluate(() => (window as unknown as { __ssr: { hydrated: boolean } }).__ssr.hydrated)).toBe(false);

    release();
    await page.waitForURL((url) => url.pathname === '/');
    await close();
  });

  it('switches to the language picked meanwhile once the app is there (#173)', async () => {
    const { page, release, close } = await loginWithAppHeld();
    await page.getByRole('button', { name: 'Українська' }).click();
    // Held, not lost and not posted to /login by the browser.
    expect(page.url()).toMatch(/\/login$/);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    release();
    await page.getByRole('heading', { level: 1, name: 'Вхід' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('uk');
    expect(await page.getByRole('button', { name: 'Українська' }).getAttribute('aria-pressed')).toBe('true');
    await close();
  });

  it('hands what was typed to the form, which sends it on a later click', async () => {
    const { page, release, close } = await loginWithAppHeld();
    const box = () => page.locator(LOGIN_FORM).boundingBox();
    await page.getByLabel('Phone number').fill('+380501234567');
    await page.getByLabel('Password', { exact: true }).fill('Passw0rd1');
    const before = await box();
    release();
    await untilHydrated(page);
    expect(await page.getByLabel('Phone number').inputValue()).toBe('+380501234567');
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('Passw0rd1');
    expect(await box()).toEqual(before);
    await expectNothingMoved(page);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await close();
  });
});

// SPEC §2: a visitor opening a trainee's page is sent to /login, by the server (docs/decisions.md
// #204), which paints it, instead of by the app once loaded; logging in leads back to that page.
describe("a visitor opening a trainee's page", () => {
  it('is sent to /login by the server, which paints it in the visitor language', async () => {
    const context = await browser.newContext({ baseURL: e2e().baseUrl, locale: 'uk-UA', javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    const response = await page.goto('/exams/passed');
    expect(response!.status()).toBe(200);
    expect(response!.request().redirectedFrom()?.url()).toMatch(/\/exams\/passed$/);
    expect(new URL(page.url()).pathname).toBe('/login');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Вхід');
    await context.close();
  });

  it('logs in on the painted page and is taken back to the page first asked for', async () => {
    const context = await browser.newContext({ baseURL: e2e().baseUrl, locale: 'en-US', viewport: PHONE });
    const page = await context.newPage();
    const documents: string[] = [];
    page.on('request', (request) => request.resourceType() === 'document' && documents.push(new URL(request.url()).pathname));
    await page.goto('/exams/passed');
    await untilHydrated(page);
    await expectNothingMoved(page);
    await logIn(page, '+380501234567', 'Passw0rd1');
    await page.waitForURL((url) => url.pathname === '/exams/passed');
    // The shell drawn (its info panel is the trainee's), in whatever language her account has.
    await page.getByTestId('info-panel').waitFor();
    // Two documents (the page asked for, then /login), and the app from there on.
    expect(documents).toEqual(['/exams/passed', '/login']);
    await context.close();
  });
});

const DASHBOARD_TITLES = [
  ['uk', 'Поточне навчання'],
  ['ru', 'Текущее обучение'],
  ['en', 'Study in progress'],
] as const;

describe.each(DASHBOARD_TITLES)('the dashboard without JavaScript in %s', (lang, title) => {
  it("shows the shell, the trainee's own cards and the exam alerts, styled", async () => {
    const { context, page } = await demoTraineePage(browser, PHONE, { lang, javaScriptEnabled: false });
    const cards = await apiAnswer<{ courseName: string }[]>(context.request, '/api/trainings/current');
    const alerts = await apiAnswer<unknown[]>(context.request, '/api/main/alerts');
    expect(cards.length).toBeGreaterThan(0);
    await page.goto('/');
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await page.locator('nav a[href="/courses"]').count()).toBe(1);
    expect(await page.locator('main li h2').allTextContents()).toEqual(cards.map((card) => card.courseName));
    // The exam alerts the API lists (SPEC §2 "Exam alerts"), as many as it lists. The seed's
    // alert may be closed by now (dashboard.e2e.test.ts closes it); that file checks it painted.
    expect(await page.locator('section[data-sticky="alerts"] li').count()).toBe(alerts.length);
    // Styled: a card is a white box, not the page's background.
    const background = await page
      .locator('main li:has(h2)')
      .first()
      .evaluate((li) => getComputedStyle(li).backgroundColor);
    expect(background).toBe('rgb(255, 255, 255)');
    await context.close();
  });
});

describe('a page the server rendered, while the browser parses it', () => {
  it('shows nothing of it until all of it is parsed, so nothing moves as the rest comes in', async () => {
    const { context, page } = await demoTraineePage(browser, PHONE, { javaScriptEnabled: false });
    const html = await (await context.request.get('/')).text();
    // The page as a slow phone may paint it mid-parse: the top bar not all in, its tools laid out
    // from the right, so each next one would push those before it left.
    const parsedSoFar = html.slice(0, html.indexOf('</header>'));
    await page.route('/', (route) => route.fulfill({ contentType: 'text/html', body: parsedSoFar }));
    await page.goto('/');
    const shown = () => page.locator('header [aria-expanded]').evaluateAll((buttons) => buttons.map((b) => b.checkVisibility({ visibilityProperty: true })));
    expect((await shown()).length).toBeGreaterThan(2);
    expect(new Set(await shown())).toEqual(new Set([false]));
    await page.unroute('/');
    await page.goto('/');
    expect(new Set(await shown())).toEqual(new Set([true]));
    await context.close();
  });
});

describe('a logged-in page', () => {
  it("asks for no script until the page's stylesheets are in and its HTML is parsed, then hydrates (docs/decisions.md #168)", async () => {
    const { context, page } = await demoTraineePage(browser, PHONE);
    const response = await page.goto('/');
    const sheets = [...(await response!.text()).matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((match) => match[1]!);
    expect(sheets.length).toBeGreaterThan(1);
    await untilHydrated(page);
    const order = await page.evaluate((sheets) => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const scripts = resources.filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
      const styles = resources.filter((entry) => sheets.includes(new URL(entry.name).pathname));
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return {
        scripts: scripts.length,
        styles: styles.length,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        stylesIn: Math.max(...styles.map((entry) => entry.responseEnd)),
        parsed: navigation!.domContentLoadedEventStart,
      };
    }, sheets);
    expect(order.scripts).toBeGreaterThan(0);
    expect(order.styles).toBe(sheets.length);
    expect(order.firstScript).toBeGreaterThanOrEqual(order.stylesIn);
    expect(order.firstScript).toBeGreaterThanOrEqual(order.parsed);
    await context.close();
  });

  it('starts ICU in a worker as the app downloads (docs/decisions.md #188)', async () => {
    const { context, page } = await demoTraineePage(browser, PHONE);
    const worker = page.waitForEvent('worker');
    await page.goto('/');
    await worker; // the page's policy lets the loader start it
    await untilHydrated(page);
    await expect.poll(() => page.locator('html').getAttribute('data-intl-starting')).toBe(null);
    await context.close();
  });

  it("holds the app's first Intl call while the worker starts ICU, up to 300 ms (docs/decisions.md #188)", async () => {
    const { context, page } = await demoTraineePage(browser, PHONE);
    await context.addInitScript(() => {
      // A worker that never answers, and when the page's own thread first calls Intl (the app
      // telling its time zone, src/app/time-zone.ts).
      window.Worker = class {
        onmessage = null;
        onerror = null;
        postMessage() {}
      } as unknown as typeof Worker;
      const seen = { firstIntl: NaN };
      (window as unknown as { __intl: typeof seen }).__intl = seen;
      const DateTimeFormat = Intl.DateTimeFormat;
      Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof DateTimeFormat>) {
        if (Number.isNaN(seen.firstIntl)) seen.firstIntl = performance.now();
        return new DateTimeFormat(...args);
      } as typeof DateTimeFormat;
    });
    await page.goto('/');
    await untilHydrated(page);
    const { firstIntl, entryIn } = await page.evaluate(() => {
      const { entry } = JSON.parse(document.getElementById('after-paint')!.textContent) as { entry: string };
      const loaded = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === entry) as PerformanceResourceTiming;
      return { firstIntl: (window as unknown as { __intl: { firstIntl: number } }).__intl.firstIntl, entryIn: loaded.responseEnd };
    });
    // The app asks only once its script is in, and then waits out the limit: never sooner.
    expect(firstIntl - entryIn).toBeGreaterThanOrEqual(300);
    await context.close();
  });

  it('hydrates the dashboard the server rendered: no error, nothing moves, the cards and alerts are not asked for again', async () => {
    const { context, page } = await demoTraineePage(browser, PHONE);
    const calls: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    const painted = ['header', 'nav', 'main h1', 'main li h2'];
    await markServerElements(page, painted);
    await page.goto('/');
    await untilHydrated(page);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await expectNothingMoved(page);
    // Taken over, not drawn again: the elements are the server's (src/app/lazy-page.ts).
    expect(await keptServerElements(page, painted)).toEqual(painted.map(() => true));
    expect(calls).not.toContain('/api/trainings/current');
    expect(calls).not.toContain('/api/main/alerts');
    // The app runs: the menu button opens the menu.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => page.locator('#main-menu').getAttribute('data-open')).toBe('true');
    await context.close();
  });

  it("leaves a trainee's page to the app until the browser has told its time zone, then renders it (docs/decisions.md #176)", async () => {
    // A session from before the app wrote the zone cookie: the server cannot know the zone its dates belong in.
    const { context, page } = await demoTraineePage(browser, PHONE, { toldZone: false });
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    const first = await page.goto('/');
    expect(await first!.text()).toContain('<div id="root"></div>');
    await page.locator('main li h2').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    // The app told it as it started, so the next load comes rendered.
    const next = await page.goto('/');
    expect(await next!.text()).not.toContain('<div id="root"></div>');
    await untilHydrated(page);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("draws the shell from the page's own data, with no call for GET /api/main", async () => {
    const { context, page } = await demoTraineePage(browser);
    const calls: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname));
    await page.goto('/');
    // The shell's menu, in whatever language the account was left in.
    await page.locator('nav a[href="/courses"]').first().waitFor();
    expect(calls).not.toContain('/api/main');
    expect(calls).not.toContain('/api/common');
    await context.close();
  });

  it('loads on a phone without pushing down what is shown below the page (info panel, footer, news)', async () => {
    const { context, page } = await demoTraineePage(browser, PHONE);
    await page.goto('/');
    // The cards, then the panels that come with them.
    await page.locator('[data-testid="news-panel"]').waitFor();
    await page.waitForLoadState('networkidle');
    const { moved } = await layoutShifts(page);
    expect(moved.filter((m) => m.below).map((m) => m.what)).toEqual([]);
    await context.close();
  });
});
