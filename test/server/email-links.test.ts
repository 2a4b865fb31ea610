// E-mail confirmation and unsubscribe links through the contract (issue 12; SPEC §2 "Screen
// details", §3 "Email confirmation result", "Unsubscribe result", §7 Common; docs/api.md
// "Account"), over the demo hashes (server/seed/demo-email-links.ts) and rows made here.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailConfirmation } from '../../api/account.ts';
import { applications, courses, customers, emailLinks, unsubscribedEmails } from '../../server/db/schema.ts';
import { isUnsubscribed, linkHash } from '../../server/domain/email-links.ts';
import { DEMO_EMAIL_LINKS, DEMO_INTENSIVE_LINK, DEMO_REDIRECT_URL } from '../../server/seed/demo-email-links.ts';
import { makeTestApp, T1, type TestApp } from './harness.ts';

let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (path: string, language = 'en') => t.call('GET', path, { headers: { 'Accept-Language': language } });
const confirm = (hash: string, language = 'en') => get(`/api/common/confirmEmail/${hash}`, language);
const unsubscribe = (hash: string, language = 'en') => get(`/api/common/unsubscribeEmail/${hash}`, language);

describe('confirmEmail', () => {
  it("answers an intensive application's course in the caller's language, with its link, the same on a second opening", async () => {
    const first = await confirm(DEMO_EMAIL_LINKS.confirmIntensive, 'uk');
    expect(first.status).toBe(200);
    const body = (await first.json()) as EmailConfirmation;
    expect(body).toEqual({ redirectUrl: null, intensive: true, course: expect.any(String) as string, link: DEMO_INTENSIVE_LINK });
    expect(body.course).toMatch(/[а-яіїєґ]/i);
    const en = (await (await confirm(DEMO_EMAIL_LINKS.confirmIntensive, 'en')).json()) as EmailConfirmation;
    expect(en.course).toMatch(/^[\x20-\x7e]+$/);
    expect(en.course).not.toBe(body.course);
  });

  it('answers the general confirmation', async () => {
    const res = await confirm(DEMO_EMAIL_LINKS.confirmGeneral);
    expect(await res.json()).toEqual({ redirectUrl: null, intensive: false, course: null, link: null });
  });

  it('answers redirectUrl when the link has one', async () => {
    const res = await confirm(DEMO_EMAIL_LINKS.confirmRedirect);
    expect(await res.json()).toEqual({ redirectUrl: DEMO_REDIRECT_URL, intensive: false, course: null, link: null });
  });

  it('refuses an expired link with a translated message (400)', async () => {
    for (const [language, text] of [
      ['en', 'This link has expired. Send your application again to get a new e-mail.'],
      ['uk', 'Термін дії посилання минув. Надішліть заявку ще раз, щоб отримати новий лист.'],
      ['ru', 'Срок действия ссылки истёк. Отправьте заявку ещё раз, чтобы получить новое письмо.'],
    ] as const) {
      const res = await confirm(DEMO_EMAIL_LINKS.confirmExpired, language);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ errorMessage: text });
    }
  });

  it("refuses an unknown hash, and an unsubscribe hash, with 'not valid' (400)", async () => {
    for (const hash of ['0123456789abcdef0123456789abcdef', DEMO_EMAIL_LINKS.unsubscribe]) {
      const res = await confirm(hash);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ errorMessage: 'This link is not valid. Check that it was copied from the e-mail in full.' });
    }
    const ru = await confirm('nope', 'ru');
    expect(await ru.json()).toEqual({ errorMessage: 'Ссылка недействительна. Проверьте, что она скопирована из письма полностью.' });
  });

  it('refuses a hash longer than 128 characters as a field error, and needs X-Requested-With', async () => {
    const long = await confirm('a'.repeat(129));
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ errors: { hash: 'tooLong' } });
    const bare = await t.call('GET', `/api/common/confirmEmail/${DEMO_EMAIL_LINKS.confirmGeneral}`, { noRequestedWith: true });
    expect(bare.status).toBe(400);
  });

  it('moves an application waiting for the confirmation (EMAIL_NOT_CONFIRMED) to NEW, once', async () => {
    const [customer] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, T1.phone));
    const [course] = await t.db.select({ id: courses.id }).from(courses).limit(1);
    const [app] = await t.db
      .insert(applications)
      .values({ customerId: customer!.id, courseId: course!.id, status: 'EMAIL_NOT_CONFIRMED' })
      .returning({ id: applications.id });
    const hash = 'f00dfeed00000000000000000000c0de';
    await t.db.insert(emailLinks).values({ hashSha256: linkHash(hash), kind: 'confirm', email: T1.email, customerId: customer!.id, applicationId: app!.id });
    expect((await confirm(hash)).status).toBe(200);
    const status = async () => (await t.db.select({ s: applications.status }).from(applications).where(eq(applications.id, app!.id)))[0]!.s;
    expect(await status()).toBe('NEW');
    await t.db.update(applications).set({ status: 'ACCEPTED' }).where(eq(applications.id, app!.id));
    expect((await confirm(hash)).status).toBe(200);
    expect(await status(), 'a second opening changes nothing').toBe('ACCEPTED');
    await t.db.delete(applications).where(eq(applications.id, app!.id));
  });

  it('keeps only the sha256 of a hash', async () => {
    const rows = await t.db.select({ h: emailLinks.hashSha256 }).from(emailLinks);
    for (const raw of Object.values(DEMO_EMAIL_LINKS)) expect(rows.map((r) => r.h)).not.toContain(raw);
  });
});

describe('unsubscribeEmail', () => {
  it('stops the mailings of the address and says so in the caller language, the same every time', async () => {
    expect(await isUnsubscribed(t.db, T1.email)).toBe(false);
    const res = await unsubscribe(DEMO_EMAIL_LINKS.unsubscribe, 'uk');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: `Адресу ${T1.email} відписано від розсилки. Листи про ваше навчання надходитимуть і далі.` });
    expect(await isUnsubscribed(t.db, T1.email.toUpperCase())).toBe(true);
    const en = await unsubscribe(DEMO_EMAIL_LINKS.unsubscribe, 'en');
    expect(await en.json()).toEqual({ message: `${T1.email} is unsubscribed from our mailings. E-mails about your training will still arrive.` });
    const ru = await unsubscribe(DEMO_EMAIL_LINKS.unsubscribe, 'ru');
    expect(((await ru.json()) as { message: string }).message).toContain('отписан от рассылки');
    expect(await t.db.select().from(unsubscribedEmails)).toHaveLength(1);
  });

  it('refuses an unknown hash and a confirm hash (400, translated)', async () => {
    for (const hash of ['0123456789abcdef', DEMO_EMAIL_LINKS.confirmGeneral]) {
      const res = await unsubscribe(hash);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ errorMessage: 'This link is not valid. Check that it was copied from the e-mail in full.' });
    }
  });
});
