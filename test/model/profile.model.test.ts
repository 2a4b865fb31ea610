import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { profileMachine, type LoginType, type ProfileContext, type ProfileEvent } from '../../machines/profile.machine.ts';
import { connectProfile, type ProfileApi, type ProfileSnapshot } from '../../machines/profile.connect.ts';
import type { Profile } from '../../api/profile.ts';
import { ApiError } from '../../src/lib/errors.ts';
import { controllableActors, Coverage, done, execWith, failed, flush, testEveryPath } from './harness.ts';

// Model-based paths of machines/profile.machine.ts (SPEC §2 "My profile", §5 Forms "Profile",
// §7 POST /api/profile, §8 field errors), in both login modes, replayed on a running actor. The
// trainee types, leaves fields, picks, crops and removes photos and saves through the connect
// (as the page does); the calls are fakes that record their input. After every step the test's
// own reading of SPEC §5 (the oracle below, which never asks the machine or api/rules.ts) says
// what the form shows, whether Save is on, which save bodies were sent and what the top bar was
// told; fixed stories at the end walk the same rules in a set order (docs/decisions.md #73).

const fakes = controllableActors(['loadProfile', 'saveProfile', 'readPhoto', 'renderPhoto']);
let told: Array<{ login: string; photo: string | null }> = [];
let released: unknown[] = [];
const machine = profileMachine.provide({
  actors: fakes.actors,
  actions: {
    showSavedPhoto: (_, params) => void told.push(params),
    releaseSource: ({ context }) => void released.push(context.source),
  },
});
const coverage = new Coverage('profile', machine);

const PHOTO_V1 = '/api/profile/userpic.jpg?v=1';
const PHOTO_V2 = '/api/profile/userpic.jpg?v=2';
const SOURCE = { url: 'blob:picked', width: 640, height: 480 };
const AREA = { x: 80, y: 0, width: 480, height: 480 };
const CROPPED = 'data:image/jpeg;base64,/9j/AAAA';
const BMP = { name: 'me.bmp', type: 'image/bmp', file: new Blob(['BM']) };
const NAMED_ONLY = { name: 'me.JPG', type: '', file: new Blob(['x']) };
const PDF = { name: 'cv.pdf', type: 'application/pdf', file: new Blob(['%PDF']) };

const stored = (loginType: LoginType): Profile => ({
  name: 'Олена',
  surname: 'Коваленко',
  patronymic: 'Іванівна',
  birthDay: 797_644_800_000,
  login: loginType === 'phone' ? '+380501234567' : 'olena@example.com',
  email: 'olena@example.com',
  mobilePhone: '',
  photo: PHOTO_V1,
  pageHash: 'abc',
});

/** SPEC §5 "Profile" in the test's own words: the rule code a field shows for a value, or none. */
function ruleOf(loginType: LoginType, field: 'email' | 'mobilePhone', value: string): string | undefined {
  const v = value.trim();
  if (field === 'email') {
    if (v === '') return 'required';
    const [local, domain, ...more] = v.split('@');
    return !local || !domain || more.length > 0 || /\s/.test(v) || !/\.[^.]+$/.test(domain) || domain.startsWith('.') ? 'email' : undefined;
  }
  if (v === '') return undefined; // the additional phone may be empty
  if (loginType === 'phone') return /^\+(380|48)\d{9}$/.test(v) && (v.startsWith('+380') ? v.length === 13 : v.length === 12) ? undefined : 'phoneLocal';
  return /^\+[0-9]+$/.test(v) ? undefined : 'phoneGlobal';
}

/** What the phone field holds after each value the paths type or paste (a table, not api/phone.ts). */
const PHONE_FIELD: Record<LoginType, Record<string, string>> = {
  phone: { '': '', '+38': '+38', '093 123-45-67': '+380931234567', '+1 555': '+1555', '+38+38 (093) 123 45 67': '+380931234567' },
  email: { '': '', '+38': '+38', '093 123-45-67': '0931234567', '+1 555': '+1555', '+38+38 (093) 123 45 67': '+38+380931234567' },
};

