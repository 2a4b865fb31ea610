import { fromPromise } from 'xstate';
import { certificateCalls } from '../../../api/certificates.ts';
import { profileCalls } from '../../../api/profile.ts';
import { certificateMachine } from '../../../machines/certificate.machine.ts';
import { wired } from '../../app/machines.ts';

// The certificate screen's machine provided from the app's services (docs/architecture.md
// "Wiring a machine"): the application's item of GET /api/trainings/allcertificates, the
// entries of certificate/available, the request (POST certificate/{applicationId}), the
// visibility (POST /api/open/application, /api/open/certificate) and the trainee's pageHash
// (GET /api/profile) once a first course is public. The request and the visibility are
// `local`: the screen shows field errors on their fields and refusals above (SPEC §8).

export const certificateScreen = wired('certificate', (from) => {
  const { http } = from.services;
  return certificateMachine.provide({
    actors: {
      loadOverview: fromPromise(async ({ input }) => {
        const items = await http.call(certificateCalls['certificates.all']);
        return items.find((item) => item.applicationId === input.applicationId) ?? null;
      }),
      loadEntries: fromPromise(({ input }) => http.call(certificateCalls['certificates.available'], { params: { applicationId: String(input.applicationId) } })),
      requestCertificates: fromPromise(({ input }) =>
        http.call(certificateCalls['certificates.request'], { params: { applicationId: String(input.applicationId) }, body: input.entries }, { local: true }),
      ),
      saveVisibility: fromPromise(({ input }) =>
        input.kind === 'application'
          ? http.call(certificateCalls['open.application'], { body: input.body }, { local: true })
          : http.call(certificateCalls['open.certificate'], { body: input.body }, { local: true }),
      ),
      loadPageHash: fromPromise(async () => (await http.call(profileCalls['profile.get'], undefined, { quiet: true })).pageHash ?? null),
    },
  });
});
