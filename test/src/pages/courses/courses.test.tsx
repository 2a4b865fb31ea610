import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CourseDetail } from '../../../../api/trainings.ts';
import { formatDate } from '../../../../src/lib/format.ts';
import { makeCommon, renderApp } from '../../helpers/app-harness.tsx';

// The first page of a file loads the shell and the page lazily: slower than the default 1 s on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// SPEC §2 "courses" and "courses/{courseId}", §3 Course, §9 duration and apply links; issue 11:
// a date called "next group" is never in the past.

const DAY = 86_400_000;
const applyLinks = JSON.stringify({
  FULL: { ua: 'https://academy.example/ua/schedule', other: 'https://academy.example/schedule' },
  BLITZ: { ua: 'https://academy.example/ua/blitz-exam', other: 'https://academy.example/blitz-exam' },
});
const common = (locale: 'en' | 'ua' = 'en') => makeCommon({ isLoggedIn: true, locale }, { applyLinks });
const soon = Date.now() + 10 * DAY;
const ago = Date.now() - 30 * DAY;
const list = [
  { courseId: 11, name: 'Manual testing', status: 'AVAILABLE', type: 'FULL', recentGroupDate: soon },
  { courseId: 12, name: 'API testing', status: 'ALREADY_PASSED', type: 'BLITZ', recentGroupDate: ago },
  { courseId: 13, name: 'Automation', status: 'NEW_COURSE', type: 'FULL', recentGroupDate: null },
];
const begin = new Date(2026, 0, 5, 10).getTime();
/** The harness reads an answer with a `status` key as {status, body}: a course has one, so it is wrapped. */
const ok = (body: unknown) => ({ status: 200, body });
const detail: CourseDetail = {
  courseId: 11,
  name: 'Manual testing',
  status: 'AVAILABLE',
  courseType: 'FULL',
  courseDuration: null,
  duration: { unit: 'months', count: 2 }, // the server's (SPEC §9): the first group's 8 weeks
  groups: [
    { number: 7, beginTime: begin, endTime: begin + 8 * 7 * DAY },
    { number: 8, beginTime: begin + 70 * DAY, endTime: begin + 120 * DAY },
  ],
  lessonsCount: 21,
  testsCount: 2,
  examsCount: 1,
  certificate: true,
  audience: 'Beginners <script>window.hacked = 1</script>',
  conditions: 'Line one\nLine two',
  briefDescription: 'A short text.',
  fullDescription: '<b>Week 1</b>: basics',
};

describe('the course catalogue (/courses)', () => {
  it('shows each course with its id, name, status, type and an honest group date', async () => {
    await renderApp({ common: common(), path: '/courses', http: { 'GET /api/courses': () => list } });
    await screen.findByRole('link', { name: 'Manual testing' });
    const cards = screen.getAllByRole('listitem').filter((li) => li.closest('main'));
    expect(cards).toHaveLength(3);
    const [first, second, third] = cards.map((card) => within(card));
    expect(first!.getByRole('link', { name: 'Manual testing' })).toHaveAttribute('href', '/courses/11');
    expect(cards[0]).toHaveTextContent('Open for applications');
    expect(cards[0]).toHaveTextContent('Full course');
    expect(cards[0]).toHaveTextContent(`Next group begins ${formatDate(soon)}`);
    expect(cards[0]).toHaveTextContent('Course No. 11');
    expect(second!.getByRole('link', { name: 'API testing' })).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('Completed');
    expect(cards[1]).toHaveTextContent('Blitz course');
    // Issue 11: a group that already began is never called "next".
    expect(cards[1]).toHaveTextContent(`Last group began ${formatDate(ago)}`);
    expect(cards[1]).not.toHaveTextContent('Next group');
    expect(third!.getByText('No group is scheduled yet')).toBeInTheDocument();
  });

  it('says so when there are no courses', async () => {
    await renderApp({ common: common(), path: '/courses', http: { 'GET /api/courses': () => [] } });
    expect(await screen.findByText('There are no courses yet.')).toBeInTheDocument();
  });
});

