import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { restoreMachine, type LoginType, type RestoreContext, type RestoreEvent, type RestoreField } from '../../machines/restore.machine.ts';
import { connectRestore, type RestoreApi, type RestoreSnapshot, type RestoreStep } from '../../machines/restore.connect.ts';
import { ApiError } from '../../src/lib/errors.ts';
import { after, controllableActors, Coverage, done, execWith, failed, flush, testEveryPath, type FakeCall } from './harness.ts';

// Model-based paths of machines/restore.machine.ts (SPEC §4 "Password restoration", §5 Forms
// "Restore", §7 Common restore calls, §8 "Restore expiry", §9 "Resend confirmation code countdown
// 90 s"), in both login modes, replayed on a running actor on fake time. The trainee types,
// focuses, refreshes the captcha, submits, asks for a new code and starts again through the
// connect (as the view does); the four calls are fakes recording their bodies. After every step
// the test's own reading of the SPEC (the oracle below: it never asks the machine, api/rules.ts
// or api/phone.ts) says what the trainee sees (the connect's whole output) and which calls were
// made with which bodies. Scripted stories beside the generated paths (docs/decisions.md #73).

const CALLS = ['sendLogin', 'checkCode', 'resendCode', 'savePassword'] as const;
type CallName = (typeof CALLS)[number];
const fakes = controllableActors(CALLS);
const machine = restoreMachine.provide({ actors: fakes.actors });
const coverage = new Coverage('restore', machine);
const SEED = 'seed';
const TICK = 1000;

// ---- The oracle: SPEC §5 in the test's own words -------------------------------------------

const PHONE_LOCAL = /^\+(380\d{9}|48\d{9})$/;
/** SPEC §5 "password": at least 8 characters, no spaces, printable ASCII, a digit and a letter. */
const passwordOk = (p: string) => p.length >= 8 && /^[!-~]+$/.test(p) && /[0-9]/.test(p) && /[a-zA-Z]/.test(p);

/** What a phone field holds after each value the paths type or paste (issue 12 "Phone fields": as on the login page). */
const PHONE_FIELD: Record<string, string> = {
  '': '',
  ' +380501234567 ': '+380501234567',
  '+38+38 (050) 123-45-67': '+380501234567', // '+38 (050) 123-45-67' pasted after the '+38' pre-fill
  '050.123.45.67': '+380501234567',
  '+3805012': '+3805012',
};

function ruleOf(type: LoginType, field: RestoreField, values: Record<RestoreField, string>): string | undefined {
  const value = values[field].trim();
  if (value === '') return 'required';
  if (field === 'login' && type === 'phone' && !PHONE_LOCAL.test(value)) return 'phoneLocal';
  if (field === 'password' && !passwordOk(value)) return 'password';
  if (field === 'confirmation' && value !== values.password.trim()) return 'confirmed';
  return undefined;
}

const FIELDS: Record<RestoreStep, RestoreField[]> = { login: ['login', 'captcha'], code: ['code'], password: ['password', 'confirmation'], done: [] };
const CALL_OF: Record<RestoreStep, CallName | null> = { login: 'sendLogin', code: 'checkCode', password: 'savePassword', done: null };

interface Expected {
  step: RestoreStep;
  /** The step's call waiting for the server. */
  busy: boolean;
  values: Record<RestoreField, string>;
  errors: Record<string, string>;
  serverMessage: string | null;
  failure: 'message' | 'connection' | null;
  expired: boolean;
  picture: number;
  resend: { state: 'counting' | 'ready' | 'sending'; left: number } | null;
  /** When the next countdown second is due (fake time). */
  tickAt: number;
  resent: boolean;
  calls: FakeCall[];
}

const empty = () => ({ login: '', captcha: '', code: '', password: '', confirmation: '' });
const fresh = (): Expected => ({
  step: 'login',
  busy: false,
  values: empty(),
  errors: {},
  serverMessage: null,
  failure: null,
  expired: false,
  picture: 1,
  resend: null,
  tickAt: 0,
  resent: false,
  calls: [],
});

