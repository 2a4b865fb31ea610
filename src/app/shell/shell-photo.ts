import { useSyncExternalStore } from 'react';
import type { Customer } from '../../../api/main.ts';
import { wired } from '../machines.ts';
import { useWired } from '../use-app-machine.ts';

// The top bar's photo after a profile save (SPEC §1 top bar "name and photo"; issue 12 "the top
// bar shows the new photo at once"). The profile machine tells this store the saved photo's URL
// (a new `?v=` version each time, so the browser fetches the new picture) or null; the top bar
// shows it instead of the one GET /api/main gave, for that trainee only (the registry outlives a
// logout), without reloading the session's data (which would replace the page with a spinner).

export interface ShownPhoto {
  login: string;
  photo: string | null;
}

export const shellPhoto = wired('shellPhoto', () => {
  let shown: ShownPhoto | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => shown,
    set: (login: string, photo: string | null) => {
      shown = { login, photo };
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
});

/** The photo the top bar shows for this customer: the last one saved in this tab, else main's. */
export function useShownPhoto(customer: Customer | undefined): string | null {
  const store = useWired(shellPhoto);
  // The server renders with the store empty, as a page's first render finds it (src/ssr/).
  const saved = useSyncExternalStore(store.subscribe, store.get, store.get);
  if (!customer) return null;
  return saved && saved.login === customer.login ? saved.photo : customer.photo;
}
