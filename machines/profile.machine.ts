import { assertEvent, assign, fromPromise, setup } from 'xstate';
import * as v from 'valibot';
import { email as emailRule, fieldErrors, phoneGlobal, phoneLocal, type LoginType } from '../api/rules.ts';
import { normalisePhone, PHONE_PREFIX } from '../api/phone.ts';
import { REMOVE_PHOTO, type ProfileUpdate } from '../api/account.ts';
import type { Profile } from '../api/profile.ts';
import { failureOf } from './failure.ts';

// SPEC §2 "My profile", §3 Customer/profile, §5 Forms "Profile", §7 GET/POST /api/profile, §8
// field errors. Only email, mobilePhone (the additional phone) and the photo are editable:
// - email: required and valid; read-only when the login type is e-mail (it is the login);
// - additional phone: phoneGlobal in e-mail-login mode, phoneLocal otherwise; it may be empty
//   (SPEC §5 names no 'required' for it; a trainee without one has ''); typed or pasted numbers
//   go through api/phone.ts (the login page's normalisation); focusing an empty field in phone
//   mode pre-fills '+38', and leaving it with only '+38' empties it again;
// - photo: jpeg, png, bmp or gif (SPEC §5), cropped and scaled to a 300x300 square in the
//   browser (readPhoto decodes the file, renderPhoto draws the crop; both provided by the app),
//   sent as a data URL, or the word 'remove';
// - Save: disabled while invalid or nothing changed; the server's field errors land on their
//   fields; after a save the form shows the saved profile and a confirmation, and the top bar
//   is told the new photo (showSavedPhoto).
// - loading: the profile is asked for (GET /api/profile), unless the page came with it (a page
//   the server painted, docs/decisions.md #197): then the form is edited at once, as if loaded.
// What the view reads and sends: machines/profile.connect.ts.

export type { LoginType };

/** SPEC §5 "Photo types": what the browser reports for them (BMP has two names in use). */
export const PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif', 'image/bmp', 'image/x-ms-bmp', 'image/x-bmp'];
const PHOTO_EXTENSIONS = /\.(jpe?g|png|gif|bmp)$/i;
/** SPEC §9 "Profile photo 300x300 px". */
export const PHOTO_SIZE = 300;

/** A file the trainee picked is a photo type (by its type; by its name when the browser gave none). */
export const isPhotoFile = (file: { type: string; name: string }): boolean =>
  file.type === '' ? PHOTO_EXTENSIONS.test(file.name) : PHOTO_TYPES.includes(file.type.toLowerCase());

const KEPT = new Set<string>(['email', 'mobilePhone', 'photoFile']);

export type EditableField = 'email' | 'mobilePhone';
export type PhotoChange = { kind: 'keep' } | { kind: 'new'; dataUrl: string } | { kind: 'remove' };
/** The part of the picture kept by the crop, in the picture's own pixels. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface PickedPhoto {
  name: string;
  type: string;
  file: Blob;
}
/** A decoded picture to crop: a URL the browser shows, and its size. */
export interface PhotoSource {
  url: string;
  width: number;
  height: number;
}
/** Why a picked photo was refused: not one of the types, or it could not be read as a picture. */
export type PhotoProblem = 'photoType' | 'photoUnreadable';

export interface ProfileContext {
  loginType: LoginType;
  /** The profile as the server has it (the last load or save). */
  profile: Profile | null;
  email: string;
  mobilePhone: string;
  photo: PhotoChange;
  /** Fields the trainee has left once (their rule errors show from then on). */
  touched: EditableField[];
  /** The server's field errors (SPEC §8), each until its field changes. */
  serverErrors: Record<string, string>;
  photoProblem: PhotoProblem | null;
  /** The picture being cropped. */
  source: PhotoSource | null;
  area: CropArea | null;
  /** What the page confirms: the profile saved, or the password changed (SPEC §2 returns here). */
  notice: 'saved' | 'passwordChanged' | null;
  /** A save the server refused without field errors: its message, or a connection failure. */
  failure: { serverMessage: string | null; code: 'message' | 'connection' } | null;
}

