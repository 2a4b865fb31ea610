import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { createActor } from 'xstate';
import type * as Common from '../../api/common.ts';
import type * as Rules from '../../api/rules.ts';
import { CYRILLIC, email, ENGLISH, fieldErrors, isPassword, loginField, password, phoneGlobal, phoneLocal, required } from '../../api/rules.ts';

// SPEC §5 "Named rules" and the login form's rule (SPEC §5 Forms "Login"): each case below is
// read from the SPEC text, not from the rules. The last block shows that the login form takes
// its rules from api/: changing a rule there changes what the form accepts.

/** The rule code a schema reports for a value, or null when it accepts it. */
function codeOf(schema: v.GenericSchema, value: unknown): string | null {
  const result = v.safeParse(schema, value);
  return result.success ? null : (result.issues[0]?.message ?? 'no message');
}

describe('SPEC §5 named rules', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    [undefined, 'required'],
    [null, 'required'],
    ['x', null],
    [' x ', null],
  ])('required: %j -> %s', (value, code) => {
    expect(codeOf(required(), value)).toBe(code);
  });

  it('required trims what it accepts', () => {
    expect(v.parse(required(), '  Olena ')).toBe('Olena');
  });

  it.each([
    ['+380501234567', null],
    [' +380501234567 ', null],
    ['+48123456789', null],
    ['', 'required'],
    ['+38050123456', 'phoneLocal'], // 8 digits after +380
    ['+3805012345678', 'phoneLocal'], // 10 digits after +380: longer than 13
    ['+4812345678', 'phoneLocal'], // 8 digits after +48
    ['+481234567890', 'phoneLocal'], // 10 digits after +48
    ['380501234567', 'phoneLocal'], // no plus
    ['+49123456789', 'phoneLocal'], // another country
    ['+381501234567', 'phoneLocal'],
    ['x+48123456789', 'phoneLocal'],
    ['+48123456789x', 'phoneLocal'],
    ['+48 12345678', 'phoneLocal'],
    ['+4812345678a', 'phoneLocal'],
    ['+380a01234567', 'phoneLocal'],
  ])('phoneLocal: %j -> %s', (value, code) => {
    expect(codeOf(phoneLocal(), value)).toBe(code);
  });

  it.each([
    ['+1', null],
    ['+441234567890123', null],
    [' +12 ', null],
    ['', 'required'],
    ['+', 'phoneGlobal'],
    ['12', 'phoneGlobal'],
    ['+12a', 'phoneGlobal'],
    ['a+12', 'phoneGlobal'],
    ['+1 2', 'phoneGlobal'],
  ])('phoneGlobal: %j -> %s', (value, code) => {
    expect(codeOf(phoneGlobal(), value)).toBe(code);
  });

  it.each([
    ['a@b.c', null],
    [' trainee@example.com ', null],
    ['first.last@sub.example.org', null],
    ['', 'required'],
    ['a@b', 'email'],
    ['ab.c', 'email'],
    ['@b.c', 'email'],
    ['a@.c', 'email'],
    ['a@b.', 'email'],
    ['a@@b.c', 'email'],
    ['a b@c.d', 'email'],
    ['a@b c.d', 'email'],
    ['a@b.c d', 'email'],
    ['a@b@c.d', 'email'],
    [`${'a'.repeat(248)}@b.com`, null], // 254 characters
    [`${'a'.repeat(249)}@b.com`, 'email'], // 255
  ])('email: %j -> %s', (value, code) => {
    expect(codeOf(email(), value)).toBe(code);
  });

  it.each([
    ['Passw0rd', null], // 8 characters, a digit and a letter
    ['~!1aaaaa', null], // printable ASCII at both ends of the range
    ['a1!"#$%&', null],
    ['', 'required'],
    [undefined, 'required'],
    ['Passw0r', 'password'], // 7 characters
    ['Password', 'password'], // no digit
    ['12345678', 'password'], // no letter
    ['Pass w0rd', 'password'], // a space
    ['Pass\tw0rd', 'password'],
    ['Pässw0rd1', 'password'], // not ASCII
    ['Passw0rd\u007f', 'password'], // DEL is not printable
    ['Пароль123', 'password'],
  ])('password: %j -> %s', (value, code) => {
    expect(codeOf(password(), value)).toBe(code);
  });

  it('password is not trimmed: leading spaces make it fail rather than disappear', () => {
    expect(isPassword(' Passw0rd')).toBe(false);
    expect(isPassword('Passw0rd')).toBe(true);
  });

  it.each([
    ['Олена', true],
    ["Ґанна-Марія О'Ліра", true],
    ['Їжак Єва Іван Ёжик', true],
    ['Olena', false],
    ['Олена1', false],
    ['', false],
    ['Олена.', false],
    ['1Олена', false],
    ['Олена1 Олена', false],
  ])('cyrillic: %j -> %s', (value, ok) => {
    expect(CYRILLIC.test(value)).toBe(ok);
  });

  it.each([
    ["Mary-Jane O'Neil", true],
    ['Olena', true],
    ['Олена', false],
    ['Olena1', false],
    ['', false],
    ['Zoë', false],
    ['1Olena', false],
    ['Олена Olena', false],
  ])('english: %j -> %s', (value, ok) => {
    expect(ENGLISH.test(value)).toBe(ok);
  });
});

