import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { vi } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { messages as en } from '../../../../locales/en/messages.po';
import { messages as uk } from '../../../../locales/uk/messages.po';
import { messages as ru } from '../../../../locales/ru/messages.po';
import { createMachines, override, type AppServices, type Machines, type Override } from '../../../../src/app/machines.ts';
import { ServicesProvider, type Services } from '../../../../src/app/services.tsx';
import type { Preloaded } from '../../../../src/app/preloaded.ts';
import { createHttp, type Http } from '../../../../src/lib/http.ts';
import { manualNetwork } from '../../../../src/lib/network.ts';
import { examApi, type ExamApi } from '../../../../src/pages/exams/wiring/exam-api.ts';
import { createKeptAnswers, keptAnswers, type KeptAnswers } from '../../../../src/pages/exams/wiring/kept-answers.ts';

// Renders an exam page the way the app does (Lingui catalog, wouter router) on a memory
// location, with a registry of machines made for the test (src/app/machines.ts): the
// exam calls faked (or real, over a fake fetch: `http`), answers kept in memory, dialogs
// answered by the test, navigation on the memory location, and `overrides` for whole
// entries (controllable actors, an inspector measuring coverage).
const catalogs = { en, uk, ru };

export function activate(locale: keyof typeof catalogs = 'en') {
  i18n.loadAndActivate({ locale, messages: catalogs[locale] });
}

export interface ExamEnv {
  /** The exam calls (wiring/exam-api.ts); a test gives only those its page makes. */
  api: Partial<ExamApi> | null;
  /** The HTTP client of the services (real exam calls over a fake fetch when `api` is null). */
  http: Http;
  kept: KeptAnswers;
  /** The shared dialogs: the audio check answers `audioCheck`, others are answered yes. */
  openDialog: AppServices['openDialog'];
  /** SPEC §8: the interruption notice was shown (the info dialog with code 'interrupted'). */
  notifyInterrupted: () => void;
  mono: () => number;
  /** The browser's network, switched by the test (`env.network.go(false)`: offline). */
  network: ReturnType<typeof manualNetwork>;
  overrides: Override[];
  inspect?: (event: InspectionEvent) => void;
}

export interface EnvOptions {
  kept?: KeptAnswers;
  http?: Http;
  notifyInterrupted?: () => void;
  effects?: { audioCheck?: () => Promise<boolean>; mono?: () => number };
  overrides?: Override[];
  inspect?: (event: InspectionEvent) => void;
}

const noNetwork = createHttp(async () => new Response('{}', { status: 404 }));

export function makeEnv(api: Partial<ExamApi> | null, over: EnvOptions = {}): ExamEnv {
  const notifyInterrupted = over.notifyInterrupted ?? vi.fn();
  const audioCheck = over.effects?.audioCheck ?? (async () => true);
  return {
    api,
    http: over.http ?? noNetwork,
    kept: over.kept ?? createKeptAnswers(null),
    openDialog: vi.fn<AppServices['openDialog']>(async (kind, message) => {
      if (kind === 'audioCheck') return audioCheck();
      if (kind === 'info' && message.code === 'interrupted') notifyInterrupted();
      return true;
    }),
    notifyInterrupted,
    mono: over.effects?.mono ?? (() => performance.now()),
    network: manualNetwork(),
    overrides: over.overrides ?? [],
    inspect: over.inspect,
  };
}

/** The test's registry, navigating on `navigate`. */
export function makeMachines(env: ExamEnv, navigate: AppServices['navigate']): Machines {
  const { api } = env;
  return createMachines(
    { http: env.http, navigate, mono: env.mono, openDialog: env.openDialog, tellSession: () => {}, network: env.network },
    {
      overrides: [...(api ? [override(examApi, () => api as ExamApi)] : []), override(keptAnswers, () => env.kept), ...env.overrides],
      inspect: env.inspect,
    },
  );
}

/** `preloaded`: what the page came with (src/app/preloaded.ts), as on a page the server painted. */
export function renderExam(
  ui: ReactElement,
  { env, path = '/', locale = 'en', preloaded }: { env: ExamEnv; path?: string; locale?: keyof typeof catalogs; preloaded?: Preloaded },
) {
  activate(locale);
  const location = memoryLocation({ path, record: true });
  const machines = makeMachines(env, location.navigate);
  // The exam pages use the registry alone; the app's running actors are not needed here.
  const services = { http: env.http, machines, preloaded } as Services;
  const view = render(ui, {
    wrapper: ({ children }) => (
      <I18nProvider i18n={i18n}>
        <Router hook={location.hook}>
          <ServicesProvider services={services}>{children}</ServicesProvider>
        </Router>
      </I18nProvider>
    ),
  });
  return { ...view, location, machines, path: () => location.history.at(-1) };
}
