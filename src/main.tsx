import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { InspectionEvent, Observer } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import './ui/global.css.ts';
import { http } from './lib/http.ts';
import { startApp } from './app/start-app.ts';
import { activateLocale, i18n } from './app/i18n.ts';
import { App } from './app/app.tsx';

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

async function start() {
  const observer = await inspector();
  const inspect = observer ? (event: InspectionEvent) => observer.next?.(event) : undefined;
  const { machines, session, dialogs, loading } = startApp({ http, navigate, mono: () => performance.now() }, { inspect });
  session.subscribe((snapshot) => {
    if (snapshot.matches('failed') && !i18n.locale) void activateLocale(browserLocale());
  });

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App services={{ session, dialogs, loading, http, machines }} />
    </StrictMode>,
  );
}

void start();
