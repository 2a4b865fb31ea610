import { describe, expect, it } from 'vitest';
import type { APIRequestContext } from 'playwright-core';
import {
  apiAnswer as answer,
  holdAppScript,
  DESKTOP,
  PHONE,
  fileBrowser,
  keptServerElements,
  expectHydratedAsPainted,
  expectNothingMoved,
  demoTraineePage,
  markServerElements,
  untilHydrated,
  visitorContext,
} from './browser.ts';
import { e2e } from './servers.ts';

// Issue 14 "Paint before JavaScript" on the trainee's other pages that show what the API
// answers (docs/decisions.md #195): the group page, the past trainings, the course catalogue and
// a course, the completed tests and a result, the news and a news item come from the server as
// HTML made by the app's components with those answers (server/routes/page-preloads.ts,
// src/ssr/render-page.tsx), in the trainee's language, then hydrate without moving or asking
// again. So do the pages that need no call or only the settings' (#196): the password change,
// the pages still to come and the legal pages, which a visitor gets painted too; and the profile
// with its certificates, a lazy part of its own (#197); and a certificate, to request or issued (#201).
const browser = await fileBrowser();

type Info = { faq: { text: string }[]; contacts: { email: string | null }[] };
type Page = { path: string; calls: string[]; painted: string; texts: string[]; named?: string };

/** Each page, the call its content comes from, an element of that content and texts of the answer it must show. */
async function pagesOf(request: APIRequestContext): Promise<Page[]> {
  const [card] = (await answer<{ applicationId: number; applicationStatus: string }[]>(request, '/api/trainings/current')).filter(
    (c) => c.applicationStatus === 'ACCEPTED',
  );
  const group = await answer<{ courseName: string; groupName: string | null }>(request, `/api/trainings/${card!.applicationId}`);
  const past = await answer<{ courseName: string }[]>(request, '/api/trainings/past');
  const courses = await answer<{ courseId: number; name: string }[]>(request, '/api/courses');
  const course = await answer<{ name: string; briefDescription: string | null }>(request, `/api/courses/${courses[0]!.courseId}`);
  const passed = await answer<{ resultId: number; exam: { name: string } }[]>(request, '/api/exams/passed');
  const result = await answer<{ examName: string }>(request, `/api/exams/result/${passed[0]!.resultId}`);
  const news = await answer<{ newsId: number; title: string; content: string }[]>(request, '/api/news');
  const legal = await answer<{ title: string; paragraphs: string[] }>(request, '/api/common/legal/terms');
  const profile = await answer<{ surname: string; login: string }>(request, '/api/profile');
  const certificates = await answer<Certificate[]>(request, '/api/trainings/allcertificates');
  expect(past.length * passed.length * news.length * certificates.length).toBeGreaterThan(0);
  const [issued, toRequest] = [certificateIn(certificates, 'GENERATED'), certificateIn(certificates, 'AVAILABLE')];
  return [
    {
      path: `/training/${card!.applicationId}`,
      calls: [`/api/trainings/${card!.applicationId}`],
      painted: 'main progress',
      texts: [group.groupName!],
      named: group.courseName,
    },
    { path: '/past', calls: ['/api/trainings/past'], painted: 'main li h2', texts: past.map((p) => p.courseName) },
    { path: '/courses', calls: ['/api/courses'], painted: 'main li h2', texts: courses.map((c) => c.name) },
    {
      path: `/courses/${courses[0]!.courseId}`,
      calls: [`/api/courses/${courses[0]!.courseId}`],
      painted: 'main section',
      texts: [course.briefDescription!.split('\n')[0]!],
      named: course.name,
    },
    { path: '/exams/passed', calls: ['/api/exams/passed'], painted: 'main li h2', texts: passed.map((p) => p.exam.name) },
    { path: `/exams/passed/${passed[0]!.resultId}`, calls: [`/api/exams/result/${passed[0]!.resultId}`], painted: 'main section h2', texts: [result.examName] },
    { path: '/news', calls: ['/api/news'], painted: 'main article h2', texts: news.map((item) => item.title) },
    { path: `/news/${news[0]!.newsId}`, calls: ['/api/news'], painted: 'main article', texts: [news[0]!.content], named: news[0]!.title },
    {
      path: '/profile',
      calls: ['/api/profile', '/api/trainings/allcertificates'],
      painted: '[data-testid=profile-certificates] li a',
      texts: [profile.surname, profile.login, ...certificates.map((c) => c.courseName)],
    },
    { path: issued.path, calls: ['/api/trainings/allcertificates'], painted: 'main tbody tr a[download]', texts: [issued.courseName] },
    {
      path: toRequest.path,
      calls: ['/api/trainings/allcertificates', `/api/trainings/certificate/available/${toRequest.id}`],
      painted: 'main fieldset input',
      texts: [toRequest.courseName],
    },
    { path: '/profile/password', calls: [], painted: 'main form input[type=password]', texts: [] },
    { path: '/inquirers', calls: [], painted: 'main section p', texts: [] },
    { path: '/documents/1', calls: [], painted: 'main section p', texts: [] },
    { path: '/legal/terms', calls: ['/api/common/legal/terms'], painted: 'main article p', texts: [legal.title, ...legal.paragraphs] },
  ];
}

