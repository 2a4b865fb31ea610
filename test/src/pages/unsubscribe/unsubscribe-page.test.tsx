import { beforeAll, describe, expect, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import { makeCommon, renderApp } from '../../helpers/app-harness.tsx';

// SPEC §2 /unsubscribeEmail/{hash} ("Screen details": the returned message), §8 (errors inline in
// a red panel, not the global dialog), in the whole app on fake HTTP, in uk/ru/en.

configure({ asyncUtilTimeout: 5000 });

const HASH = 'a3c8e1f50b7d4d2c9e6f1a4b7d0c3e85';

beforeAll(async () => {
  await import('../../../../src/pages/unsubscribe/unsubscribe-page.tsx');
});

describe('unsubscribe', () => {
  const path = `/api/common/unsubscribeEmail/${HASH}`;
  it.each([
    ['en', 'Unsubscribe', 'trainee@example.com will receive no more mailings.'],
    ['ua', 'Відписка від розсилки', 'На trainee@example.com більше не надходитимуть розсилки.'],
    ['ru', 'Отписка от рассылки', 'На trainee@example.com больше не будут приходить рассылки.'],
  ] as const)("%s: shows the server's message", async (locale, title, message) => {
    await renderApp({ path: `/unsubscribeEmail/${HASH}`, common: makeCommon({ locale }), http: { [`GET ${path}`]: () => ({ message: `<b>${message}</b>` }) } });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('shows a refusal inline in the red panel, never the global dialog', async () => {
    await renderApp({ path: `/unsubscribeEmail/${HASH}`, http: { [`GET ${path}`]: () => ({ status: 400, body: { errorMessage: 'This link is not valid.' } }) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid.');
    await expect(screen.findByRole('alertdialog', undefined, { timeout: 300 })).rejects.toThrow();
  });

  it('is open to a logged-in trainee too (SPEC §2 guard names only confirmEmail and entry)', async () => {
    await renderApp({ path: `/unsubscribeEmail/${HASH}`, common: makeCommon({ isLoggedIn: true }), http: { [`GET ${path}`]: () => ({ message: 'Done.' }) } });
    expect(await screen.findByText('Done.')).toBeInTheDocument();
  });
});
