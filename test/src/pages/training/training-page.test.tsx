import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { makeCommon, renderApp } from '../../helpers/app-harness.tsx';
import { COPIED_TOOLTIP_MS } from '../../../../src/ui/copy-button.tsx';
import { CLOCK_TICK_MS } from '../../../../src/pages/training/training-page.tsx';
import { DAY, HOUR, NOW, training } from './training-fixtures.ts';
import type { Training } from '../../../../api/trainings.ts';

// SPEC §2 training/{applicationId}, the group page, in the whole app (renderApp) on fake HTTP
// and fake time: lessons and exams by SPEC §4 "Lessons", progress, credentials with the copy
// action and its 1 s tooltip (SPEC §9), the certificate block (SPEC §4 "Certificate"), and a
// clear message with the way back for any application the page does not open for.

const loggedIn = (locale: 'en' | 'ua' | 'ru' = 'en') => makeCommon({ isLoggedIn: true, locale });
const writeText = vi.fn<(text: string) => Promise<void>>();

beforeAll(async () => {
  // The lazy chunks load with real timers: module loading is real I/O.
  await import('../../../../src/app/shell/shell-layout.tsx');
  await import('../../../../src/pages/training/training-page.tsx');
});
beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function open(answer: Training | { status: number; body?: unknown } = training(), locale: 'en' | 'ua' | 'ru' = 'en') {
  const app = await renderApp({ path: '/training/5', common: loggedIn(locale), http: { 'GET /api/trainings/5': () => answer } });
  await pass(0);
  await pass(0);
  // Under load the lazy layout and page may still be on their way (real I/O): wait until
  // nothing on the page is busy (vi.waitFor moves the fake clock by its interval).
  await vi.waitFor(
    () => {
      if (document.querySelector('[aria-busy="true"]')) throw new Error('the page is still loading');
    },
    { timeout: 10_000, interval: 20 },
  );
  return app;
}
const item = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

