import { createActor, fromPromise, type ActorOptions } from 'xstate';
import { sessionMachine, type RebootReading } from '../../machines/session.machine.ts';
import type { WireLocale } from '../../api/common.ts';
import { sessionCalls } from '../../api/session-calls.ts';
import { http } from '../lib/http.ts';
import { readRebootCookie } from '../lib/reboot-cookie.ts';
import { activateLocale } from './i18n.ts';
import { takeBootstrapCommon } from './bootstrap.ts';

// The session machine with the real side effects provided. src/main.tsx creates the one
// running actor (passing the Stately inspector with `?inspect`) and hands it to the views.
export const appSessionMachine = sessionMachine.provide({
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
});

export function createSessionActor(options: Pick<ActorOptions<typeof appSessionMachine>, 'inspect'> = {}) {
  return createActor(appSessionMachine, options);
}

export type SessionActor = ReturnType<typeof createSessionActor>;
