import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TrainingCard } from '../../../../api/trainings.ts';
import { makeCommon, renderApp, type FakeCall } from '../../helpers/app-harness.tsx';
import { card, current, lesson, NOW } from './training-fixtures.ts';

// SPEC §2 "/" and §4 "Application status on the dashboard": the cards as a trainee meets them,
// the exam alerts (SPEC §2 "Exam alerts") and the promo-code panel, on the real app over fake
// HTTP (test/src/helpers/app-harness.tsx).

const loggedIn = makeCommon({ isLoggedIn: true }, { promoLinks: JSON.stringify([{ text: 'Invite a friend', href: 'https://example.com/invite' }]) });
const NEXT = new Date(2026, 10, 26, 18, 30).getTime();

const cards: TrainingCard[] = [
  card({
    applicationId: 11,
    courseName: 'Manual QA',
    currentLesson: current({ testsPassed: false }),
    nextLesson: lesson({ lessonType: 'EXAM', beginTime: NEXT }),
    certificateStatus: 'AVAILABLE',
  }),
  card({ applicationId: 12, courseName: 'Automation', applicationStatus: 'REJECTED', passedEntryExam: true }),
  card({ applicationId: 13, courseName: 'Java basics', applicationStatus: 'REJECTED', passedEntryExam: false }),
  card({ applicationId: 14, courseName: 'API testing', applicationStatus: 'NOT_PAID', groupName: null }),
  card({ applicationId: 15, courseName: 'University QA', applicationType: 'UNIVER', currentLesson: null, nextLesson: lesson({ beginTime: NEXT }) }),
];
const alerts = [
  { examName: 'Test design techniques', finish: new Date(2026, 10, 24, 10, 0).getTime() },
  { examName: 'SQL basics', finish: new Date(2026, 10, 24, 18, 0).getTime() },
];

function api(overrides: Record<string, (call: FakeCall) => unknown> = {}) {
  return {
    'GET /api/trainings/current': () => cards,
    'GET /api/trainings/promocode': () => null,
    'GET /api/main/alerts': () => [],
    'GET /api/news': () => [],
    ...overrides,
  };
}

const cardOf = async (name: string) => (await screen.findByRole('heading', { level: 2, name })).closest('li')!;

beforeAll(async () => {
  // Load the lazy chunks with real timers (the copy test runs under fake ones).
  await import('../../../../src/app/shell/shell-layout.tsx');
  await import('../../../../src/pages/dashboard/dashboard-page.tsx');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the dashboard cards', () => {
  it('keeps the greeting and shows a card per current application with its status label', async () => {
    vi.setSystemTime(NOW);
    await renderApp({ common: loggedIn, http: api() });
    expect(await screen.findByText('Hello, Olena!')).toBeInTheDocument();
    const list = (await cardOf('Manual QA')).closest('ul')!;
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Manual QA', 'Automation', 'Java basics', 'API testing', 'University QA']);
    expect(within(await cardOf('Manual QA')).getByText('Application accepted')).toBeInTheDocument();
    expect(within(await cardOf('Automation')).getByText('Application rejected')).toBeInTheDocument();
    expect(within(await cardOf('Java basics')).getByText('Entry test not passed')).toBeInTheDocument();
    expect(within(await cardOf('API testing')).getByText('Application is being processed')).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('makes the accepted card one link to its group page, with nothing interactive nested', async () => {
    await renderApp({ common: loggedIn, http: api() });
    const accepted = await cardOf('Manual QA');
    const link = within(accepted).getByRole('link', { name: 'Manual QA' });
    expect(link).toHaveAttribute('href', '/training/11');
    expect(link).toHaveAccessibleDescription('Application accepted');
    expect(accepted.querySelectorAll('a, button, input, select, textarea, [tabindex]')).toHaveLength(1);
    for (const name of ['Automation', 'Java basics', 'API testing']) expect(within(await cardOf(name)).queryByRole('link')).not.toBeInTheDocument();
  });

  it('goes to /training/{applicationId} when the accepted card is clicked', async () => {
    const { location } = await renderApp({ common: loggedIn, http: api() });
    await userEvent.click(within(await cardOf('Manual QA')).getByRole('link'));
    expect(location.history.at(-1)).toBe('/training/11');
  });

  it('shows group, dates, the next-lesson message and the notices on the accepted card', async () => {
    vi.setSystemTime(NOW);
    await renderApp({ common: loggedIn, http: api() });
    const accepted = await cardOf('Manual QA');
    expect(within(accepted).getByText('QA-42')).toBeInTheDocument();
    expect(within(accepted).getByText('02.11.2026 – 29.01.2027')).toBeInTheDocument();
    expect(within(accepted).getByText('Next test: 26.11.2026 18:30')).toBeInTheDocument();
    expect(within(accepted).getByText('You have unpassed tests of the current lesson.')).toBeInTheDocument();
    expect(within(accepted).getByText('Your certificate is available.')).toBeInTheDocument();
    // Not accepted: the facts without lesson news or notices.
    const processing = await cardOf('API testing');
    expect(within(processing).queryByText(/lesson|test:/i)).not.toBeInTheDocument();
    expect(within(processing).queryByText('Group')).not.toBeInTheDocument(); // no group (BLITZ-like): no row
    vi.useRealTimers();
  });

  it('shows no info table on a UNIVER card (SPEC §4), only its name and label', async () => {
    await renderApp({ common: loggedIn, http: api() });
    const univer = await cardOf('University QA');
    expect(univer.querySelector('dl')).toBeNull();
    expect(within(univer).queryByText(/First lesson/)).not.toBeInTheDocument();
    expect(within(univer).getByText('Application accepted')).toBeInTheDocument();
    expect(within(await cardOf('Manual QA')).getByText('Dates')).toBeInTheDocument();
  });

  it('says so when there are no current trainings, with a link to all courses', async () => {
    await renderApp({ common: loggedIn, http: api({ 'GET /api/trainings/current': () => [] }) });
    expect(await screen.findByText(/You have no current trainings/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'all courses' })).toHaveAttribute('href', '/courses');
  });

  it('offers to try again when the cards cannot load, and the greeting stays', async () => {
    let fail = true;
    await renderApp({ common: loggedIn, http: api({ 'GET /api/trainings/current': () => (fail ? { status: 500, body: {} } : cards) }) });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('Hello, Olena!')).toBeInTheDocument();
    fail = false;
    await userEvent.click(retry);
    expect(await cardOf('Manual QA')).toBeInTheDocument();
  });
});

