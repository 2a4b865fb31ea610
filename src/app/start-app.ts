import { createActor, type ActorRefFrom, type InspectionEvent } from 'xstate';
import { dialogMachine } from '../../machines/dialog.machine.ts';
import { loadingMachine } from '../../machines/loading.machine.ts';
import type { Http } from '../lib/http.ts';
import { browserNetwork } from '../lib/network.ts';
import { createMachines, wired, type AppServices, type Machines, type Override } from './machines.ts';
import { appSession, type SessionActor } from './session.ts';
import { openDialog } from './dialogs.ts';
import { wireHttp } from './wire-http.ts';

// Start-up of the app's machines, the same in src/main.tsx and in component tests: the
// registry made from the services, and from it the three actors that run for the whole app
// (session, shared dialogs, loading overlay), wired to the HTTP client (SPEC §8 errors, §1
// overlay). The services reach two of those actors: a dialog opens in the running dialogs,
// and the running session hears what machines tell it (a login).

export const appDialogs = wired('dialogs', () => dialogMachine);
export const appLoading = wired('loading', () => loadingMachine);

export type DialogsActor = ActorRefFrom<typeof dialogMachine>;

export interface StartOptions {
  overrides?: Override[];
  inspect?: (event: InspectionEvent) => void;
}

export interface StartedApp {
  machines: Machines;
  session: SessionActor;
  dialogs: DialogsActor;
  loading: ActorRefFrom<typeof loadingMachine>;
}

/** `base.network` defaults to the browser's (src/lib/network.ts). */
export function startApp(
  base: Pick<AppServices, 'http' | 'navigate' | 'mono'> & Partial<Pick<AppServices, 'network'>> & { http: Http },
  options: StartOptions = {},
): StartedApp {
  const running: { session?: SessionActor; dialogs?: DialogsActor } = {};
  const machines = createMachines(
    {
      ...base,
      network: base.network ?? browserNetwork(),
      openDialog: (kind, message, title) => {
        if (!running.dialogs) throw new Error('a dialog opened before the app started');
        return openDialog(running.dialogs, kind, message, title);
      },
      tellSession: (event) => running.session?.send(event),
    },
    options,
  );
  const { inspect } = options;
  const session = createActor(machines.get(appSession), { inspect });
  const dialogs = createActor(machines.get(appDialogs), { inspect });
  const loading = createActor(machines.get(appLoading), { inspect });
  Object.assign(running, { session, dialogs });
  wireHttp(base.http, { session, dialogs, loading });
  dialogs.start();
  loading.start();
  session.start();
  return { machines, session, dialogs, loading };
}
