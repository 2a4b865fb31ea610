import { useCallback, useEffect, useRef, useState } from 'react';

// One request behind a page (a list, a result, an intro). Runs again when `key` changes or the
// page tries again. `preloaded` reads the answer the page came with (src/app/preloaded.ts):
// then the first render shows it, as the server rendered it, and nothing is asked until the key
// changes or the page tries again. A page that came not there reads null as its answer
// (usePreloadedOrNotThere, src/app/services.tsx; docs/decisions.md #202).

/** With its failure kept for the page to show (SPEC §8: e-mail confirmation and unsubscribe show the error inline in a red panel, not the global dialog). */
export type Outcome<T> = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; data: T };

export function useOutcome<T>(load: () => Promise<T>, key: string, preloaded?: () => T | undefined): Outcome<T> & { retry: () => void } {
  const [initial] = useState((): Outcome<T> | undefined => {
    const data = preloaded?.();
    return data === undefined ? undefined : { status: 'ready', data };
  });
  const [state, setState] = useState<Outcome<T>>(initial ?? { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  /** The key the preloaded answer is for, until another load (not changed by the effect's second run in StrictMode). */
  const preloadedKey = useRef(initial === undefined ? null : key);
  useEffect(() => {
    if (attempt === 0 && preloadedKey.current === key) return;
    preloadedKey.current = null;
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState({ status: 'failed', error }),
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

/** When errors were already shown by the global handler (SPEC §8): the page offers to try again. */
export type Loaded<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

export function useLoad<T>(load: () => Promise<T>, key: string, preloaded?: () => T | undefined): Loaded<T> & { retry: () => void } {
  return useOutcome(load, key, preloaded);
}