interface Expected {
  status: 'loading' | 'failed' | 'ready';
  saved: Profile | null;
  email: string;
  mobilePhone: string;
  photo: { kind: 'keep' } | { kind: 'new'; dataUrl: string } | { kind: 'remove' };
  touched: Set<'email' | 'mobilePhone'>;
  serverErrors: Record<string, string>;
  photoProblem: string | null;
  crop: null | 'reading' | 'adjusting' | 'rendering';
  source: typeof SOURCE | null;
  area: typeof AREA | null;
  saving: boolean;
  notice: 'saved' | 'passwordChanged' | null;
  failure: ProfileContext['failure'];
  saves: unknown[];
  reads: unknown[];
  renders: unknown[];
  told: Array<{ login: string; photo: string | null }>;
  released: number;
  /** GET /api/profile calls: one on opening, one per Try again. */
  loads: number;
}

const fresh = (notice: Expected['notice'] = null): Expected => ({
  status: 'loading',
  saved: null,
  email: '',
  mobilePhone: '',
  photo: { kind: 'keep' },
  touched: new Set(),
  serverErrors: {},
  photoProblem: null,
  crop: null,
  source: null,
  area: null,
  saving: false,
  notice,
  failure: null,
  saves: [],
  reads: [],
  renders: [],
  told: [],
  released: 0,
  loads: 1,
});

function bodyOf(loginType: LoginType, form: Expected) {
  const body: Record<string, string> = { email: loginType === 'email' ? form.saved!.email : form.email.trim(), mobilePhone: form.mobilePhone.trim() };
  if (form.photo.kind === 'new') body.photoFile = form.photo.dataUrl;
  if (form.photo.kind === 'remove') body.photoFile = 'remove';
  return body;
}
const rulesOf = (loginType: LoginType, form: Expected) => {
  if (!form.saved) return {};
  const body = bodyOf(loginType, form);
  const errors: Record<string, string> = {};
  for (const field of ['email', 'mobilePhone'] as const) {
    const rule = ruleOf(loginType, field, body[field]!);
    if (rule) errors[field] = rule;
  }
  return errors;
};
function changedOf(loginType: LoginType, form: Expected) {
  if (!form.saved) return false;
  const body = bodyOf(loginType, form);
  return body.email !== form.saved.email || body.mobilePhone !== form.saved.mobilePhone || form.photo.kind !== 'keep';
}
const idle = (form: Expected) => form.status === 'ready' && !form.saving && form.crop === null;
const canSaveOf = (loginType: LoginType, form: Expected) =>
  idle(form) && changedOf(loginType, form) && Object.keys(rulesOf(loginType, form)).length === 0 && Object.keys(form.serverErrors).length === 0;
const showsPhotoOf = (form: Expected) => form.photo.kind === 'new' || (form.photo.kind === 'keep' && form.saved?.photo != null);

/** The server's answer to a save: what was sent, the photo at a new version (or gone). */
function answerTo(body: Record<string, string | undefined>, before: Profile): Profile {
  const photo = body.photoFile === 'remove' ? null : body.photoFile ? PHOTO_V2 : before.photo;
  return { ...before, email: body.email!, mobilePhone: body.mobilePhone!, photo };
}

function load(form: Expected, profile: Profile, loginType: LoginType): Expected {
  Object.assign(form, { status: 'ready', saved: profile, email: profile.email, mobilePhone: profile.mobilePhone, photo: { kind: 'keep' } });
  Object.assign(form, { serverErrors: {}, photoProblem: null, source: null, area: null, failure: null });
  form.touched = new Set(Object.keys(rulesOf(loginType, form)) as Array<'email' | 'mobilePhone'>);
  return form;
}

