import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { loginMachine, type LoginBody, type LoginContext, type LoginEvent, type LoginField, type LoginType } from '../../machines/login.machine.ts';
import type { WireLocale } from '../../api/common.ts';
import { connectLogin, type LoginApi, type LoginSnapshot } from '../../machines/login.connect.ts';
import { ApiError } from '../../src/lib/errors.ts';
import { controllableActors, Coverage, done, execWith, failed, flush, testEveryPath } from './harness.ts';

// Model-based paths of machines/login.machine.ts (SPEC §5 "Login", §7 login errors handled
// locally), in both login modes, replayed on a running actor. The trainee types, focuses and
// submits through the connect (as the login view does); the login call is a fake that records
// its body. After every step the test's own reading of SPEC §5 (the oracle below, which never
// asks the machine or api/rules.ts) says what the form must show, which login calls must have
// been made with which body (trimmed inputs, and the language the page shows: issue 59 item 1,
// the language seen on /login is the one after login), and whether the session was told (once,
// on success). The phone mode's page shows English, the e-mail mode's Russian. The captcha
// (issue 59 item 10): once the server refuses a login with a field error on `code`, the form
// shows a picture and sends its digits as `code`, required, with a new picture after every
// refused attempt and on a refresh.

const fakes = controllableActors(['submitLogin']);
let sessionTold = 0;
const machine = loginMachine.provide({ actors: fakes.actors, actions: { notifyLoggedIn: () => (sessionTold += 1) } });
const coverage = new Coverage('login', machine);

/** SPEC §5 "Login" in the test's own words: the rule code a field shows for a value, or none. */
const PHONE_LOCAL = /^\+(380\d{9}|48\d{9})$/;
function ruleOf(loginType: LoginType, field: LoginField, value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  if (field === 'captcha' && trimmed.length > 32) return 'tooLong';
  if (field === 'login' && loginType === 'phone' && !PHONE_LOCAL.test(trimmed)) return 'phoneLocal';
  return undefined;
}

/** What the trainee sees and what the app was told, as the oracle expects it. */
interface Expected {
  login: string;
  password: string;
  captcha: string;
  /** Pictures shown so far: 0 while the server asked for no captcha. */
  pictures: number;
  errors: Record<string, string>;
  serverMessage: string | null;
  failure: 'message' | 'connection' | null;
  submitting: boolean;
  succeeded: boolean;
  calls: LoginBody[];
  sessionTold: number;
}

const fresh = (): Expected => ({
  login: '',
  password: '',
  captcha: '',
  pictures: 0,
  errors: {},
  serverMessage: null,
  failure: null,
  submitting: false,
  succeeded: false,
  calls: [],
  sessionTold: 0,
});

/**
 * Issue 10 item 6: what a phone field holds after each value the paths type or paste, in the
 * test's own words (a table, not api/phone.ts): separators, a missing or doubled '+38' go, and
 * only then the 13 characters of SPEC §5 "Login" apply.
 */
const PHONE_FIELD: Record<string, string> = {
  '': '',
  '+3805012': '+3805012',
  ' +380501234567 ': '+380501234567',
  '+38+380501234567': '+380501234567', // '+380501234567' pasted after the '+38' pre-fill
  '+38+38 (050) 123-45-67': '+380501234567', // '+38 (050) 123-45-67' pasted after the pre-fill
  '+38380501234567': '+380501234567', // '380501234567' pasted after the pre-fill
  '38 (050) 123-45-67': '+380501234567',
  '+3805012345678': '+380501234567', // one digit too many: cut as the limit says
};
function phoneField(value: string): string {
  const held = PHONE_FIELD[value];
  if (held === undefined) throw new Error(`the oracle has no phone field value for ${JSON.stringify(value)}`);
  return held;
}

