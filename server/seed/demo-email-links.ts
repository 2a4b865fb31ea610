// Demo e-mail links (issue 12; docs/operations.md "Demo data"; README "Demo"): fixed hashes so
// that the pages /confirmEmail/{hash} and /unsubscribeEmail/{hash} can be opened on any demo
// server; server/main.ts prints them as URLs with the demo logins.
import type { Db } from '../db/connect.ts';
import { emailLinks } from '../db/schema.ts';
import { linkHash } from '../domain/email-links.ts';

export const DEMO_EMAIL_LINKS = {
  /** An intensive application: the course-specific message with its link. */
  confirmIntensive: '5b1e0c7a9d3f42e8b6a1c4d7e2f90a38',
  /** Any other application: the general confirmation. */
  confirmGeneral: '8c2f6a1d4e7b40935e1a2c6d8f3b7e04',
  /** A confirmation with redirectUrl: the page redirects there. */
  confirmRedirect: 'd4a7e2c91b5f4e60a8c3d1f7e9b2a516',
  /** A confirmation link past its expiry: the red panel. */
  confirmExpired: 'e9f3b6d20a4c4c1781d5e7a3b9c0f264',
  /** Unsubscribe from the mailings. */
  unsubscribe: 'a3c8e1f50b7d4d2c9e6f1a4b7d0c3e85',
} as const;

export const DEMO_REDIRECT_URL = 'https://qa-academy.example/thank-you';
export const DEMO_INTENSIVE_LINK = 'https://t.me/qa_academy_intensive';

/** The page of each demo link. */
export const demoEmailLinkPaths = (): { what: string; path: string }[] => [
  { what: 'confirm, intensive course', path: `/confirmEmail/${DEMO_EMAIL_LINKS.confirmIntensive}` },
  { what: 'confirm, general', path: `/confirmEmail/${DEMO_EMAIL_LINKS.confirmGeneral}` },
  { what: 'confirm, redirect', path: `/confirmEmail/${DEMO_EMAIL_LINKS.confirmRedirect}` },
  { what: 'confirm, expired (error)', path: `/confirmEmail/${DEMO_EMAIL_LINKS.confirmExpired}` },
  { what: 'unsubscribe', path: `/unsubscribeEmail/${DEMO_EMAIL_LINKS.unsubscribe}` },
];

export async function seedEmailLinks(
  db: Db,
  now: number,
  trainees: { first: number; second: number; firstEmail: string; secondEmail: string },
  intensiveCourseId: number,
): Promise<void> {
  const day = 24 * 60 * 60 * 1000;
  const L = DEMO_EMAIL_LINKS;
  await db.insert(emailLinks).values([
    {
      hashSha256: linkHash(L.confirmIntensive),
      kind: 'confirm',
      email: trainees.firstEmail,
      customerId: trainees.first,
      intensive: true,
      courseId: intensiveCourseId,
      link: DEMO_INTENSIVE_LINK,
      createdAt: new Date(now - day),
    },
    { hashSha256: linkHash(L.confirmGeneral), kind: 'confirm', email: trainees.secondEmail, customerId: trainees.second, createdAt: new Date(now - day) },
    {
      hashSha256: linkHash(L.confirmRedirect),
      kind: 'confirm',
      email: trainees.firstEmail,
      customerId: trainees.first,
      redirectUrl: DEMO_REDIRECT_URL,
      createdAt: new Date(now - day),
    },
    {
      hashSha256: linkHash(L.confirmExpired),
      kind: 'confirm',
      email: trainees.secondEmail,
      customerId: trainees.second,
      expiresAt: new Date(now - day),
      createdAt: new Date(now - 8 * day),
    },
    { hashSha256: linkHash(L.unsubscribe), kind: 'unsubscribe', email: trainees.firstEmail, customerId: trainees.first, createdAt: new Date(now - day) },
  ]);
}