function expectAfter(loginType: LoginType, form: Expected, event: AnyEventObject) {
  const editing = idle(form);
  switch (event.type) {
    case 'xstate.done.actor.loadProfile':
      load(form, event.output as Profile, loginType);
      break;
    case 'xstate.error.actor.loadProfile':
      form.status = 'failed';
      break;
    case 'RETRY':
      form.status = 'loading';
      form.loads += 1;
      break;
    case 'FIELD.CHANGE': {
      const { field, value } = event as Extract<ProfileEvent, { type: 'FIELD.CHANGE' }>;
      if (!editing || (field === 'email' && loginType === 'email')) break;
      form[field] = field === 'mobilePhone' ? PHONE_FIELD[loginType][value]! : value;
      form.serverErrors = Object.fromEntries(Object.entries(form.serverErrors).filter(([f]) => f !== field && ['email', 'mobilePhone', 'photoFile'].includes(f)));
      form.notice = null;
      form.failure = null;
      break;
    }
    case 'FIELD.BLUR': {
      const { field } = event as Extract<ProfileEvent, { type: 'FIELD.BLUR' }>;
      if (!editing) break;
      form.touched.add(field);
      if (field === 'mobilePhone' && form.mobilePhone === '+38') form.mobilePhone = '';
      break;
    }
    case 'PHONE.FOCUS':
      if (editing && loginType === 'phone' && form.mobilePhone === '') form.mobilePhone = '+38';
      break;
    case 'PHOTO.PICK': {
      if (!editing) break;
      const { photo } = event as Extract<ProfileEvent, { type: 'PHOTO.PICK' }>;
      if (photo === PDF) form.photoProblem = 'photoType';
      else {
        Object.assign(form, { crop: 'reading', photoProblem: null, source: null, area: null, notice: null, failure: null });
        form.reads.push(photo);
      }
      break;
    }
    case 'xstate.done.actor.readPhoto':
      form.crop = 'adjusting';
      form.source = event.output as typeof SOURCE;
      break;
    case 'xstate.error.actor.readPhoto':
      form.crop = null;
      form.photoProblem = 'photoUnreadable';
      form.released += 1;
      break;
    case 'CROP.AREA':
      if (form.crop === 'adjusting') form.area = (event as Extract<ProfileEvent, { type: 'CROP.AREA' }>).area;
      break;
    case 'CROP.APPLY':
      if (form.crop === 'adjusting' && form.area) {
        form.crop = 'rendering';
        form.renders.push({ source: form.source, area: form.area });
      }
      break;
    case 'CROP.CANCEL':
      if (form.crop) {
        form.crop = null;
        form.released += 1;
      }
      break;
    case 'xstate.done.actor.renderPhoto':
      form.crop = null;
      form.photo = { kind: 'new', dataUrl: event.output as string };
      form.photoProblem = null;
      delete form.serverErrors.photoFile;
      form.released += 1;
      break;
    case 'xstate.error.actor.renderPhoto':
      form.crop = null;
      form.photoProblem = 'photoUnreadable';
      form.released += 1;
      break;
    case 'PHOTO.REMOVE':
      if (editing && showsPhotoOf(form)) {
        form.photo = form.saved?.photo ? { kind: 'remove' } : { kind: 'keep' };
        Object.assign(form, { photoProblem: null, notice: null, failure: null });
        delete form.serverErrors.photoFile;
      }
      break;
    case 'PHOTO.RESET':
      if (editing && form.photo.kind !== 'keep') {
        form.photo = { kind: 'keep' };
        form.photoProblem = null;
        delete form.serverErrors.photoFile;
      }
      break;
    case 'FORM.SUBMIT':
      if (canSaveOf(loginType, form)) {
        form.saves.push(bodyOf(loginType, form));
        Object.assign(form, { saving: true, notice: null, failure: null });
      }
      break;
    case 'xstate.done.actor.saveProfile': {
      const answer = event.output as Profile;
      form.saving = false;
      load(form, answer, loginType);
      form.touched = new Set();
      form.notice = 'saved';
      form.told.push({ login: answer.login, photo: answer.photo });
      break;
    }
    case 'xstate.error.actor.saveProfile': {
      const error = (event as unknown as { error: ApiError }).error;
      form.saving = false;
      if (error.code === 'validation') form.serverErrors = { ...error.fields };
      else if (error.code === 'message') form.failure = { code: 'message', serverMessage: error.serverMessage ?? null };
      else form.failure = { code: 'connection', serverMessage: null };
      break;
    }
  }
}

