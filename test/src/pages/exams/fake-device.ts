import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { BASE } from './exam-fixtures.ts';

export type User = ReturnType<typeof userEvent.setup>;

/**
 * For every test of the file, a device with an empty localStorage and a fake clock at BASE:
 * `use` gets a user whose clicks and typing run on that clock; the real clock is back after.
 */
export function fakeDevice(use: (user: User) => void): void {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ now: BASE });
    use(userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime.bind(vi) }));
  });
  afterEach(() => vi.useRealTimers());
}

/** Lets `ms` of the fake clock go by, with React's updates applied. */
export const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
