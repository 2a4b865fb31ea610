// What the portal tells a trainee by e-mail and SMS (issue 12 "Delivery through real protocols";
// docs/operations.md "E-mail and SMS"): each notice in the trainee's language (ua/ru/en), as plain
// text and HTML, sent through createApp's `mail` and `sms` adapters with the sender from the
// setting `mailFrom`.
//
// Sending never holds up or fails the request that caused it: `tellCustomer` starts the delivery
// and returns; a failure is logged (the restore must answer the same whether or not a message
// went out, and a changed password stays changed). Tests await `deliveriesSettled()`.
import { eq } from 'drizzle-orm';
import type { WireLocale } from '../../api/common.ts';
import type { Db } from '../db/connect.ts';
import { customers } from '../db/schema.ts';
import type { Adapters } from '../http/env.ts';
import { isWireLocale } from './locale.ts';
import { isEmailLogin, loadSettings, type Settings } from './settings.ts';

export type NoticeDeps = { db: Db; settings?: Settings | undefined; adapters: Pick<Adapters, 'mail' | 'sms'> };

export type Notice =
  /** Restore step 1 / resend: the code, valid `minutes` (SPEC §4 "Password restoration"). */
  | { kind: 'restoreCode'; code: string; minutes: number }
  /** The password was changed, by the restore or on /profile/password. */
  | { kind: 'passwordChanged'; how: 'restore' | 'profile' };

export type Recipient = { name: string; email: string; phone: string; locale: WireLocale };

type Text = { subject: string; paragraphs: string[]; sms: string };
type Fill = { name: string; productName: string; supportEmail: string; restoreUrl: string };

