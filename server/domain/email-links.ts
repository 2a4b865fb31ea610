// Links sent in e-mails (issue 12; SPEC §2 "Screen details" Email confirmation and Unsubscribe,
// §3 "Email confirmation result", "Unsubscribe result", §7 Common; docs/api.md "Account").
// A link carries a random hash; the table email_links holds its sha256 only.
//
// - confirm: the answer is redirectUrl (the page redirects), or for an intensive application its
//   course (in the caller's language) and link, or the general confirmation (all null/false).
//   The first use confirms (an application waiting for it, EMAIL_NOT_CONFIRMED, becomes NEW);
//   opening the link again answers the same (the address is confirmed).
// - unsubscribe: the address gets no more mailings (unsubscribed_emails); the answer is the
//   message `unsubscribe.done` with the address, the same on every use.
// An unknown hash (or one of the other kind) is 400 `emailLink.unknown`, a confirm link past its
// expiry 400 `emailLink.expired`: a translated errorMessage the page shows in its red panel.
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { EmailConfirmation, Unsubscribe } from '../../api/account.ts';
import type { WireLocale } from '../../api/common.ts';
import type { Db } from '../db/connect.ts';
import { applications, courses, emailLinks, unsubscribedEmails } from '../db/schema.ts';
import { RefusedError } from './errors.ts';
import { pick } from './locale.ts';
import { formatMessage, loadMessages } from './settings.ts';

export const linkHash = (hash: string) => createHash('sha256').update(hash).digest('hex');

async function findLink(db: Db, hash: string, kind: 'confirm' | 'unsubscribe') {
  const [row] = await db
    .select()
    .from(emailLinks)
    .where(and(eq(emailLinks.hashSha256, linkHash(hash)), eq(emailLinks.kind, kind)));
  if (!row) throw new RefusedError('emailLink.unknown');
  return row;
}

export async function confirmEmail(db: Db, hash: string, locale: WireLocale, now: number): Promise<EmailConfirmation> {
  const link = await findLink(db, hash, 'confirm');
  if (link.expiresAt && link.expiresAt.getTime() <= now) throw new RefusedError('emailLink.expired');
  if (!link.usedAt) {
    await db
      .update(emailLinks)
      .set({ usedAt: new Date(now) })
      .where(and(eq(emailLinks.hashSha256, link.hashSha256), isNull(emailLinks.usedAt)));
    if (link.applicationId !== null) {
      await db
        .update(applications)
        .set({ status: 'NEW' })
        .where(and(eq(applications.id, link.applicationId), eq(applications.status, 'EMAIL_NOT_CONFIRMED')));
    }
  }
  if (link.redirectUrl) return { redirectUrl: link.redirectUrl, intensive: false, course: null, link: null };
  if (!link.intensive) return { redirectUrl: null, intensive: false, course: null, link: null };
  const [course] = link.courseId === null ? [] : await db.select({ name: courses.name }).from(courses).where(eq(courses.id, link.courseId));
  return { redirectUrl: null, intensive: true, course: course ? pick(course.name, locale) : null, link: link.link };
}

export async function unsubscribeEmail(db: Db, hash: string, locale: WireLocale, now: number): Promise<Unsubscribe> {
  const link = await findLink(db, hash, 'unsubscribe');
  await db
    .insert(unsubscribedEmails)
    .values({ email: link.email.toLowerCase(), at: new Date(now) })
    .onConflictDoNothing();
  if (!link.usedAt)
    await db
      .update(emailLinks)
      .set({ usedAt: new Date(now) })
      .where(eq(emailLinks.hashSha256, link.hashSha256));
  return { message: formatMessage(await loadMessages(db, locale), 'unsubscribe.done', { email: link.email }) };
}

/** Whether mailings to `email` stopped (for the mailings that come with later issues). */
export async function isUnsubscribed(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select().from(unsubscribedEmails).where(eq(unsubscribedEmails.email, email.toLowerCase()));
  return row !== undefined;
}
