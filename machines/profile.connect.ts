import type { SnapshotFrom } from 'xstate';
import type { Profile } from '../api/profile.ts';
import {
  canSave,
  hasChanges,
  ruleErrors,
  type CropArea,
  type EditableField,
  type LoginType,
  type PhotoProblem,
  type PhotoSource,
  type PickedPhoto,
  type ProfileContext,
  type ProfileEvent,
  type profileMachine,
} from './profile.machine.ts';

// What the profile view needs (SPEC §2 "My profile", §5 Forms "Profile"); rule codes stay
// codes, the view translates them.

export type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;

export interface ProfileApi {
  status: 'loading' | 'failed' | 'ready';
  loginType: LoginType;
  /** The profile as saved (read-only fields come from here). */
  profile: Profile | null;
  email: string;
  mobilePhone: string;
  /** The e-mail is the login in e-mail-login mode: shown read-only. */
  emailReadOnly: boolean;
  /** Rule or server codes under the fields, or null. */
  emailError: string | null;
  mobilePhoneError: string | null;
  /** The photo's problem: a refused type or an unreadable file (codes), or the server's photoFile error. */
  photoError: string | null;
  /** Field errors the form has no field for (server `errors` on other keys). */
  otherErrors: string[];
  /** The photo as it will be saved: the saved one, the new crop (a data URL), or none. */
  photoUrl: string | null;
  photoChange: ProfileContext['photo']['kind'];
  canRemovePhoto: boolean;
  /** The crop dialog: open while a picked picture is read, adjusted or drawn. */
  crop: { source: PhotoSource | null; canApply: boolean; busy: boolean } | null;
  changed: boolean;
  canSave: boolean;
  isSaving: boolean;
  notice: ProfileContext['notice'];
  failure: ProfileContext['failure'];
  onChange: (field: EditableField, value: string) => void;
  onBlur: (field: EditableField) => void;
  onPhoneFocus: () => void;
  onPickPhoto: (photo: PickedPhoto) => void;
  onRemovePhoto: () => void;
  onResetPhoto: () => void;
  onCropArea: (area: CropArea) => void;
  onApplyCrop: () => void;
  onCancelCrop: () => void;
  onSave: () => void;
  onRetry: () => void;
}

const problemOf = (problem: PhotoProblem | null, server: string | undefined) => problem ?? server ?? null;

export function connectProfile(snapshot: ProfileSnapshot, send: (event: ProfileEvent) => void): ProfileApi {
  const context = snapshot.context;
  const { profile, photo, serverErrors, touched } = context;
  const rules = ruleErrors(context);
  const shown = (field: EditableField) => serverErrors[field] ?? (touched.includes(field) ? (rules[field] ?? null) : null);
  const cropping = snapshot.matches({ editing: 'cropping' });
  const saving = snapshot.matches('saving');
  return {
    status: snapshot.matches('loading') ? 'loading' : snapshot.matches('loadFailed') ? 'failed' : 'ready',
    loginType: context.loginType,
    profile,
    email: context.email,
    mobilePhone: context.mobilePhone,
    emailReadOnly: context.loginType === 'email',
    emailError: shown('email'),
    mobilePhoneError: shown('mobilePhone'),
    photoError: problemOf(context.photoProblem, serverErrors.photoFile),
    otherErrors: Object.entries(serverErrors)
      .filter(([field]) => field !== 'email' && field !== 'mobilePhone' && field !== 'photoFile')
      .map(([, code]) => code),
    photoUrl: photo.kind === 'new' ? photo.dataUrl : photo.kind === 'remove' ? null : (profile?.photo ?? null),
    photoChange: photo.kind,
    canRemovePhoto: !saving && (photo.kind === 'new' || (photo.kind === 'keep' && profile?.photo != null)),
    crop: cropping
      ? {
          source: context.source,
          canApply: snapshot.matches({ editing: { cropping: 'adjusting' } }) && context.area !== null,
          busy: !snapshot.matches({ editing: { cropping: 'adjusting' } }),
        }
      : null,
    changed: hasChanges(context),
    canSave: snapshot.matches({ editing: 'idle' }) && canSave(context),
    isSaving: saving,
    notice: context.notice,
    failure: context.failure,
    onChange: (field, value) => send({ type: 'FIELD.CHANGE', field, value }),
    onBlur: (field) => send({ type: 'FIELD.BLUR', field }),
    onPhoneFocus: () => send({ type: 'PHONE.FOCUS' }),
    onPickPhoto: (picked) => send({ type: 'PHOTO.PICK', photo: picked }),
    onRemovePhoto: () => send({ type: 'PHOTO.REMOVE' }),
    onResetPhoto: () => send({ type: 'PHOTO.RESET' }),
    onCropArea: (area) => send({ type: 'CROP.AREA', area }),
    onApplyCrop: () => send({ type: 'CROP.APPLY' }),
    onCancelCrop: () => send({ type: 'CROP.CANCEL' }),
    onSave: () => send({ type: 'FORM.SUBMIT' }),
    onRetry: () => send({ type: 'RETRY' }),
  };
}