describe('an accepted FULL training', () => {
  it('names the course in the heading and shows its group, dates, description and progress', async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Software testing basics' })).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'About the course' });
    expect(within(facts).getByText('QA-26')).toBeInTheDocument();
    expect(within(facts).getByText('09.11.2026 - 29.01.2027')).toBeInTheDocument();
    expect(within(facts).getByText(/Testing from the first bug report\s+to the final test\./)).toBeInTheDocument();
    // The bar is a real <progress>: a screen reader reads its name and value.
    const bar = screen.getByRole('progressbar', { name: 'Course progress' });
    expect(bar.tagName).toBe('PROGRESS');
    expect(bar).toHaveAttribute('value', '40');
    expect(bar).toHaveAttribute('max', '100');
  });

  it('lessons: finished, available now with the webinar link, future with the note of its day; video links', async () => {
    await open();
    await screen.findByRole('region', { name: 'Lessons' });
    const first = item('Introduction to testing');
    expect(within(first).getByText('Finished')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Watch the video' })).toHaveAttribute('href', 'https://video.example/1');
    expect(within(first).queryByRole('link', { name: 'Join the webinar' })).toBeNull();

    const now = item('Test design techniques');
    expect(within(now).getByText('Available now')).toBeInTheDocument();
    expect(within(now).getByRole('link', { name: 'Join the webinar' })).toHaveAttribute('href', 'https://webinar.example/2');

    const later = item('Bug reports');
    expect(within(later).getByText('Not started yet')).toBeInTheDocument();
    expect(within(later).queryByRole('link')).toBeNull();
    expect(within(later).getByText('The webinar link will be available on 25.11.2026.')).toBeInTheDocument();
    // Exams are not in the lesson timeline.
    expect(within(screen.getByRole('region', { name: 'Lessons' })).queryByText('Midterm test')).toBeNull();
  });

  it('exams: a link to /exams/{scheduleId} only while open with attempts left; otherwise not yet or finished', async () => {
    await open();
    const exams = await screen.findByRole('region', { name: 'Tests' });
    expect(
      within(exams)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Practice: intro', 'Practice: basics', 'Midterm test', 'Final test']);
    expect(within(item('Midterm test')).getByRole('link', { name: 'Go to the test' })).toHaveAttribute('href', '/exams/71');
    expect(within(item('Midterm test')).getByText('Open now')).toBeInTheDocument();
    const exceeded = item('Practice: basics');
    expect(within(exceeded).getByText('Finished')).toBeInTheDocument();
    expect(within(exceeded).getByText('Attempts limit exceeded')).toBeInTheDocument();
    expect(within(exceeded).queryByRole('link')).toBeNull();
    expect(within(item('Final test')).getByText('Not available yet')).toBeInTheDocument();
    expect(within(item('Final test')).queryByRole('link')).toBeNull();
    expect(within(item('Practice: intro')).getByText('Finished')).toBeInTheDocument();
    expect(within(exceeded).getByText(/^Practice test/)).toBeInTheDocument();
    expect(within(item('Final test')).getByText(/^Test ·/)).toBeInTheDocument();
  });

  it('states follow the clock while the page stays open', async () => {
    await open();
    await screen.findByRole('region', { name: 'Lessons' });
    expect(within(item('Test design techniques')).getByText('Available now')).toBeInTheDocument();
    // The clock jumps (the page re-reads it every CLOCK_TICK_MS): the lesson ended an hour ago.
    vi.setSystemTime(NOW + 2 * HOUR);
    await pass(CLOCK_TICK_MS);
    expect(within(item('Test design techniques')).getByText('Finished')).toBeInTheDocument();
    vi.setSystemTime(NOW + 10 * DAY); // the final test opened
    await pass(CLOCK_TICK_MS);
    expect(within(item('Final test')).getByRole('link', { name: 'Go to the test' })).toHaveAttribute('href', '/exams/72');
    expect(within(item('Midterm test')).queryByRole('link')).toBeNull();
  });
});

describe('credentials (SPEC §2, §9)', () => {
  it('each value with a copy action: the clipboard gets it, "Copied" shows for 1 s and is announced politely', async () => {
    await open();
    const box = await screen.findByRole('region', { name: 'Access to the course systems' });
    expect(within(box).getByText('trainee-17')).toBeInTheDocument();
    expect(within(box).getByText('S3cret!pass')).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'https://bugs.example/qa-26' })).toHaveAttribute('href', 'https://bugs.example/qa-26');
    expect(within(box).getByRole('link', { name: 'https://tests.example/qa-26' })).toBeInTheDocument();

    fireEvent.click(within(box).getByRole('button', { name: 'Copy: Password' }));
    await pass(0);
    expect(writeText).toHaveBeenCalledWith('S3cret!pass');
    const row = screen.getByTestId('credential-password');
    expect(within(row).getByText('Copied')).toBeInTheDocument();
    const status = within(row).getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Password copied');
    await pass(COPIED_TOOLTIP_MS - 1);
    expect(within(row).getByText('Copied')).toBeInTheDocument();
    await pass(1);
    expect(within(row).queryByText('Copied')).toBeNull();
    expect(status).toHaveTextContent('');

    for (const [name, value] of [
      ['Copy: Login', 'trainee-17'],
      ['Copy: Bug tracker', 'https://bugs.example/qa-26'],
      ['Copy: Test management system', 'https://tests.example/qa-26'],
    ]) {
      fireEvent.click(within(box).getByRole('button', { name }));
      await pass(0);
      expect(writeText).toHaveBeenLastCalledWith(value);
    }
  });

  it('a second copy within the second keeps the tooltip a full second from the last click', async () => {
    await open();
    const box = await screen.findByRole('region', { name: 'Access to the course systems' });
    const copy = within(box).getByRole('button', { name: 'Copy: Login' });
    fireEvent.click(copy);
    await pass(600);
    fireEvent.click(copy);
    await pass(600);
    expect(within(screen.getByTestId('credential-login')).getByText('Copied')).toBeInTheDocument();
    await pass(400);
    expect(within(screen.getByTestId('credential-login')).queryByText('Copied')).toBeNull();
  });

  it('a refused clipboard says so instead of "Copied"', async () => {
    writeText.mockRejectedValue(new Error('NotAllowedError'));
    await open();
    const box = await screen.findByRole('region', { name: 'Access to the course systems' });
    fireEvent.click(within(box).getByRole('button', { name: 'Copy: Login' }));
    await pass(0);
    expect(within(screen.getByTestId('credential-login')).queryByText('Copied')).toBeNull();
    expect(within(screen.getByTestId('credential-login')).getByTestId('copy-tooltip')).toHaveTextContent('Could not copy. Select the text and copy it.');
  });

  it('only the credentials the course has; none, no section', async () => {
    await open(training({ mantisUrl: null, testlinkUrl: null }));
    const box = await screen.findByRole('region', { name: 'Access to the course systems' });
    expect(
      within(box)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Copy: Login', 'Copy: Password']);
  });

  it('no credentials at all: no section', async () => {
    await open(training({ login: null, password: null, mantisUrl: null, testlinkUrl: null }));
    await screen.findByRole('region', { name: 'Lessons' });
    expect(screen.queryByRole('region', { name: 'Access to the course systems' })).toBeNull();
  });
});

