import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCommon, makeMain, renderApp } from '../helpers/app-harness.tsx';

// SPEC §1 shell: left menu rules, top bar dropdowns; SPEC §2 menus close on navigation.

const loggedIn = makeCommon({ isLoggedIn: true });
const news = [
  { newsId: 1, title: 'Old news', content: '', show_from: 1_700_000_000_000, viewed: true },
  { newsId: 2, title: 'Fresh news', content: '', show_from: 1_800_000_000_000, viewed: false },
  { newsId: 3, title: 'Other fresh news', content: '', show_from: 1_750_000_000_000, viewed: false },
];

async function menu() {
  return within(await screen.findByRole('navigation', { name: 'Main menu' }));
}

describe('the left menu', () => {
  it('shows courses, my courses and tests, but no catalogues or inquirers when there are none', async () => {
    await renderApp({ common: loggedIn, main: makeMain() });
    const nav = await menu();
    expect(nav.getByRole('link', { name: 'All courses' })).toHaveAttribute('href', '/courses');
    expect(nav.getByRole('link', { name: 'In progress' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'In progress' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Past' })).toHaveAttribute('href', '/past');
    expect(nav.getByRole('link', { name: 'Tests' })).toHaveAttribute('href', '/exams');
    expect(nav.queryByText('Documents')).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Surveys' })).not.toBeInTheDocument();
  });

  // Issue 10 Results: the completed tests are linked from the menu, under Tests. Issue 59 item 5:
  // the menu says the page's own name, as its heading, breadcrumb and title do (docs/words.md).
  it.each([
    ['en', 'Completed tests', 'Tests'],
    ['ua', 'Пройдені тести', 'Тести'],
    ['ru', 'Пройденные тесты', 'Тесты'],
  ] as const)("in %s links the completed tests by their page's name, the current item on /exams/passed", async (locale, name, tests) => {
    await renderApp({ common: makeCommon({ isLoggedIn: true, locale }), main: makeMain(), path: '/exams/passed', http: { 'GET /api/exams/passed': () => [] } });
    expect(await screen.findByRole('heading', { level: 1, name }, { timeout: 5000 })).toBeInTheDocument();
    const [nav, crumbs] = [document.getElementById('main-menu')!, screen.getAllByRole('navigation').find((n) => n.id !== 'main-menu')!];
    expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', '/exams/passed');
    expect(within(nav).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: tests })).not.toHaveAttribute('aria-current');
    expect(within(crumbs).getByText(name)).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe(`${name} - QA Academy`);
  });

  it('lists each document catalogue and the inquirers when there are some', async () => {
    await renderApp({
      common: loggedIn,
      main: makeMain({
        catalogues: [
          { catalogueId: 4, name: 'Course materials' },
          { catalogueId: 9, name: 'Templates' },
        ],
        inquirers: [{ id: 7, theme: 'Feedback', description: '' }],
      }),
    });
    const nav = await menu();
    expect(nav.getByRole('link', { name: 'Course materials' })).toHaveAttribute('href', '/documents/4');
    expect(nav.getByRole('link', { name: 'Templates' })).toHaveAttribute('href', '/documents/9');
    expect(nav.getByRole('link', { name: 'Surveys' })).toHaveAttribute('href', '/inquirers');
  });
});

describe('the top bar', () => {
  it('shows the name, sets the title and links the inquirers in their dropdown', async () => {
    const user = userEvent.setup();
    await renderApp({ common: loggedIn, main: makeMain({ inquirers: [{ id: 7, theme: 'Feedback', description: '' }] }) });
    await screen.findByText('Olena Kovalenko');
    expect(document.title).toBe('Study in progress - QA Academy');
    const inquirers = screen.getByRole('button', { name: 'Surveys to fill in: 1' });
    expect(inquirers).toHaveAttribute('aria-expanded', 'false');
    await user.click(inquirers);
    expect(inquirers).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/inquirers/7');
  });

  // SPEC §4 "News" (issue 11): titles in the dropdown are not reading the news; opening an
  // item shows its content, marks it viewed, and the indicator follows without a reload.
  it('counts unread news; opening the dropdown marks nothing, opening an unread item clears its mark', async () => {
    const user = userEvent.setup();
    const { calls } = await renderApp({
      common: loggedIn,
      http: { 'GET /api/news': () => news, 'POST /api/news/viewed': () => ({ ok: true }) },
    });
    const button = await screen.findByRole('button', { name: 'News: 2 new' });
    await user.click(button);
    const links = within(document.getElementById(button.getAttribute('aria-controls')!)!).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Fresh news'),
      expect.stringContaining('Other fresh news'),
      expect.stringContaining('Old news'),
      'All news',
    ]);
    expect(calls.filter((call) => call.path === '/api/news/viewed')).toEqual([]);
    await user.click(links[1]!);
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/news/viewed').map((call) => call.body)).toEqual([[3]]));
    expect(await screen.findByRole('button', { name: 'News: 1 new' })).toBeInTheDocument();
  });

  it('closes a dropdown on Escape and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    await renderApp({ common: loggedIn });
    const profile = await screen.findByRole('button', { name: /Olena Kovalenko/ });
    await user.click(profile);
    expect(profile).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'My profile' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(profile).toHaveAttribute('aria-expanded', 'false');
    expect(profile).toHaveFocus();
  });

  it('closes a dropdown on navigation', async () => {
    const user = userEvent.setup();
    const { location } = await renderApp({ common: loggedIn });
    const profile = await screen.findByRole('button', { name: /Olena Kovalenko/ });
    await user.click(profile);
    await user.click(screen.getByRole('link', { name: 'My profile' }));
    expect(location.history.at(-1)).toBe('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Olena Kovalenko/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('logs out from the profile menu', async () => {
    const user = userEvent.setup();
    const { location } = await renderApp({ common: loggedIn, commonAfterLogin: makeCommon() });
    await user.click(await screen.findByRole('button', { name: /Olena Kovalenko/ }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/login'));
  });

  it('opens and closes the menu drawer, which also closes on navigation', async () => {
    const user = userEvent.setup();
    await renderApp({ common: loggedIn });
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-controls', 'main-menu');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toHaveAttribute('data-open', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    await user.click(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Tests' }));
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toHaveAttribute('data-open', 'false');
    // The focus moves to the new page's content.
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('the info panel', () => {
  it('has FAQ and contacts tabs from GET /api/main/info', async () => {
    const user = userEvent.setup();
    await renderApp({
      common: loggedIn,
      http: {
        'GET /api/main/info': () => ({
          faq: [{ text: 'How to pass', href: 'https://example.com/faq' }],
          contacts: [{ courseId: 1, name: 'Manual testing', email: 'a@example.com', skype: 'qa.help', phone: '+380 44 000 00 00' }],
        }),
      },
    });
    expect(await screen.findByRole('link', { name: 'How to pass' })).toHaveAttribute('href', 'https://example.com/faq');
    const contactsTab = screen.getByRole('tab', { name: 'Contacts' });
    await user.click(screen.getByRole('tab', { name: 'FAQ' }));
    await user.keyboard('{ArrowRight}');
    expect(contactsTab).toHaveFocus();
    expect(contactsTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'a@example.com' })).toHaveAttribute('href', 'mailto:a@example.com');
    expect(screen.getByRole('link', { name: 'qa.help' })).toHaveAttribute('href', 'skype:qa.help?chat');
    expect(screen.getByRole('link', { name: '+380 44 000 00 00' })).toHaveAttribute('href', 'tel:+380440000000');
  });

  // Issue 14, docs/decisions.md #198: every trainee's page but a passage comes with the panel's
  // answer, so the first render (the one the server painted) shows it and nothing is asked.
  it('shows the answer the page came with, without asking GET /api/main/info', async () => {
    const info = { faq: [{ text: 'Exam rules', href: 'https://example.com/rules' }], contacts: [] };
    const { calls } = await renderApp({ common: loggedIn, preloaded: { '/api/main/info': info } });
    expect(screen.getByRole('link', { name: 'Exam rules' })).toHaveAttribute('href', 'https://example.com/rules');
    await screen.findByRole('main');
    expect(calls.filter((c) => c.path === '/api/main/info')).toHaveLength(0);
  });
});
