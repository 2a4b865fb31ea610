import { useEffect, useState } from 'react';

// One request behind a page that shows its own failure (SPEC §8: e-mail confirmation and
// unsubscribe show the error inline in a red panel, not the global dialog): like use-load.ts,
// but the failure keeps the error for the page to show. Runs again when `key` changes.
export type Outcome<T> = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; data: T };

export function useOutcome<T>(load: () => Promise<T>, key: string): Outcome<T> {
  const [state, setState] = useState<Outcome<T>>({ status: 'loading' });
  useEffect(() => {
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
  }, [key]);
  return state;
}
