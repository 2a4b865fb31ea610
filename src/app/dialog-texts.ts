import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DialogCode, DialogKind, DialogText } from '../../machines/dialog.machine.ts';
import { stripHtml } from '../lib/strip-html.ts';

// SPEC §8 texts for dialog codes; server texts shown as they come, HTML stripped (SPEC §1).

const codes: Record<DialogCode, MessageDescriptor> = {
  error: msg`An error occurred.`,
  message: msg`An error occurred.`,
  validation: msg`Please check the entered data.`,
  expired: msg`The time to complete this step has run out. Please start again.`,
  interrupted: msg`The test has been finished.`,
  forbidden: msg`Your session has expired. Please log in again.`,
  sessionExpired: msg`Your session has expired. Please log in again.`,
  notFound: msg`The requested resource was not found.`,
  connection: msg`Could not connect to the server. Please try again later.`,
  logoutFirst: msg`Please log out first to open this page.`,
  audioCheck: msg`Play the sample. Can you hear the sound clearly?`,
};

/** Codes whose own translated text wins over a server text (SPEC §8 404, 0/5xx). */
const FIXED: readonly DialogCode[] = ['notFound', 'connection', 'forbidden', 'sessionExpired', 'logoutFirst'];

export function dialogText(i18n: I18n, value: DialogText): string {
  if (value.code && (FIXED.includes(value.code) || !value.text)) return i18n._(codes[value.code]);
  return stripHtml(value.text ?? '');
}

const titles: Record<DialogKind, MessageDescriptor> = {
  error: msg`Error`,
  info: msg`Information`,
  success: msg`Done`,
  confirm: msg`Please confirm`,
  audioCheck: msg`Sound check`,
};

export function dialogTitle(i18n: I18n, kind: DialogKind, title?: DialogText): string {
  return title ? dialogText(i18n, title) : i18n._(titles[kind]);
}
