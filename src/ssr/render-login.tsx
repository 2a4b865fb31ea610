import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { fromPromise, waitFor } from 'xstate';
import type { Bootstrap } from '../../api/page-data.ts';
import { sessionMachine } from '../../machines/session.machine.ts';
import { connectSession } from '../../machines/session.connect.ts';
import { App } from '../app/app.tsx';
import { formatDocumentTitle } from '../app/document-title.ts';
import { activateLocale, i18n } from '../app/i18n.ts';
import { override } from '../app/machines.ts';
import { appSession } from '../app/session.ts';
import { startApp } from '../app/start-app.ts';
import { routes } from '../app/routes.tsx';
import type { Http } from '../lib/http.ts';
import { toAppLocale, type AppLocale } from '../lib/locale.ts';

// Issue 14 "Paint before JavaScript": /login as HTML from the server, made by the same
// components the browser hydrates (src/main.tsx). Built by `vite build --ssr` into
// dist-ssr/ and called by server/static.ts with the data it inlines in the page anyway
// (GET /api/common and /api/common/language, docs/decisions.md #27). The session runs on
// that data, exactly as it will in the browser, so the first render on both sides is the
// same. Renders run one at a time: the active catalog is one per process.

export type RenderedPage = { html: string; title: string; lang: AppLocale };

export { SUBMIT_GUARD } from './submit-guard.ts';

/** The pages rendered here and their source files, whose chunks' stylesheets the server links (server/page-render.ts). */
export const PAGE_SOURCES: Record<string, string> = { '/login': 'src/pages/login/login-page.tsx' };

/** Rendering makes no call: the session reads the page's data (render, below), nothing else runs. */
const noCalls: Http = {
  call: () => Promise.reject(new Error('no API call while rendering on the server')),
  setHooks: () => {},
};

let queue: Promise<unknown> = Promise.resolve();

/** The HTML inside #root for `path`, or null when the server does not render it (only /login for a visitor not logged in). */
export function renderPage(path: string, data: Bootstrap): Promise<RenderedPage | null> {
  if (!(path in PAGE_SOURCES) || data.common.isLoggedIn) return Promise.resolve(null);
  const next = queue.then(() => render(path, data));
  queue = next.catch(() => undefined);
  return next;
}

async function render(path: string, data: Bootstrap): Promise<RenderedPage | null> {
  const session = sessionMachine.provide({
    actors: { loadCommon: fromPromise(async () => data.common) },
    actions: { activateLocale: () => {}, restoreReturn: () => {}, keepReturn: () => {} },
  });
  const app = startApp({ http: noCalls, navigate: () => {}, mono: () => 0 }, { overrides: [override(appSession, () => session)] });
  try {
    const settled = await waitFor(app.session, (s) => !s.matches('bootstrapping'));
    if (!settled.matches('loggedOut')) return null;
    await activateLocale(data.common.locale);
    const { prelude } = await prerender(
      <StrictMode>
        <App services={{ ...app, http: noCalls }} ssrPath={path} />
      </StrictMode>,
    );
    const html = await new Response(prelude).text();
    const route = routes.find((r) => r.path === path);
    const productName = connectSession(settled, () => {}).productName;
    const title = route ? formatDocumentTitle(i18n._(route.name), productName) : productName;
    return { html, title, lang: toAppLocale(data.common.locale) };
  } finally {
    app.session.stop();
    app.dialogs.stop();
    app.loading.stop();
  }
}
