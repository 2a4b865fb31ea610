import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../machines/session.machine.ts';
import type { dialogMachine } from '../../machines/dialog.machine.ts';
import type { loadingMachine } from '../../machines/loading.machine.ts';
import { connectSession } from '../../machines/session.connect.ts';
import { connectDialog } from '../../machines/dialog.connect.ts';
import { connectLoading } from '../../machines/loading.connect.ts';
import type { Call, ParamsOf, ResponseOf } from '../../api/contract.ts';
import type { Http } from '../lib/http.ts';
import type { Machines } from './machines.ts';
import type { Preloaded } from './preloaded.ts';

// The running actors, the HTTP client and the registry of machines (machines.ts), handed to
// the views. main.tsx provides the real ones; component tests provide a registry with fake
// services and entries, and a fake-fetch client.

export interface Services {
  session: ActorRefFrom<typeof sessionMachine>;
  dialogs: ActorRefFrom<typeof dialogMachine>;
  loading: ActorRefFrom<typeof loadingMachine>;
  http: Http;
  /** Every machine the app runs, provided from the app's services (src/app/machines.ts). */
  machines: Machines;
  /** The answers the page came with (src/app/preloaded.ts); none in tests unless given. */
  preloaded?: Preloaded;
}

/** Provided by ServicesProvider; KeepPreloaded (keep-preloaded.tsx) provides a copy to its part of the page. */
export const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside ServicesProvider');
  return services;
}

/** Reads the page's preloaded answer to `call` with `params` when asked (useLoad's first render, src/lib/use-load.ts). */
export function usePreloaded<C extends Call>(call: C, params?: ParamsOf<C>): () => ResponseOf<C> | undefined {
  const { preloaded } = useServices();
  return () => preloaded?.answer(call, params);
}

/**
 * As usePreloaded, and null when the page came not there: the server found what its address
 * names not there or not the trainee's, answered 404 and rendered the page saying so
 * (api/page-data.ts `notFound`, docs/decisions.md #202).
 */
export function usePreloadedOrNotThere<C extends Call>(call: C, params?: ParamsOf<C>): () => ResponseOf<C> | null | undefined {
  const { preloaded } = useServices();
  return () => preloaded?.answer(call, params) ?? (preloaded?.start?.notFound ? null : undefined);
}

export function useSession() {
  const { session } = useServices();
  const snapshot = useSelector(session, (s) => s);
  return connectSession(snapshot, session.send);
}

export function useDialogs() {
  const { dialogs } = useServices();
  const snapshot = useSelector(dialogs, (s) => s);
  return connectDialog(snapshot, dialogs.send);
}

export function useLoadingOverlay() {
  const { loading } = useServices();
  const snapshot = useSelector(loading, (s) => s);
  return connectLoading(snapshot);
}