export type ProfileEvent =
  | { type: 'FIELD.CHANGE'; field: EditableField; value: string }
  | { type: 'FIELD.BLUR'; field: EditableField }
  | { type: 'PHONE.FOCUS' }
  | { type: 'PHOTO.PICK'; photo: PickedPhoto }
  | { type: 'PHOTO.REMOVE' }
  | { type: 'PHOTO.RESET' }
  | { type: 'CROP.AREA'; area: CropArea }
  | { type: 'CROP.APPLY' }
  | { type: 'CROP.CANCEL' }
  | { type: 'FORM.SUBMIT' }
  | { type: 'RETRY' };

export interface ProfileInput {
  loginType: LoginType;
  notice?: ProfileContext['notice'];
  /** The profile a page the server painted came with (docs/decisions.md #197): shown at once, not asked for. */
  profile?: Profile | undefined;
}

/** The additional phone's rule by login type (SPEC §5 "Profile"); empty is allowed. */
const phoneKind = (type: LoginType) => (type === 'email' ? 'global' : 'local');
const formOf = (type: LoginType) =>
  v.object({
    email: emailRule(),
    mobilePhone: v.union([v.literal(''), type === 'email' ? phoneGlobal() : phoneLocal()], type === 'email' ? 'phoneGlobal' : 'phoneLocal'),
  });

/** The body of POST /api/profile for the form as it is (SPEC §7): the inputs trimmed, the photo if changed. */
export function bodyOf(context: ProfileContext): ProfileUpdate {
  const email = context.loginType === 'email' ? (context.profile?.email ?? '') : context.email.trim();
  const body: ProfileUpdate = { email, mobilePhone: context.mobilePhone.trim() };
  if (context.photo.kind === 'new') body.photoFile = context.photo.dataUrl;
  if (context.photo.kind === 'remove') body.photoFile = REMOVE_PHOTO;
  return body;
}

/** Field -> rule code for what the form would send now (SPEC §5 "Profile"). */
export function ruleErrors(context: ProfileContext): Partial<Record<EditableField, string>> {
  const result = v.safeParse(formOf(context.loginType), bodyOf(context));
  return result.success ? {} : fieldErrors(result.issues);
}

export function hasChanges(context: ProfileContext): boolean {
  const { profile } = context;
  if (!profile) return false;
  const body = bodyOf(context);
  return body.email !== profile.email || body.mobilePhone !== profile.mobilePhone || context.photo.kind !== 'keep';
}

export const canSave = (context: ProfileContext): boolean =>
  hasChanges(context) && Object.keys(ruleErrors(context)).length === 0 && Object.keys(context.serverErrors).length === 0;

