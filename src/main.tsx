import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { InspectionEvent, Observer } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import './ui/global.css.ts';
import { http } from './lib/http.ts';
import { startApp } from './app/start-app.ts';
import { activateLocale, i18n } from './app/i18n.ts';
import { App } from './app/app.tsx';
import { bootstrapPreloaded } from './app/bootstrap.ts';
import { pageResponseStart, preloadedAnswers } from './app/preloaded.ts';
import { renderReady } from './app/render-ready.ts';
import { preloadPage } from './app/app-routes.tsx';
import { connectSession } from '../machines/session.connect.ts';
import { tellTimeZone } from './app/time-zone.ts';
import { intlStarted } from './app/intl-started.ts';

// Start-up: the registry of machines and the session, dialog and loading actors with the
// HTTP hooks (SPEC §8; src/app/start-app.ts), then the app. `?inspect` in the URL connects
// the Stately inspector, loaded only then, to every actor the registry starts.
async function inspector(): Promise<Observer<InspectionEvent> | undefined> {
  if (!new URLSearchParams(window.location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}

/** Without GET /api/common there is no locale from the server: use the browser's. */
function browserLocale(): string {
  const language = navigator.language.toLowerCase();
  return language.startsWith('ru') ? 'ru' : language.startsWith('en') ? 'en' : 'ua';
}

/** A task boundary: what follows runs in a task of its own, after the browser may paint and handle input. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  // Three tasks, not one: the scripts' evaluation; the first Intl call, which starts ICU (about
  // 45 ms at full speed, four times that on a slow phone) unless the after-paint loader's worker
  // has started it (decision #188: then it is waited for, not run here); the machines and the
  // hydration. Each blocks a tap for a shorter time (Total Blocking Time; decision #180).
  await nextTask();
  await intlStarted();
  tellTimeZone();
  await nextTask();
  const observer = await inspector();
  const inspect = observer ? (event: InspectionEvent) => observer.next?.(event) : undefined;
  const { machines, session, dialogs, loading } = startApp({ http, navigate, mono: () => performance.now() }, { inspect });
  session.subscribe((snapshot) => {
    if (snapshot.matches('failed') && !i18n.locale) void activateLocale(browserLocale());
  });

  const root = document.getElementById('root')!;
  const preloaded = preloadedAnswers(bootstrapPreloaded(), pageResponseStart());
  const app = (
    <StrictMode>
      <App services={{ session, dialogs, loading, http, machines, preloaded }} />
    </StrictMode>
  );
  if (!root.hasAttribute('data-ssr')) {
    createRoot(root).render(app);
    return;
  }
  // Issue 14: the server sent the page as HTML (src/ssr/render-page.tsx). It is hydrated once
  // the session has read the page's data, its catalog is active and its layout's and page's
  // code is in (src/app/lazy-page.ts): the state the server rendered it in, so React takes over
  // the same elements (and what was typed in them). A page that declines what it came with
  // (src/app/preloaded.ts) is drawn again, as expected; any other difference is an error.
  await renderReady(session);
  await preloadPage(window.location.pathname, connectSession(session.getSnapshot(), session.send).isLoggedIn).catch(() => undefined);
  hydrateRoot(root, app, {
    onRecoverableError: (error, info) => {
      if (preloaded.declined) return console.info('The page was drawn again with what this device keeps.');
      reportError(error);
      // Production errors carry only a code (#418): where the tree differed is in the component stack.
      if (info.componentStack) console.error(`Hydration differed from the server's page at:${info.componentStack}`);
    },
  });
}

void start();