type Certificate = { applicationId: number; certificateStatus: string; courseName: string };

/** The demo trainee's certificate of `status` among `all` (the demo has one issued and two to request; the certificates' e2e test requests one), and its screen's path. */
function certificateIn(all: Certificate[], status: 'AVAILABLE' | 'GENERATED') {
  const found = all.find((item) => item.certificateStatus === status);
  expect(found, status).toBeDefined();
  return { id: found!.applicationId, courseName: found!.courseName, path: `/profile/certificate/${found!.applicationId}` };
}

/** The same, as the API answers the trainee's certificates now. */
const certificateOf = async (request: APIRequestContext, status: 'AVAILABLE' | 'GENERATED') =>
  certificateIn(await answer<Certificate[]>(request, '/api/trainings/allcertificates'), status);

describe.each(['uk', 'ru', 'en'] as const)('without JavaScript in %s', (lang) => {
  it("the group page, past trainings, courses, a course, completed tests, a result, the news, a news item, the profile, a certificate issued and one to request, the password change, the pages to come and a legal page show their content, named in the trainee's language", async () => {
    const { context, page } = await demoTraineePage(browser, PHONE, { lang, javaScriptEnabled: false });
    const info = await answer<Info>(context.request, '/api/main/info');
    for (const { path, painted, texts, named } of await pagesOf(context.request)) {
      await page.goto(path);
      await page.locator(painted).first().waitFor();
      expect(await page.locator('html').getAttribute('lang'), path).toBe(lang);
      const heading = (await page.getByRole('heading', { level: 1 }).textContent())!;
      if (named) expect(heading, path).toBe(named);
      // The tab says what the page's heading says, in the same language.
      expect((await page.title()).startsWith(`${heading} - `), path).toBe(true);
      const main = (await page.locator('main').textContent())!;
      for (const text of texts) expect(main, path).toContain(text);
      // The info panel below the page, with its questions (docs/decisions.md #198).
      expect(await page.getByTestId('info-panel').getByRole('link').allTextContents(), path).toEqual(info.faq.map((item) => item.text));
    }
    await context.close();
  });
});

describe('the same pages, rendered by the server', () => {
  it('hydrate as painted: no error, nothing moves, their answer is not asked for again, and the app runs', async () => {
    const { context } = await demoTraineePage(browser, PHONE);
    // The app runs: it follows a link of the footer's to another page.
    for (const { path, calls, painted } of await pagesOf(context.request)) {
      const link = `footer a[href^="/legal/"]:not([href="${path}"])`;
      await expectHydratedAsPainted(context, { path, painted: ['header', 'main h1', painted], asked: calls, link });
    }
    await context.close();
  });
});

/**
 * `path` opened by the demo trainee at `viewport` and hydrated, after which the server's `panel`
 * elements are still there and nothing moved; the page, and the paths it asked for.
 */
async function hydratedPanel(path: string, viewport: typeof PHONE, panel: string) {
  const { context, page } = await demoTraineePage(browser, viewport);
  const calls: string[] = [];
  page.on('request', (request) => calls.push(new URL(request.url()).pathname));
  await markServerElements(page, [panel]);
  await page.goto(path);
  await untilHydrated(page);
  await page.waitForLoadState('networkidle');
  expect(await keptServerElements(page, [panel]), path).toEqual([true]);
  await expectNothingMoved(page);
  return { context, page, calls };
}

describe('the news panel of the dashboard and past trainings', () => {
  it('is painted with its news, so it does not grow as the app starts, and the news are not asked for again', async () => {
    // Where the panel is in view: beside the cards on a desktop, below the past trainings on a phone.
    for (const [path, viewport] of [
      ['/', DESKTOP],
      ['/past', PHONE],
    ] as const) {
      const { context, page, calls } = await hydratedPanel(path, viewport, '[data-testid=news-panel] li');
      const news = await answer<{ title: string }[]>(context.request, '/api/news');
      expect(await page.locator('[data-testid=news-panel] li a').allTextContents(), path).toEqual(news.slice(0, 3).map((item) => item.title));
      expect(calls, path).not.toContain('/api/news');
      await context.close();
    }
  });
});

