// Whether the browser has a network connection (issue 10 "Offline"), as a service of the app
// (src/app/machines.ts AppServices): machines hear it as events, views never read it. The
// browser's `online`/`offline` events say when it changes, `navigator.onLine` what it is at
// start; "online" only means a network is there, so the passage also counts saves that fail
// for a connection error (machines/passage.machine.ts).

export interface Network {
  /** Whether the browser says it is online now. */
  isOnline: () => boolean;
  /** Calls `listener` on every change; returns the unsubscribe. */
  subscribe: (listener: (online: boolean) => void) => () => void;
}

/** The browser's network state (window events); always online without a window. */
export function browserNetwork(): Network {
  return {
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
    subscribe: (listener) => {
      if (typeof window === 'undefined') return () => {};
      const online = () => listener(true);
      const offline = () => listener(false);
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      return () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
      };
    },
  };
}

/** A network a test switches by hand (`go(false)` goes offline). */
export function manualNetwork(online = true): Network & { go: (online: boolean) => void } {
  const listeners = new Set<(online: boolean) => void>();
  let state = online;
  return {
    isOnline: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go: (next) => {
      state = next;
      for (const listener of [...listeners]) listener(next);
    },
  };
}
