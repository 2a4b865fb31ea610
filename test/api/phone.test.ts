import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { normalisePhone } from '../../api/phone.ts';
import { phoneLocal } from '../../api/rules.ts';

// Issue 10 item 6, issue 12 "Phone fields": every phone field normalises what is typed or pasted
// (spaces, dashes, dots, brackets, a missing or doubled '+38') BEFORE the 13-character limit of
// SPEC §5 "Login", so a pasted number is never cut to '+380501234' or '+38 (050) '.

describe('normalisePhone: pasted and typed shapes of one number', () => {
  it.each([
    // As it should be.
    ['+380501234567', '+380501234567'],
    // Separators people write.
    ['+38 (050) 123-45-67', '+380501234567'],
    ['+38 050 123 45 67', '+380501234567'],
    ['+38.050.123.45.67', '+380501234567'],
    ['+38-050-123-45-67', '+380501234567'],
    ['+38 (050) 123–45–67', '+380501234567'], // en dashes
    ['+38\u00a0050\u00a0123\u00a045\u00a067', '+380501234567'], // no-break spaces
    ['  +380501234567  ', '+380501234567'],
    ['+38 [050] 123/45/67', '+380501234567'],
    // Pasted after the '+38' pre-fill: the prefix doubled.
    ['+38+380501234567', '+380501234567'],
    ['+38+38 (050) 123-45-67', '+380501234567'],
    ['+38380501234567', '+380501234567'],
    ['+38 380 50 123 45 67', '+380501234567'],
    ['+38(050) 123-45-67', '+380501234567'],
    ['+38050 123 45 67', '+380501234567'],
    // Pasted before the pre-fill (the caret at the start).
    ['+380501234567+38', '+380501234567'],
    ['380501234567+38', '+380501234567'],
    // The prefix missing.
    ['380501234567', '+380501234567'],
    ['38 (050) 123-45-67', '+380501234567'],
    ['0501234567', '+380501234567'],
    ['(050) 123-45-67', '+380501234567'],
    ['050.123.45.67', '+380501234567'],
    // The Polish numbers of SPEC §5 phoneLocal.
    ['+48 123 456 789', '+48123456789'],
    ['+38+48 123-456-789', '+48123456789'],
    ['+3848123456789', '+48123456789'],
    ['48123456789', '+48123456789'],
  ])('%j -> %j', (typed, expected) => {
    expect(normalisePhone(typed)).toBe(expected);
    expect(v.safeParse(phoneLocal(), normalisePhone(typed)).success).toBe(true);
  });

  it.each([
    ['', ''],
    ['+', '+'],
    ['+3', '+3'],
    ['+38', '+38'],
    ['+380', '+380'],
    ['+38050', '+38050'],
    ['+38050123456', '+38050123456'],
    ['3', '3'],
    ['38', '38'],
    ['0', '+380'],
    ['4', '4'],
  ])('typing character by character leaves the number as typed: %j -> %j', (typed, expected) => {
    expect(normalisePhone(typed)).toBe(expected);
  });

  it.each([
    ['+3805012345678', '+380501234567'], // one digit too many is cut, as a maxlength would
    ['+38 (050) 123-45-67 89', '+380501234567'],
    ['+380501234567890123', '+380501234567'],
  ])('cuts to the 13 characters of SPEC §5 after normalising: %j -> %j', (typed, expected) => {
    expect(normalisePhone(typed)).toBe(expected);
  });

  it.each([
    ['abc', 'abc'],
    ['+38050abc', '+38050abc'],
    ['123456789', '123456789'],
    ['+1 (202) 555-0100', '+12025550100'],
  ])('leaves what is no Ukrainian or Polish number for the phoneLocal rule to report: %j -> %j', (typed, expected) => {
    expect(normalisePhone(typed)).toBe(expected);
    expect(v.safeParse(phoneLocal(), normalisePhone(typed)).success).toBe(false);
  });

  it("global numbers (SPEC §5 phoneGlobal) only lose separators: no '+38' added, no length limit", () => {
    expect(normalisePhone('+1 (202) 555-0100', 'global')).toBe('+12025550100');
    expect(normalisePhone('+44 20 7946 0958 123', 'global')).toBe('+442079460958123');
    expect(normalisePhone('0501234567', 'global')).toBe('0501234567');
  });
});
