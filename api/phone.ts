import { PHONE_MAX_LENGTH } from './rules.ts';

// SPEC §5 "Login" (and "Restore" step 1, "Profile" additional phone): the one normalisation of
// every phone field, applied to what is typed or pasted BEFORE the 13-character limit
// (SPEC §5, §9 "Phone login max length 13, prefix '+38'"). A browser's maxlength would cut a
// pasted '+38 (050) 123-45-67' to '+38 (050) ', so phone fields carry no maxlength attribute;
// the limit is applied here, to the normalised number (issue 10 item 6, issue 12 "Phone fields").

/** What focusing an empty phoneLocal field pre-fills (SPEC §5 "Login"). */
export const PHONE_PREFIX = '+38';

/** Spaces (any), dashes (any), dots, brackets and slashes people write inside phone numbers. */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212.()[\]/]/gu;

/** '+38' pre-fill + '380501234567' pasted (no '+' of its own): the pre-fill doubled. */
const DOUBLED = /^\+38(?=380\d{9}|48\d{9})/;

/**
 * A phone number as typed or pasted, normalised:
 * - separators dropped: `+38 (050) 123-45-67` → `+380501234567`;
 * - the '+38' pre-fill not doubled: `+38+380501234567`, `+38380501234567`, `+380501234567+38` → `+380501234567`;
 * - a missing prefix added (local numbers only): `380501234567` → `+380501234567`, `0501234567` → `+380501234567`,
 *   `48123456789` → `+48123456789`;
 * - then cut to 13 characters (local numbers only; SPEC §5 "max length 13").
 * Anything else stays as it is, for the phoneLocal/phoneGlobal rule to report (api/rules.ts).
 * `kind` is the field's rule: 'global' numbers (SPEC §5 phoneGlobal) only lose separators.
 */
export function normalisePhone(value: string, kind: 'local' | 'global' = 'local'): string {
  let number = value.replace(SEPARATORS, '');
  if (kind === 'global') return number;
  // A full number pasted after (or before) the '+38' pre-fill.
  if (number.startsWith(`${PHONE_PREFIX}+`)) number = number.slice(PHONE_PREFIX.length);
  else if (number.length > PHONE_PREFIX.length && number.endsWith(PHONE_PREFIX)) number = number.slice(0, -PHONE_PREFIX.length);
  number = number.replace(DOUBLED, '+');
  if (/^380/.test(number) || /^48\d{9}$/.test(number)) number = `+${number}`;
  else if (/^0/.test(number)) number = `${PHONE_PREFIX}${number}`;
  return number.slice(0, PHONE_MAX_LENGTH);
}
