// src/app/app.tsx `Dialogs`: the shared dialogs' code loads when the first dialog opens
// (or at login); /login paints without it (docs/decisions.md #28).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';

afterEach(() => {
  vi.doUnmock('../../../src/app/dialog-host.tsx');
  vi.resetModules();
});

async function fresh() {
  vi.resetModules();
  const harness = await import('../helpers/app-harness.tsx');
  const dialogs = await import('../../../src/app/dialogs.ts');
  return { ...harness, ...dialogs };
}

describe('the shared dialogs on /login', () => {
  it('open once their code has loaded', async () => {
    const { renderApp, openDialog } = await fresh();
    const { services } = await renderApp({ path: '/login' });
    await screen.findByRole('button', { name: 'Log in' });
    void openDialog(services.dialogs, 'error', { code: 'connection' });
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('Could not connect to the server.');
  });

  it('that cannot be loaded (offline) are dismissed as cancelled, queued ones too, and the page stays usable', async () => {
    vi.doMock('../../../src/app/dialog-host.tsx', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { renderApp, openDialog, confirmDialog } = await fresh();
    const { services } = await renderApp({ path: '/login' });
    await screen.findByRole('button', { name: 'Log in' });
    let answers!: Promise<boolean[]>;
    act(() => {
      answers = Promise.all([openDialog(services.dialogs, 'error', { code: 'connection' }), confirmDialog(services.dialogs, { text: 'Sure?' })]);
    });
    expect(await answers).toEqual([false, false]);
    expect(services.dialogs.getSnapshot().value).toBe('closed');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });
});