const clearFeedback = (form: Expected) => {
  form.errors = {};
  form.serverMessage = null;
  form.failure = null;
  form.expired = false;
  form.resent = false;
};

/** Back to step 1: the login stays; the rest, with a new picture (SPEC §4, §8 on expiry). */
function backToStart(form: Expected, message: string | null, expired: boolean) {
  form.step = 'login';
  form.busy = false;
  form.values = { ...empty(), login: form.values.login };
  form.errors = {};
  form.serverMessage = message;
  form.failure = null;
  form.expired = expired;
  form.picture += 1;
  form.resend = null;
  form.resent = false;
}

function reject(form: Expected, error: ApiError) {
  if (error.code === 'connection') {
    form.serverMessage = null;
    form.failure = 'connection';
  } else {
    form.serverMessage = error.serverMessage ?? null;
    form.failure = error.serverMessage ? null : 'message';
  }
}

/** SPEC §2 "resend link for phone login only", §9: from the server's seconds. */
function resendFrom(type: LoginType, form: Expected, resendIn: number | null) {
  if (type !== 'phone' || resendIn === null) form.resend = null;
  else if (resendIn > 0) {
    form.resend = { state: 'counting', left: resendIn };
    form.tickAt = Date.now() + TICK;
  } else form.resend = { state: 'ready', left: 0 };
}

function expectAfter(type: LoginType, form: Expected, event: AnyEventObject) {
  const editing = !form.busy && form.step !== 'done';
  const payload = event as AnyEventObject & { output?: { resendIn: number | null }; error?: ApiError };
  switch (event.type) {
    case 'xstate.init':
      break;
    case 'FIELD.CHANGE': {
      const { field, value } = event as Extract<RestoreEvent, { type: 'FIELD.CHANGE' }>;
      if (!editing || !FIELDS[form.step].includes(field)) break;
      form.values[field] = field === 'login' && type === 'phone' ? PHONE_FIELD[value]! : value;
      if (field in form.errors) {
        const { [field]: _old, ...others } = form.errors;
        const rule = ruleOf(type, field, form.values);
        form.errors = rule ? { ...others, [field]: rule } : others;
      }
      break;
    }
    case 'LOGIN.FOCUS':
      if (editing && form.step === 'login' && type === 'phone' && form.values.login === '') form.values.login = '+38';
      break;
    case 'CAPTCHA.REFRESH':
      if (editing && form.step === 'login') {
        form.picture += 1;
        form.values.captcha = '';
      }
      break;
    case 'FORM.SUBMIT': {
      if (!editing) break;
      const errors: Record<string, string> = {};
      for (const field of FIELDS[form.step]) {
        const rule = ruleOf(type, field, form.values);
        if (rule) errors[field] = rule;
      }
      if (Object.keys(errors).length > 0) {
        form.errors = errors;
        break;
      }
      clearFeedback(form);
      form.busy = true;
      const v = form.values;
      const body =
        form.step === 'login' ? { login: v.login.trim(), code: v.captcha.trim() } : form.step === 'code' ? { code: v.code.trim() } : { password: v.password.trim() };
      form.calls.push({ name: CALL_OF[form.step]!, input: body });
      break;
    }
    case 'CODE.RESEND':
      if (form.step === 'code' && !form.busy && form.resend?.state === 'ready') {
        clearFeedback(form);
        form.resend = { state: 'sending', left: 0 };
        form.calls.push({ name: 'resendCode', input: undefined });
      }
      break;
    case 'RESTORE.RESTART':
      if (editing && (form.step === 'code' || form.step === 'password')) backToStart(form, null, false);
      break;
    case 'xstate.after.resendTick.restore.code.resend.counting': {
      expect(Date.now(), 'a countdown second lasts a second').toBe(form.tickAt);
      const resend = form.resend!;
      resend.left -= 1;
      if (resend.left <= 0) form.resend = { state: 'ready', left: 0 };
      else form.tickAt += TICK;
      break;
    }
    case 'xstate.done.actor.sendLogin':
      form.busy = false;
      form.step = 'code';
      resendFrom(type, form, payload.output!.resendIn);
      break;
    case 'xstate.done.actor.checkCode':
      form.busy = false;
      form.step = 'password';
      form.resend = null;
      break;
    case 'xstate.done.actor.savePassword':
      form.busy = false;
      form.step = 'done';
      break;
    case 'xstate.done.actor.resendCode':
      form.resent = true;
      resendFrom(type, form, payload.output!.resendIn);
      break;
    case 'xstate.error.actor.resendCode': {
      const error = payload.error!;
      if (error.code === 'expired') backToStart(form, error.serverMessage ?? null, true);
      else {
        form.resend = { state: 'ready', left: 0 };
        reject(form, error);
      }
      break;
    }
    default: {
      if (!event.type.startsWith('xstate.error.actor.')) throw new Error(`the oracle does not know ${event.type}`);
      const error = payload.error!;
      if (!(error instanceof ApiError)) throw new Error('the model fails calls with ApiErrors only');
      form.busy = false;
      if (error.code === 'expired' && form.step !== 'login') backToStart(form, error.serverMessage ?? null, true);
      else if (error.code === 'validation') {
        const { code, ...others } = error.fields;
        form.errors = form.step === 'login' && code !== undefined ? { ...others, captcha: code } : { ...error.fields };
      } else reject(form, error);
      // Every failed step 1 shows a new picture: the server used the captcha up.
      if (form.step === 'login' && event.type === 'xstate.error.actor.sendLogin') {
        form.picture += 1;
        form.values.captcha = '';
      }
    }
  }
}

