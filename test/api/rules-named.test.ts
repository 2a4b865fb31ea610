import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { confirmed, cyrillic, CYRILLIC, email, english, ENGLISH, fieldErrors, isConfirmed, password, phoneGlobal, phoneLocal, required } from '../../api/rules.ts';

// Every SPEC §5 named rule as a schema (issue 12 "unit tests of every SPEC §5 rule with edge
// cases, Ukrainian letters and the apostrophe forms in use"). The cases are read from the SPEC
// text; test/api/rules.test.ts holds the first cases of the phone, e-mail and password rules.

/** The rule code a schema reports for a value, or null when it accepts it. */
function codeOf(schema: v.GenericSchema, value: unknown): string | null {
  const result = v.safeParse(schema, value);
  return result.success ? null : (result.issues[0]?.message ?? 'no message');
}

const UKRAINIAN = 'АаБбВвГгҐґДдЕеЄєЖжЗзИиІіЇїЙйКкЛлМмНнОоПпРрСсТтУуФфХхЦцЧчШшЩщЬьЮюЯя';
/** ' (U+0027), ’ (U+2019: the Ukrainian keyboard layouts and autocorrect), ʼ (U+02BC: the orthography's letter apostrophe). */
const APOSTROPHE_FORMS = ["'", '\u2019', '\u02bc'];

describe('required (SPEC §5: the "required" text)', () => {
  it.each([
    ['', 'required'],
    [' \t\n ', 'required'],
    ['\u00a0', 'required'], // a no-break space is white space too
    [undefined, 'required'],
    [null, 'required'],
    [0, 'required'],
    [[], 'required'],
    ['0', null],
    ['ї', null],
  ])('%j -> %s', (value, code) => {
    expect(codeOf(required(), value)).toBe(code);
  });
});

describe('cyrillic (SPEC §5: Cyrillic letters including Ukrainian, apostrophe, space, hyphen)', () => {
  it('takes every letter of the Ukrainian alphabet, both cases', () => {
    expect(codeOf(cyrillic(), UKRAINIAN)).toBeNull();
    for (const letter of UKRAINIAN) expect(CYRILLIC.test(letter), letter).toBe(true);
  });

  it.each(['і', 'ї', 'є', 'ґ', 'І', 'Ї', 'Є', 'Ґ'])('takes the Ukrainian letter %s on its own and inside a name', (letter) => {
    expect(codeOf(cyrillic(), letter)).toBeNull();
    expect(codeOf(cyrillic(), `О${letter}а`)).toBeNull();
  });

  it.each(APOSTROPHE_FORMS)('takes the apostrophe %j in a name: Мʼята, Обʼєднання, Сімʼя', (apostrophe) => {
    for (const name of [`М${apostrophe}ята`, `Об${apostrophe}єднання`, `Сім${apostrophe}я`, `П${apostrophe}ять`]) {
      expect(codeOf(cyrillic(), name), name).toBeNull();
    }
    expect(codeOf(cyrillic(), `Дар${apostrophe}я Ґонта-Їжакевич`)).toBeNull();
  });

  it.each([
    ['Олена Коваленко-Шевченко', null],
    ['Ёжик Эмма Ыы Ъъ', null], // Russian letters are Cyrillic too
    ['  Олена  ', null], // trimmed first
    ['', 'required'],
    ['   ', 'required'],
    ['Olena', 'cyrillic'],
    ['Олeна', 'cyrillic'], // a Latin e inside
    ['Iван', 'cyrillic'], // a Latin I, not the Cyrillic І
    ['Олена1', 'cyrillic'],
    ['Олена.', 'cyrillic'],
    ['Олена_Іван', 'cyrillic'],
    ['Олена\u2013Іван', 'cyrillic'], // an en dash is not the hyphen
    ['Олена`', 'cyrillic'], // a backtick is not an apostrophe
    ['Олена\u2018', 'cyrillic'], // nor an opening quote
    ['Ўладзімір', 'cyrillic'], // a Belarusian letter outside the rule
  ])('%j -> %s', (value, code) => {
    expect(codeOf(cyrillic(), value)).toBe(code);
  });
});

describe('english (SPEC §5: Latin letters, apostrophe, space, hyphen)', () => {
  it.each(APOSTROPHE_FORMS)('takes the apostrophe %j: Mary-Jane O…Neil, D…Artagnan', (apostrophe) => {
    expect(codeOf(english(), `Mary-Jane O${apostrophe}Neil`)).toBeNull();
    expect(ENGLISH.test(`D${apostrophe}Artagnan`)).toBe(true);
  });

  it.each([
    ['Olena Kovalenko', null],
    ['ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz', null],
    [' Olena ', null],
    ['', 'required'],
    ['Олена', 'english'],
    ['Olenа', 'english'], // a Cyrillic а at the end
    ['Zoë', 'english'],
    ['Łukasz', 'english'],
    ['Olena1', 'english'],
    ['Olena.', 'english'],
    ['Olena`s', 'english'],
  ])('%j -> %s', (value, code) => {
    expect(codeOf(english(), value)).toBe(code);
  });
});