describe('the info panel beside every page', () => {
  it('is painted with its questions, so it does not grow as the app starts, is not asked for again, and its tabs work', async () => {
    // Beside the page on a desktop, below it on a phone (docs/decisions.md #198).
    for (const [path, viewport] of [
      ['/', DESKTOP],
      ['/courses', PHONE],
    ] as const) {
      const { context, page, calls } = await hydratedPanel(path, viewport, '[data-testid=info-panel] li');
      const info = await answer<Info>(context.request, '/api/main/info');
      const panel = page.getByTestId('info-panel');
      expect(await panel.getByRole('link').allTextContents(), path).toEqual(info.faq.map((item) => item.text));
      expect(calls, path).not.toContain('/api/main/info');
      await panel.getByRole('tab').last().click();
      await expect.poll(() => panel.getByRole('link').allTextContents(), { message: path }).toContain(info.contacts[0]!.email);
      await context.close();
    }
  });
});

/** A visitor's context on a phone, the language `lang` picked. */
const visitor = (lang: 'uk' | 'ru' | 'en', javaScriptEnabled = true) => visitorContext(browser, e2e().baseUrl, { lang, viewport: PHONE, javaScriptEnabled });

describe("a visitor's legal page (docs/decisions.md #196)", () => {
  it.each(['uk', 'ru', 'en'] as const)('shows its text in the language picked, without JavaScript (%s)', async (lang) => {
    const context = await visitor(lang, false);
    const legal = await answer<{ title: string; paragraphs: string[] }>(context.request, '/api/common/legal/terms');
    const page = await context.newPage();
    await page.goto('/legal/terms');
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    expect(await page.locator('main h2').textContent()).toBe(legal.title);
    expect(await page.locator('main article p').allTextContents()).toEqual(legal.paragraphs);
    // The text sits in the frame's card, not in a card of its own inside it: it lines up with the page's heading.
    const [heading, text] = await Promise.all([page.locator('main h1').boundingBox(), page.locator('main article p').first().boundingBox()]);
    expect(text!.x).toBe(heading!.x);
    await context.close();
  });

  it('hydrates as painted, with no call for its text, and the app follows a link', async () => {
    const context = await visitor('en');
    await expectHydratedAsPainted(context, {
      path: '/legal/terms',
      painted: ['main h1', 'main article p'],
      asked: ['/api/common/legal/terms'],
      link: 'footer a[href="/legal/privacy"]',
    });
    await context.close();
  });
});

describe("a trainee's public page, opened from a shared link (docs/decisions.md #199)", () => {
  /** The demo trainee's public page, the call it shows and her name. */
  const publicPage = async () => {
    const { context } = await demoTraineePage(browser, PHONE);
    const { customer } = await answer<{ customer: { pageHash: string; name: string; surname: string } }>(context.request, '/api/main');
    await context.close();
    return { path: `/achievements/${customer.pageHash}`, call: `/api/common/achievements/${customer.pageHash}`, fullName: `${customer.name} ${customer.surname}` };
  };

  it.each(['uk', 'ru', 'en'] as const)('shows her name, her public courses and their certificates without JavaScript (%s)', async (lang) => {
    const { path, call, fullName } = await publicPage();
    const context = await visitor(lang, false);
    const shown = await answer<{ trainings: { courseName: string; certificates: unknown[] }[] }>(context.request, call);
    expect(shown.trainings.length).toBeGreaterThan(0);
    const page = await context.newPage();
    await page.goto(path);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    const heading = (await page.locator('main h1').textContent())!;
    expect(heading).toContain(fullName);
    expect((await page.title()).startsWith(`${heading} - `)).toBe(true);
    expect(await page.locator('main li h2').allTextContents()).toEqual(shown.trainings.map((training) => training.courseName));
    expect(await page.getByTestId('certificate-download').count()).toBe(shown.trainings.flatMap((training) => training.certificates).length);
    // The link's preview still reads its tags.
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(await page.title());
    await context.close();
  });

  it('hydrates as painted, with no call for it, and the app follows a link', async () => {
    const { path, call } = await publicPage();
    const context = await visitor('en');
    await expectHydratedAsPainted(context, {
      path,
      painted: ['main h1', 'main li h2'],
      asked: [call],
      link: 'footer a[href="/legal/privacy"]',
    });
    await context.close();
  });
});