const TEXTS: Record<Notice['kind'], Record<WireLocale, (n: never, f: Fill) => Text>> = {
  restoreCode: {
    ua: (n: { code: string; minutes: number }, f) => ({
      subject: `${f.productName}: код для відновлення пароля`,
      paragraphs: [
        `Вітаємо, ${f.name}!`,
        `Ваш код для відновлення пароля: ${n.code}`,
        `Код дійсний ${n.minutes} хв і лише один раз. Якщо ви не відновлюєте пароль, просто не звертайте уваги на цей лист.`,
      ],
      sms: `${f.productName}: код для відновлення пароля ${n.code} (дійсний ${n.minutes} хв)`,
    }),
    ru: (n: { code: string; minutes: number }, f) => ({
      subject: `${f.productName}: код для восстановления пароля`,
      paragraphs: [
        `Здравствуйте, ${f.name}!`,
        `Ваш код для восстановления пароля: ${n.code}`,
        `Код действует ${n.minutes} мин и только один раз. Если вы не восстанавливаете пароль, просто не обращайте внимания на это письмо.`,
      ],
      sms: `${f.productName}: код для восстановления пароля ${n.code} (действует ${n.minutes} мин)`,
    }),
    en: (n: { code: string; minutes: number }, f) => ({
      subject: `${f.productName}: password restoration code`,
      paragraphs: [
        `Hello, ${f.name}!`,
        `Your password restoration code: ${n.code}`,
        `The code is valid for ${n.minutes} min and only once. If you are not restoring your password, please ignore this message.`,
      ],
      sms: `${f.productName}: password restoration code ${n.code} (valid for ${n.minutes} min)`,
    }),
  },
  passwordChanged: {
    ua: (_: unknown, f) => ({
      subject: `${f.productName}: пароль змінено`,
      paragraphs: [
        `Вітаємо, ${f.name}!`,
        `Пароль вашого облікового запису ${f.productName} щойно змінено.`,
        `Якщо це зробили не ви, відновіть пароль: ${f.restoreUrl} — і напишіть нам: ${f.supportEmail}`,
      ],
      sms: `${f.productName}: пароль вашого облікового запису змінено. Якщо це не ви, відновіть його: ${f.restoreUrl}`,
    }),
    ru: (_: unknown, f) => ({
      subject: `${f.productName}: пароль изменён`,
      paragraphs: [
        `Здравствуйте, ${f.name}!`,
        `Пароль вашей учётной записи ${f.productName} только что изменён.`,
        `Если это сделали не вы, восстановите пароль: ${f.restoreUrl} — и напишите нам: ${f.supportEmail}`,
      ],
      sms: `${f.productName}: пароль вашей учётной записи изменён. Если это не вы, восстановите его: ${f.restoreUrl}`,
    }),
    en: (_: unknown, f) => ({
      subject: `${f.productName}: your password was changed`,
      paragraphs: [
        `Hello, ${f.name}!`,
        `The password of your ${f.productName} account has just been changed.`,
        `If it was not you, restore your password: ${f.restoreUrl} and write to us: ${f.supportEmail}`,
      ],
      sms: `${f.productName}: your account password was changed. If it was not you, restore it: ${f.restoreUrl}`,
    }),
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const LINK = /(https?:\/\/[^\s<>"']+)/g;

/** The HTML part: the same paragraphs, escaped, with links and the e-mail address made clickable. */
export function toHtml(paragraphs: readonly string[], lang: WireLocale): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p).replace(LINK, (url) => `<a href="${url}">${url}</a>`)}</p>`).join('\n');
  return `<!doctype html>\n<html lang="${lang === 'ua' ? 'uk' : lang}"><head><meta charset="utf-8"></head><body style="font-family:sans-serif">\n${body}\n</body></html>`;
}

export type Rendered = { subject: string; text: string; html: string; sms: string };

/** A notice in `locale` (pure; the unit tests read every language). */
export function renderNotice(notice: Notice, locale: WireLocale, fill: Fill): Rendered {
  const make = TEXTS[notice.kind][locale] as (n: Notice, f: Fill) => Text;
  const t = make(notice, fill);
  return { subject: t.subject, text: t.paragraphs.join('\n\n'), html: toHtml(t.paragraphs, locale), sms: t.sms };
}

const pending = new Set<Promise<void>>();

/** Resolves once every delivery started so far has finished (tests). */
export async function deliveriesSettled(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}

/** Runs `work` in the background: a failure is logged, never thrown; deliveriesSettled() waits for it. */
export function track(work: Promise<void>, what: string): void {
  const done = work.catch((error: unknown) => console.error(`Delivery of ${what} failed:`, error)).finally(() => pending.delete(done));
  pending.add(done);
}

/**
 * Sends `notice` to `to` by e-mail and/or SMS (`via`) in the background. The sender is the
 * setting `mailFrom`; links lead to `portalUrl`: the setting, or the address of the request that
 * caused the message, which its route passes in `deps.settings` (issue 59 item 2).
 */
export async function sendNotice(deps: NoticeDeps, to: Recipient, notice: Notice, via: readonly ('mail' | 'sms')[]): Promise<void> {
  const all = await loadSettings(deps.db, deps.settings);
  const portal = (all.portalUrl ?? '').replace(/\/+$/, '');
  const fill: Fill = {
    name: to.name,
    productName: all.productName ?? '',
    supportEmail: all.supportEmail ?? '',
    restoreUrl: `${portal}/restore`,
  };
  const message = renderNotice(notice, to.locale, fill);
  if (via.includes('mail') && to.email) {
    const from = all.mailFrom || `${fill.productName} <no-reply@localhost>`;
    track(deps.adapters.mail.send({ from, to: to.email, subject: message.subject, text: message.text, html: message.html }), `${notice.kind} to ${to.email}`);
  }
  if (via.includes('sms') && to.phone) track(deps.adapters.sms.send({ to: to.phone, text: message.sms }), `${notice.kind} to ${to.phone}`);
}

/** The trainee as a recipient: name, addresses and the account's language. */
export async function recipientOf(db: Db, customerId: number): Promise<Recipient | null> {
  const [row] = await db
    .select({ name: customers.name, email: customers.email, phone: customers.phone, locale: customers.locale })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row) return null;
  return { name: row.name, email: row.email, phone: row.phone, locale: isWireLocale(row.locale) ? row.locale : 'ua' };
}

/**
 * Tells trainee `customerId` about `notice` in their language: by e-mail, and in phone-login
 * mode (SPEC §1) also by SMS to the login phone. The restore code goes only by the login's own
 * channel (see server/domain/restore). Returns at once; the delivery runs in the background.
 */
export async function tellCustomer(deps: NoticeDeps, customerId: number, notice: Notice): Promise<void> {
  const to = await recipientOf(deps.db, customerId);
  if (!to) return;
  const all = await loadSettings(deps.db, deps.settings);
  await sendNotice(deps, to, notice, isEmailLogin(all) ? ['mail'] : ['mail', 'sms']);
}
