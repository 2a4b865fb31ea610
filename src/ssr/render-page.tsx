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
import type { Visitor } from '../app/first-paint.ts';
import type { PageDef } from '../app/pages.ts';
import type { Http } from '../lib/http.ts';
import { formatInZone } from '../lib/format.ts';
import { toAppLocale, type AppLocale } from '../../api/locale.ts';
import { pageFiles } from './page-files.ts';
import { firstPaintOf } from './pages.ts';

// Issue 14 "Paint before JavaScript": pages as HTML from the server, made by the same
// components the browser hydrates (src/main.tsx). Built by `vite build --ssr` into dist-ssr/
// and called by server/static.ts with the data it inlines in the page anyway: GET /api/common
// and /api/common/language (docs/decisions.md #27), and for a trainee GET /api/main and the
// answers the page starts with (#154, #165). The session runs on that data, exactly as it will
// in the browser, so the first render on both sides is the same. Renders run one at a time:
// the active catalog is one per process. The server's one way into src/ (the lint gate's rule,
// eslint.config.js): server/page-render.ts loads the build of this module, and takes from it the
// pages' first paints as well (issue 58: the calls a page is answered with are its own declaration).

/** The page's HTML and title, and the source files whose chunks its head links (server/page-render.ts finds them in the client build's manifest). */
export type RenderedPage = { html: string; title: string; lang: AppLocale; sources: string[] };

export { INPUT_GUARD } from './input-guard.ts';
export { AFTER_PAINT_LOADER } from './after-paint.ts';

/** The first paints of the pages (their declarations, src/ssr/pages.ts), for the server's preloader (server/routes/page-preloads.ts). */
export { firstPaints, type FirstPaints } from './pages.ts';
export type { FirstPaint, Then, Visitor } from '../app/first-paint.ts';

/** The parts of the catalog a page loads, in the page's language: the start part, and the rest but on /login. */
const START = 'locales/{lang}/messages.po?start';
const REST = 'locales/{lang}/messages.po?rest';

/** A page the server renders: its route, whether it is in the shell, the parts of the catalog it loads in its language. */
type PaintedPage = { route: PageDef; shell: boolean; catalog: string[] };

/**
 * The page at `path` for this visitor (matched as the app matches it), if its declaration says
 * the server paints it for them (its `firstPaint`, src/pages/<area>/<screen>/page.ts); null when
 * the server does not render it. A trainee's page shows date-times in the browser's zone, so it
 * is rendered only once the browser has told it (`timeZone`, set by the app as it starts); until
 * then the app draws it (docs/decisions.md #176).
 */
function pageAt(path: string, data: Bootstrap, timeZone?: string): PaintedPage | null {
  const visitor: Visitor = data.common.isLoggedIn && data.main !== undefined ? 'trainee' : 'anonymous';
  const { route } = findRoute(path);
  const paint = firstPaintOf(route);
  if (!paint?.painted.includes(visitor) || (visitor === 'trainee' && !timeZone)) return null;
  const lang = toAppLocale(data.common.locale);
  const catalog = (paint.startCatalog ? [START] : [START, REST]).map((part) => part.replace('{lang}', lang));
  return { route, shell: route.layout === 'shell' || (route.layout === 'auto' && visitor === 'trainee'), catalog };
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
  const next = queue.then(() => render(path, page, data, timeZone));
  queue = next.catch(() => undefined);
  return next;
}

async function render(path: string, { route, shell, catalog }: PaintedPage, data: Bootstrap, timeZone: string | undefined): Promise<RenderedPage | null> {
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
    // The page's modules are in now (the render loaded them): their files, for the head.
    return { html, title, lang: toAppLocale(data.common.locale), sources: [...catalog, ...(await pageFiles(route, shell))] };
  } finally {
    formatInZone(undefined);
    app.session.stop();
    app.dialogs.stop();
    app.loading.stop();
  }
}
