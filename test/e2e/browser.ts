import { chromium, type APIRequestContext, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, expect } from 'vitest';
import { TIME_ZONE_COOKIE } from '../../api/page-data.ts';
import { toWireLocale, type AppLocale } from '../../api/locale.ts';
import { e2e } from './servers.ts';

/**
 * A test file's browser: its worker's Chromium (test/e2e/global-setup.ts launches one per worker),
 * connected as the file is collected; after its tests the file's contexts are closed and it
 * disconnects, leaving the browser to the worker's next file.
 */
export async function fileBrowser(): Promise<Browser> {
  const browser = await chromium.connect(e2e().browserWs);
  afterAll(() => browser.close());
  return browser;
}

/** The viewports the e2e suites check: a phone and a desktop. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** /login's form (its language buttons are a form of their own, decision #173). */
export const LOGIN_FORM = 'form:has(input[name=password])';

export interface Opened {
  context: BrowserContext;
  page: Page;
  /** Console errors and failed requests seen so far (a 404 favicon counts). */
  problems: string[];
}

/** Chromium's console note that the page itself was answered 404 (a page that is not there, docs/decisions.md #200): not the app's error. */
const isNotFoundNote = (page: Page, message: ConsoleMessage) => /status of 404/.test(message.text()) && message.location().url === page.url();