describe('BLITZ (SPEC §4: the blitz terms)', () => {
  it('shows the terms from the acceptance date to the finish date, not group dates', async () => {
    await open(
      training({
        courseType: 'BLITZ',
        groupName: null,
        groupBeginTime: null,
        groupEndTime: null,
        acceptedDate: new Date(2026, 10, 20).getTime(),
        finishDate: new Date(2026, 11, 4).getTime(),
      }),
    );
    const facts = await screen.findByRole('region', { name: 'About the course' });
    expect(within(facts).getByTestId('blitz-terms')).toHaveTextContent('from 20.11.2026 to 04.12.2026');
    expect(within(facts).queryByText('Dates')).toBeNull();
    // Its lessons and tests show as for any course.
    expect(screen.getByRole('region', { name: 'Lessons' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tests' })).toBeInTheDocument();
  });

  it('a blitz course without lessons or tests shows no empty timelines', async () => {
    await open(training({ courseType: 'BLITZ', acceptedDate: NOW - DAY, finishDate: NOW + 6 * DAY, lessons: [] }));
    await screen.findByRole('region', { name: 'About the course' });
    expect(screen.queryByRole('region', { name: 'Lessons' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Tests' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Certificate' })).toBeInTheDocument();
  });

  it('a FULL course without lessons says so', async () => {
    await open(training({ lessons: [] }));
    expect(await screen.findByRole('region', { name: 'Lessons' })).toHaveTextContent('There are no lessons in this course yet.');
    expect(screen.getByRole('region', { name: 'Tests' })).toHaveTextContent('There are no tests in this course yet.');
  });
});

describe('certificate block (SPEC §4 "Certificate")', () => {
  const block = async () => screen.findByRole('region', { name: 'Certificate' });
  it('NOT_AVAILABLE: "will be available" when the course has one', async () => {
    await open();
    expect(await block()).toHaveTextContent('The certificate will be available when you complete the course.');
  });
  it('NOT_AVAILABLE without a certificate in the course: says it has none', async () => {
    await open(training({ courseHasCertificate: false }));
    expect(await block()).toHaveTextContent('This course does not issue a certificate.');
  });
  it('AVAILABLE: a link to the certificate screen /profile/certificate/{appId}', async () => {
    await open(training({ certificateStatus: 'AVAILABLE', certificateAvailable: true }));
    expect(within(await block()).getByRole('link', { name: 'Request the certificate' })).toHaveAttribute('href', '/profile/certificate/5');
  });
  it('GENERATED: the certificates with title and language, and the link to that screen', async () => {
    const certificates = [
      { id: 1, hash: 'a', language: 'UA' as const, hasScore: true, title: 'Основи тестування', publicAvailable: false },
      { id: 2, hash: 'b', language: 'EN' as const, hasScore: false, title: 'Software testing basics', publicAvailable: true },
    ];
    await open(training({ certificateStatus: 'GENERATED', certificateId: 9, certificates }));
    const cert = await block();
    const rows = within(cert).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['Основи тестуванняUkrainian', 'Software testing basicsEnglish']);
    expect(within(cert).getByRole('link', { name: 'Open the certificate page' })).toHaveAttribute('href', '/profile/certificate/5');
    expect(within(cert).queryByRole('link', { name: 'Request the certificate' })).toBeNull();
  });
});

describe('an application the page does not open for: a clear message, a way back, no blank page', () => {
  const expectClosed = async () => {
    expect(await screen.findByRole('heading', { name: 'This course group is not available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/');
    // The page says it itself: no global error dialog over it.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  };
  it('404 (not this trainee’s, or not accepted)', async () => {
    await open({ status: 404, body: { errorMessage: 'Not found' } });
    await expectClosed();
  });
  it('400', async () => {
    await open({ status: 400, body: { errorMessage: 'Bad request' } });
    await expectClosed();
  });
  it('a 200 answer for an application that is not ACCEPTED', async () => {
    await open(training({ applicationStatus: 'REJECTED' }));
    await expectClosed();
    expect(screen.queryByText('Software testing basics')).toBeNull();
  });
  it('one the server found not there (docs/decisions.md #202): said at once, nothing asked', async () => {
    const { calls } = await renderApp({ path: '/training/5', common: loggedIn(), notFound: {} });
    expect(await screen.findByRole('heading', { name: 'This course group is not available' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/api/trainings/5'))).toEqual([]);
  });
  it('the way back leads to the dashboard', async () => {
    const { location } = await open({ status: 404, body: {} });
    fireEvent.click(await screen.findByRole('link', { name: 'Back to the dashboard' }));
    await pass(0);
    expect(location.history?.at(-1)).toBe('/');
  });
  it('a failed load (server error): try again, and the way back', async () => {
    let answer: Training | { status: number } = { status: 500 };
    await renderApp({ path: '/training/5', common: loggedIn(), http: { 'GET /api/trainings/5': () => answer } });
    await pass(0);
    await pass(0);
    expect(await screen.findByRole('heading', { name: 'Could not load the course group' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/');
    answer = training();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await pass(0);
    await pass(0);
    expect(await screen.findByRole('heading', { level: 1, name: 'Software testing basics' })).toBeInTheDocument();
  });
});

describe('in Ukrainian and Russian', () => {
  it.each([
    ['ua', 'Копіювати: Логін', 'Посилання на вебінар буде доступне 25.11.2026.', 'Прогрес курсу', 'Логін: скопійовано'],
    ['ru', 'Копировать: Логин', 'Ссылка на вебинар будет доступна 25.11.2026.', 'Прогресс курса', 'Логин: скопировано'],
  ] as const)('%s', async (locale, copy, note, progress, copied) => {
    await open(training(), locale);
    fireEvent.click(await screen.findByRole('button', { name: copy }));
    await pass(0);
    expect(within(screen.getByTestId('credential-login')).getByRole('status')).toHaveTextContent(copied);
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: progress })).toBeInTheDocument();
  });
});
