import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { vi } from 'vitest';
import { messages as en } from '../../../../locales/en/messages.po';
import { messages as uk } from '../../../../locales/uk/messages.po';
import { messages as ru } from '../../../../locales/ru/messages.po';
import { ExamEnvProvider, type ExamEnv } from '../../../../src/pages/exams/wiring/exam-env.tsx';
import { createExamMachines, type ExamApi, type ExamEffects } from '../../../../src/pages/exams/wiring/exam-actors.ts';
import { createKeptAnswers, type KeptAnswers } from '../../../../src/pages/exams/wiring/kept-answers.ts';

// Renders an exam page the way the app does (Lingui catalog, wouter router) on a memory
// location, with an injected exam environment: fake calls, or whole machines.
const catalogs = { en, uk, ru };

export function activate(locale: keyof typeof catalogs = 'en') {
  i18n.loadAndActivate({ locale, messages: catalogs[locale] });
}

export function makeEnv(api: Partial<ExamApi>, over: Partial<ExamEnv> & { effects?: Partial<ExamEffects> } = {}): ExamEnv {
  const kept: KeptAnswers = over.kept ?? createKeptAnswers(null);
  const full = api as ExamApi;
  return {
    api: full,
    kept,
    machines: over.machines ?? createExamMachines({ api: full, kept, mono: () => performance.now(), audioCheck: async () => true, ...over.effects }),
    notifyInterrupted: over.notifyInterrupted ?? vi.fn(),
    inspect: over.inspect,
  };
}

export function renderExam(ui: ReactElement, { env, path = '/', locale = 'en' }: { env: ExamEnv; path?: string; locale?: keyof typeof catalogs }) {
  activate(locale);
  const location = memoryLocation({ path, record: true });
  const view = render(ui, {
    wrapper: ({ children }) => (
      <I18nProvider i18n={i18n}>
        <Router hook={location.hook}>
          <ExamEnvProvider env={env}>{children}</ExamEnvProvider>
        </Router>
      </I18nProvider>
    ),
  });
  return { ...view, location, path: () => location.history.at(-1) };
}
