import '@testing-library/jest-dom/vitest';
import { vi, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// STACK.md: user-event under fake timers needs a jest shim.
(globalThis as unknown as { jest: unknown }).jest = {
  advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
};
afterEach(() => cleanup());

// findBy*/waitFor wait for a state that must come; on a loaded CI machine the first render of
// a file (cold lazy imports) can take over testing-library's default 1 s. A longer limit only
// changes how long a failing test waits.
configure({ asyncUtilTimeout: 5_000 });