// SPEC §2 "Any other path shows a page-not-found message", docs/decisions.md #200: answered
// 404, and painted by the server as the app shows it.
const NOT_FOUND = { uk: 'Сторінку не знайдено', ru: 'Страница не найдена', en: 'Page not found' };
const UNKNOWN_HASH = '/achievements/0123456789abcdef0123456789abcdef';

describe('a page that is not there', () => {
  it.each(['uk', 'ru', 'en'] as const)("is answered 404 and painted without JavaScript in the trainee's shell, or a visitor's frame (%s)", async (lang) => {
    const { context, page } = await demoTraineePage(browser, PHONE, { lang, javaScriptEnabled: false });
    const response = await page.goto('/no-such-page');
    expect(response!.status()).toBe(404);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    expect(await page.locator('main h1').textContent()).toBe(NOT_FOUND[lang]);
    expect(await page.title()).toBe(`${NOT_FOUND[lang]} - QA Academy`);
    expect(await page.locator('main section a').getAttribute('href')).toBe('/');
    await expect.poll(() => page.getByTestId('info-panel').getByRole('link').count()).toBeGreaterThan(0);
    await context.close();
    const guest = await visitor(lang, false);
    const seen = await guest.newPage();
    for (const path of [UNKNOWN_HASH, '/legal/terms/more', '/legal/nothing-here']) {
      expect((await seen.goto(path))!.status(), path).toBe(404);
      expect(await seen.locator('main h1').textContent(), path).toBe(NOT_FOUND[lang]);
      expect(await seen.locator('main a[href="/login"]').count(), path).toBe(1);
      expect(await seen.locator('main span[role=status]').count(), path).toBe(0); // no spinner (src/ui/spinner.tsx)
    }
    await guest.close();
  });

  it("hydrates as painted, asking nothing for a public page's hash, and the app follows a link", async () => {
    const { context } = await demoTraineePage(browser, DESKTOP);
    await expectHydratedAsPainted(context, { path: '/no-such-page', painted: ['header', 'main h1', 'main section p'], asked: [], link: 'main section a' });
    await context.close();
    const guest = await visitor('en');
    await expectHydratedAsPainted(guest, {
      path: UNKNOWN_HASH,
      painted: ['main h1', 'main p[role=status]'],
      asked: [`/api/common${UNKNOWN_HASH}`],
      link: 'main a[href="/login"]',
    });
    await guest.close();
  });
});

/** A trainee's page whose subject is not there, or not hers (docs/decisions.md #202): what it says in English, and its way back. */
const NOT_THERE: [path: string, says: string, back: string][] = [
  ['/training/999999', 'This course group is not available', '/'],
  ['/courses/999999', 'This course does not exist or is not published.', '/courses'],
  ['/exams/999999', 'This test does not exist or is not open to you.', '/exams'],
  ['/exams/passed/999999', 'This test result does not exist.', '/exams/passed'],
  ['/news/999999', 'This news item does not exist or is no longer shown.', '/news'],
  ['/profile/certificate/999999', 'There is no certificate for this training.', '/profile'],
];

describe("a trainee's page whose subject is not there (docs/decisions.md #202)", () => {
  it.each(['uk', 'ru', 'en'] as const)('is answered 404 and painted saying so, with the way back, without JavaScript (%s)', async (lang) => {
    const { context, page } = await demoTraineePage(browser, PHONE, { lang, javaScriptEnabled: false });
    for (const [path, says, back] of NOT_THERE) {
      expect((await page.goto(path))!.status(), path).toBe(404);
      const main = (await page.locator('main').textContent()) ?? '';
      if (lang === 'en') expect(main, path).toContain(says);
      else expect(main, path).not.toContain(says); // translated
      expect(await page.locator(`main a[href="${back}"]`).count(), path).toBeGreaterThan(0);
      expect(await page.locator('main span[role=status]').count(), path).toBe(0); // no spinner (src/ui/spinner.tsx)
    }
    await context.close();
  });

  it('hydrates as painted, asking nothing for it, and the app follows its way back', async () => {
    const { context } = await demoTraineePage(browser, DESKTOP);
    await expectHydratedAsPainted(context, {
      path: '/exams/999999',
      painted: ['main h1', 'main [role=alert]'],
      asked: ['/api/exams/999999', '/api/exams/active'],
      link: 'main a[href="/exams"]',
    });
    await expectHydratedAsPainted(context, {
      path: '/training/999999',
      painted: ['main h1', 'main section h2'],
      asked: ['/api/trainings/999999'],
      link: 'main section a[href="/"]',
    });
    // A legal page not there, in the trainee's shell.
    await expectHydratedAsPainted(context, {
      path: '/legal/nothing-here',
      painted: ['main h1', 'main section p'],
      asked: ['/api/common/legal/nothing-here'],
      link: 'main section a[href="/"]',
    });
    await context.close();
  });
});