describe('a course (/courses/{courseId})', () => {
  it('shows every field: name as the heading, status, type, duration, groups, counts, certificate and the texts as text', async () => {
    await renderApp({ common: common(), path: '/courses/11', http: { 'GET /api/courses/11': () => ok(detail) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manual testing' })).toBeInTheDocument();
    const facts = within(screen.getByRole('region', { name: 'Course facts' }));
    const value = (term: string) => facts.getByText(term).nextElementSibling?.textContent;
    expect(value('Status')).toBe('Open for applications');
    expect(value('Course type')).toBe('Full course');
    expect(value('Duration')).toBe('2 months'); // as the server counted it
    expect(value('Lessons')).toBe('21 lessons');
    expect(value('Practice tests')).toBe('2 practice tests');
    expect(value('Tests')).toBe('1 test');
    expect(value('Certificate')).toBe('Issued when you complete the course');
    const rows = facts.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `7${formatDate(begin)}${formatDate(begin + 56 * DAY)}`,
      `8${formatDate(begin + 70 * DAY)}${formatDate(begin + 120 * DAY)}`,
    ]);
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Beginners <script>window.hacked = 1</script>');
    expect(main).toHaveTextContent('<b>Week 1</b>: basics');
    expect(main.querySelector('b, script')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(within(main).getByText(/Line one/).textContent).toBe('Line one\nLine two');
    expect(within(main).getByText('A short text.')).toBeInTheDocument();
  });

  it('links to apply by type and language, in a new tab that says so', async () => {
    await renderApp({ common: common('en'), path: '/courses/11', http: { 'GET /api/courses/11': () => ok(detail) } });
    const apply = await screen.findByRole('link', { name: 'Apply for the course (opens in a new tab)' });
    expect(apply).toHaveAttribute('href', 'https://academy.example/schedule');
    expect(apply).toHaveAttribute('target', '_blank');
    expect(apply.getAttribute('rel')).toContain('noopener');
  });

  it('takes the ua link in Ukrainian and the BLITZ one for a blitz course, in days', async () => {
    const blitz: CourseDetail = { ...detail, courseType: 'BLITZ', courseDuration: 21, duration: { unit: 'days', count: 21 }, groups: [] };
    await renderApp({ common: common('ua'), path: '/courses/11', http: { 'GET /api/courses/11': () => ok(blitz) } });
    const apply = await screen.findByRole('link', { name: /Подати заявку на курс/ });
    expect(apply).toHaveAttribute('href', 'https://academy.example/ua/blitz-exam');
    expect(screen.getByText('Тривалість').nextElementSibling?.textContent).toBe('21 день');
  });

  it('a FULL course whose groups have all ended shows the duration the server counted, and no group (issue 59 item 6)', async () => {
    const ended: CourseDetail = { ...detail, status: 'ALREADY_PASSED', groups: [], duration: { unit: 'weeks', count: 13 } };
    await renderApp({ common: common(), path: '/courses/11', http: { 'GET /api/courses/11': () => ok(ended) } });
    await screen.findByRole('heading', { level: 1, name: 'Manual testing' });
    const facts = within(screen.getByRole('region', { name: 'Course facts' }));
    expect(facts.getByText('Duration').nextElementSibling?.textContent).toBe('13 weeks');
    expect(facts.getByText('No group is scheduled yet')).toBeInTheDocument();
  });

  it('says the duration is to be announced when the server knows none', async () => {
    await renderApp({ common: common(), path: '/courses/11', http: { 'GET /api/courses/11': () => ok({ ...detail, groups: [], duration: null }) } });
    await screen.findByRole('heading', { level: 1, name: 'Manual testing' });
    expect(screen.getByText('Duration').nextElementSibling?.textContent).toBe('To be announced');
  });

  it('offers no apply link for a course already passed', async () => {
    await renderApp({ common: common(), path: '/courses/11', http: { 'GET /api/courses/11': () => ok({ ...detail, status: 'ALREADY_PASSED' }) } });
    await screen.findByRole('heading', { level: 1, name: 'Manual testing' });
    expect(screen.queryByRole('link', { name: /Apply/ })).toBeNull();
  });

  it('says clearly that a missing course does not exist, with the way to all courses; no error dialog', async () => {
    await renderApp({ common: common(), path: '/courses/99', http: { 'GET /api/courses/99': () => ({ status: 404, body: { errorMessage: 'Not found' } }) } });
    expect(await screen.findByText('This course does not exist or is not published.')).toBeInTheDocument();
    const links = within(screen.getByRole('main')).getAllByRole('link', { name: 'All courses' });
    expect(links.at(-1)).toHaveAttribute('href', '/courses'); // the first is the breadcrumb
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('one the server found not there says so at once and asks nothing (docs/decisions.md #202)', async () => {
    const { calls } = await renderApp({ common: common(), path: '/courses/99', notFound: {} });
    expect(await screen.findByText('This course does not exist or is not published.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/courses/99')).toEqual([]);
  });

  it('offers to try again when the course could not load', async () => {
    let fail = true;
    const user = userEvent.setup();
    await renderApp({
      common: common(),
      path: '/courses/11',
      http: { 'GET /api/courses/11': () => (fail ? { status: 500, body: {} } : ok(detail)) },
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    fail = false;
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Manual testing' })).toBeInTheDocument());
  });
});
