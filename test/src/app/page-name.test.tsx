import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { makeCommon, renderApp } from '../helpers/app-harness.tsx';
import { intro, passage, question } from '../pages/exams/exam-fixtures.ts';

// Issue 10 "Words": the exam intro's heading and the browser tab name the exam (SPEC §1
// "a page title of the form '{page} - product'"), not a generic "Test" / «Тест».
const loggedIn = (locale: 'en' | 'ua') => makeCommon({ isLoggedIn: true, locale });
const http = { 'GET /api/exams/3': () => intro({ name: 'Основи тестування' }), 'GET /api/exams/active': () => [] };

describe("the exam intro's title", () => {
  it.each(['en', 'ua'] as const)('in %s is the exam: heading, last breadcrumb and tab', async (locale) => {
    await renderApp({ path: '/exams/3', common: loggedIn(locale), http });
    expect(await screen.findByRole('heading', { level: 1, name: 'Основи тестування' }, { timeout: 5000 })).toBeInTheDocument();
    expect(document.title).toBe('Основи тестування - QA Academy');
    const crumbs = within(screen.getByRole('navigation', { name: locale === 'en' ? 'Breadcrumbs' : 'Навігаційний ланцюжок' }));
    expect(crumbs.getByText('Основи тестування')).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByText('Основи тестування', { selector: 'h1, h2, h3' })).toHaveLength(1);
  });

  it("gives the route's name back when the trainee leaves the intro", async () => {
    const { location } = await renderApp({ path: '/exams/3', common: loggedIn('en'), http: { ...http, 'GET /api/exams/passed': () => [] } });
    await screen.findByRole('heading', { level: 1, name: 'Основи тестування' }, { timeout: 5000 });
    act(() => location.navigate('/exams/passed'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Completed tests' }, { timeout: 5000 })).toBeInTheDocument();
    expect(document.title).toBe('Completed tests - QA Academy');
  });
});

describe("the passage's title", () => {
  it('names the exam in the heading and the tab, once as a heading', async () => {
    await renderApp({
      path: '/exams/passage/7/1',
      common: loggedIn('ua'),
      http: {
        'GET /api/exams/passage/7': () => ({ status: 200, body: passage({ name: 'Основи тестування' }) }),
        'GET /api/exams/active': () => [],
        'GET /api/exams/passage/question/1001': () => question(1),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Основи тестування' }, { timeout: 5000 })).toBeInTheDocument();
    expect(document.title).toBe('Основи тестування - QA Academy');
    expect(screen.getAllByText('Основи тестування', { selector: 'h1, h2, h3' })).toHaveLength(1);
  });
});