function expectView(loginType: LoginType, form: Expected): Partial<ProfileApi> {
  const rules = rulesOf(loginType, form);
  const shown = (field: 'email' | 'mobilePhone') => form.serverErrors[field] ?? (form.touched.has(field) ? (rules[field] ?? null) : null);
  return {
    status: form.status,
    profile: form.saved,
    email: form.email,
    mobilePhone: form.mobilePhone,
    emailReadOnly: loginType === 'email',
    emailError: form.status === 'ready' ? shown('email') : null,
    mobilePhoneError: form.status === 'ready' ? shown('mobilePhone') : null,
    photoError: form.photoProblem ?? form.serverErrors.photoFile ?? null,
    otherErrors: Object.entries(form.serverErrors)
      .filter(([f]) => !['email', 'mobilePhone', 'photoFile'].includes(f))
      .map(([, code]) => code),
    photoUrl: form.photo.kind === 'new' ? form.photo.dataUrl : form.photo.kind === 'remove' ? null : (form.saved?.photo ?? null),
    photoChange: form.photo.kind,
    canRemovePhoto: !form.saving && showsPhotoOf(form),
    crop: form.crop ? { source: form.source, canApply: form.crop === 'adjusting' && form.area !== null, busy: form.crop !== 'adjusting' } : null,
    changed: changedOf(loginType, form),
    canSave: canSaveOf(loginType, form),
    isSaving: form.saving,
    notice: form.notice,
    failure: form.failure,
  };
}

const view = (actor: AnyActorRef) => connectProfile(actor.getSnapshot() as ProfileSnapshot, (event) => actor.send(event));

/** A state as the paths tell them apart: the state value and what kind of value each part of the form holds. */
function kindOf(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as ProfileContext;
  const saved = context.profile;
  const email = saved === null ? 'none' : context.email === saved.email ? 'saved' : context.email.includes('.') ? 'new' : 'invalid';
  return JSON.stringify([
    snapshot.value,
    email,
    context.mobilePhone,
    context.photo.kind,
    saved?.photo === null,
    Object.keys(context.serverErrors).length > 0,
    context.failure !== null,
    context.area !== null,
  ]);
}

