import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { fromPromise } from 'xstate';
import type { Bootstrap } from '../../api/page-data.ts';
import { sessionMachine, type RebootReading } from '../../machines/session.machine.ts';
import { connectSession } from '../../machines/session.connect.ts';
import { App } from '../app/app.tsx';
import { formatDocumentTitle } from '../app/document-title.ts';
import { guard } from '../../api/guard.ts';
import { i18n } from '../app/i18n.ts';
import { override } from '../app/machines.ts';
import { preloadedAnswers } from '../app/preloaded.ts';
import { renderReady } from '../app/render-ready.ts';
import { appSession } from '../app/session.ts';
import { startApp } from '../app/start-app.ts';
import { findRoute } from '../app/match-route.ts';
import type { PageDef } from '../app/pages.ts';
import type { Http } from '../lib/http.ts';
import { formatInZone } from '../lib/format.ts';
import { toAppLocale, type AppLocale } from '../../api/locale.ts';

// Issue 14 "Paint before JavaScript": pages as HTML from the server, made by the same
// components the browser hydrates (src/main.tsx). Built by `vite build --ssr` into dist-ssr/
// and called by server/static.ts with the data it inlines in the page anyway: GET /api/common
// and /api/common/language (docs/decisions.md #27), and for a trainee GET /api/main and the
// answers the page starts with (#154, #165). The session runs on that data, exactly as it will
// in the browser, so the first render on both sides is the same. Renders run one at a time:
// the active catalog is one per process.

export type RenderedPage = { html: string; title: string; lang: AppLocale };

export { INPUT_GUARD } from './input-guard.ts';
export { AFTER_PAINT_LOADER } from './after-paint.ts';

type Visitor = 'anonymous' | 'trainee';

/**
 * The pages the server renders, by route (src/app/pages.ts), for which visitors, with the
 * source files whose chunks it links in the page's head (server/page-render.ts) for each: the
 * page's, the shell's and the parts of the catalog they load (`{lang}` is the page's language).
 */
const START = 'locales/{lang}/messages.po?start';
const REST = 'locales/{lang}/messages.po?rest';
const SHELL = [START, REST, 'src/app/shell/shell-layout.tsx'];
const COMING_SOON = 'src/pages/coming-soon/coming-soon-page.tsx';
const LEGAL = 'src/pages/legal/legal-page.tsx';
const ACHIEVEMENTS = 'src/pages/achievements/achievements-page.tsx';
const NOT_FOUND = 'src/pages/not-found/not-found-page.tsx';

/** A trainee's page: the shell and the page's own sources. */
const traineePage = (...sources: string[]) => ({ trainee: [...SHELL, ...sources] });

export const PAGES: Partial<Record<PageDef['id'], Partial<Record<Visitor, string[]>>>> = {
  login: { anonymous: [START, 'src/pages/login/login-page.tsx'] },
  // The password recovery's first step, opened from the login form (docs/decisions.md #203).
  restore: { anonymous: [START, REST, 'src/pages/restore/restore-page.tsx'] },
  home: traineePage('src/pages/dashboard/dashboard-page.tsx'),
  // The way to a passage on an exam's morning: the Tests list and the exam's intro.
  exams: traineePage('src/pages/exams/list/exams-page.tsx'),
  exam: traineePage('src/pages/exams/intro/intro-page.tsx'),
  passage: traineePage('src/pages/exams/passage/passage-page.tsx'),
  // The trainee's other pages that show what the API answers (docs/decisions.md #195).
  training: traineePage('src/pages/training/training-page.tsx'),
  past: traineePage('src/pages/past/past-page.tsx'),
  courses: traineePage('src/pages/courses/list/courses-page.tsx'),
  course: traineePage('src/pages/courses/detail/course-page.tsx'),
  examsPassed: traineePage('src/pages/exams/passed/passed-page.tsx'),
  examResult: traineePage('src/pages/exams/passed/result/result-page.tsx'),
  news: traineePage('src/pages/news/list/news-page.tsx'),
  newsItem: traineePage('src/pages/news/item/news-item-page.tsx'),
  // Pages that need no call of their own or only the settings' (docs/decisions.md #196): the
  // password change's form, the pages whose screens are still to come, and the legal pages,
  // which anyone may open (in the shell when logged in).
  password: traineePage('src/pages/profile/password/password-page.tsx'),
  // The profile with its certificates, a lazy part of its own it preloads (docs/decisions.md #197).
  profile: traineePage('src/pages/profile/profile-page.tsx', 'src/pages/profile/certificate-list.tsx'),
  // A certificate: its request form or the certificates issued, with their sharing (docs/decisions.md #201).
  certificate: traineePage('src/pages/certificate/certificate-page.tsx'),
  documents: traineePage(COMING_SOON),
  inquirers: traineePage(COMING_SOON),
  inquirer: traineePage(COMING_SOON),
  legal: { anonymous: [START, REST, LEGAL], trainee: [...SHELL, LEGAL] },
  // A trainee's public page, opened from a shared link, in the bare frame for everyone (docs/decisions.md #199).
  achievements: { anonymous: [START, REST, ACHIEVEMENTS], trainee: [START, REST, ACHIEVEMENTS] },
  // An address at no route (docs/decisions.md #200): in the shell for a trainee, in the bare frame
  // for a visitor where the guard lets them see it (under a public page's path).
  notFound: { anonymous: [START, REST, NOT_FOUND], trainee: [...SHELL, NOT_FOUND] },
};

