import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import * as v from 'valibot';
import { makeCommon, renderApp } from '../helpers/app-harness.tsx';
import { OVERLAY_DELAY_MS, OVERLAY_MIN_MS } from '../../../machines/loading.machine.ts';
import { getCall } from '../helpers/test-calls.ts';

// Timed behaviour under fake timers: the restart countdown of SPEC §2 (notice for 30 s
// every minute, SPEC §9) and the global loading overlay of SPEC §1.

const loggedIn = makeCommon({ isLoggedIn: true });

beforeAll(async () => {
  // Load the lazy chunks with real timers: module loading is real I/O.
  await import('../../../src/app/shell/shell-layout.tsx');
  await import('../../../src/pages/dashboard/dashboard-page.tsx');
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe('the restart notice in the shell', () => {
  it('shows the minutes left for 30 s, then hides until the next minute', async () => {
    let now = 1_000_000;
    const rebootAt = now + 5 * 60_000;
    await renderApp({ common: loggedIn, reboot: () => ({ rebootAt, now }) });
    await flush();
    expect(await screen.findByText('The portal will restart in 5 minutes. Please save your work.')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(screen.queryByText(/The portal will restart/)).not.toBeInTheDocument();
    now += 4 * 60_000; // four minutes later, one minute is left
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(screen.getByText('The portal will restart in 1 minute. Please save your work.')).toBeInTheDocument();
  });
});

describe('the loading overlay', () => {
  it('appears only when requests take longer than a short delay, and goes when they end', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { http } = await renderApp({
      common: loggedIn,
      http: { 'GET /api/slow': async () => (await held, { ok: true }) },
    });
    await flush();
    let request!: Promise<unknown>;
    act(() => {
      request = http.call(getCall('/api/slow', v.unknown()));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(OVERLAY_DELAY_MS - 1);
    });
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByTestId('loading-overlay')).toHaveTextContent('Loading…');
    await act(async () => {
      release();
      await request;
      await vi.advanceTimersByTimeAsync(OVERLAY_MIN_MS);
    });
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  });

  it('never shows for a quick answer', async () => {
    const { http } = await renderApp({ common: loggedIn, http: { 'GET /api/quick': () => ({ ok: true }) } });
    await flush();
    await act(async () => {
      await http.call(getCall('/api/quick', v.unknown()));
      await vi.advanceTimersByTimeAsync(OVERLAY_DELAY_MS * 2);
    });
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  });
});