function expectAfter(loginType: LoginType, shows: WireLocale, form: Expected, event: AnyEventObject) {
  const editing = !form.submitting && !form.succeeded;
  if (event.type === 'FIELD.CHANGE' && editing) {
    const { field, value } = event as Extract<LoginEvent, { type: 'FIELD.CHANGE' }>;
    const typed = field === 'login' && loginType === 'phone' ? phoneField(value) : value;
    form[field] = typed;
    // A field that shows an error is checked again as the trainee types.
    if (field in form.errors) {
      const { [field]: _old, ...others } = form.errors;
      const rule = ruleOf(loginType, field, typed);
      form.errors = rule ? { ...others, [field]: rule } : others;
    }
  }
  if (event.type === 'LOGIN.FOCUS' && editing && loginType === 'phone' && form.login === '') form.login = '+38';
  // A new picture: on a refresh, and after each refused attempt while one is shown (it was used up).
  const newPicture = () => {
    if (form.pictures === 0) return;
    form.pictures += 1;
    form.captcha = '';
  };
  if (event.type === 'CAPTCHA.REFRESH' && editing) newPicture();
  if (event.type === 'FORM.SUBMIT' && editing) {
    const errors: Record<string, string> = {};
    for (const field of ['login', 'password', ...(form.pictures > 0 ? (['captcha'] as const) : [])] as const) {
      const rule = ruleOf(loginType, field, form[field]);
      if (rule) errors[field] = rule;
    }
    form.errors = errors;
    form.serverMessage = null;
    form.failure = null;
    if (Object.keys(errors).length === 0) {
      form.submitting = true;
      form.calls.push({ login: form.login.trim(), password: form.password.trim(), locale: shows, ...(form.pictures > 0 ? { code: form.captcha.trim() } : {}) });
    }
  }
  if (event.type === 'xstate.done.actor.submitLogin' && form.submitting) {
    form.submitting = false;
    form.succeeded = true;
    form.sessionTold += 1;
  }
  if (event.type === 'xstate.error.actor.submitLogin' && form.submitting) {
    const { error } = event as { error?: unknown };
    if (!(error instanceof ApiError)) throw new Error('the model fails the login call with ApiErrors only');
    form.submitting = false;
    newPicture();
    if (error.code === 'validation') {
      const { code, ...others } = error.fields;
      // The server's `code` is the captcha: its field says why, in the server's words; asked for, the first picture.
      form.errors = code === undefined ? { ...error.fields } : { ...others, captcha: error.serverMessage ?? code };
      if (code !== undefined && form.pictures === 0) form.pictures = 1;
    } else if (error.code === 'message') {
      form.serverMessage = error.serverMessage ?? null;
      form.failure = error.serverMessage ? null : 'message';
    } else form.failure = 'connection';
  }
}

function expectView(loginType: LoginType, form: Expected): LoginApi {
  const { login: loginError = null, password: passwordError = null, ...rest } = form.errors;
  // A `captcha` error is the captcha field's while a picture is shown, else one the form has no field for.
  const shows = form.pictures > 0;
  const captchaError = shows ? (rest.captcha ?? null) : null;
  const others = Object.entries(rest).filter(([field]) => !(shows && field === 'captcha'));
  return {
    loginType,
    login: form.login,
    password: form.password,
    loginError,
    passwordError,
    otherErrors: others.map(([, code]) => code),
    captcha: shows ? { picture: `seed-login-${form.pictures}`, value: form.captcha, error: captchaError } : null,
    serverMessage: form.serverMessage,
    failure: form.failure,
    isSubmitting: form.submitting || form.succeeded,
    onLoginChange: expect.any(Function) as () => void,
    onPasswordChange: expect.any(Function) as () => void,
    onLoginFocus: expect.any(Function) as () => void,
    onCaptchaChange: expect.any(Function) as () => void,
    onCaptchaRefresh: expect.any(Function) as () => void,
    onSubmit: expect.any(Function) as () => void,
  };
}

/** A serialized state as the model's paths tell them apart: state value, which fields hold what kind of value, errors shown. */
function shown(serialized: string): string {
  const { value, context } = JSON.parse(serialized) as { value: unknown; context: LoginContext };
  const kind = (text: string) => (text === '' ? 'empty' : text.trim() === '' ? 'blank' : text.trim() === text ? 'text' : 'padded');
  return JSON.stringify([value, kind(context.login), kind(context.password), context.captchaShown > 0 && kind(context.captcha), context.errors]);
}

const view = (actor: AnyActorRef) => connectLogin(actor.getSnapshot() as LoginSnapshot, (event) => actor.send(event));

const SHOWN: Record<LoginType, WireLocale> = { phone: 'en', email: 'ru' };