/**
 * The page at `path` for this visitor (matched as the app matches it), with its sources in the
 * page's language; null when the server does not render it. A trainee's page shows date-times
 * in the browser's zone, so it is rendered only once the browser has told it (`timeZone`, set
 * by the app as it starts); until then the app draws it (docs/decisions.md #176).
 */
export function pageAt(path: string, data: Bootstrap, timeZone?: string): { route: PageDef; sources: string[] } | null {
  const visitor: Visitor = data.common.isLoggedIn && data.main !== undefined ? 'trainee' : 'anonymous';
  const { route } = findRoute(path);
  const sources = PAGES[route.id]?.[visitor];
  if (!sources || (visitor === 'trainee' && !timeZone)) return null;
  const lang = toAppLocale(data.common.locale);
  return { route, sources: sources.map((source) => source.replace('{lang}', lang)) };
}

/** Rendering makes no call: the session and the page read the page's data (render, below), nothing else runs. */
const noCalls: Http = {
  call: () => Promise.reject(new Error('no API call while rendering on the server')),
  setHooks: () => {},
};

// One page at a time: the catalog (i18n) and the dates' zone (formatInZone) are the module's.
let queue: Promise<unknown> = Promise.resolve();

/** The HTML inside #root for `path`, or null when the server does not render it for this visitor (pageAt); its dates in `timeZone` (the visitor's, src/app/time-zone.ts) when given. */
export function renderPage(path: string, data: Bootstrap, timeZone?: string): Promise<RenderedPage | null> {
  const page = pageAt(path, data, timeZone);
  if (!page) return Promise.resolve(null);
  const next = queue.then(() => render(path, page.route, data, timeZone));
  queue = next.catch(() => undefined);
  return next;
}

async function render(path: string, route: PageDef, data: Bootstrap, timeZone: string | undefined): Promise<RenderedPage | null> {
  const session = sessionMachine.provide({
    actors: {
      loadCommon: fromPromise(async () => data.common),
      loadMain: fromPromise(async () => data.main!), // renderPage renders a trainee's page only with it
      readReboot: fromPromise(() => new Promise<RebootReading>(() => {})), // the browser reads its cookie
    },
    actions: { activateLocale: () => {}, restoreReturn: () => {}, keepReturn: () => {} },
  });
  const app = startApp({ http: noCalls, navigate: () => {}, mono: () => 0 }, { overrides: [override(appSession, () => session)] });
  formatInZone(timeZone);
  try {
    const settled = await renderReady(app.session);
    const state = connectSession(settled, () => {});
    const expected = data.common.isLoggedIn ? settled.matches({ loggedIn: { data: 'ready' } }) : settled.matches('loggedOut');
    if (!expected || guard({ path, isLoggedIn: state.isLoggedIn, entryExam: state.entryExam }).kind !== 'allow') return null;
    // Every boundary inline (no chunk limit): the page as one document, with no inline script to reveal parts.
    const { prelude } = await prerender(
      <StrictMode>
        <App services={{ ...app, http: noCalls, preloaded: preloadedAnswers(data) }} ssrPath={path} />
      </StrictMode>,
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await new Response(prelude).text();
    const title = formatDocumentTitle(data.pageName ?? i18n._(route.name), state.productName);
    return { html, title, lang: toAppLocale(data.common.locale) };
  } finally {
    formatInZone(undefined);
    app.session.stop();
    app.dialogs.stop();
    app.loading.stop();
  }
}
