// Issue 14 "Operating it": the global error dialog shows the failed call's request id, so a
// trainee can quote it and support can find the server's log line (X-Request-Id).
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { errorDialogText, openDialog } from '../../../src/app/dialogs.ts';
import { toApiError } from '../../../src/lib/errors.ts';
import { renderApp } from '../helpers/app-harness.tsx';

describe('the error dialog', () => {
  it('names the failed request by its id', async () => {
    const { services } = await renderApp({ path: '/login' });
    await screen.findByRole('button', { name: 'Log in' });
    void openDialog(services.dialogs, 'error', errorDialogText(toApiError(500, { errorMessage: 'Something broke' }, '3f9a0c1d2e4b5a67')));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('If you contact support, quote this code: 3f9a0c1d2e4b5a67');
  });

  it('says nothing of a code when there is none (no answer came)', async () => {
    const { services } = await renderApp({ path: '/login' });
    await screen.findByRole('button', { name: 'Log in' });
    void openDialog(services.dialogs, 'error', errorDialogText(toApiError(0, undefined)));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog).not.toHaveTextContent('quote this code');
  });
});
