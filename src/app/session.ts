import { createActor, fromPromise } from 'xstate';
import { sessionMachine, type RebootReading } from '../../machines/session.machine.ts';
import { Common, Ok } from '../../api/common.ts';
import { Main } from '../../api/main.ts';
import { paths } from '../../api/paths.ts';
import { http } from '../lib/http.ts';
import { readRebootCookie } from '../lib/reboot-cookie.ts';
import { activateLocale } from './i18n.ts';

// The one session actor of the app: the machine with the real side effects provided.
export const sessionActor = createActor(
  sessionMachine.provide({
    actors: {
      loadCommon: fromPromise(() => http.get(paths.common, Common, { local: true })),
      loadMain: fromPromise(() => http.get(paths.main, Main)),
      logout: fromPromise(async () => {
        await http.get(paths.logout, Ok, { local: true }).catch(() => undefined);
      }),
      switchLanguage: fromPromise(({ input }: { input: { locale: string } }) => http.send(paths.language(input.locale))),
      readReboot: fromPromise(
        async (): Promise<RebootReading> => ({ rebootAt: readRebootCookie(document.cookie), now: Date.now() }),
      ),
    },
    actions: {
      reloadPage: () => window.location.reload(),
      activateLocale: (_, params) => void activateLocale(params.locale),
    },
  }),
);
