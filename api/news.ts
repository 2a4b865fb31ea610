import * as v from 'valibot';
import { Ok } from './common.ts';
import { defineCalls, idField } from './contract.ts';

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
export const NewsViewed = v.pipe(v.array(idField()), v.maxLength(1000, 'tooLong'));

/** SPEC §7 news. */
export const newsCalls = defineCalls({
  'news.list': {
    method: 'GET',
    path: '/api/news',
    response: NewsList,
    access: 'trainee',
    errors: [403],
    spec: 'SPEC §7 Main, profile, news',
    summary: "The news the trainee can see, newest first, with this trainee's viewed flags",
  },
  'news.viewed': {
    method: 'POST',
    path: '/api/news/viewed',
    body: NewsViewed,
    response: Ok,
    access: 'trainee',
    errors: [400, 403],
    spec: 'SPEC §7 Main, profile, news',
    summary: 'Mark news as viewed (ids the trainee cannot see are ignored)',
  },
});
