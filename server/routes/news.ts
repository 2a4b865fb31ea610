// SPEC §7 GET /api/news, POST /api/news/viewed (declared in api/news.ts).
import { newsCalls } from '../../api/news.ts';
import { loadNews, markViewed } from '../domain/news.ts';
import { route, type Route } from '../http/contract.ts';

export function newsRoutes(): Route[] {
  return [
    route(newsCalls['news.list'], ({ caller }) => loadNews(caller)),
    // Ids the trainee cannot see are ignored (no hint they exist).
    route(newsCalls['news.viewed'], async ({ caller, body }) => {
      await markViewed(caller, body);
      return { ok: true } as const;
    }),
  ];
}
