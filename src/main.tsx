import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor, type InspectionEvent, type Observer } from 'xstate';
import './ui/global.css.ts';
import { http } from './lib/http.ts';
import { createSessionActor } from './app/session.ts';
import { activateLocale, i18n } from './app/i18n.ts';
import { dialogMachine } from '../machines/dialog.machine.ts';
import { loadingMachine } from '../machines/loading.machine.ts';
import { wireHttp } from './app/wire-http.ts';
import { App } from './app/app.tsx';

// Start-up: the session, dialog and loading actors, the HTTP hooks (SPEC §8), then the
// app. `?inspect` in the URL connects the Stately inspector, loaded only then.
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
  const inspect = await inspector();
  const session = createSessionActor({ inspect });
  const dialogs = createActor(dialogMachine, { inspect });
  const loading = createActor(loadingMachine, { inspect });
  wireHttp(http, { session, dialogs, loading });
  session.subscribe((snapshot) => {
    if (snapshot.matches('failed') && !i18n.locale) void activateLocale(browserLocale());
  });
  dialogs.start();
  loading.start();
  session.start();

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App services={{ session, dialogs, loading, http }} />
    </StrictMode>,
  );
}

void start();
