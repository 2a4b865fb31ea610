import { fromPromise } from 'xstate';
import { loginMachine, type LoginBody, type LoginInput } from '../../../machines/login.machine.ts';
import { connectLogin } from '../../../machines/login.connect.ts';
import { sessionCalls } from '../../../api/session-calls.ts';
import { wired } from '../../app/machines.ts';
import { useAppMachine } from '../../app/use-app-machine.ts';

// The login machine with its two effects provided from the app's services: POST
// /api/common/login handled locally (SPEC §7), and the session told on success.
export const appLogin = wired('login', ({ services: { http, tellSession } }) =>
  loginMachine.provide({
    actors: {
      submitLogin: fromPromise(async ({ input }: { input: LoginBody }) => {
        await http.call(sessionCalls['common.login'], { body: input }, { local: true });
      }),
    },
    actions: { notifyLoggedIn: () => tellSession({ type: 'SESSION.LOGGED_IN' }) },
  }),
);

/** The form of the login page: the login type of the settings, and the language the page shows, sent with the login (issue 59 item 1). */
export function useLogin(input: LoginInput) {
  const [snapshot, send] = useAppMachine(appLogin, { input });
  return connectLogin(snapshot, send);
}
