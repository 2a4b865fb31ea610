import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// SPEC §5 named rules: a failing rule reports its code; this maps codes to texts.
// A server may send a ready text instead of a code: it is shown as it is.
const rules: Record<string, MessageDescriptor> = {
  required: msg`This field is required.`,
  email: msg`Enter a valid e-mail address.`,
  confirmed: msg`The passwords do not match.`,
  password: msg`At least 8 characters without spaces, with at least one letter and one digit.`,
  cyrillic: msg`Use Cyrillic letters, apostrophe, space or hyphen only.`,
  english: msg`Use Latin letters, apostrophe, space or hyphen only.`,
  phoneLocal: msg`Enter the phone number as +380XXXXXXXXX or +48XXXXXXXXX.`,
  phoneGlobal: msg`Enter the phone number as + followed by digits.`,
  tooLong: msg`The value is too long.`,
  number: msg`Enter a number.`,
};

export function ruleText(i18n: I18n, code: string | null | undefined): string | null {
  if (!code) return null;
  const rule = rules[code];
  return rule ? i18n._(rule) : code;
}
