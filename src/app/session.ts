import { createActor, fromPromise, type ActorOptions } from 'xstate';
import { sessionMachine, type RebootReading } from '../../machines/session.machine.ts';
import { Common, Ok, type WireLocale } from '../../api/common.ts';
import { Main } from '../../api/main.ts';
import { sessionPaths as paths } from '../../api/session-paths.ts';
import { http } from '../lib/http.ts';
import { readRebootCookie } from '../lib/reboot-cookie.ts';
import { activateLocale } from './i18n.ts';
import { takeBootstrapCommon } from './bootstrap.ts';

// The session machine with the real side effects provided. src/main.tsx creates the one
// running actor (passing the Stately inspector with `?inspect`) and hands it to the views.
export const appSessionMachine = sessionMachine.provide({
  actors: {
    // The first answer comes with the page (src/app/bootstrap.ts), later ones from the API.
    loadCommon: fromPromise(async () => takeBootstrapCommon() ?? http.get(paths.common, Common, { local: true })),
    loadMain: fromPromise(() => http.get(paths.main, Main)),
    logout: fromPromise(async () => {
      await http.get(paths.logout, Ok, { local: true }).catch(() => undefined);
    }),
    switchLanguage: fromPromise(({ input }: { input: { locale: WireLocale } }) => http.send(paths.language(input.locale))),
    readReboot: fromPromise(
      async (): Promise<RebootReading> => ({ rebootAt: readRebootCookie(document.cookie), now: Date.now() }),
    ),
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