describe('the password change before the app runs', () => {
  it('hands what was typed to the form, which then sends it', async () => {
    const { context, page } = await demoTraineePage(browser, PHONE);
    const release = await holdAppScript(page);
    // Not until "load": that waits for the held script once the page has asked for it.
    await page.goto('/profile/password', { waitUntil: 'commit' });
    await page.getByLabel('Current password', { exact: true }).waitFor();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await page.getByLabel('Current password', { exact: true }).fill('NotTheRight1');
    await page.getByLabel('New password', { exact: true }).fill('Another2Pass');
    await page.getByLabel('Repeat the new password', { exact: true }).fill('Another2Pass');
    // Painted disabled, as the form is while empty: nothing can be sent before the app runs.
    expect(await save.isDisabled()).toBe(true);
    release();
    await untilHydrated(page);
    expect(await page.getByLabel('Repeat the new password', { exact: true }).inputValue()).toBe('Another2Pass');
    await expectNothingMoved(page);
    // Sent as typed: the wrong current password comes back as its field's error, and nothing changes.
    await save.click();
    await page.getByText('The current password is wrong.').waitFor();
    expect(page.url()).toMatch(/\/profile\/password$/);
    await context.close();
  });
});

describe("a certificate's screen before the app runs (docs/decisions.md #201)", () => {
  it('hands the names typed to the request form, which then sends them', async () => {
    const { context, page } = await demoTraineePage(browser, PHONE);
    const { id, path } = await certificateOf(context.request, 'AVAILABLE');
    // The request is answered here, not by the server: the demo's certificate stays to request.
    const sent: unknown[] = [];
    await page.route(`**/api/trainings/certificate/${id}`, async (route) => {
      sent.push(route.request().postDataJSON());
      await route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ errorMessage: 'Held by the test' }) });
    });
    const release = await holdAppScript(page);
    await page.goto(path, { waitUntil: 'commit' });
    const english = page.getByTestId('entry-EN');
    await english.getByLabel('Surname', { exact: true }).waitFor();
    await english.getByLabel('Surname', { exact: true }).fill('Kovalenko');
    await english.getByLabel('Name', { exact: true }).fill('Olena');
    const send = page.getByRole('button', { name: 'Request the certificate', exact: true });
    // Painted as the form is with a name missing: nothing can be sent before the app runs.
    expect(await send.isDisabled()).toBe(true);
    release();
    await untilHydrated(page);
    expect(await english.getByLabel('Surname', { exact: true }).inputValue()).toBe('Kovalenko');
    await expectNothingMoved(page);
    await send.click();
    await page.getByText('Held by the test').waitFor();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContainEqual({ language: 'EN', name: 'Olena', surname: 'Kovalenko' });
    await context.close();
  });

  it('keeps its switches as saved until the app runs: a tap before it changes nothing', async () => {
    const { context, page } = await demoTraineePage(browser, PHONE);
    const { path } = await certificateOf(context.request, 'GENERATED');
    const saves: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && saves.push(new URL(request.url()).pathname));
    const release = await holdAppScript(page);
    await page.goto(path, { waitUntil: 'commit' });
    const switches = page.locator('main input[type=checkbox]');
    await switches.first().waitFor();
    const before = await switches.evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).checked));
    await page.locator('main label:has(input[type=checkbox])').first().click();
    expect(await switches.evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).checked))).toEqual(before);
    release();
    await untilHydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await switches.evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).checked))).toEqual(before);
    expect(saves).toEqual([]);
    await context.close();
  });
});

describe('the profile before the app runs', () => {
  it('opens no file picker for a photo the app would not know of; once it runs, it does', async () => {
    const { context, page } = await demoTraineePage(browser, PHONE);
    const release = await holdAppScript(page);
    let pickers = 0;
    page.on('filechooser', () => (pickers += 1));
    await page.goto('/profile', { waitUntil: 'commit' });
    const choose = page.getByText('Choose another photo');
    await choose.click();
    release();
    await untilHydrated(page);
    expect(pickers).toBe(0);
    const [picker] = await Promise.all([page.waitForEvent('filechooser'), choose.click()]);
    expect(picker.isMultiple()).toBe(false);
    await context.close();
  });
});
