import { fromPromise } from 'xstate';
import { publicAccountCalls as calls } from '../../../api/account.ts';
import { restoreMachine, type LoginType, type Step1Body, type Step2Body, type UpdateBody } from '../../../machines/restore.machine.ts';
import { connectRestore } from '../../../machines/restore.connect.ts';
import { wired } from '../../app/machines.ts';
import { useAppMachine } from '../../app/use-app-machine.ts';

// The restore machine (SPEC §4 "Password restoration") with the calls of api/account.ts provided
// from the app's services; every error is handled by the machine (local), none by the global dialog.
export const appRestore = wired('restore', ({ services: { http } }) =>
  restoreMachine.provide({
    actors: {
      sendLogin: fromPromise(({ input }: { input: Step1Body }) => http.call(calls['common.restore.step1'], { body: input }, { local: true })),
      checkCode: fromPromise(({ input }: { input: Step2Body }) => http.call(calls['common.restore.step2'], { body: input }, { local: true })),
      resendCode: fromPromise(() => http.call(calls['common.restore.resend'], {}, { local: true })),
      savePassword: fromPromise(async ({ input }: { input: UpdateBody }) => {
        await http.call(calls['common.restore.update'], { body: input }, { local: true });
      }),
    },
  }),
);

export function useRestore(loginType: LoginType, captchaSeed: string) {
  const [snapshot, send] = useAppMachine(appRestore, { input: { loginType, captchaSeed } });
  return connectRestore(snapshot, send);
}