describe('the exam alerts (SPEC §2 "Exam alerts")', () => {
  it('shows each open alert with its test and closing time, without taking the focus', async () => {
    await renderApp({ common: loggedIn, http: api({ 'GET /api/main/alerts': () => alerts }) });
    const panel = await screen.findByRole('region', { name: 'Tests closing soon' });
    expect(within(panel).getByText('Test design techniques')).toBeInTheDocument();
    expect(within(panel).getByText('Open until 24.11.2026 10:00')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Close the alert about SQL basics' })).toBeInTheDocument();
    expect(panel.contains(document.activeElement)).toBe(false);
  });

  it('closes one by keyboard: posts it back, it goes, the focus moves to the next close button, then to the content', async () => {
    const { calls } = await renderApp({ common: loggedIn, http: api({ 'GET /api/main/alerts': () => alerts, 'POST /api/main/alerts': () => ({ ok: true }) }) });
    const first = await screen.findByRole('button', { name: 'Close the alert about Test design techniques' });
    first.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByText('Test design techniques')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/main/alerts').map((c) => c.body)).toEqual([alerts[0]]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close the alert about SQL basics' }));
    await userEvent.keyboard(' ');
    expect(screen.queryByRole('region', { name: 'Tests closing soon' })).not.toBeInTheDocument();
    expect(document.activeElement).toBe(document.getElementById('content'));
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/main/alerts').map((c) => c.body)).toEqual(alerts);
  });

  it('shows the alert again when the server refuses the close', async () => {
    await renderApp({ common: loggedIn, http: api({ 'GET /api/main/alerts': () => alerts, 'POST /api/main/alerts': () => ({ status: 500, body: {} }) }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Close the alert about SQL basics' }));
    expect(await screen.findByText('SQL basics')).toBeInTheDocument();
  });

  it('shows nothing when there are no alerts or they cannot load', async () => {
    await renderApp({ common: loggedIn, http: api({ 'GET /api/main/alerts': () => ({ status: 500, body: {} }) }) });
    await cardOf('Manual QA');
    expect(screen.queryByRole('region', { name: 'Tests closing soon' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('the news panel (src/features/news)', () => {
  it('shows the latest news beside the cards with their unread marks and a link to all news', async () => {
    const news = [
      { newsId: 2, title: 'New group starts', content: 'x', show_from: NOW, viewed: false },
      { newsId: 1, title: 'Holiday schedule', content: 'y', show_from: NOW - 86_400_000, viewed: true },
    ];
    await renderApp({ common: loggedIn, http: api({ 'GET /api/news': () => news }) });
    const panel = await screen.findByRole('region', { name: 'Latest news' });
    expect(await within(panel).findByRole('link', { name: 'New group starts' })).toHaveAttribute('href', '/news/2');
    expect(within(panel).getByText('New')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/news');
    // Beside the cards, not inside them: a panel of the page.
    expect((await cardOf('Manual QA')).contains(panel)).toBe(false);
  });

  it('comes with the cards, never before them (below them on a phone, it would jump down as they arrive: issue 14)', async () => {
    let answer!: (value: unknown) => void;
    const cardsLater = new Promise((resolve) => (answer = resolve));
    await renderApp({ common: loggedIn, http: api({ 'GET /api/trainings/current': () => cardsLater }) });
    await screen.findByText('Hello, Olena!');
    expect(screen.queryByRole('region', { name: 'Latest news' })).toBeNull();
    answer(cards);
    await screen.findByRole('region', { name: 'Latest news' });
  });
});

describe('the promo-code panel', () => {
  const promo = { announceText: 'Bring a friend:\n10% off the next course', promoCode: 'FRIEND10' };

  it('shows nothing without a promo code (null)', async () => {
    await renderApp({ common: loggedIn, http: api() });
    await cardOf('Manual QA');
    expect(screen.queryByRole('region', { name: 'Promo code' })).not.toBeInTheDocument();
  });

  it('shows the announcement, the code and the links from settings; copying says it copied, for 1 s', async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    // After setup: user-event puts a clipboard of its own on the navigator.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderApp({ common: loggedIn, http: api({ 'GET /api/trainings/promocode': () => promo }) });
    const panel = await screen.findByRole('region', { name: 'Promo code' });
    expect(within(panel).getByText(/10% off the next course/)).toBeInTheDocument();
    expect(within(panel).getByText('FRIEND10')).toBeInTheDocument();
    const link = within(panel).getByRole('link', { name: 'Invite a friend' });
    expect(link).toHaveAttribute('href', 'https://example.com/invite');
    expect(link).toHaveAttribute('target', '_blank');
    await user.click(within(panel).getByRole('button', { name: 'Copy: Promo code' }));
    expect(writeText).toHaveBeenCalledWith('FRIEND10');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(within(panel).getByText('Copied')).toBeInTheDocument();
    expect(within(panel).getByRole('status')).toHaveTextContent('Promo code copied');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(990);
    });
    expect(within(panel).getByText('Copied')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(within(panel).queryByText('Copied')).not.toBeInTheDocument();
  });
});

// Issue 14 (docs/decisions.md #165): a reload of / comes with the cards and the alerts in
// the page's data, so the first render (the one the server rendered) shows them at once.
describe('the answers the page came with', () => {
  const asked = (calls: FakeCall[], path: string) => calls.filter((c) => c.method === 'GET' && c.path === path).length;

  it('are shown on the first render without asking for the cards or the alerts; back on / later, the API is asked', async () => {
    vi.setSystemTime(NOW);
    const preloaded = { '/api/trainings/current': cards, '/api/main/alerts': alerts };
    const later = [card({ applicationId: 21, courseName: 'Performance testing' })];
    const { calls, location } = await renderApp({
      common: loggedIn,
      preloaded,
      http: api({ 'GET /api/trainings/current': () => later, 'GET /api/trainings/past': () => [] }),
    });
    expect(await cardOf('Manual QA')).toBeInTheDocument();
    expect(screen.getByText('Test design techniques')).toBeInTheDocument();
    expect(asked(calls, '/api/trainings/current')).toBe(0);
    expect(asked(calls, '/api/main/alerts')).toBe(0);

    act(() => location.navigate('/past'));
    // The past page is shown (not the dashboard kept hidden behind its loading state).
    await waitFor(() => expect(asked(calls, '/api/trainings/past')).toBe(1));
    act(() => location.navigate('/'));
    expect(await cardOf('Performance testing')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Manual QA' })).not.toBeInTheDocument();
    expect(asked(calls, '/api/trainings/current')).toBe(1);
  });

  it('are not trusted when they do not match the call: the API is asked', async () => {
    const { calls } = await renderApp({ common: loggedIn, preloaded: { '/api/trainings/current': [{ applicationId: 'x' }] }, http: api() });
    expect(await cardOf('Manual QA')).toBeInTheDocument();
    expect(asked(calls, '/api/trainings/current')).toBe(1);
  });
});
