import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { loginMachine, type LoginType } from '../../../machines/login.machine.ts';
import { connectLogin } from '../../../machines/login.connect.ts';
import { sessionCalls } from '../../../api/session-calls.ts';
import { useServices } from '../../app/services.tsx';

// The login machine with its two effects provided: POST /api/common/login handled
// locally (SPEC §7), and the session told on success.
export function useLogin(loginType: LoginType) {
  const { http, session } = useServices();
  const [machine] = useState(() =>
    loginMachine.provide({
      actors: {
        submitLogin: fromPromise(async ({ input }: { input: { login: string; password: string } }) => {
          await http.call(sessionCalls['common.login'], { body: input }, { local: true });
        }),
      },
      actions: { notifyLoggedIn: () => session.send({ type: 'SESSION.LOGGED_IN' }) },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { loginType } });
  return connectLogin(snapshot, send);
}