function expectView(type: LoginType, form: Expected): RestoreApi {
  const shown = FIELDS[form.step] as string[];
  const fn = expect.any(Function) as () => void;
  return {
    step: form.step,
    loginType: type,
    values: form.values,
    errors: Object.fromEntries(Object.entries(form.errors).filter(([field]) => shown.includes(field))),
    otherErrors: Object.entries(form.errors)
      .filter(([field]) => !shown.includes(field))
      .map(([, code]) => code),
    serverMessage: form.serverMessage,
    failure: form.failure,
    expired: form.expired,
    captchaUrl: `/api/common/captcha.jpg?t=${SEED}-${form.picture}`,
    // Issue 59 item 4: the recording is of the picture shown, so it changes with it.
    captchaAudioUrl: `/api/common/captcha.wav?t=${SEED}-${form.picture}`,
    isBusy: form.busy,
    resend: form.resend && {
      secondsLeft: form.resend.state === 'counting' ? form.resend.left : 0,
      canResend: form.resend.state === 'ready' && !form.busy,
      isSending: form.resend.state === 'sending',
    },
    resent: form.resent,
    onFieldChange: fn,
    onLoginFocus: fn,
    onCaptchaRefresh: fn,
    onSubmit: fn,
    onResend: fn,
    onRestart: fn,
  };
}

// ---- The model's events ------------------------------------------------------------------------

const expiredError = () => new ApiError('expired', 400, 'The restore has expired. Please start again.', { expired: 'true' });

