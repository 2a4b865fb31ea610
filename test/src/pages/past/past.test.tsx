import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { formatDate } from '../../../../src/lib/format.ts';
import { makeCommon, renderApp } from '../../helpers/app-harness.tsx';

// The first page of a file loads the shell and the page lazily: slower than the default 1 s on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// SPEC §2 "past": course name, the group's name unless BLITZ, the group's dates for FULL and the
// blitz dates otherwise, an empty text; the news panel beside (issue 11, NewsPanel).

const loggedIn = makeCommon({ isLoggedIn: true });
const d = (day: number) => new Date(2026, 2, day, 10).getTime();
const past = [
  { courseName: 'Manual testing', courseType: 'FULL', groupName: 'MT-7', groupBeginTime: d(1), groupEndTime: d(28), blitzBeginTime: d(2), blitzEndTime: d(3) },
  { courseName: 'API blitz', courseType: 'BLITZ', groupName: 'should not show', groupBeginTime: d(4), groupEndTime: d(5), blitzBeginTime: d(10), blitzEndTime: d(20) },
];
const news = [
  { newsId: 1, title: 'Read one', content: 'x', show_from: d(1), viewed: true },
  { newsId: 2, title: 'Unread one', content: 'y', show_from: d(2), viewed: false },
  { newsId: 3, title: 'Older', content: 'z', show_from: d(0), viewed: true },
  { newsId: 4, title: 'Oldest', content: 'z', show_from: d(-5), viewed: false },
];

describe('past trainings (/past)', () => {
  it('shows FULL trainings with their group and its dates, BLITZ ones without a group, with the blitz dates', async () => {
    await renderApp({ common: loggedIn, path: '/past', http: { 'GET /api/trainings/past': () => past, 'GET /api/news': () => news } });
    const [full, blitz] = await screen.findAllByRole('heading', { level: 2, name: /Manual testing|API blitz/ });
    const fullCard = full!.closest('li')!;
    expect(fullCard).toHaveTextContent('Group: MT-7');
    expect(fullCard).toHaveTextContent(`Held from ${formatDate(d(1))} to ${formatDate(d(28))}`);
    const blitzCard = blitz!.closest('li')!;
    expect(blitzCard).not.toHaveTextContent('Group');
    expect(blitzCard).toHaveTextContent(`Held from ${formatDate(d(10))} to ${formatDate(d(20))}`);
  });

  it('says so when there are none, with the news panel beside: latest news, unread marked in words, a link to all news', async () => {
    const { calls } = await renderApp({ common: loggedIn, path: '/past', http: { 'GET /api/trainings/past': () => [], 'GET /api/news': () => news } });
    expect(await screen.findByText('You have no past trainings yet.')).toBeInTheDocument();
    const panel = within(await screen.findByRole('region', { name: 'Latest news' }));
    const items = await panel.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([`${formatDate(d(2))}Unread oneNew`, `${formatDate(d(1))}Read one`, `${formatDate(d(0))}Older`]);
    expect(panel.getByRole('link', { name: 'Unread one' })).toHaveAttribute('href', '/news/2');
    expect(panel.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/news');
    // Titles are not reading the news: nothing is marked viewed.
    expect(calls.filter((call) => call.path === '/api/news/viewed')).toEqual([]);
  });
});