// Both starts: the profile asked for, and given (a page the server painted came with it,
// docs/decisions.md #197: the form as if loaded, with no call).
for (const [loginType, given] of [
  ['phone', false],
  ['email', false],
  ['phone', true],
  ['email', true],
] as const) {
  describe(`profile machine paths, ${loginType}-login mode${given ? ', with the profile the page came with' : ''}`, () => {
    const saved = stored(loginType);
    /** The form as it opens: loading, or already showing the profile it was given. */
    const opened = () => {
      const form = fresh();
      if (given) Object.assign(load(form, saved, loginType), { loads: 0 });
      return form;
    };
    const events = (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
      const context = snapshot.context as ProfileContext;
      const profile = context.profile ?? saved;
      // The server answers the body the form sends now.
      const sent = { email: loginType === 'email' ? profile.email : context.email.trim(), mobilePhone: context.mobilePhone.trim() } as Record<string, string>;
      if (context.photo.kind === 'new') sent.photoFile = context.photo.dataUrl;
      if (context.photo.kind === 'remove') sent.photoFile = 'remove';
      // Keep the model finite: each field goes from what is saved to one valid and one invalid value, and back.
      const emails = context.email === profile.email ? [' new@example.com ', 'olena@'] : [profile.email];
      const phones = context.mobilePhone === '' || context.mobilePhone === '+38' ? ['093 123-45-67', '+1 555', '+38+38 (093) 123 45 67'] : [''];
      return [
        done('loadProfile', saved),
        failed('loadProfile', new ApiError('connection', 0)),
        { type: 'RETRY' },
        ...emails.map((value) => ({ type: 'FIELD.CHANGE', field: 'email', value })),
        ...phones.map((value) => ({ type: 'FIELD.CHANGE', field: 'mobilePhone', value })),
        { type: 'FIELD.BLUR', field: 'email' },
        { type: 'FIELD.BLUR', field: 'mobilePhone' },
        { type: 'PHONE.FOCUS' },
        { type: 'PHOTO.PICK', photo: BMP },
        { type: 'PHOTO.PICK', photo: PDF },
        done('readPhoto', SOURCE),
        failed('readPhoto', new Error('EncodingError')),
        { type: 'CROP.AREA', area: AREA },
        { type: 'CROP.APPLY' },
        { type: 'CROP.CANCEL' },
        done('renderPhoto', CROPPED),
        failed('renderPhoto', new Error('no canvas')),
        { type: 'PHOTO.REMOVE' },
        { type: 'PHOTO.RESET' },
        { type: 'FORM.SUBMIT' },
        done('saveProfile', answerTo(sent, profile)),
        failed('saveProfile', new ApiError('validation', 400, undefined, { email: 'emailTaken', photoFile: 'photoType', captcha: 'required' })),
        failed('saveProfile', new ApiError('message', 400, 'Saving is paused')),
        failed('saveProfile', new ApiError('connection', 502)),
      ];
    };
    let form = opened();
    const exec = execWith(fakes);
    const spec = {
      name: `profile-${loginType}${given ? '-given' : ''}`,
      machine,
      input: { loginType, profile: given ? saved : undefined },
      events,
      // The graph's states: the state value and what kind of thing each part of the form holds (what
      // Save and the view depend on); the oracle follows the full detail along each path.
      serialize: (snapshot: AnyMachineSnapshot) => kindOf(snapshot),
      // One path per event (with its field, value, photo or error code) from a state value to each state value and kind of e-mail, phone and photo it leads to.
      edgeKey: (from: string, event: AnyEventObject, to: string) =>
        JSON.stringify([
          (JSON.parse(from) as unknown[])[0],
          event.type,
          (event as { field?: string }).field,
          (event as { value?: string }).value,
          (event as { photo?: { name: string } }).photo?.name,
          (event as { error?: { code?: string } }).error?.code,
          (JSON.parse(to) as unknown[]).slice(0, 4),
        ]),
      start: () => {
        fakes.reset();
        told = [];
        released = [];
        form = opened();
      },
      exec: async (event: AnyEventObject, actor: AnyActorRef) => {
        const page = view(actor);
        const e = event as ProfileEvent;
        if (e.type === 'FIELD.CHANGE') return page.onChange(e.field, e.value);
        if (e.type === 'FIELD.BLUR') return page.onBlur(e.field);
        if (e.type === 'PHONE.FOCUS') return page.onPhoneFocus();
        if (e.type === 'PHOTO.PICK') return page.onPickPhoto(e.photo);
        if (e.type === 'PHOTO.REMOVE') return page.onRemovePhoto();
        if (e.type === 'PHOTO.RESET') return page.onResetPhoto();
        if (e.type === 'CROP.AREA') return page.onCropArea(e.area);
        if (e.type === 'CROP.APPLY') return page.onApplyCrop();
        if (e.type === 'CROP.CANCEL') return page.onCancelCrop();
        if (e.type === 'FORM.SUBMIT') return page.onSave();
        if (e.type === 'RETRY') return page.onRetry();
        return exec(event, actor);
      },
      check: (actual: AnyMachineSnapshot, _expected: AnyMachineSnapshot, step: { event: AnyEventObject; actor: AnyActorRef }) => {
        expectAfter(loginType, form, step.event);
        expect(view(step.actor)).toMatchObject(expectView(loginType, form));
        expect(fakes.calls.filter((c) => c.name === 'saveProfile').map((c) => c.input)).toEqual(form.saves);
        expect(fakes.calls.filter((c) => c.name === 'readPhoto').map((c) => c.input)).toEqual(form.reads);
        expect(fakes.calls.filter((c) => c.name === 'renderPhoto').map((c) => c.input)).toEqual(form.renders);
        expect(fakes.calls.filter((c) => c.name === 'loadProfile')).toHaveLength(form.loads);
        expect(told).toEqual(form.told);
        expect(released).toHaveLength(form.released);
        // What the machine takes in each state: Save only when the oracle allows it; typing only while editing.
        expect(actual.can({ type: 'FORM.SUBMIT' })).toBe(canSaveOf(loginType, form));
        expect(actual.can({ type: 'PHOTO.REMOVE' })).toBe(idle(form) && showsPhotoOf(form));
        expect(actual.can({ type: 'PHONE.FOCUS' })).toBe(idle(form) && loginType === 'phone' && form.mobilePhone === '');
        expect(actual.can({ type: 'FIELD.CHANGE', field: 'email', value: 'x@y.z' })).toBe(idle(form) && loginType === 'phone');
        expect(actual.can({ type: 'FIELD.CHANGE', field: 'mobilePhone', value: '+1' })).toBe(idle(form));
        expect(actual.can({ type: 'CROP.APPLY' })).toBe(form.crop === 'adjusting' && form.area !== null);
      },
    };
    testEveryPath(spec, coverage);
  });
}

