import { useCallback, useEffect, useState } from 'react';

// One request behind a page (a list, a result, an intro). Errors were already shown by
// the global handler (SPEC §8); the page offers to try again.
export type Loaded<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

export function useLoad<T>(load: () => Promise<T>, key: string): Loaded<T> & { retry: () => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
    // `load` is a new function each render; the key says when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
