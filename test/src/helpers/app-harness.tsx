import { render } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { memoryLocation } from 'wouter/memory-location';
import type { Common } from '../../../api/common.ts';
import type { Main } from '../../../api/main.ts';
import type { Profile } from '../../../api/profile.ts';
import { sessionMachine, type RebootReading } from '../../../machines/session.machine.ts';
import { createHttp } from '../../../src/lib/http.ts';
import { activateLocale } from '../../../src/app/i18n.ts';
import { override } from '../../../src/app/machines.ts';
import { appSession, returnOnDevice } from '../../../src/app/session.ts';
import { startApp } from '../../../src/app/start-app.ts';
import { App } from '../../../src/app/app.tsx';
import type { Services } from '../../../src/app/services.tsx';
import { preloadedAnswers } from '../../../src/app/preloaded.ts';

// Component tests run the real app on fake HTTP (createHttp(fakeFetch)) and a memory
// location, started as src/main.tsx does (src/app/start-app.ts) with the registry's session
// entry overridden: the session machine gets fake actors, no network, ever.

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: FakeCall) => unknown;

/**
 * A fetch answering `METHOD /path` from a table (a body, `{status, body}`, or a promise of
 * either); unknown calls get 404.
 */
export function fakeFetch(table: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const call: FakeCall = { method: request.method, path: url.pathname, body: text ? (JSON.parse(text) as unknown) : undefined };
    calls.push(call);
    const handler = table[`${call.method} ${call.path}`];
    const answer = handler ? await handler(call) : { status: 404, body: {} };
    const shaped = answer && typeof answer === 'object' && 'status' in answer ? (answer as { status: number; body?: unknown }) : { status: 200, body: answer };
    return new Response(JSON.stringify(shaped.body === undefined ? {} : shaped.body), { status: shaped.status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}

export function makeCommon(overrides: Partial<Common> = {}, settings: Record<string, string> = {}): Common {
  return {
    messages: {},
    settings: { productName: 'QA Academy', emailLoginUsageEnabled: 'false', chatWidgetUrl: '', ...settings },
    isLoggedIn: false,
    entryExam: null,
    locale: 'en',
    ...overrides,
  };
}

/** The demo trainee's profile (GET /api/profile; GET /api/main's customer). */
export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    name: 'Olena',
    surname: 'Kovalenko',
    patronymic: '',
    birthDay: null,
    login: '+380501234567',
    email: 'olena@example.com',
    mobilePhone: '',
    photo: null,
    pageHash: null,
    ...overrides,
  };
}

export function makeMain(overrides: Partial<Main> = {}): Main {
  return {
    customer: makeProfile(),
    courses: [],
    catalogues: [],
    inquirers: [],
    ...overrides,
  };
}

/**
 * The calls of the dashboard at / (where most tests start), answered by default as for a
 * trainee with no current trainings, no alerts and no promo code; a test's own `http` wins.
 */
const DASHBOARD_CALLS: Record<string, Handler> = {
  'GET /api/trainings/current': () => [],
  'GET /api/trainings/promocode': () => null,
  'GET /api/main/alerts': () => [],
};

export interface HarnessOptions {
  path?: string;
  common?: Common;
  /** Common after a SESSION.LOGGED_IN (the second GET /api/common). */
  commonAfterLogin?: Common;
  main?: Main;
  http?: Record<string, Handler>;
  reboot?: () => RebootReading;
  /** The answers the page came with, by call path (api/page-data.ts `preloaded`). */
  preloaded?: Record<string, unknown>;
  /** The page came not found, with the name it came with, if any (api/page-data.ts `notFound`, `pageName`). */
  notFound?: { pageName?: string };
}

export async function renderApp(options: HarnessOptions = {}) {
  window.scrollTo = () => {}; // jsdom does not implement scrolling
  const common = options.common ?? makeCommon();
  await activateLocale(common.locale);
  const net = fakeFetch({ ...DASHBOARD_CALLS, ...options.http });
  const http = createHttp(net.fetch);
  let loads = 0;
  const fakeSession = override(appSession, () =>
    sessionMachine.provide({
      actors: {
        loadCommon: fromPromise(async () => (loads++ > 0 && options.commonAfterLogin ? options.commonAfterLogin : common)),
        loadMain: fromPromise(async () => options.main ?? makeMain()),
        logout: fromPromise(async () => {}),
        switchLanguage: fromPromise(async () => {}),
        readReboot: fromPromise(async () => options.reboot?.() ?? { rebootAt: null, now: 0 }),
      },
      actions: { reloadPage: () => {}, activateLocale: () => {}, ...returnOnDevice },
    }),
  );
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const { machines, session, dialogs, loading } = startApp({ http, navigate: location.navigate, mono: () => performance.now() }, { overrides: [fakeSession] });
  const services: Services = {
    session,
    dialogs,
    loading,
    http,
    machines,
    preloaded: preloadedAnswers({ preloaded: options.preloaded, ...(options.notFound && { notFound: true, ...options.notFound }) }),
  };
  const view = render(<App services={services} routerHook={location.hook} />);
  return { ...view, services, calls: net.calls, location, http };
}
