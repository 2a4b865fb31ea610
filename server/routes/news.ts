// SPEC §7 GET /api/news, POST /api/news/viewed. Mounted at /api/news; logged-in trainees only.
import { Hono } from 'hono';
import type { NewsItem } from '../../api/news.ts';
import { NewsViewed } from '../../api/news.ts';
import { loadNews, markViewed } from '../domain/news.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { currentSession, requireLogin } from '../http/session.ts';
import { jsonBody } from '../http/validate.ts';

export function newsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireLogin);

  routes.get('/', async (c) => {
    const body: NewsItem[] = await loadNews(deps.db, {
      customerId: currentSession(c).customerId,
      locale: c.get('locale'),
      now: deps.clock(),
    });
    return c.json(body);
  });

  // Body: [newsId, ...]. Ids the trainee cannot see are ignored (no hint they exist).
  routes.post('/viewed', async (c) => {
    const ids = await jsonBody(c, NewsViewed);
    await markViewed(deps.db, currentSession(c).customerId, ids, deps.clock());
    return c.json({ ok: true } as const);
  });

  return routes;
}
