import * as v from 'valibot';

// SPEC §3 News; §7 GET /api/news, POST /api/news/viewed.
export const NewsItem = v.object({
  newsId: v.number(),
  title: v.string(),
  content: v.string(),
  show_from: v.number(),
  viewed: v.boolean(),
});
export type NewsItem = v.InferOutput<typeof NewsItem>;
export const NewsList = v.array(NewsItem);
export const NewsViewed = v.pipe(v.array(v.pipe(v.number('number'), v.integer('number'))), v.maxLength(1000, 'tooLong'));