describe('email (SPEC §5: e-mail format)', () => {
  it.each([
    ['olena.kovalenko+курс@example.com.ua', null],
    ['o@e.co', null],
    ['UPPER@EXAMPLE.COM', null],
    ['', 'required'],
    ['olena@example', 'email'],
    ['olena@example.', 'email'],
    ['olena.example.com', 'email'],
    ['olena@ex ample.com', 'email'],
    ['олена@приклад', 'email'],
  ])('%j -> %s', (value, code) => {
    expect(codeOf(email(), value)).toBe(code);
  });
});

describe('password (SPEC §5: 8+ characters, no spaces, printable ASCII, a digit and a letter)', () => {
  it.each([
    ['abcdefg1', null], // exactly 8
    ['A1!@#$%^', null],
    [`a1${'x'.repeat(200)}`, null],
    ['abcdef1', 'password'], // 7
    ['abcdefgh', 'password'], // no digit
    ['1234567!', 'password'], // no letter
    ['abcd efg1', 'password'], // a space
    ['abcdefg1\u00a0', 'password'], // a no-break space
    ['abcdefg1ї', 'password'], // a Ukrainian letter is not ASCII
    ['abcdefg1’', 'password'], // nor is the typographic apostrophe
    ['', 'required'],
  ])('%j -> %s', (value, code) => {
    expect(codeOf(password(), value)).toBe(code);
  });
});

describe('phoneLocal and phoneGlobal (SPEC §5)', () => {
  it.each([
    ['+380501234567', null],
    ['+48501234567', null], // +48 and 9 digits
    ['+4850123456', 'phoneLocal'], // +48 and 8 digits
    ['+485012345678', 'phoneLocal'], // +48 and 10 digits
    ['+38050123456', 'phoneLocal'], // +380 and 8 digits
    ['+380 50 123 45 67', 'phoneLocal'], // separators are the normalisation's job (api/phone.ts), not the rule's
    ['+３80501234567', 'phoneLocal'], // a full-width digit
    ['+380٥01234567', 'phoneLocal'], // an Arabic-Indic digit
    ['', 'required'],
  ])('phoneLocal %j -> %s', (value, code) => {
    expect(codeOf(phoneLocal(), value)).toBe(code);
  });

  it.each([
    ['+12025550123', null],
    ['+0', null],
    ['+1-202-555-0123', 'phoneGlobal'],
    ['++1', 'phoneGlobal'],
    ['12025550123', 'phoneGlobal'], // no plus sign
    ['+١٢٣', 'phoneGlobal'], // Arabic-Indic digits are not \d
    ['', 'required'],
  ])('phoneGlobal %j -> %s', (value, code) => {
    expect(codeOf(phoneGlobal(), value)).toBe(code);
  });
});

describe('confirmed (SPEC §5: the two passwords must match)', () => {
  const form = v.pipe(v.object({ password: password(), confirmation: required() }), confirmed());
  const errorsOf = (input: unknown) => {
    const result = v.safeParse(form, input);
    return result.success ? null : fieldErrors(result.issues);
  };

  it.each([
    ['Passw0rd1', 'Passw0rd1', null],
    ['Passw0rd1', 'passw0rd1', { confirmation: 'confirmed' }], // case matters
    ['Passw0rd1', 'Passw0rd', { confirmation: 'confirmed' }],
    ['Passw0rd1', 'Passw0rd12', { confirmation: 'confirmed' }],
    ['Passw0rd1', '', { confirmation: 'required' }],
    ['Passw0rd1', '  Passw0rd1  ', null], // the confirmation is trimmed by required(), like the form's inputs
  ])('%j and %j -> %j', (pass, confirmation, errors) => {
    expect(errorsOf({ password: pass, confirmation })).toEqual(errors);
  });

  it('is reported next to a password that fails its own rule, and not when the two are equal', () => {
    expect(errorsOf({ password: 'short', confirmation: 'other' })).toEqual({ password: 'password', confirmation: 'confirmed' });
    expect(errorsOf({ password: 'short', confirmation: 'short' })).toEqual({ password: 'password' });
  });

  it('isConfirmed compares exactly', () => {
    expect(isConfirmed('Passw0rd1', 'Passw0rd1')).toBe(true);
    expect(isConfirmed('Passw0rd1', 'Passw0rd1 ')).toBe(false);
    expect(isConfirmed('', '')).toBe(true);
  });
});
