import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { passwordMachine, type PasswordContext, type PasswordEvent, type PasswordField } from '../../machines/password.machine.ts';
import { connectPassword, type PasswordApi, type PasswordSnapshot } from '../../machines/password.connect.ts';
import { ApiError } from '../../src/lib/errors.ts';
import { controllableActors, Coverage, done, execWith, failed, flush, testEveryPath } from './harness.ts';

// Model-based paths of machines/password.machine.ts (SPEC §2 profile/password "cancel and save
// return to /profile", §5 Forms "Password change", §8 field errors), replayed on a running actor
// through the connect. After every step the test's own reading of SPEC §5 (the oracle: its own
// password rule, never api/rules.ts) says which errors show, whether Save is on, which bodies
// were sent (trimmed) and whether the page went back to /profile, saying the password changed.

const fakes = controllableActors(['changePassword']);
let left: string[] = [];
const machine = passwordMachine.provide({
  actors: fakes.actors,
  actions: { tellChanged: () => void left.push('changed'), returnToProfile: () => void left.push('/profile') },
});
const coverage = new Coverage('password', machine);

/** SPEC §5 "password": at least 8 characters, no spaces, printable ASCII, a digit and a letter (the test's own words). */
const isPassword = (value: string) =>
  value.length >= 8 && [...value].every((c) => c.charCodeAt(0) > 32 && c.charCodeAt(0) < 127) && /[0-9]/.test(value) && /[a-z]/i.test(value);

function rulesOf(form: Expected): Partial<Record<PasswordField, string>> {
  const [oldPassword, password, confirmation] = [form.oldPassword.trim(), form.password.trim(), form.confirmation.trim()];
  const errors: Partial<Record<PasswordField, string>> = {};
  if (oldPassword === '') errors.oldPassword = 'required';
  if (password === '') errors.password = 'required';
  else if (!isPassword(password)) errors.password = 'password';
  if (confirmation === '') errors.confirmation = 'required';
  else if (confirmation !== password) errors.confirmation = 'confirmed';
  return errors;
}

interface Expected {
  oldPassword: string;
  password: string;
  confirmation: string;
  touched: Set<PasswordField>;
  serverErrors: Record<string, string>;
  failure: PasswordContext['failure'];
  saving: boolean;
  done: boolean;
  sent: unknown[];
  left: string[];
}
const fresh = (): Expected => ({
  oldPassword: '',
  password: '',
  confirmation: '',
  touched: new Set(),
  serverErrors: {},
  failure: null,
  saving: false,
  done: false,
  sent: [],
  left: [],
});
const editing = (form: Expected) => !form.saving && !form.done;
const canSaveOf = (form: Expected) => editing(form) && Object.keys(rulesOf(form)).length === 0 && Object.keys(form.serverErrors).length === 0;

function expectAfter(form: Expected, event: AnyEventObject) {
  const e = event as PasswordEvent;
  if (e.type === 'FIELD.CHANGE' && editing(form)) {
    form[e.field] = e.value;
    form.serverErrors = Object.fromEntries(Object.entries(form.serverErrors).filter(([f]) => f !== e.field && ['oldPassword', 'password', 'confirmation'].includes(f)));
    form.failure = null;
  }
  if (e.type === 'FIELD.BLUR' && editing(form)) form.touched.add(e.field);
  if (e.type === 'FORM.SUBMIT' && canSaveOf(form)) {
    form.sent.push({ oldPassword: form.oldPassword.trim(), password: form.password.trim() });
    form.saving = true;
    form.failure = null;
  }
  if (e.type === 'FORM.CANCEL' && editing(form)) {
    form.done = true;
    form.left.push('/profile');
  }
  if (event.type === 'xstate.done.actor.changePassword') {
    form.saving = false;
    form.done = true;
    form.left.push('changed', '/profile');
  }
  if (event.type === 'xstate.error.actor.changePassword') {
    const error = (event as unknown as { error: ApiError }).error;
    form.saving = false;
    if (error.code === 'validation') form.serverErrors = { ...error.fields };
    else if (error.code === 'message') form.failure = { code: 'message', serverMessage: error.serverMessage ?? null };
    else form.failure = { code: 'connection', serverMessage: null };
  }
}

function expectView(form: Expected): Partial<PasswordApi> {
  const rules = rulesOf(form);
  const shown = (field: PasswordField) => form.serverErrors[field] ?? (form.touched.has(field) ? (rules[field] ?? null) : null);
  return {
    oldPassword: form.oldPassword,
    password: form.password,
    confirmation: form.confirmation,
    errors: { oldPassword: shown('oldPassword'), password: shown('password'), confirmation: shown('confirmation') },
    otherErrors: Object.entries(form.serverErrors)
      .filter(([f]) => !['oldPassword', 'password', 'confirmation'].includes(f))
      .map(([, code]) => code),
    failure: form.failure,
    canSave: canSaveOf(form),
    isSaving: form.saving || form.done,
  };
}

const view = (actor: AnyActorRef) => connectPassword(actor.getSnapshot() as PasswordSnapshot, (event) => actor.send(event));

/** A state as the paths tell them apart: state value, which kind of value each field holds, errors shown. */
function kindOf(snapshot: AnyMachineSnapshot): string {
  const c = snapshot.context as PasswordContext;
  return JSON.stringify([snapshot.value, c.oldPassword, c.password, c.confirmation, [...c.touched].sort(), c.serverErrors, c.failure?.code]);
}

