import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ruleText } from '../../ui/rule-text.ts';

// The profile area's error codes beside the SPEC §5 rules (src/ui/rule-text.ts): a refused photo
// (machines/profile.machine.ts, or the server's photoFile error) and a wrong old password (the
// server's oldPassword error, SPEC §8), an e-mail of another account and a read-only field
// (server/domain/profile-edit.ts PROFILE_ERRORS, docs/api.md "Account"). A server may send a ready text instead: shown as it is.
const codes: Record<string, MessageDescriptor> = {
  photoType: msg`Choose a JPEG, PNG, BMP or GIF picture.`,
  photoUnreadable: msg`This file could not be read as a picture. Choose another one.`,
  wrongPassword: msg`The current password is wrong.`,
  emailTaken: msg`This e-mail belongs to another account.`,
  readOnly: msg`This field cannot be changed.`,
};

export function fieldText(i18n: I18n, code: string | null | undefined): string | null {
  const own = code ? codes[code] : undefined;
  return own ? i18n._(own) : ruleText(i18n, code);
}