/** A page in a new context; the browser asks for Ukrainian (Accept-Language) unless `locale` says otherwise. */
export async function open(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 800 },
  { timezoneId, locale = 'uk-UA' }: { timezoneId?: string; locale?: string } = {},
): Promise<Opened> {
  const context = await browser.newContext({ baseURL, viewport, locale, timezoneId });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    // A refused login (400) is logged by Chromium as a failed resource; that one is expected.
    if (m.type() === 'error' && !/status of 400/.test(m.text()) && !isNotFoundNote(page, m)) problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page: ${e.message}`));
  // /login and the dashboard come as HTML before the app runs (issue 14): a step that acts on them waits for the
  // app to take it over, as a person's later clicks would come after it.
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilHydrated(page);
    return response;
  };
  return { context, page, problems };
}

/** The browser's time zone where a test logs in through the API: not the server's (UTC), so a date-time painted in the server's zone would differ. */
export const BROWSER_ZONE = 'Europe/Kyiv';

/**
 * A browser context in `lang` logged in as a trainee through the API, as one whose app has run
 * before: with the time zone cookie the app writes as it starts (src/app/time-zone.ts), without
 * which the server leaves a trainee's page to the app (docs/decisions.md #176). `toldZone: false`
 * leaves it out, as for a session carried over from before that cookie.
 */
export async function loggedInByApi(
  browser: Browser,
  baseURL: string,
  credentials: { login: string; password: string },
  {
    lang = 'en',
    viewport = DESKTOP,
    javaScriptEnabled = true,
    toldZone = true,
  }: { lang?: AppLocale; viewport?: { width: number; height: number }; javaScriptEnabled?: boolean; toldZone?: boolean } = {},
): Promise<BrowserContext> {
  const context = await visitorContext(browser, baseURL, { lang, viewport, javaScriptEnabled });
  expect((await context.request.post('/api/common/login', { data: credentials, headers: API_HEADERS })).status()).toBe(200);
  if (toldZone) await context.addCookies([{ name: TIME_ZONE_COOKIE, value: encodeURIComponent(BROWSER_ZONE), url: baseURL }]);
  return context;
}

/** A browser context of a visitor who picked `lang` (the portal_locale cookie), not logged in. */
export async function visitorContext(
  browser: Browser,
  baseURL: string,
  { lang, viewport, javaScriptEnabled }: { lang: AppLocale; viewport: { width: number; height: number }; javaScriptEnabled: boolean },
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: 'en-US', timezoneId: BROWSER_ZONE, viewport, javaScriptEnabled });
  expect((await context.request.post(`/api/common/language/${toWireLocale(lang)}`, { headers: API_HEADERS })).status()).toBe(200);
  return context;
}

/** The header the API asks of every call (SPEC §7), as the app's HTTP client sends it. */
export const API_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

/** The API's answer to a GET in `request`'s session, as JSON: what a page was rendered from. */
export const apiAnswer = async <T>(request: APIRequestContext, path: string): Promise<T> => (await request.get(path, { headers: API_HEADERS })).json() as Promise<T>;

/** A new page of the first demo trainee (the README's login), logged in through the API as loggedInByApi says, with its context. */
export async function demoTraineePage(browser: Browser, viewport = DESKTOP, options: { lang?: AppLocale; javaScriptEnabled?: boolean; toldZone?: boolean } = {}) {
  const context = await loggedInByApi(browser, e2e().baseUrl, { login: '+380501234567', password: 'Passw0rd1' }, { viewport, ...options });
  return { context, page: await context.newPage() };
}

/** Holds the app's entry script back until the returned `release` is called (the first seconds on a slow phone). */
export async function holdAppScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Marks elements of the page as the server sent it (before its app runs), for `keptServerElements`:
 * call before `goto`.
 */
export async function markServerElements(page: Page, selectors: string[]): Promise<void> {
  await page.addInitScript((list) => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const selector of list) for (const element of document.querySelectorAll(selector)) (element as unknown as { fromServer: boolean }).fromServer = true;
    });
  }, selectors);
}

/** Whether the elements found by each selector are still the ones the server sent (hydrated, not drawn again). */
export const keptServerElements = (page: Page, selectors: string[]) =>
  page.evaluate(
    (list) => list.map((selector) => [...document.querySelectorAll(selector)].every((element) => (element as unknown as { fromServer?: boolean }).fromServer === true)),
    selectors,
  );

/**
 * Opens `path`, a page the server renders, in a new page of `context` and checks that it hydrates
 * as painted: no error, nothing moves, the elements of `painted` are the server's (taken over, not
 * drawn again), none of the `asked` calls is made, and the app follows the in-page `link` without
 * loading a document.
 */
export async function expectHydratedAsPainted(
  context: BrowserContext,
  { path, painted, asked, link }: { path: string; painted: string[]; asked: string[]; link: string },
) {
  const page = await context.newPage();
  const calls: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => calls.push(`${request.resourceType()} ${new URL(request.url()).pathname}`));
  page.on('console', (message) => message.type() === 'error' && !isNotFoundNote(page, message) && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await markServerElements(page, painted);
  const response = await page.goto(path);
  expect(await response!.text(), path).not.toContain('<div id="root"></div>');
  await untilHydrated(page);
  await page.waitForLoadState('networkidle');
  expect(errors, path).toEqual([]);
  await expectNothingMoved(page);
  expect(await keptServerElements(page, painted), path).toEqual(painted.map(() => true));
  for (const call of asked) expect(calls, path).not.toContain(`fetch ${call}`);
  await page.locator(link).first().click();
  await page.waitForURL((url) => url.pathname !== path);
  expect(
    calls.filter((call) => call.startsWith('document ')),
    path,
  ).toEqual([`document ${path}`]);
  await page.close();
}

/** Resolves once a page the server rendered is hydrated (src/ssr/input-guard.ts); at once for any other page. */
export async function untilHydrated(page: Page): Promise<void> {
  // Once parsed: the mark is set by the input guard in the head, so a page still being parsed may not have it yet.
  await page.waitForFunction(() => document.readyState !== 'loading' && (window as unknown as { __ssr?: { hydrated: boolean } }).__ssr?.hydrated !== false);
}

/** How far the page scrolls sideways (0 when it fits). */
export const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Words of visible text that a line break cuts in two (letters or digits on both sides). */
export const brokenWords = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const range = document.createRange();
    const box = (node: Text, i: number) => {
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      return range.getClientRects()[0];
    };
    const word = /[\p{L}\p{N}]/u;
    const walker = document.createTreeWalker(document.getElementById('root')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent?.checkVisibility() || parent.closest('select')) continue;
      const text = node.data;
      // An address may wrap anywhere (global.css.ts): it is no word.
      if (/^\s*https?:\/\//.test(text)) continue;
      for (let i = 0; i + 1 < text.length; i++) {
        if (!word.test(text[i]!) || !word.test(text[i + 1]!)) continue;
        const [a, b] = [box(node, i), box(node, i + 1)];
        if (a && b && a.width > 0 && b.width > 0 && b.top >= a.bottom - 1) found.push(text.slice(Math.max(0, i - 8), i + 9));
      }
    }
    return found;
  });

/** axe scan: no serious or critical finding (DEVELOPERS standards). */
export async function expectAccessible(page: Page, label: string) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad, `axe on ${label}`).toEqual([]);
}

/** Logs in on /login: a click, then typing, as a person does (the phone field pre-fills '+38'). */
export async function logIn(page: Page, login: string, password: string) {
  await untilHydrated(page);
  const field = page.locator('input[name=login]');
  await field.click();
  await field.fill(login);
  await page.locator('input[name=password]').fill(password);
  await page.locator(`${LOGIN_FORM} button[type=submit]`).click();
}

const LANGUAGE_NAMES = { uk: 'Українська', ru: 'Русский', en: 'English' } as const;
export type Lang = keyof typeof LANGUAGE_NAMES;

/**
 * Picks `lang` on the login page (a POST and a reload, SPEC §4 "Other"), as a person does; the
 * language the page already shows is picked the same way: that too is a choice (issue 59 item 1).
 * The login then carries the language the page shows, which wins over the account's.
 */
export async function pickLanguage(page: Page, lang: Lang) {
  await untilHydrated(page);
  const target = page.getByRole('button', { name: LANGUAGE_NAMES[lang], exact: true });
  await Promise.all([page.waitForEvent('load'), target.click()]);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
  // The reloaded page is painted by the server in that language before its app runs: a click
  // before then would reach a button with no handler yet.
  await untilHydrated(page);
}

/** Logs the first demo trainee in with `lang` picked on the login page. */
export async function logInWith(page: Page, lang: Lang) {
  await page.goto('/login');
  await pickLanguage(page, lang);
  await logIn(page, '+380501234567', 'Passw0rd1');
  await page.waitForURL((url) => url.pathname === '/');
  // The shell has taken the login page's place (its info panel is the trainee's): a next step acts on it.
  await page.getByTestId('info-panel').waitFor();
}

export const logInInEnglish = (page: Page) => logInWith(page, 'en');

/**
 * From /exams, opens the card with that name: continues a running passage, or starts from
 * the intro, answering the sound check (`soundCheck`: exams with checkAudio). The seeded
 * exams started here close long after their pass time would end, so the check gives no
 * minutesLeft and "Start the test?" is never asked (SPEC §4): the passage opens at once.
 */
export async function startExam(page: Page, name: string, { soundCheck = false } = {}) {
  await page.goto('/exams');
  const card = page.getByRole('listitem').filter({ hasText: name });
  await card.getByRole('link', { name: /^(Start|Continue)/ }).click();
  await page.waitForURL(/\/exams\/(\d+|passage\/\d+\/\d+)$/);
  if (!/passage/.test(page.url())) {
    await page.getByRole('button', { name: /^(Start the test|Continue the test)/ }).click();
    if (soundCheck) {
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      await expectAccessible(page, 'sound check');
      // Issue 10: "Yes" is disabled until the sample has played; the sample is in the page's language.
      const yes = dialog.getByRole('button', { name: 'Yes, I can hear it' });
      expect(await yes.isDisabled()).toBe(true);
      const lang = await page.evaluate(() => document.documentElement.lang);
      expect(await dialog.locator('audio').getAttribute('src')).toBe(`/api/training/download/sample/${toWireLocale(lang as AppLocale)}`);
      await dialog.getByRole('button', { name: 'Play the sample' }).click();
      await expect.poll(() => yes.isEnabled()).toBe(true);
      await yes.click();
    }
  }
  await page.waitForURL(/\/exams\/passage\/\d+\/\d+$/);
}

/**
 * Finishes the passage open on the page (English), confirmed in its dialog. The e2e files share
 * one server and, while a passage runs, no other test can start (SPEC §4): a file that opens a
 * passage it does not finish otherwise blocks every file after it.
 */
export async function finishPassage(page: Page) {
  await page.locator('[data-sticky="passage"]').getByRole('button', { name: 'Finish the test' }).click();
  await page.getByRole('alertdialog', { name: 'Finish the test?' }).getByRole('button', { name: 'Finish the test' }).click();
  await page.getByRole('heading', { name: 'The test is finished.' }).waitFor();
}

type Shift = { value: number; sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };

/**
 * The page's layout shifts so far: their sum, and what moved (y before and after), each
 * marked when it is what the shell or the dashboard shows below the page (the info panel,
 * the footer, the news panel).
 */
export const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ total: number; moved: { what: string; below: boolean }[] }>((resolve) => {
        const found = { total: 0, moved: [] as { what: string; below: boolean }[] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Shift[]) {
            found.total += entry.value;
            for (const s of entry.sources) {
              const element = s.node instanceof Element ? s.node : (s.node?.parentElement ?? null);
              const below = element?.closest('aside, footer, [data-testid="news-panel"]') != null;
              const name = element ? `${element.tagName}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"` : '?';
              const box = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
              found.moved.push({ what: `${name} x,y,w,h ${box(s.previousRect)} -> ${box(s.currentRect)}`, below });
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(found), 100);
      }),
  );

/** No layout shift so far; a failure lists what moved. */
export async function expectNothingMoved(page: Page) {
  const shifts = await layoutShifts(page);
  expect(shifts.total, `what moved: ${JSON.stringify(shifts.moved)}`).toBe(0);
}