describe('password machine paths', () => {
  const events = (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    const c = snapshot.context as PasswordContext;
    // Keep the model finite: each field between empty and a few values, and back.
    const change = (field: PasswordField, values: string[]) => (c[field] === '' ? values : ['']).map((value) => ({ type: 'FIELD.CHANGE', field, value }));
    return [
      ...change('oldPassword', [' Passw0rd1 ']),
      ...change('password', [' NewPassw0rd ', 'short1', 'with space1']),
      ...change('confirmation', ['NewPassw0rd', 'Other1234']),
      ...(['oldPassword', 'password', 'confirmation'] as const).map((field) => ({ type: 'FIELD.BLUR', field })),
      { type: 'FORM.SUBMIT' },
      { type: 'FORM.CANCEL' },
      done('changePassword', { ok: true }),
      failed('changePassword', new ApiError('validation', 400, undefined, { oldPassword: 'wrongPassword' })),
      failed('changePassword', new ApiError('validation', 400, undefined, { session: 'expired' })),
      failed('changePassword', new ApiError('message', 429, 'Too many attempts')),
      failed('changePassword', new ApiError('connection', 0)),
    ];
  };
  let form = fresh();
  const exec = execWith(fakes);
  const spec = {
    name: 'password',
    machine,
    events,
    serialize: kindOf,
    edgeKey: (from: string, event: AnyEventObject, to: string) =>
      JSON.stringify([
        (JSON.parse(from) as unknown[])[0],
        event.type,
        (event as { field?: string }).field,
        (event as { value?: string }).value,
        (event as { error?: { fields?: unknown; code?: string } }).error?.code,
        JSON.stringify((event as { error?: { fields?: unknown } }).error?.fields),
        (JSON.parse(to) as unknown[]).slice(0, 4),
      ]),
    start: () => {
      fakes.reset();
      left = [];
      form = fresh();
    },
    exec: async (event: AnyEventObject, actor: AnyActorRef) => {
      const page = view(actor);
      const e = event as PasswordEvent;
      if (e.type === 'FIELD.CHANGE') return page.onChange(e.field, e.value);
      if (e.type === 'FIELD.BLUR') return page.onBlur(e.field);
      if (e.type === 'FORM.SUBMIT') return page.onSave();
      if (e.type === 'FORM.CANCEL') return page.onCancel();
      return exec(event, actor);
    },
    check: (actual: AnyMachineSnapshot, _expected: AnyMachineSnapshot, step: { event: AnyEventObject; actor: AnyActorRef }) => {
      expectAfter(form, step.event);
      expect(view(step.actor)).toMatchObject(expectView(form));
      expect(fakes.calls.map((call) => call.input)).toEqual(form.sent);
      expect(left).toEqual(form.left);
      expect(actual.can({ type: 'FORM.SUBMIT' })).toBe(canSaveOf(form));
      expect(actual.can({ type: 'FORM.CANCEL' })).toBe(editing(form));
      expect(actual.can({ type: 'FIELD.CHANGE', field: 'password', value: 'x' })).toBe(editing(form));
      expect(actual.status).toBe(form.done ? 'done' : 'active');
    },
  };
  testEveryPath(spec, coverage);
});

describe('password machine stories (SPEC §5 "Password change")', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    fakes.reset();
    left = [];
  });

  it('a wrong current password lands on its field; a right one is sent trimmed, once, and the page returns to /profile saying so', async () => {
    const actor = createActor(machine).start();
    view(actor).onChange('oldPassword', 'Wrong0ne');
    view(actor).onChange('password', ' NewPassw0rd ');
    expect(view(actor).canSave).toBe(false);
    view(actor).onChange('confirmation', 'NewPassw0rd');
    expect(view(actor).canSave).toBe(true);
    view(actor).onSave();
    view(actor).onSave();
    await flush();
    fakes.settle('changePassword', { error: new ApiError('validation', 400, undefined, { oldPassword: 'wrongPassword' }) });
    await flush();
    expect(view(actor)).toMatchObject({ errors: { oldPassword: 'wrongPassword', password: null, confirmation: null }, canSave: false });
    expect(left).toEqual([]);
    view(actor).onChange('oldPassword', 'Passw0rd1');
    expect(view(actor)).toMatchObject({ errors: { oldPassword: null }, canSave: true });
    view(actor).onSave();
    await flush();
    fakes.settle('changePassword', { output: { ok: true } });
    await flush();
    expect(fakes.calls.map((c) => c.input)).toEqual([
      { oldPassword: 'Wrong0ne', password: 'NewPassw0rd' },
      { oldPassword: 'Passw0rd1', password: 'NewPassw0rd' },
    ]);
    expect(left).toEqual(['changed', '/profile']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each([
    ['1234567a', true],
    ['123456a', false], // 7 characters
    ['12345678', false], // no letter
    ['abcdefgh', false], // no digit
    ['pass word1', false], // a space inside
    ['пароль123', false], // not ASCII
    ['P@ss~w0rd!', true],
  ])('the new password %j passes the rule: %s', (value, passes) => {
    const actor = createActor(machine).start();
    view(actor).onChange('oldPassword', 'Passw0rd1');
    view(actor).onChange('password', value);
    view(actor).onChange('confirmation', value);
    view(actor).onBlur('password');
    expect(view(actor).canSave).toBe(passes);
    expect(view(actor).errors.password).toBe(passes ? null : 'password');
    actor.stop();
  });

  it('Cancel returns to /profile without a call and without saying anything changed', () => {
    const actor = createActor(machine).start();
    view(actor).onChange('oldPassword', 'Passw0rd1');
    view(actor).onCancel();
    expect(left).toEqual(['/profile']);
    expect(fakes.calls).toEqual([]);
  });
});

describe('password machine coverage', () => {
  it('the paths cover every state and transition of the machine', () => {
    coverage.write();
    expect(coverage.summary().missing).toEqual({ states: [], transitions: [] });
  });
});
