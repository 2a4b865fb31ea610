// Default settings and server messages (SPEC §1, §8; DESIGN "Settings and server messages
// are rows in the database, seeded with defaults"). Inserted on every start without
// overwriting rows that exist, so an operator's edits survive and new keys appear.
import type { WireLocale } from '../../api/common.ts';
import type { Db } from '../db/connect.ts';
import { messages, settings } from '../db/schema.ts';
import { LEGAL_PAGE_SETTINGS } from './legal-texts.ts';

/**
 * Settings keys (docs/operations.md "Settings"). Values are strings. footerLinks is JSON:
 * [{"text": string | {"ua","ru","en"}, "href": string}]; GET /api/common returns it with
 * each text already in the caller's locale. An in-app href (/legal/<slug>) opens the page of
 * the setting legalPage.<slug>.
 */
export const DEFAULT_SETTINGS: Record<string, string> = {
  productName: 'QA Academy',
  emailLoginUsageEnabled: 'false',
  chatWidgetUrl: '',
  linkedinShareEnabled: 'false',
  facebookShareEnabled: 'false',
  supportEmail: 'support@qa-academy.example',
  // Issue 12 (docs/operations.md "E-mail and SMS"): the sender of every e-mail, and the address
  // of the portal that links in e-mails and SMS lead to (the restore page, e-mail links).
  mailFrom: 'QA Academy <no-reply@qa-academy.example>',
  portalUrl: 'http://localhost:3000',
  // Issue 10 item 1: a save sent before passExpires that arrives up to this many seconds
  // after it still counts (Moodle's "submission grace period"; server/domain/exams/answering.ts).
  examSaveGraceSeconds: '5',
  footerLinks: JSON.stringify([
    { text: { ua: 'Умови використання', ru: 'Условия использования', en: 'Terms of use' }, href: '/legal/terms' },
    { text: { ua: 'Політика конфіденційності', ru: 'Политика конфиденциальности', en: 'Privacy policy' }, href: '/legal/privacy' },
    { text: { ua: 'Публічна оферта', ru: 'Публичная оферта', en: 'Public offer' }, href: '/legal/offer' },
  ]),
  // Issue 11: the links under the promo code on the dashboard (SPEC §9 "Promo-code ... links
  // come from settings"), in footerLinks' format and localized the same way.
  promoLinks: JSON.stringify([
    { text: { ua: 'Умови акції', ru: 'Условия акции', en: 'Offer terms' }, href: 'https://qa-academy.example/promo' },
    { text: { ua: 'Розклад курсів', ru: 'Расписание курсов', en: 'Course schedule' }, href: 'https://qa-academy.example/schedule' },
  ]),
  // Issue 11: where a course detail's apply link leads (SPEC §9 "Apply links depend on course
  // type (FULL uses the schedule path, BLITZ the blitz-exam path) and locale"): JSON
  // {"FULL": {"ua": url, "other": url}, "BLITZ": {"ua": url, "other": url}}; the client picks
  // 'ua' for Ukrainian and 'other' for every other language and appends nothing.
  applyLinks: JSON.stringify({
    FULL: { ua: 'https://qa-academy.example/ua/schedule', other: 'https://qa-academy.example/schedule' },
    BLITZ: { ua: 'https://qa-academy.example/ua/blitz-exam', other: 'https://qa-academy.example/blitz-exam' },
  }),
  // The pages those links open (issue 10: real pages, never a not-found page): legalPage.<slug>,
  // JSON {ua, ru, en: {title, text}} (server/seed/legal-texts.ts; GET /api/common/legal/{slug}).
  ...LEGAL_PAGE_SETTINGS,
};

/** Server texts per wire locale; `{name}` placeholders are filled by formatMessage. */
export const DEFAULT_MESSAGES: Record<string, Record<WireLocale, string>> = {
  'login.failed': {
    ua: 'Невірний логін або пароль',
    ru: 'Неверный логин или пароль',
    en: 'Wrong login or password',
  },
  // {seconds} until the next attempt (at most 60, docs/operations.md "Rate limits"); {minutes}
  // (rounded up) is filled in too, for rows stored before the wait was counted in seconds.
  'login.throttled': {
    ua: 'Забагато невдалих спроб входу. Спробуйте знову через {seconds} с.',
    ru: 'Слишком много неудачных попыток входа. Попробуйте снова через {seconds} с.',
    en: 'Too many failed login attempts. Try again in {seconds} s.',
  },
  'session.expired': {
    ua: 'Сеанс завершено. Увійдіть знову.',
    ru: 'Сеанс завершён. Войдите снова.',
    en: 'Your session has ended. Please log in again.',
  },
  'error.default': {
    ua: 'Сталася помилка',
    ru: 'Произошла ошибка',
    en: 'Something went wrong',
  },
  'error.badRequest': {
    ua: 'Некоректний запит',
    ru: 'Некорректный запрос',
    en: 'Bad request',
  },
  'error.notFound': {
    ua: 'Не знайдено',
    ru: 'Не найдено',
    en: 'Not found',
  },
  'error.tooLarge': {
    ua: 'Запит завеликий',
    ru: 'Слишком большой запрос',
    en: 'The request is too large',
  },
  'error.forbidden': {
    ua: 'Доступ заборонено',
    ru: 'Доступ запрещён',
    en: 'Access denied',
  },
};

export async function seedDefaults(db: Db): Promise<void> {
  await db
    .insert(settings)
    .values(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
  const rows = Object.entries(DEFAULT_MESSAGES).flatMap(([key, texts]) => Object.entries(texts).map(([locale, value]) => ({ key, locale, value })));
  await db.insert(messages).values(rows).onConflictDoNothing();
}