function eventsFor(type: LoginType) {
  const validLogin = type === 'phone' ? ' +380501234567 ' : ' trainee@example.com ';
  return (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    const c = snapshot.context as RestoreContext;
    const change = (field: RestoreField, value: string) => ({ type: 'FIELD.CHANGE', field, value });
    const events: AnyEventObject[] = [];
    if (snapshot.matches('login')) {
      events.push({ type: 'LOGIN.FOCUS' }, { type: 'CAPTCHA.REFRESH' });
      if (c.login === '') events.push(change('login', validLogin), change('login', type === 'phone' ? '+3805012' : '   '));
      else events.push(change('login', ''));
      if (type === 'phone' && c.login === '+38') events.push(change('login', '+38+38 (050) 123-45-67'));
      if (type === 'phone' && c.login === '') events.push(change('login', '050.123.45.67'));
      events.push(c.captcha === '' ? change('captcha', ' 472913 ') : change('captcha', ''));
      events.push(
        done('sendLogin', { resendIn: 2 }),
        done('sendLogin', { resendIn: 0 }),
        done('sendLogin', { resendIn: null }),
        failed('sendLogin', new ApiError('validation', 400, 'Wrong characters', { code: 'The characters do not match the picture.' })),
        failed('sendLogin', new ApiError('validation', 400, undefined, { login: 'phoneLocal', extra: 'tooLong' })),
        failed('sendLogin', new ApiError('message', 429, 'Too many attempts. Try again later.')),
        failed('sendLogin', new ApiError('connection', 0)),
      );
    }
    if (snapshot.matches('code')) {
      events.push(c.code === '' ? change('code', ' 482913 ') : change('code', ''));
      events.push(
        { type: 'CODE.RESEND' },
        { type: 'RESTORE.RESTART' },
        after('resendTick', 'restore.code.resend.counting'),
        done('checkCode', { resendIn: null }),
        failed('checkCode', expiredError()),
        failed('checkCode', new ApiError('validation', 400, undefined, { code: 'The code is wrong.' })),
        failed('checkCode', new ApiError('message', 400)),
        failed('checkCode', new ApiError('connection', 502)),
        done('resendCode', { resendIn: 2 }),
        done('resendCode', { resendIn: 0 }),
        done('resendCode', { resendIn: null }),
        failed('resendCode', expiredError()),
        failed('resendCode', new ApiError('message', 429, 'Not yet.')),
      );
    }
    if (snapshot.matches('password')) {
      events.push(c.password === '' ? change('password', ' Passw0rd9 ') : change('password', ''));
      if (c.password === '') events.push(change('password', 'short'));
      events.push(c.confirmation === '' ? change('confirmation', ' Passw0rd9 ') : change('confirmation', ''));
      if (c.confirmation === '') events.push(change('confirmation', 'Passw0rd8'));
      events.push(
        { type: 'RESTORE.RESTART' },
        { type: 'FORM.SUBMIT' },
        done('savePassword'),
        failed('savePassword', expiredError()),
        failed('savePassword', new ApiError('validation', 400, undefined, { password: 'password' })),
        failed('savePassword', new ApiError('connection', 0)),
      );
    } else events.push({ type: 'FORM.SUBMIT' });
    return events;
  };
}

/** What tells two snapshots apart for the model: all but the picture's number (it only grows) and the seed. */
function serialize(snapshot: AnyMachineSnapshot): string {
  const { captchaShown: _n, captchaSeed: _s, ...rest } = snapshot.context as RestoreContext;
  return JSON.stringify({ value: snapshot.value as unknown, rest });
}

const view = (actor: AnyActorRef) => connectRestore(actor.getSnapshot() as RestoreSnapshot, (event) => actor.send(event));

function specFor(type: LoginType) {
  let form = fresh();
  const exec = execWith(fakes);
  return {
    name: `restore-${type}`,
    machine,
    input: { loginType: type, captchaSeed: SEED },
    events: eventsFor(type),
    serialize,
    // One path per event (with its payload) between two state values.
    edgeKey: (from: string, event: AnyEventObject, to: string) =>
      JSON.stringify([(JSON.parse(from) as { value: unknown }).value, event, (JSON.parse(to) as { value: unknown }).value]),
    start: () => {
      fakes.reset();
      form = fresh();
    },
    exec: async (event: AnyEventObject, actor: AnyActorRef) => {
      const ui = view(actor);
      switch (event.type) {
        case 'FIELD.CHANGE': {
          const { field, value } = event as Extract<RestoreEvent, { type: 'FIELD.CHANGE' }>;
          return ui.onFieldChange(field, value);
        }
        case 'LOGIN.FOCUS':
          return ui.onLoginFocus();
        case 'CAPTCHA.REFRESH':
          return ui.onCaptchaRefresh();
        case 'FORM.SUBMIT':
          return ui.onSubmit();
        case 'CODE.RESEND':
          return ui.onResend();
        case 'RESTORE.RESTART':
          return ui.onRestart();
        default:
          return exec(event, actor);
      }
    },
    check: (actual: AnyMachineSnapshot, _expected: AnyMachineSnapshot, step: { event: AnyEventObject; actor: AnyActorRef }) => {
      expectAfter(type, form, step.event);
      expect(view(step.actor)).toEqual(expectView(type, form));
      expect(fakes.calls).toEqual(form.calls);
      const editing = !form.busy && form.step !== 'done';
      expect(actual.can({ type: 'FORM.SUBMIT' })).toBe(editing);
      expect(actual.can({ type: 'CAPTCHA.REFRESH' })).toBe(editing && form.step === 'login');
      expect(actual.can({ type: 'LOGIN.FOCUS' })).toBe(editing && form.step === 'login' && type === 'phone' && form.values.login === '');
      expect(actual.can({ type: 'CODE.RESEND' })).toBe(form.step === 'code' && !form.busy && form.resend?.state === 'ready');
      expect(actual.status).toBe(form.step === 'done' ? 'done' : 'active');
    },
  };
}