for (const loginType of ['phone', 'email'] as const) {
  const shows = SHOWN[loginType];
  describe(`login machine paths, ${loginType} mode, the page in ${shows}`, () => {
    const validLogin = loginType === 'phone' ? '+380501234567' : 'trainee@example.com';
    const events = (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
      const { login, password, captcha, captchaShown } = snapshot.context as LoginContext;
      return [
        { type: 'LOGIN.FOCUS' },
        { type: 'CAPTCHA.REFRESH' },
        // Once a picture is shown: its digits typed (with spaces around), or cleared.
        ...(captchaShown > 0 ? [{ type: 'FIELD.CHANGE', field: 'captcha', value: captcha ? '' : ' 482913 ' }] : []),
        // Keep the model finite: type a valid login (with spaces around), an invalid one, or clear it.
        ...(login === '' || login === '+38'
          ? [
              { type: 'FIELD.CHANGE', field: 'login', value: ` ${validLogin} ` },
              // Pasting the full number after the '+38' pre-fill, in three shapes (issue 10 item 6).
              ...(loginType === 'phone' && login === '+38'
                ? ['+38+380501234567', '+38+38 (050) 123-45-67', '+38380501234567'].map((value) => ({ type: 'FIELD.CHANGE', field: 'login', value }))
                : []),
              // Typing it without the prefix, or one digit too many.
              ...(loginType === 'phone' && login === ''
                ? ['38 (050) 123-45-67', '+3805012345678'].map((value) => ({ type: 'FIELD.CHANGE', field: 'login', value }))
                : []),
              { type: 'FIELD.CHANGE', field: 'login', value: loginType === 'phone' ? '+3805012' : '   ' },
            ]
          : [{ type: 'FIELD.CHANGE', field: 'login', value: '' }]),
        ...(password
          ? [{ type: 'FIELD.CHANGE', field: 'password', value: '' }]
          : [
              { type: 'FIELD.CHANGE', field: 'password', value: ' Passw0rd1 ' },
              { type: 'FIELD.CHANGE', field: 'password', value: '   ' },
            ]),
        { type: 'FORM.SUBMIT' },
        done('submitLogin'),
        failed('submitLogin', new ApiError('message', 400, 'Wrong login or password')),
        failed('submitLogin', new ApiError('message', 429)),
        failed('submitLogin', new ApiError('validation', 400, undefined, { login: 'phoneLocal', captcha: 'required' })),
        // A busy network (issue 59 item 10): the captcha asked for, or read wrong.
        failed('submitLogin', new ApiError('validation', 400, 'There were many failed logins from your network.', { code: 'captcha' })),
        failed('submitLogin', new ApiError('connection', 0)),
        failed('submitLogin', new ApiError('connection', 502, 'Bad gateway')),
      ];
    };
    let form = fresh();
    const exec = execWith(fakes);
    const spec = {
      name: `login-${loginType}`,
      machine,
      input: { loginType, locale: shows, captchaSeed: 'seed' },
      events,
      // The model's states: the machine's, but which picture is shown only as whether one is (its number grows with every refresh).
      serialize: (snapshot: AnyMachineSnapshot) => {
        const context = snapshot.context as LoginContext;
        return JSON.stringify({ value: snapshot.value as unknown, context: { ...context, captchaShown: Math.min(context.captchaShown, 1) } });
      },
      // One path per event payload between two state values, with what the form shows around it.
      edgeKey: (from: string, event: AnyEventObject, to: string) => JSON.stringify([shown(from), event, shown(to)]),
      start: () => {
        fakes.reset();
        sessionTold = 0;
        form = fresh();
      },
      exec: async (event: AnyEventObject, actor: AnyActorRef) => {
        const form = view(actor);
        if (event.type === 'FIELD.CHANGE') {
          const { field, value } = event as Extract<LoginEvent, { type: 'FIELD.CHANGE' }>;
          return field === 'login' ? form.onLoginChange(value) : field === 'password' ? form.onPasswordChange(value) : form.onCaptchaChange(value);
        }
        if (event.type === 'LOGIN.FOCUS') return form.onLoginFocus();
        if (event.type === 'CAPTCHA.REFRESH') return form.onCaptchaRefresh();
        if (event.type === 'FORM.SUBMIT') return form.onSubmit();
        return exec(event, actor);
      },
      check: (actual: AnyMachineSnapshot, _expected: AnyMachineSnapshot, step: { event: AnyEventObject; actor: AnyActorRef }) => {
        expectAfter(loginType, shows, form, step.event);
        expect(view(step.actor)).toEqual(expectView(loginType, form));
        expect(fakes.calls.map((call) => call.input)).toEqual(form.calls);
        expect(sessionTold).toBe(form.sessionTold);
        // The form takes typing and submitting while editing, and nothing while it waits or after success.
        const editing = !form.submitting && !form.succeeded;
        expect(actual.can({ type: 'FIELD.CHANGE', field: 'login', value: 'x' })).toBe(editing);
        expect(actual.can({ type: 'FIELD.CHANGE', field: 'password', value: 'x' })).toBe(editing);
        expect(actual.can({ type: 'FORM.SUBMIT' })).toBe(editing);
        expect(actual.can({ type: 'FIELD.CHANGE', field: 'captcha', value: 'x' })).toBe(editing);
        expect(actual.can({ type: 'CAPTCHA.REFRESH' })).toBe(editing && form.pictures > 0);
        expect(actual.can({ type: 'LOGIN.FOCUS' })).toBe(editing && loginType === 'phone' && form.login === '');
        // Once the session was told, the login is over (its actor is done).
        expect(actual.status).toBe(form.succeeded ? 'done' : 'active');
      },
    };
    testEveryPath(spec, coverage);
  });
}