describe('login field rule (SPEC §5 Forms "Login")', () => {
  it('phone mode: required, then phoneLocal', () => {
    expect(codeOf(loginField('phone'), '')).toBe('required');
    expect(codeOf(loginField('phone'), '+3805012')).toBe('phoneLocal');
    expect(codeOf(loginField('phone'), '+380501234567')).toBeNull();
  });

  it('e-mail mode: only required', () => {
    expect(codeOf(loginField('email'), ' ')).toBe('required');
    expect(codeOf(loginField('email'), 'not an e-mail')).toBeNull();
  });
});

describe('fieldErrors', () => {
  it('gives the first failing rule of each field, keyed by its path', () => {
    const schema = v.object({
      login: phoneLocal(),
      password: password(),
      address: v.object({ city: required() }),
    });
    const result = v.safeParse(schema, { login: '+38', password: 'short', address: { city: ' ' } });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.issues ?? [])).toEqual({ login: 'phoneLocal', password: 'password', 'address.city': 'required' });
  });

  it("reports an issue without a path under '_'", () => {
    const result = v.safeParse(required(), '');
    expect(fieldErrors(result.issues ?? [])).toEqual({ _: 'required' });
  });

  it('keeps the first code when one field fails two rules', () => {
    const result = v.safeParse(v.object({ login: phoneLocal() }), { login: '+380501234567890' });
    expect(fieldErrors(result.issues ?? [])).toEqual({ login: 'phoneLocal' });
    const twice = v.safeParse(v.object({ p: v.pipe(v.string(), v.minLength(3, 'first'), v.regex(/x/, 'second')) }), { p: 'a' });
    expect(fieldErrors(twice.issues ?? [])).toEqual({ p: 'first' });
  });
});

// The login form (machines/login.machine.ts) validates with the login call's body schema
// (api/session-calls.ts 'common.login', api/common.ts LoginRequest) and loginField: a change
// to either reaches the form with no change to the machine.
describe('a rule change in api/ reaches the login form', () => {
  afterEach(() => {
    vi.doUnmock('../../api/rules.ts');
    vi.doUnmock('../../api/common.ts');
    vi.resetModules();
  });

  async function loginForm(loginType: 'phone' | 'email', login: string, pass: string) {
    const { loginMachine } = await import('../../machines/login.machine.ts');
    const { connectLogin } = await import('../../machines/login.connect.ts');
    const actor = createActor(loginMachine, { input: { loginType } }).start();
    const view = () => connectLogin(actor.getSnapshot(), (event) => actor.send(event));
    view().onLoginChange(login);
    view().onPasswordChange(pass);
    view().onSubmit();
    const { loginError, passwordError, isSubmitting } = view();
    actor.stop();
    return { loginError, passwordError, isSubmitting };
  }

  it('as the rules are: a Polish number and an 8-character password are sent', async () => {
    vi.resetModules();
    expect(await loginForm('phone', '+48123456789', 'Passw0rd')).toEqual({ loginError: null, passwordError: null, isSubmitting: true });
  });

  it('a phone rule without Polish numbers in api/rules.ts: the form refuses one', async () => {
    vi.resetModules();
    vi.doMock('../../api/rules.ts', async (importOriginal) => {
      const rules = await importOriginal<typeof Rules>();
      return {
        ...rules,
        loginField: (type: 'phone' | 'email') => (type === 'phone' ? v.pipe(rules.required(), v.regex(/^\+380\d{9}$/, 'phoneLocal')) : rules.required()),
      };
    });
    expect(await loginForm('phone', '+48123456789', 'Passw0rd')).toEqual({ loginError: 'phoneLocal', passwordError: null, isSubmitting: false });
  });

  it('a longer minimum password in the login call body (api/common.ts): the form refuses a shorter one', async () => {
    vi.resetModules();
    vi.doMock('../../api/common.ts', async (importOriginal) => {
      const common = await importOriginal<typeof Common>();
      return {
        ...common,
        LoginRequest: v.object({ ...common.LoginRequest.entries, password: v.pipe(v.string('required'), v.nonEmpty('required'), v.minLength(10, 'password')) }),
      };
    });
    expect(await loginForm('email', 'trainee@example.com', 'Passw0rd')).toEqual({ loginError: null, passwordError: 'password', isSubmitting: false });
  });
});