const loadedFields = (profile: Profile) => ({
  profile,
  email: profile.email,
  mobilePhone: profile.mobilePhone,
  photo: { kind: 'keep' } as PhotoChange,
  serverErrors: {},
  photoProblem: null,
  source: null,
  area: null,
  failure: null,
});

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as ProfileInput,
  },
  actors: {
    // Provided by the app (src/pages/profile/profile-wiring.ts): GET /api/profile.
    loadProfile: fromPromise<Profile>(() => Promise.reject(new Error('no loadProfile provided'))),
    // POST /api/profile with the body; answers the updated profile.
    saveProfile: fromPromise<Profile, ProfileUpdate>(() => Promise.reject(new Error('no saveProfile provided'))),
    // Decodes the picked file as a picture (its real content, whatever its name says).
    readPhoto: fromPromise<PhotoSource, PickedPhoto>(() => Promise.reject(new Error('no readPhoto provided'))),
    // Draws the cropped area scaled to 300x300 and answers it as a JPEG data URL.
    renderPhoto: fromPromise<string, { source: PhotoSource; area: CropArea }>(() => Promise.reject(new Error('no renderPhoto provided'))),
  },
  actions: {
    showLoaded: assign(({ context }, params: { profile: Profile }) => {
      const fields = loadedFields(params.profile);
      // A stored value that breaks its rule shows its error at once: it is why Save stays off.
      const errors = ruleErrors({ ...context, ...fields });
      return { ...fields, touched: Object.keys(errors) as EditableField[] };
    }),
    showSaved: assign((_, params: { profile: Profile }) => ({ ...loadedFields(params.profile), touched: [], notice: 'saved' as const })),
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'FIELD.CHANGE');
      const value = event.field === 'mobilePhone' ? normalisePhone(event.value, phoneKind(context.loginType)) : event.value;
      // A server error stays on its field until that field changes; one on no field goes at any change.
      const serverErrors = Object.fromEntries(Object.entries(context.serverErrors).filter(([field]) => field !== event.field && KEPT.has(field)));
      return { [event.field]: value, serverErrors, notice: null, failure: null };
    }),
    touchField: assign(({ context, event }) => {
      assertEvent(event, 'FIELD.BLUR');
      const touched = context.touched.includes(event.field) ? context.touched : [...context.touched, event.field];
      // Only the pre-filled '+38' left in the field: the trainee typed nothing, the field is empty again.
      const emptied = event.field === 'mobilePhone' && context.mobilePhone === PHONE_PREFIX && context.profile?.mobilePhone !== PHONE_PREFIX;
      return emptied ? { touched, mobilePhone: '' } : { touched };
    }),
    prefillPhone: assign({ mobilePhone: PHONE_PREFIX }),
    refusePhoto: assign({ photoProblem: 'photoType' as const }),
    startCrop: assign({ photoProblem: null, source: null, area: null, notice: null, failure: null }),
    keepSource: assign((_, params: { source: PhotoSource }) => ({ source: params.source })),
    keepArea: assign(({ event }) => {
      assertEvent(event, 'CROP.AREA');
      return { area: event.area };
    }),
    unreadablePhoto: assign({ photoProblem: 'photoUnreadable' as const }),
    useCroppedPhoto: assign((_, params: { dataUrl: string }) => {
      return { photo: { kind: 'new', dataUrl: params.dataUrl }, photoProblem: null };
    }),
    clearPhotoError: assign(({ context }) => {
      const { photoFile: _old, ...serverErrors } = context.serverErrors;
      return { serverErrors };
    }),
    removePhoto: assign(({ context }) => ({
      photo: context.profile?.photo ? { kind: 'remove' } : { kind: 'keep' },
      photoProblem: null,
      notice: null,
      failure: null,
    })),
    resetPhoto: assign({ photo: { kind: 'keep' } as PhotoChange, photoProblem: null }),
    // Provided by the app: lets go of the decoded picture (an object URL) once the crop ends.
    releaseSource: () => {},
    clearFeedback: assign({ notice: null, failure: null }),
    showServerErrors: assign((_, params: { error: unknown }) => ({ serverErrors: failureOf(params.error).fields })),
    showFailure: assign((_, params: { error: unknown }) => {
      const { code, serverMessage } = failureOf(params.error);
      return { failure: code === 'message' ? { code: 'message' as const, serverMessage } : { code: 'connection' as const, serverMessage: null } };
    }),
    // Provided by the app: the top bar shows the saved photo at once (src/app/shell/shell-photo.ts).
    showSavedPhoto: (_, _params: { login: string; photo: string | null }) => {},
  },
  guards: {
    given: ({ context }) => context.profile !== null,
    canSave: ({ context }) => canSave(context),
    // The e-mail is the login in e-mail-login mode: read-only there (SPEC §5 "Profile").
    isEditable: ({ context, event }) => event.type === 'FIELD.CHANGE' && (event.field === 'mobilePhone' || context.loginType === 'phone'),
    prefillsPhone: ({ context }) => context.loginType === 'phone' && context.mobilePhone === '',
    isPhotoFile: ({ event }) => event.type === 'PHOTO.PICK' && isPhotoFile(event.photo),
    hasArea: ({ context }) => context.area !== null && context.area.width > 0 && context.area.height > 0,
    showsPhoto: ({ context }) => context.photo.kind === 'new' || (context.photo.kind === 'keep' && context.profile?.photo != null),
    photoChanged: ({ context }) => context.photo.kind !== 'keep',
    isFieldError: (_, params: { error: unknown }) => failureOf(params.error).code === 'validation',
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({
    loginType: input.loginType,
    profile: input.profile ?? null,
    email: '',
    mobilePhone: '',
    photo: { kind: 'keep' },
    touched: [],
    serverErrors: {},
    photoProblem: null,
    source: null,
    area: null,
    notice: input.notice ?? null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      // The page came with the profile (input `profile`): no load. Only the first loading can have it.
      always: { guard: 'given', target: 'editing', actions: { type: 'showLoaded', params: ({ context }) => ({ profile: context.profile! }) } },
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: { target: 'editing', actions: { type: 'showLoaded', params: ({ event }) => ({ profile: event.output }) } },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: { on: { RETRY: { target: 'loading' } } },
    editing: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'FIELD.CHANGE': { guard: 'isEditable', actions: 'changeField' },
            'FIELD.BLUR': { actions: 'touchField' },
            'PHONE.FOCUS': { guard: 'prefillsPhone', actions: 'prefillPhone' },
            'PHOTO.PICK': [{ guard: 'isPhotoFile', target: 'cropping' }, { actions: 'refusePhoto' }],
            'PHOTO.REMOVE': { guard: 'showsPhoto', actions: ['removePhoto', 'clearPhotoError'] },
            'PHOTO.RESET': { guard: 'photoChanged', actions: ['resetPhoto', 'clearPhotoError'] },
            'FORM.SUBMIT': { guard: 'canSave', target: '#profile.saving' },
          },
        },
        cropping: {
          entry: 'startCrop',
          exit: 'releaseSource',
          initial: 'reading',
          on: { 'CROP.CANCEL': { target: 'idle' } },
          states: {
            reading: {
              invoke: {
                id: 'readPhoto',
                src: 'readPhoto',
                input: ({ event }) => {
                  assertEvent(event, 'PHOTO.PICK');
                  return event.photo;
                },
                onDone: { target: 'adjusting', actions: { type: 'keepSource', params: ({ event }) => ({ source: event.output }) } },
                onError: { target: '#profile.editing.idle', actions: 'unreadablePhoto' },
              },
            },
            adjusting: {
              on: {
                'CROP.AREA': { actions: 'keepArea' },
                'CROP.APPLY': { guard: 'hasArea', target: 'rendering' },
              },
            },
            rendering: {
              invoke: {
                id: 'renderPhoto',
                src: 'renderPhoto',
                input: ({ context }) => ({ source: context.source!, area: context.area! }),
                onDone: {
                  target: '#profile.editing.idle',
                  actions: [{ type: 'useCroppedPhoto', params: ({ event }) => ({ dataUrl: event.output }) }, 'clearPhotoError'],
                },
                onError: { target: '#profile.editing.idle', actions: 'unreadablePhoto' },
              },
            },
          },
        },
      },
    },
    saving: {
      entry: 'clearFeedback',
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => bodyOf(context),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'showSaved', params: ({ event }) => ({ profile: event.output }) },
            { type: 'showSavedPhoto', params: ({ event }) => ({ login: event.output.login, photo: event.output.photo }) },
          ],
        },
        onError: [
          {
            guard: { type: 'isFieldError', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'showServerErrors', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'editing', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
  },
});
