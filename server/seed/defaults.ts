// Default settings and server messages (SPEC §1, §8; DESIGN "Settings and server messages
// are rows in the database, seeded with defaults"). Inserted on every start without
// overwriting rows that exist, so an operator's edits survive and new keys appear.
import type { WireLocale } from '../../api/common.ts';
import { and, eq } from 'drizzle-orm';
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
  // Issue 13 (SPEC §4 "Certificate"): the professional-network "add to profile" link's certificate
  // id is linkedinCertIdIncrement + applicationId, its organization linkedinOrganizationName; the
  // achievements page's site link is siteUrlUa for the ua locale and siteUrl for the others (SPEC §2).
  linkedinCertIdIncrement: '100000',
  linkedinOrganizationName: 'QA Academy',
  siteUrlUa: 'https://qa-academy.example/ua',
  siteUrl: 'https://qa-academy.example/en',
  // Issue 13: the languages a certificate is issued in, comma-separated, of UA, RU, EN, for every
  // course that names none of its own (issue 59 item 7; server/domain/certificates/rules.ts); the
  // request form has one block per language.
  certificateLanguages: 'UA,EN',
  supportEmail: 'support@qa-academy.example',
  // Issue 12 (docs/operations.md "E-mail and SMS"): the sender of every e-mail, and the address
  // of the portal that links in e-mails and SMS lead to (the restore page, e-mail links).
  mailFrom: 'QA Academy <no-reply@qa-academy.example>',
  // Issue 59 item 2: empty, so every absolute link names the address each request was made to
  // (server/http/public-origin.ts); set, it names this one.
  portalUrl: '',
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
  // Issue 59 item 10: a login from an address group busy with failures across many accounts (docs/operations.md "Rate limits").
  'login.captcha': {
    ua: 'З вашої мережі було багато невдалих спроб входу. Щоб увійти, введіть також цифри із зображення.',
    ru: 'Из вашей сети было много неудачных попыток входа. Чтобы войти, введите также цифры с изображения.',
    en: 'There were many failed logins from your network. To log in, also type the digits from the picture.',
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
  // Issue 12: the restore, its captcha and the e-mail links (docs/api.md "Account").
  // Issue 59 item 4: the captcha is digits (a database seeded before keeps the text it has).
  'captcha.wrong': {
    ua: 'Цифри не збігаються із зображенням. Введіть цифри з нового зображення.',
    ru: 'Цифры не совпадают с изображением. Введите цифры с нового изображения.',
    en: 'The digits do not match the picture. Type the digits from the new picture.',
  },
  'captcha.throttled': {
    ua: 'Забагато запитів картинки. Спробуйте знову через {seconds} с.',
    ru: 'Слишком много запросов картинки. Попробуйте снова через {seconds} с.',
    en: 'Too many picture requests. Try again in {seconds} s.',
  },
  'restore.throttled': {
    ua: 'Забагато спроб відновлення пароля. Спробуйте знову через {seconds} с.',
    ru: 'Слишком много попыток восстановления пароля. Попробуйте снова через {seconds} с.',
    en: 'Too many password restoration attempts. Try again in {seconds} s.',
  },
  'restore.expired': {
    ua: 'Час відновлення пароля минув або спроби вичерпано. Почніть спочатку.',
    ru: 'Время восстановления пароля истекло или попытки исчерпаны. Начните сначала.',
    en: 'The password restoration has expired or its attempts are used up. Please start again.',
  },
  'restore.wrongCode': {
    ua: 'Невірний код',
    ru: 'Неверный код',
    en: 'Wrong code',
  },
  'restore.resendPhoneOnly': {
    ua: 'Код можна надіслати повторно лише на телефон',
    ru: 'Код можно отправить повторно только на телефон',
    en: 'A code can be sent again only to a phone',
  },
  'restore.resendWait': {
    ua: 'Новий код можна буде надіслати через {seconds} с.',
    ru: 'Новый код можно будет отправить через {seconds} с.',
    en: 'A new code can be sent in {seconds} s.',
  },
  'emailLink.unknown': {
    ua: 'Посилання недійсне. Перевірте, що його скопійовано з листа повністю.',
    ru: 'Ссылка недействительна. Проверьте, что она скопирована из письма полностью.',
    en: 'This link is not valid. Check that it was copied from the e-mail in full.',
  },
  'emailLink.expired': {
    ua: 'Термін дії посилання минув. Надішліть заявку ще раз, щоб отримати новий лист.',
    ru: 'Срок действия ссылки истёк. Отправьте заявку ещё раз, чтобы получить новое письмо.',
    en: 'This link has expired. Send your application again to get a new e-mail.',
  },
  // Issue 13: the certificate request and public visibility (docs/api.md "Certificates").
  'certificate.notAvailable': {
    ua: 'Сертифікат за цим навчанням поки що недоступний.',
    ru: 'Сертификат по этому обучению пока недоступен.',
    en: 'A certificate for this training is not available yet.',
  },
  'certificate.alreadyIssued': {
    ua: 'Сертифікати за цим навчанням уже видано. Оновіть сторінку, щоб їх побачити.',
    ru: 'Сертификаты по этому обучению уже выданы. Обновите страницу, чтобы их увидеть.',
    en: 'The certificates for this training have already been issued. Reload the page to see them.',
  },
  'certificate.languages': {
    ua: 'Заповніть ім’я та прізвище для кожної мови сертифіката.',
    ru: 'Заполните имя и фамилию для каждого языка сертификата.',
    en: 'Fill in the name and surname for each language of the certificate.',
  },
  'certificate.courseNotPublic': {
    ua: 'Сертифікат можна зробити публічним лише тоді, коли навчання публічне.',
    ru: 'Сертификат можно сделать публичным, только когда обучение публичное.',
    en: 'A certificate can be made public only while the training is public.',
  },
  'unsubscribe.done': {
    ua: 'Адресу {email} відписано від розсилки. Листи про ваше навчання надходитимуть і далі.',
    ru: 'Адрес {email} отписан от рассылки. Письма о вашем обучении будут приходить и дальше.',
    en: '{email} is unsubscribed from our mailings. E-mails about your training will still arrive.',
  },
};

/**
 * Defaults that were once inserted and are now wrong (issue 59 item 2): a row still holding one
 * was the default, not an operator's choice, and gets today's default.
 */
const RETIRED_DEFAULTS: Record<string, string> = { portalUrl: 'http://localhost:3000' };

export async function seedDefaults(db: Db): Promise<void> {
  await db
    .insert(settings)
    .values(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
  for (const [key, old] of Object.entries(RETIRED_DEFAULTS))
    await db
      .update(settings)
      .set({ value: DEFAULT_SETTINGS[key] ?? '' })
      .where(and(eq(settings.key, key), eq(settings.value, old)));
  const rows = Object.entries(DEFAULT_MESSAGES).flatMap(([key, texts]) => Object.entries(texts).map(([locale, value]) => ({ key, locale, value })));
  await db.insert(messages).values(rows).onConflictDoNothing();
}
