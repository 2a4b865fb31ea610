// Limits on essay files per trainee (docs/exams.md "Essay files", docs/decisions.md):
// - quota: the files a trainee keeps (one per essay question, across all passages) take at
//   most ESSAY_QUOTA_BYTES together; an upload that would pass it is 413 `exam.essayQuota`;
// - rate: at most ESSAY_UPLOAD_RATE.max upload requests in any sliding window of
//   ESSAY_UPLOAD_RATE.windowMs; one more is 429 `exam.essayRate` with Retry-After, refused
//   before its body is read. Counted in table essay_uploads, so that server processes
//   sharing a database share the count.
import { and, asc, count, eq, gt, lte, ne, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { customers, essayUploads, examEssayFiles } from '../../db/schema.ts';
import { PayloadTooLargeError, RateLimitedError } from '../errors.ts';
import type { Conn } from '../../db/connect.ts';

const MiB = 1024 * 1024;
export const ESSAY_QUOTA_BYTES = 50 * MiB;
export const ESSAY_UPLOAD_RATE = { max: 20, windowMs: 10 * 60 * 1000 };

/** Throws 413 when the trainee's other essay files plus `size` bytes pass the quota. */
export async function checkQuota(db: Conn, customerId: number, resultQuestionId: number, size: number): Promise<void> {
  const [row] = await db
    .select({ used: sum(examEssayFiles.size).mapWith(Number) })
    .from(examEssayFiles)
    .where(and(eq(examEssayFiles.customerId, customerId), ne(examEssayFiles.resultQuestionId, resultQuestionId)));
  if ((row?.used ?? 0) + size > ESSAY_QUOTA_BYTES) {
    throw new PayloadTooLargeError('exam.essayQuota', { limit: ESSAY_QUOTA_BYTES / MiB });
  }
}

/** Serialises a trainee's essay commits (FOR UPDATE of their customers row) so the quota holds under races. */
export async function lockTrainee(db: Conn, customerId: number): Promise<void> {
  await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

/**
 * Counts one upload request of the trainee at `now`, or throws 429 when the window is full.
 * The row is written first and counted with the others, so two requests at once cannot both
 * take the last place; a refused request takes its row back out.
 */
export async function takeUploadSlot(db: Db, customerId: number, now: number, rate = ESSAY_UPLOAD_RATE): Promise<void> {
  const since = new Date(now - rate.windowMs);
  await db.delete(essayUploads).where(and(eq(essayUploads.customerId, customerId), lte(essayUploads.at, since)));
  const [mine] = await db
    .insert(essayUploads)
    .values({ customerId, at: new Date(now) })
    .returning({ id: essayUploads.id });
  const inWindow = and(eq(essayUploads.customerId, customerId), gt(essayUploads.at, since), sql`${essayUploads.id} <= ${mine!.id}`);
  const [counted] = await db.select({ n: count() }).from(essayUploads).where(inWindow);
  if ((counted?.n ?? 0) <= rate.max) return;
  await db.delete(essayUploads).where(eq(essayUploads.id, mine!.id));
  const [oldest] = await db.select({ at: essayUploads.at }).from(essayUploads).where(inWindow).orderBy(asc(essayUploads.at)).limit(1);
  throw new RateLimitedError((oldest?.at.getTime() ?? now) + rate.windowMs, now, 'exam.essayRate');
}
