import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import IntroPage from '../../../../src/pages/exams/intro/intro-page.tsx';
import { createHttp } from '../../../../src/lib/http.ts';
import { fakeFetch } from '../../helpers/app-harness.tsx';
import { intro } from './exam-fixtures.ts';
import { makeEnv, renderExam } from './render-exam.tsx';

// Issue 10 "Closes soon": a start refused after the trainee confirmed it (the window closed
// meanwhile, no attempts left, any refusal) says why on the intro, beside the Start button,
// in the server's words (SPEC §8 "HTTP 400 with errorMessage: that message is shown"), not
// nothing; the real exam calls over a fake fetch, so the call's own error handling is tested
// too (the refusal is shown once, in place: not in the global error dialog as well).
function open(start: () => unknown, check: () => unknown = () => ({ minutesLeft: 3 })) {
  const net = fakeFetch({
    'GET /api/exams/3': () => intro(),
    'GET /api/exams/active': () => [],
    'GET /api/exams/check/3': check,
    'GET /api/exams/passage/start/3': start,
  });
  const http = createHttp(net.fetch);
  const globalError = vi.fn();
  http.setHooks({ onError: globalError });
  const view = renderExam(<IntroPage params={{ id: 3 }} title="Test" />, { env: makeEnv(null, { http }), path: '/exams/3' });
  return { ...view, net, globalError };
}

const startAndConfirm = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Start the test' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Start the test?' });
  await user.click(within(dialog).getByRole('button', { name: 'Start' }));
};

describe('a refused start says why', () => {
  it("confirmed, then refused (the window closed meanwhile): the server's message beside the button, the trainee stays on the intro", async () => {
    const user = userEvent.setup();
    const { path, net, globalError } = open(() => ({ status: 400, body: { errorMessage: 'The test has closed' } }));
    await startAndConfirm(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The test has closed');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(path()).toBe('/exams/3');
    expect(globalError).not.toHaveBeenCalled(); // once, in place
    expect(net.calls.map((c) => c.path)).toContain('/api/exams/passage/start/3');
    // The button is there to try again; a new start clears the old reason first.
    const button = screen.getByRole('button', { name: 'Start the test' });
    expect(button).toBeEnabled();
    await user.click(button);
    expect(screen.queryByText('The test has closed')).toBeNull();
  });

  it('no attempts left, said by the check call: its message, no confirmation', async () => {
    const user = userEvent.setup();
    open(
      () => ({ status: 500, body: {} }),
      () => ({ status: 400, body: { errorMessage: 'No attempts left' } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Start the test' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No attempts left');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('no answer from the server: says the test was not started and why, in the trainee’s language', async () => {
    const user = userEvent.setup();
    open(() => ({ status: 503, body: {} }));
    await startAndConfirm(user);
    expect(await screen.findByTestId('start-refused')).toHaveTextContent(
      'The test was not started: the server could not be reached. Check your connection and try again.',
    );
  });
});
