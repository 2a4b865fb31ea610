import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuestionApi } from '../../../../machines/question.connect.ts';
import { EssayAnswer } from '../../../../src/pages/exams/editors/essay/essay-answer.tsx';
import { activate } from './render-exam.tsx';
import { question } from './exam-fixtures.ts';

// Issue 14 "nothing a trainee typed before [hydration] is lost": on a passage the server
// painted, a phone keyboard's composed text reaches the essay's textarea before the app runs
// (the input guard cannot cancel composition). Hydrated, the essay hands that text to its
// machine as if just typed, so it is kept and saved like any other answer.
const essay = { ...question(1), type: 'ESSAY' as const };
const api = (onEssayText: (text: string) => void, essayValue = '') =>
  ({ essay: { text: true, file: false }, essayValue, isEditable: true, onEssayText }) as unknown as QuestionApi;
const page = (a: QuestionApi) => (
  <I18nProvider i18n={i18n}>
    <EssayAnswer question={essay} api={a} />
  </I18nProvider>
);

let container: HTMLElement | null = null;
afterEach(() => container?.remove());

async function hydrate(typed: string | null, essayValue: string) {
  activate('en');
  container = document.createElement('div');
  container.innerHTML = renderToString(page(api(() => {}, essayValue)));
  document.body.append(container);
  if (typed !== null) container.querySelector('textarea')!.value = typed;
  const onEssayText = vi.fn<(text: string) => void>();
  await act(async () => {
    hydrateRoot(container!, page(api(onEssayText, essayValue)));
  });
  return onEssayText;
}

describe('an essay on a painted passage', () => {
  it('hands the text typed before the app ran to the machine once hydrated', async () => {
    expect((await hydrate('Привіт, світ', '')).mock.calls).toEqual([['Привіт, світ']]);
  });

  it('tells nothing when nothing was typed (the painted text is the machine’s)', async () => {
    expect((await hydrate(null, 'A kept draft')).mock.calls).toEqual([]);
  });
});
