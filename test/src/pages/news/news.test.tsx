import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCommon, renderApp, type FakeCall } from '../../helpers/app-harness.tsx';

// The first page of a file loads the shell and the page lazily: slower than the default 1 s on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// SPEC §2 "news", "news/{newsId}"; §4 "News: opening news marks items viewed; unread indicator
// in the dropdown"; §7 GET /api/news (a non-array answer is an error), POST /api/news/viewed.
// Issue 11: one news store per session, so the top bar follows news opened on a page at once.

const loggedIn = makeCommon({ isLoggedIn: true });
const news = [
  { newsId: 1, title: 'Old news', content: 'Read before.', show_from: 1_700_000_000_000, viewed: true },
  { newsId: 2, title: 'Middle news', content: 'Line one\nLine two <b>bold</b> <img src=x onerror="window.hacked=1">', show_from: 1_750_000_000_000, viewed: false },
  { newsId: 3, title: 'Newest news', content: 'Fresh.', show_from: 1_800_000_000_000, viewed: false },
];
const http = (list: unknown = news) => ({ 'GET /api/news': () => list, 'POST /api/news/viewed': () => ({ ok: true }) });
const posted = (calls: FakeCall[]) => calls.filter((call) => call.path === '/api/news/viewed').map((call) => call.body);
const newsButton = (name: string) => screen.findByRole('button', { name });

describe('the news list (/news)', () => {
  it('shows all news newest first with title and content; markup is text, line breaks kept', async () => {
    await renderApp({ common: loggedIn, path: '/news', http: http() });
    const main = within(await screen.findByRole('main'));
    const headings = await main.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Newest newsNew', 'Middle newsNew', 'Old news']);
    const middle = headings[1]!.closest('article')!;
    expect(middle.textContent).toContain('Line one\nLine two <b>bold</b> <img src=x onerror="window.hacked=1">');
    expect(middle.querySelector('b, img')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(main.getByRole('link', { name: 'Newest news' })).toHaveAttribute('href', '/news/3');
  });

  it('marks the unread items it shows viewed (once), and the top bar follows without a reload', async () => {
    const { calls } = await renderApp({ common: loggedIn, path: '/news', http: http() });
    await waitFor(() => expect(posted(calls)).toEqual([[3, 2]]));
    expect(await newsButton('News')).toBeInTheDocument();
    // The items that were new when the page opened keep their mark for this visit.
    expect(within(screen.getByRole('main')).getAllByText('New')).toHaveLength(2);
    expect(posted(calls)).toHaveLength(1);
  });

  it('says so when there is no news, and posts nothing', async () => {
    const { calls } = await renderApp({ common: loggedIn, path: '/news', http: http([]) });
    expect(await within(await screen.findByRole('main')).findByText('No news yet.')).toBeInTheDocument();
    expect(posted(calls)).toEqual([]);
  });

  it('treats a non-array answer as an error: the page offers to try again, the dropdown says it could not load', async () => {
    let answer: unknown = { news: news };
    const user = userEvent.setup();
    const { calls } = await renderApp({ common: loggedIn, path: '/news', http: { 'GET /api/news': () => answer } });
    expect(await screen.findByText('Could not load the data.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'News' }));
    expect(screen.getByText('Could not load the news.')).toBeInTheDocument();
    answer = news;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Newest news' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/news')).toHaveLength(2);
  });
});

describe('a news item (/news/{newsId})', () => {
  it('shows the title as the heading and the content as text; opening it marks it viewed and the indicator follows', async () => {
    const { calls } = await renderApp({ common: loggedIn, path: '/news/2', http: http() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Middle news' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main.textContent).toContain('Line one\nLine two <b>bold</b>');
    expect(main.querySelector('article b, article img')).toBeNull();
    await waitFor(() => expect(posted(calls)).toEqual([[2]]));
    expect(await newsButton('News: 1 new')).toBeInTheDocument();
  });

  it('posts nothing for an item already read', async () => {
    const { calls } = await renderApp({ common: loggedIn, path: '/news/1', http: http() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Old news' })).toBeInTheDocument();
    expect(await newsButton('News: 2 new')).toBeInTheDocument();
    expect(posted(calls)).toEqual([]);
  });

  it('says clearly that an id the trainee cannot see does not exist, with the way to all news', async () => {
    const { calls } = await renderApp({ common: loggedIn, path: '/news/99', http: http() });
    expect(await screen.findByRole('alert')).toHaveTextContent('This news item does not exist or is no longer shown.');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/news');
    expect(posted(calls)).toEqual([]);
  });

  it('going from the list to an item and back keeps one store: one GET for the session', async () => {
    const user = userEvent.setup();
    const { calls } = await renderApp({ common: loggedIn, path: '/news/3', http: http() });
    await screen.findByRole('heading', { level: 1, name: 'Newest news' });
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'All news' }));
    await screen.findByRole('link', { name: 'Middle news' });
    await waitFor(() => expect(posted(calls)).toEqual([[3], [2]]));
    expect(calls.filter((call) => call.path === '/api/news')).toHaveLength(1);
  });
});
