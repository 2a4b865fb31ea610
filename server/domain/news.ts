// SPEC §3 "News", §7 GET /api/news and POST /api/news/viewed. A trainee sees news shown
// from a moment at or before now that are for everyone (courseId null) or for a course the
// trainee was ACCEPTED to; newest first by show_from (SPEC §2 "News list"). Viewed flags are
// per trainee.
import { and, desc, eq, inArray, isNull, lte, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { NewsItem } from '../../api/news.ts';
import { applications, news, newsViews } from '../db/schema.ts';
import { perDatabase, preparedName } from '../db/prepared.ts';
import { pick } from './locale.ts';
import type { Caller } from './caller.ts';

/** News the trainee can see at `at`: shown from then or before, for everyone or for a course they were ACCEPTED to. */
function visibleTo(customerId: SQLWrapper | number, at: SQLWrapper | Date) {
  const acceptedCourses = sql`(select ${applications.courseId} from ${applications}
    where ${applications.customerId} = ${customerId} and ${applications.status} = 'ACCEPTED')`;
  return and(lte(news.showFrom, at), or(isNull(news.courseId), inArray(news.courseId, acceptedCourses)));
}

/**
 * The list, prepared (server/db/prepared.ts): the dashboard's and past trainings' first
 * requests read it with their page (docs/decisions.md #193, #195), GET /api/news on every other.
 */
const newsList = perDatabase((db) => {
  const customerId = sql.placeholder('customerId');
  return db
    .select({ id: news.id, title: news.title, content: news.content, showFrom: news.showFrom, viewedAt: newsViews.viewedAt })
    .from(news)
    .leftJoin(newsViews, and(eq(newsViews.newsId, news.id), eq(newsViews.customerId, customerId)))
    .where(visibleTo(customerId, sql`${sql.placeholder('now')}::timestamptz`))
    .orderBy(desc(news.showFrom), desc(news.id))
    .prepare(preparedName('news_list'));
});

export async function loadNews(viewer: Caller): Promise<NewsItem[]> {
  const rows = await newsList(viewer.db).execute({ customerId: viewer.customerId, now: new Date(viewer.now).toISOString() });
  return rows.map((r) => ({
    newsId: r.id,
    title: pick(r.title, viewer.locale),
    content: pick(r.content, viewer.locale),
    show_from: r.showFrom.getTime(),
    viewed: r.viewedAt !== null,
  }));
}

/** Marks those of `newsIds` the trainee can see as viewed by them; other ids are ignored. */
export async function markViewed({ db, customerId, now }: Caller, newsIds: number[]): Promise<void> {
  const ids = [...new Set(newsIds)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
  if (!ids.length) return;
  const visible = await db
    .select({ id: news.id })
    .from(news)
    .where(and(inArray(news.id, ids), visibleTo(customerId, new Date(now))));
  if (!visible.length) return;
  await db
    .insert(newsViews)
    .values(visible.map((n) => ({ newsId: n.id, customerId, viewedAt: new Date(now) })))
    .onConflictDoNothing();
}
