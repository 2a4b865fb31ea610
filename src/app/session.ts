import { assign, fromPromise, type ActorRefFrom } from 'xstate';
import { sessionMachine, type RebootReading, type SessionContext, type SessionEvent } from '../../machines/session.machine.ts';
import { inAppPath, RETURN_QUERY } from '../../api/session-return.ts';
import type { WireLocale } from '../../api/common.ts';
import { sessionCalls } from '../../api/session-calls.ts';
import { readRebootCookie } from '../lib/reboot-cookie.ts';
import { activateLocale } from './i18n.ts';
import { takeBootstrapCommon, takeBootstrapMain } from './bootstrap.ts';
import { wired } from './machines.ts';

/**
 * The way back after logging in, kept for this tab (sessionStorage) so a reload of /login or a
 * language switch there (which reloads the page) does not lose it; read back through inAppPath.
 */
const RETURN_KEY = 'portal.returnTo';
const keptReturn = {
  read: (): string | null => {
    try {
      return sessionStorage.getItem(RETURN_KEY);
    } catch {
      return null;
    }
  },
  write: (returnTo: string | null) => {
    try {
      if (returnTo === null) sessionStorage.removeItem(RETURN_KEY);
      else sessionStorage.setItem(RETURN_KEY, returnTo);
    } catch {
      // Storage refused (private mode, quota): the way back lives in memory only.
    }
  },
};

/** The way back in the address of /login, when the server sent the visitor there (RETURN_QUERY). */
const returnInAddress = () => new URLSearchParams(globalThis.location?.search).get(RETURN_QUERY);

/** The session's actions that keep the way back on the device (also used by the tests' session). */
export const returnOnDevice = {
  keepReturn: (_: unknown, { returnTo }: { returnTo: string | null }) => keptReturn.write(returnTo),
  restoreReturn: assign<SessionContext, SessionEvent, unknown, SessionEvent, never>(({ context }) =>
    context.returnTo === null ? { returnTo: inAppPath(returnInAddress() ?? keptReturn.read()) } : {},
  ),
};

// The session machine with the real side effects provided from the app's services.
// src/main.tsx starts the one running actor from the registry (src/app/machines.ts) and
// hands it to the views.
export const appSession = wired('session', ({ services: { http } }) =>
  sessionMachine.provide({
    actors: {
      // The first answer comes with the page (src/app/bootstrap.ts), later ones from the API.
      loadCommon: fromPromise(async () => takeBootstrapCommon() ?? http.call(sessionCalls['common.get'], undefined, { local: true })),
      loadMain: fromPromise(async () => takeBootstrapMain() ?? http.call(sessionCalls['main.get'])),
      logout: fromPromise(async () => {
        await http.call(sessionCalls['common.logout'], undefined, { local: true }).catch(() => undefined);
      }),
      switchLanguage: fromPromise(async ({ input }: { input: { locale: WireLocale } }) => {
        await http.call(sessionCalls['common.language.set'], { params: { id: input.locale } });
      }),
      readReboot: fromPromise(async (): Promise<RebootReading> => ({ rebootAt: readRebootCookie(document.cookie), now: Date.now() })),
    },
    actions: {
      reloadPage: () => window.location.reload(),
      activateLocale: (_, params) => void activateLocale(params.locale),
      ...returnOnDevice,
    },
  }),
);

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
