import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCommon, renderApp } from '../helpers/app-harness.tsx';

// The footer's legal links open real pages (SPEC §1 "A footer with legal links", §9 "footer
// links come from settings"; issue 10 "Words": never a not-found page): /legal/{slug}, the
// text from GET /api/common/legal/{slug}, for visitors and trainees alike.

const footerLinks = JSON.stringify([
  { text: 'Terms of use', href: '/legal/terms' },
  { text: 'Privacy policy', href: '/legal/privacy' },
  { text: 'Our blog', href: 'https://blog.example/' },
]);
const terms = { slug: 'terms', title: 'Terms of use', paragraphs: ['These terms govern the use of the QA Academy training portal.', 'Your account is personal.'] };
const http = { 'GET /api/common/legal/terms': () => terms };

const footer = () => within(screen.getByRole('navigation', { name: 'Legal information' }));

describe('the legal pages', () => {
  it('a visitor on /login opens the terms from the footer: the page, in place, not page-not-found', async () => {
    const user = userEvent.setup();
    const { location, calls } = await renderApp({ path: '/login', common: makeCommon({}, { footerLinks }), http });
    const link = await waitFor(() => footer().getByRole('link', { name: 'Terms of use' }));
    expect(link).toHaveAttribute('href', '/legal/terms');
    expect(link).not.toHaveAttribute('target');
    await user.click(link);
    expect(location.history.at(-1)).toBe('/legal/terms');
    expect(await screen.findByRole('heading', { level: 2, name: 'Terms of use' })).toBeInTheDocument();
    expect(screen.getByText('Your account is personal.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Legal information' })).toBeInTheDocument();
    expect(screen.queryByText(/There is no page at this address/)).toBeNull();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('GET /api/common/legal/terms');
  });

  it('a trainee opens it from the shell footer, in the shell', async () => {
    const user = userEvent.setup();
    const { location } = await renderApp({ path: '/', common: makeCommon({ isLoggedIn: true }, { footerLinks }), http });
    await user.click(await waitFor(() => footer().getByRole('link', { name: 'Terms of use' })));
    expect(location.history.at(-1)).toBe('/legal/terms');
    expect(await screen.findByRole('heading', { level: 2, name: 'Terms of use' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('a link to another site still opens in a new tab', async () => {
    await renderApp({ path: '/login', common: makeCommon({}, { footerLinks }), http });
    const blog = await waitFor(() => footer().getByRole('link', { name: 'Our blog' }));
    expect(blog).toHaveAttribute('target', '_blank');
    expect(blog).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('a page name the settings have no page for is page-not-found, in place: no dialog, no "Try again" (docs/decisions.md #202)', async () => {
    const { services } = await renderApp({ path: '/legal/nothing-here', http: { 'GET /api/common/legal/nothing-here': () => ({ status: 404, body: {} }) } });
    expect(await screen.findByText(/There is no page at this address/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute('href', '/login');
    expect(services.dialogs.getSnapshot().context.queue).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('one the server found not there says so at once and asks nothing', async () => {
    const { calls } = await renderApp({ path: '/legal/nothing-here', notFound: { pageName: 'Page not found' } });
    expect(await screen.findByText(/There is no page at this address/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/api/common/legal'))).toEqual([]);
  });

  it('a malformed page name is page-not-found (the route does not match)', async () => {
    await renderApp({ path: '/legal/Not_A_Page' });
    expect(await screen.findByText(/There is no page at this address/)).toBeInTheDocument();
  });
});
