import { fromPromise } from 'xstate';
import { profileCalls } from '../../../api/profile.ts';
import { profileEditCalls } from '../../../api/account.ts';
import { profileMachine } from '../../../machines/profile.machine.ts';
import { passwordMachine } from '../../../machines/password.machine.ts';
import { wired } from '../../app/machines.ts';
import { href } from '../../../api/href.ts';
import { shellPhoto } from '../../app/shell/shell-photo.ts';
import { readPhoto, releasePhoto, renderPhoto } from './photo-canvas.ts';

// The profile area's machines provided from the app's services (docs/architecture.md "Wiring
// a machine"): the profile form (GET and POST /api/profile, the photo read and drawn by the
// browser, the top bar told the saved photo) and the password change (POST
// /api/profile/password, then back to /profile saying so, SPEC §2). Both calls are `local`:
// the forms show field errors on their fields and other refusals above the form (SPEC §8).

/** What /profile says when the trainee arrives from a saved password change (SPEC §2). */
export const profileNotice = wired('profileNotice', () => {
  let notice: 'passwordChanged' | null = null;
  return {
    set: (value: 'passwordChanged') => void (notice = value),
    peek: () => notice,
    clear: () => void (notice = null),
  };
});

export const profileForm = wired('profile', (from) => {
  const { http } = from.services;
  return profileMachine.provide({
    actors: {
      loadProfile: fromPromise(() => http.call(profileCalls['profile.get'])),
      saveProfile: fromPromise(({ input }) => http.call(profileEditCalls['profile.save'], { body: input }, { local: true })),
      readPhoto: fromPromise(({ input }) => readPhoto(input)),
      renderPhoto: fromPromise(({ input }) => renderPhoto(input)),
    },
    actions: {
      releaseSource: ({ context }) => releasePhoto(context.source),
      showSavedPhoto: (_, { login, photo }) => from.get(shellPhoto).set(login, photo),
    },
  });
});

export const passwordForm = wired('password', (from) => {
  const { http, navigate } = from.services;
  return passwordMachine.provide({
    actors: {
      changePassword: fromPromise(async ({ input }) => {
        await http.call(profileEditCalls['profile.password'], { body: input }, { local: true });
      }),
    },
    actions: {
      tellChanged: () => from.get(profileNotice).set('passwordChanged'),
      returnToProfile: () => navigate(href('profile')),
    },
  });
});
