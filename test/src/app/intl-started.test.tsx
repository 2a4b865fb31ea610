import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTL_STARTING, intlStarted } from '../../../src/app/intl-started.ts';

// The app's first Intl call waits, without blocking the thread, while the after-paint loader's
// worker starts ICU (docs/decisions.md #188), and never longer than the limit.
const root = document.documentElement;
const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  root.removeAttribute(INTL_STARTING);
});

describe('intlStarted', () => {
  it('resolves at once on a page whose loader started no worker', async () => {
    expect(await settled(intlStarted())).toBe(true);
  });

  it('waits while the worker starts ICU and resolves once the loader takes the mark away', async () => {
    root.setAttribute(INTL_STARTING, '');
    const waiting = intlStarted();
    await vi.advanceTimersByTimeAsync(200);
    expect(await settled(waiting)).toBe(false);
    root.removeAttribute(INTL_STARTING);
    expect(await settled(waiting)).toBe(true);
  });

  it('resolves after the limit when the worker never answers', async () => {
    root.setAttribute(INTL_STARTING, '');
    const waiting = intlStarted(300);
    await vi.advanceTimersByTimeAsync(299);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });
});
