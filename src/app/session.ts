import { fromPromise, type ActorRefFrom } from 'xstate';
import { sessionMachine, type RebootReading } from '../../machines/session.machine.ts';
import type { WireLocale } from '../../api/common.ts';
import { sessionCalls } from '../../api/session-calls.ts';
import { readRebootCookie } from '../lib/reboot-cookie.ts';
import { activateLocale } from './i18n.ts';
import { takeBootstrapCommon } from './bootstrap.ts';
import { wired } from './machines.ts';

// The session machine with the real side effects provided from the app's services.
// src/main.tsx starts the one running actor from the registry (src/app/machines.ts) and
// hands it to the views.
export const appSession = wired('session', ({ services: { http } }) =>
  sessionMachine.provide({
    actors: {
      // The first answer comes with the page (src/app/bootstrap.ts), later ones from the API.
      loadCommon: fromPromise(async () => takeBootstrapCommon() ?? http.call(sessionCalls['common.get'], undefined, { local: true })),
      loadMain: fromPromise(() => http.call(sessionCalls['main.get'])),
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
    },
  }),
);

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
