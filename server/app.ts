// The Hono application (DESIGN "A createApp(deps) factory serves both server/main.ts and the
// tests"). Order: response headers, /api guards (X-Requested-With, body size, session and
// locale), the SPEC §7 route groups, then the SPA and favicon, 404s and the one error handler.
import { Hono } from 'hono';
import { withDefaultAdapters } from './adapters/files/defaults.ts';
import { baseHeaders, limitBody, noStore, requireRequestedWith } from './http/guards.ts';
import type { AppDeps, AppEnv } from './http/env.ts';
import { errorHandler, notFoundHandler } from './http/on-error.ts';
import { sessionMiddleware } from './http/session.ts';
import { bootstrapAnswer, commonRoutes } from './routes/common.ts';
import { downloadRoutes } from './routes/downloads.ts';
import { examRoutes } from './routes/exams.ts';
import { mainRoutes } from './routes/main.ts';
import { newsRoutes } from './routes/news.ts';
import { pictureRoutes } from './routes/pictures.ts';
import { profileRoutes } from './routes/profile.ts';
import { mountFavicon, mountSpa } from './static.ts';

export type { AppDeps } from './http/env.ts';

export function createApp(given: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const deps = { ...given, adapters: withDefaultAdapters(given.adapters) };

  app.use('*', baseHeaders);
  app.use('/api/*', noStore);
  app.use('/api/*', sessionMiddleware(deps));
  app.use('/api/*', requireRequestedWith(['/api/common/logout']));
  app.route('/api', examRoutes(deps)); // before the 1 MiB limit: the essay upload counts its own streamed body (10 MiB file)
  app.use('/api/*', limitBody(deps));

  app.route('/api/common/picture', pictureRoutes(deps));
  app.route('/api/common', commonRoutes(deps));
  app.route('/api/training/download', downloadRoutes(deps));
  app.route('/api/main', mainRoutes(deps));
  app.route('/api/profile', profileRoutes(deps));
  app.route('/api/news', newsRoutes(deps));

  if (deps.spaRoot) mountSpa(app, deps.spaRoot, bootstrapAnswer(deps));
  else mountFavicon(app);

  app.notFound(notFoundHandler(deps));
  app.onError(errorHandler(deps));
  return app;
}