for (const type of ['phone', 'email'] as const) {
  describe(`restore machine paths, ${type} login`, () => {
    const spec = specFor(type);
    testEveryPath(spec, coverage);
  });
}

// ---- Scripted stories (docs/decisions.md #73): fixed orders, the same oracle's rules -------------

describe('restore stories', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    fakes.reset();
  });
  const start = (loginType: LoginType) => createActor(machine, { input: { loginType, captchaSeed: SEED } }).start();
  const settle = async (name: CallName, outcome: { output?: unknown; error?: unknown }) => {
    fakes.settle(name, outcome);
    await flush();
  };

  it('phone login: a pasted number, the code, a resend after exactly 90 s, a wrong code, the new password trimmed', async () => {
    const actor = start('phone');
    view(actor).onLoginFocus();
    expect(view(actor).values.login).toBe('+38');
    view(actor).onFieldChange('login', '+38+38 (050) 123-45-67');
    view(actor).onFieldChange('captcha', ' 472913 ');
    view(actor).onSubmit();
    await flush();
    expect(fakes.calls).toEqual([{ name: 'sendLogin', input: { login: '+380501234567', code: '472913' } }]);
    expect(view(actor).isBusy).toBe(true);
    await settle('sendLogin', { output: { resendIn: 90 } });
    expect(view(actor).step).toBe('code');
    expect(view(actor).resend).toEqual({ secondsLeft: 90, canResend: false, isSending: false });
    await vi.advanceTimersByTimeAsync(1000);
    expect(view(actor).resend?.secondsLeft).toBe(89);
    await vi.advanceTimersByTimeAsync(88_999);
    expect(view(actor).resend).toEqual({ secondsLeft: 1, canResend: false, isSending: false });
    view(actor).onResend();
    expect(fakes.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(view(actor).resend).toEqual({ secondsLeft: 0, canResend: true, isSending: false });
    view(actor).onResend();
    await flush();
    expect(fakes.calls.at(-1)).toEqual({ name: 'resendCode', input: undefined });
    await settle('resendCode', { output: { resendIn: 90 } });
    expect(view(actor).resent).toBe(true);
    expect(view(actor).resend?.secondsLeft).toBe(90);
    view(actor).onSubmit();
    expect(view(actor).errors).toEqual({ code: 'required' });
    view(actor).onFieldChange('code', ' 111111 ');
    expect(view(actor).errors).toEqual({});
    view(actor).onSubmit();
    await flush();
    expect(fakes.calls.at(-1)).toEqual({ name: 'checkCode', input: { code: '111111' } });
    await settle('checkCode', { error: new ApiError('validation', 400, undefined, { code: 'The code is wrong.' }) });
    expect(view(actor).errors).toEqual({ code: 'The code is wrong.' });
    expect(view(actor).resent).toBe(false);
    view(actor).onFieldChange('code', '482913');
    view(actor).onSubmit();
    await settle('checkCode', { output: { resendIn: null } });
    expect(view(actor).step).toBe('password');
    expect(view(actor).resend).toBeNull();
    view(actor).onFieldChange('password', ' Passw0rd9 ');
    view(actor).onFieldChange('confirmation', 'Passw0rd8');
    view(actor).onSubmit();
    expect(view(actor).errors).toEqual({ confirmation: 'confirmed' });
    view(actor).onFieldChange('confirmation', 'Passw0rd9  ');
    expect(view(actor).errors).toEqual({});
    view(actor).onSubmit();
    await flush();
    expect(fakes.calls.at(-1)).toEqual({ name: 'savePassword', input: { password: 'Passw0rd9' } });
    await settle('savePassword', { output: undefined });
    expect(view(actor).step).toBe('done');
    expect(fakes.calls.map((call) => call.name)).toEqual(['sendLogin', 'resendCode', 'checkCode', 'checkCode', 'savePassword']);
    actor.stop();
  });

  it('e-mail login: no resend at all; an expiry on the new password returns to step 1 with the message, a new picture and the login kept', async () => {
    const actor = start('email');
    view(actor).onLoginFocus();
    expect(view(actor).values.login).toBe('');
    view(actor).onFieldChange('login', 'trainee@example.com');
    view(actor).onFieldChange('captcha', '472913');
    view(actor).onSubmit();
    await settle('sendLogin', { output: { resendIn: 90 } });
    expect(view(actor).resend).toBeNull();
    view(actor).onResend();
    view(actor).onFieldChange('code', '482913');
    view(actor).onSubmit();
    await settle('checkCode', { output: { resendIn: null } });
    view(actor).onFieldChange('password', 'Passw0rd9');
    view(actor).onFieldChange('confirmation', 'Passw0rd9');
    view(actor).onSubmit();
    await settle('savePassword', { error: new ApiError('expired', 400, 'Time is up. Start again.', { expired: 'true' }) });
    expect(view(actor)).toMatchObject({
      step: 'login',
      serverMessage: 'Time is up. Start again.',
      expired: true,
      values: { login: 'trainee@example.com', captcha: '', code: '', password: '', confirmation: '' },
      captchaUrl: `/api/common/captcha.jpg?t=${SEED}-2`,
    });
    expect(fakes.calls.map((call) => call.name)).toEqual(['sendLogin', 'checkCode', 'savePassword']);
    actor.stop();
  });

  it('every failed step 1 shows a new picture and empties its field; the login stays', async () => {
    const actor = start('phone');
    view(actor).onFieldChange('login', '0501234567');
    const urls = [view(actor).captchaUrl];
    for (const error of [new ApiError('validation', 400, undefined, { code: 'captcha' }), new ApiError('message', 429, 'Too many'), new ApiError('connection', 0)]) {
      view(actor).onFieldChange('captcha', 'abcde');
      view(actor).onSubmit();
      await settle('sendLogin', { error });
      expect(view(actor).values).toMatchObject({ login: '+380501234567', captcha: '' });
      urls.push(view(actor).captchaUrl);
    }
    expect(new Set(urls).size).toBe(4);
    expect(view(actor).failure).toBe('connection');
    view(actor).onCaptchaRefresh();
    expect(view(actor).captchaUrl).toBe(`/api/common/captcha.jpg?t=${SEED}-5`);
    actor.stop();
  });

  it('a field that shows an error is checked again as the trainee types, on every step', async () => {
    const actor = start('phone');
    view(actor).onSubmit();
    expect(view(actor).errors).toEqual({ login: 'required', captcha: 'required' });
    view(actor).onFieldChange('login', '+3805012');
    expect(view(actor).errors).toEqual({ login: 'phoneLocal', captcha: 'required' });
    view(actor).onFieldChange('captcha', '   ');
    expect(view(actor).errors).toEqual({ login: 'phoneLocal', captcha: 'required' });
    view(actor).onFieldChange('login', '+380501234567');
    view(actor).onFieldChange('captcha', '472913');
    expect(view(actor).errors).toEqual({});
    view(actor).onLoginFocus();
    expect(view(actor).values.login).toBe('+380501234567');
    view(actor).onSubmit();
    await settle('sendLogin', { output: { resendIn: 90 } });
    view(actor).onSubmit();
    expect(view(actor).errors).toEqual({ code: 'required' });
    view(actor).onFieldChange('code', '  ');
    expect(view(actor).errors).toEqual({ code: 'required' });
    view(actor).onFieldChange('code', '482913');
    expect(view(actor).errors).toEqual({});
    view(actor).onSubmit();
    await settle('checkCode', { output: { resendIn: null } });
    view(actor).onFieldChange('password', 'short');
    view(actor).onSubmit();
    expect(view(actor).errors).toEqual({ password: 'password', confirmation: 'required' });
    view(actor).onFieldChange('password', 'Passw0rd9');
    expect(view(actor).errors).toEqual({ confirmation: 'required' });
    view(actor).onFieldChange('confirmation', 'Passw0rd8');
    expect(view(actor).errors).toEqual({ confirmation: 'confirmed' });
    // A field without an error is not judged while typed: only when the form is sent.
    view(actor).onFieldChange('password', 'pass word1');
    expect(view(actor).errors).toEqual({ confirmation: 'confirmed' });
    view(actor).onSubmit();
    expect(view(actor).errors).toEqual({ password: 'password', confirmation: 'confirmed' });
    actor.stop();
  });

  it.each([
    ['phone', 0, { secondsLeft: 0, canResend: true, isSending: false }],
    ['phone', null, null],
    ['email', 0, null],
    ['email', 90, null],
  ] as const)('%s login, resendIn %j from the server: the resend shows %j, after a resend too', async (loginType, resendIn, shown) => {
    const actor = start(loginType);
    view(actor).onFieldChange('login', loginType === 'phone' ? '+380501234567' : 'trainee@example.com');
    view(actor).onFieldChange('captcha', '472913');
    view(actor).onSubmit();
    await settle('sendLogin', { output: { resendIn } });
    expect(view(actor).resend).toEqual(shown);
    if (shown?.canResend) {
      view(actor).onResend();
      await flush();
      for (const next of [0, null, 2] as const) {
        await settle('resendCode', { output: { resendIn: next } });
        expect(view(actor).resent).toBe(true);
        expect(view(actor).resend).toEqual(next === 0 ? shown : next === null ? null : { secondsLeft: 2, canResend: false, isSending: false });
        if (next !== 0) break;
        view(actor).onResend();
        await flush();
      }
    }
    actor.stop();
  });

  it("sending a step again (or asking for a new code) takes the last refusal's message away", async () => {
    const actor = start('phone');
    view(actor).onFieldChange('login', '+380501234567');
    view(actor).onFieldChange('captcha', '472913');
    view(actor).onSubmit();
    await settle('sendLogin', { error: new ApiError('message', 429, 'Too many attempts.') });
    expect(view(actor).serverMessage).toBe('Too many attempts.');
    view(actor).onFieldChange('captcha', '472913');
    view(actor).onSubmit();
    expect(view(actor)).toMatchObject({ serverMessage: null, failure: null, isBusy: true });
    await settle('sendLogin', { output: { resendIn: 1 } });
    expect(view(actor)).toMatchObject({ step: 'code', serverMessage: null });
    view(actor).onFieldChange('code', '111111');
    view(actor).onSubmit();
    await settle('checkCode', { error: new ApiError('connection', 0) });
    expect(view(actor).failure).toBe('connection');
    await vi.advanceTimersByTimeAsync(TICK);
    view(actor).onResend();
    expect(view(actor)).toMatchObject({ failure: null, resend: { secondsLeft: 0, canResend: false, isSending: true } });
    await settle('resendCode', { error: new ApiError('message', 429, 'Not yet.') });
    expect(view(actor).serverMessage).toBe('Not yet.');
    view(actor).onSubmit();
    expect(view(actor)).toMatchObject({ serverMessage: null, isBusy: true });
    await settle('checkCode', { output: { resendIn: null } });
    view(actor).onFieldChange('password', 'Passw0rd9');
    view(actor).onFieldChange('confirmation', 'Passw0rd9');
    view(actor).onSubmit();
    await settle('savePassword', { error: new ApiError('message', 400, 'Refused.') });
    expect(view(actor).serverMessage).toBe('Refused.');
    view(actor).onSubmit();
    expect(view(actor)).toMatchObject({ serverMessage: null, isBusy: true });
    actor.stop();
  });

  it('the paths of both modes cover every state and transition of the machine', () => {
    coverage.write();
    expect(coverage.summary().missing).toEqual({ states: [], transitions: [] });
  });
});