describe('login machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    fakes.reset();
    sessionTold = 0;
  });

  it('sends the trimmed inputs once, and tells the session only when the server accepted them', async () => {
    const actor = createActor(machine, { input: { loginType: 'phone' } }).start();
    view(actor).onLoginChange('  +380501234567 ');
    view(actor).onPasswordChange(' Passw0rd1  ');
    view(actor).onSubmit();
    view(actor).onSubmit();
    await flush();
    expect(fakes.calls).toEqual([{ name: 'submitLogin', input: { login: '+380501234567', password: 'Passw0rd1' } }]);
    expect(view(actor).isSubmitting).toBe(true);
    expect(sessionTold).toBe(0);
    fakes.settle('submitLogin', { output: undefined });
    await flush();
    expect(sessionTold).toBe(1);
    actor.stop();
  });

  it.each(['ua', 'ru', 'en'] as const)('sends the language the page shows (%s) with the login, whatever the account keeps (issue 59 item 1)', async (locale) => {
    const actor = createActor(machine, { input: { loginType: 'phone', locale } }).start();
    view(actor).onLoginChange('+380501234567');
    view(actor).onPasswordChange('Passw0rd1');
    view(actor).onSubmit();
    await flush();
    expect(fakes.calls).toEqual([{ name: 'submitLogin', input: { login: '+380501234567', password: 'Passw0rd1', locale } }]);
    actor.stop();
  });

  it('sends no language while the page shows none yet', async () => {
    const actor = createActor(machine, { input: { loginType: 'email', locale: null } }).start();
    view(actor).onLoginChange('trainee@example.com');
    view(actor).onPasswordChange('Passw0rd1');
    view(actor).onSubmit();
    await flush();
    expect(fakes.calls).toEqual([{ name: 'submitLogin', input: { login: 'trainee@example.com', password: 'Passw0rd1' } }]);
    actor.stop();
  });

  it("keeps '+38+' as typed where it is no doubled phone prefix: in e-mail mode, and in a password", () => {
    const email = createActor(machine, { input: { loginType: 'email' } }).start();
    view(email).onLoginChange('+38+380501234567');
    expect(view(email).login).toBe('+38+380501234567');
    email.stop();
    const phone = createActor(machine, { input: { loginType: 'phone' } }).start();
    view(phone).onPasswordChange('+38+secret1');
    expect(view(phone).password).toBe('+38+secret1');
    view(phone).onLoginChange('+38+380501234567');
    expect(view(phone).login).toBe('+380501234567');
    phone.stop();
  });

  it.each(['+380501234567', '+38 (050) 123-45-67', '380501234567'])(
    "logs in with %j pasted after the '+38' pre-fill, sent as +380501234567 (issue 10 item 6)",
    async (pasted) => {
      const actor = createActor(machine, { input: { loginType: 'phone' } }).start();
      view(actor).onLoginFocus();
      view(actor).onLoginChange(`${view(actor).login}${pasted}`);
      expect(view(actor).login).toBe('+380501234567');
      view(actor).onPasswordChange('Passw0rd1');
      view(actor).onSubmit();
      await flush();
      expect(view(actor).loginError).toBeNull();
      expect(fakes.calls).toEqual([{ name: 'submitLogin', input: { login: '+380501234567', password: 'Passw0rd1' } }]);
      actor.stop();
    },
  );

  it('refuses what the login call would refuse: a login longer than 254 characters (api/common.ts LoginRequest)', () => {
    const actor = createActor(machine, { input: { loginType: 'email' } }).start();
    view(actor).onLoginChange(`${'a'.repeat(243)}@example.com`); // 255 characters
    view(actor).onPasswordChange('Passw0rd1');
    view(actor).onSubmit();
    expect(view(actor).loginError).toBe('tooLong');
    view(actor).onLoginChange(`${'a'.repeat(242)}@example.com`); // 254: accepted again
    expect(view(actor).loginError).toBeNull();
    expect(fakes.calls).toEqual([]);
    actor.stop();
  });

  it('the paths of both modes cover every state and transition of the machine', () => {
    coverage.write();
    expect(coverage.summary().missing).toEqual({ states: [], transitions: [] });
  });
});