describe('profile machine stories (SPEC §5 "Profile")', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    fakes.reset();
    told = [];
    released = [];
  });

  async function loaded(loginType: LoginType, profile = stored(loginType), notice: 'passwordChanged' | null = null) {
    const actor = createActor(machine, { input: { loginType, notice } }).start();
    await flush();
    fakes.settle('loadProfile', { output: profile });
    await flush();
    return actor;
  }

  it('a BMP picked, cropped and saved: the JPEG data URL is sent and the top bar told the new version', async () => {
    const actor = await loaded('phone');
    expect(view(actor).canSave).toBe(false);
    view(actor).onPickPhoto(BMP);
    await flush();
    expect(view(actor).crop).toEqual({ source: null, canApply: false, busy: true });
    fakes.settle('readPhoto', { output: SOURCE });
    await flush();
    // Nothing to apply until the crop control has reported its square.
    view(actor).onApplyCrop();
    expect(view(actor).crop).toEqual({ source: SOURCE, canApply: false, busy: false });
    view(actor).onCropArea(AREA);
    view(actor).onApplyCrop();
    await flush();
    fakes.settle('renderPhoto', { output: CROPPED });
    await flush();
    expect(released).toEqual([SOURCE]);
    expect(view(actor)).toMatchObject({ crop: null, photoUrl: CROPPED, photoChange: 'new', canSave: true });
    view(actor).onSave();
    view(actor).onSave();
    await flush();
    expect(fakes.calls.filter((c) => c.name === 'saveProfile').map((c) => c.input)).toEqual([{ email: 'olena@example.com', mobilePhone: '', photoFile: CROPPED }]);
    fakes.settle('saveProfile', { output: { ...stored('phone'), photo: PHOTO_V2 } });
    await flush();
    expect(told).toEqual([{ login: '+380501234567', photo: PHOTO_V2 }]);
    expect(view(actor)).toMatchObject({ notice: 'saved', photoUrl: PHOTO_V2, photoChange: 'keep', canSave: false, changed: false });
    actor.stop();
  });

  it('a file named .jpg without a type from the browser is read; a PDF is refused without reading it', async () => {
    const actor = await loaded('phone');
    view(actor).onPickPhoto(PDF);
    await flush();
    expect(view(actor)).toMatchObject({ crop: null, photoError: 'photoType' });
    expect(fakes.calls.filter((c) => c.name === 'readPhoto')).toEqual([]);
    view(actor).onPickPhoto(NAMED_ONLY);
    await flush();
    expect(view(actor)).toMatchObject({ photoError: null, crop: { busy: true } });
    expect(fakes.calls.filter((c) => c.name === 'readPhoto').map((c) => c.input)).toEqual([NAMED_ONLY]);
    actor.stop();
  });

  it("remove sends 'remove'; without a saved photo there is nothing to remove", async () => {
    const actor = await loaded('phone');
    view(actor).onRemovePhoto();
    expect(view(actor)).toMatchObject({ photoUrl: null, photoChange: 'remove', canSave: true, canRemovePhoto: false });
    view(actor).onSave();
    await flush();
    expect(fakes.calls.find((c) => c.name === 'saveProfile')?.input).toEqual({ email: 'olena@example.com', mobilePhone: '', photoFile: 'remove' });
    fakes.settle('saveProfile', { output: { ...stored('phone'), photo: null } });
    await flush();
    expect(told).toEqual([{ login: '+380501234567', photo: null }]);
    expect(view(actor)).toMatchObject({ canRemovePhoto: false, photoUrl: null });
    expect(actor.getSnapshot().can({ type: 'PHOTO.REMOVE' })).toBe(false);
    // A new photo cropped, then removed again: there is no photo to remove on the server, nothing to save.
    view(actor).onPickPhoto(BMP);
    await flush();
    fakes.settle('readPhoto', { output: SOURCE });
    await flush();
    view(actor).onCropArea(AREA);
    view(actor).onApplyCrop();
    await flush();
    fakes.settle('renderPhoto', { output: CROPPED });
    await flush();
    expect(view(actor)).toMatchObject({ canRemovePhoto: true, canSave: true });
    view(actor).onRemovePhoto();
    expect(view(actor)).toMatchObject({ photoChange: 'keep', photoUrl: null, canSave: false, changed: false });
    actor.stop();
  });

  it('e-mail-login mode: the e-mail cannot be changed and is sent as saved; the phone takes phoneGlobal', async () => {
    const actor = await loaded('email');
    view(actor).onChange('email', 'other@example.com');
    expect(view(actor).email).toBe('olena@example.com');
    view(actor).onPhoneFocus();
    expect(view(actor).mobilePhone).toBe('');
    view(actor).onChange('mobilePhone', '+1 (555) 010-99');
    expect(view(actor)).toMatchObject({ mobilePhone: '+155501099', canSave: true });
    view(actor).onSave();
    await flush();
    expect(fakes.calls.find((c) => c.name === 'saveProfile')?.input).toEqual({ email: 'olena@example.com', mobilePhone: '+155501099' });
    actor.stop();
  });

  it('phone mode: a stored phone that breaks phoneLocal shows its error at once, and Save stays off until it is fixed', async () => {
    const actor = await loaded('phone', { ...stored('phone'), mobilePhone: '+1555' });
    expect(view(actor)).toMatchObject({ mobilePhoneError: 'phoneLocal', canSave: false });
    view(actor).onChange('mobilePhone', '');
    expect(view(actor)).toMatchObject({ mobilePhoneError: null, canSave: true });
    actor.stop();
  });

  it('a field error from the server stays until its field changes; Save is off meanwhile', async () => {
    const actor = await loaded('phone');
    view(actor).onChange('email', 'taken@example.com');
    view(actor).onChange('mobilePhone', '+48123456789');
    view(actor).onSave();
    await flush();
    fakes.settle('saveProfile', { error: new ApiError('validation', 400, undefined, { email: 'emailTaken' }) });
    await flush();
    expect(view(actor)).toMatchObject({ emailError: 'emailTaken', canSave: false });
    view(actor).onChange('mobilePhone', '+48123456780');
    expect(view(actor)).toMatchObject({ emailError: 'emailTaken', canSave: false });
    view(actor).onChange('email', 'free@example.com');
    expect(view(actor)).toMatchObject({ emailError: null, canSave: true });
    actor.stop();
  });

  it('given the profile a painted page came with, the form shows it at once and asks for nothing; a stored phone that breaks its rule shows its error', async () => {
    const actor = createActor(machine, { input: { loginType: 'phone', profile: { ...stored('phone'), mobilePhone: '+1555' } } }).start();
    expect(view(actor)).toMatchObject({ status: 'ready', email: 'olena@example.com', mobilePhone: '+1555', mobilePhoneError: 'phoneLocal', canSave: false });
    await flush();
    expect(fakes.calls.filter((c) => c.name === 'loadProfile')).toEqual([]);
    actor.stop();
  });

  it('arriving from a password change, the page says so until the trainee changes something', async () => {
    const actor = await loaded('phone', stored('phone'), 'passwordChanged');
    expect(view(actor).notice).toBe('passwordChanged');
    view(actor).onChange('mobilePhone', '+48123456789');
    expect(view(actor).notice).toBeNull();
    actor.stop();
  });
});

describe('profile machine coverage', () => {
  it('the paths of both modes and both starts cover every state and transition of the machine', () => {
    coverage.write();
    expect(coverage.summary().missing).toEqual({ states: [], transitions: [] });
  });
});
