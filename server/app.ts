// The Hono application (DESIGN "A createApp(deps) factory serves both server/main.ts and the
// tests"). Order: response headers, /api guards (no-store, session and locale,
// X-Requested-With on POSTs), every call of the contract (server/http/contract.ts: login,
// body limit and input parsing per call), then the SPA and favicon, 404s and the one error
// handler.
import { Hono } from 'hono';
import { withDefaultAdapters } from './default-adapters.ts';
import { allowedMethods, mountRoutes, ownSessionRequests } from './http/contract.ts';
import { mountHealth } from './http/health.ts';
import { mountMetrics } from './http/metrics.ts';
import { requestLog } from './http/request-log.ts';
import { baseHeaders, noStore, proxyHops, requireRequestedWith } from './http/guards.ts';
import type { AppDeps, AppEnv } from './http/env.ts';
import { errorHandler, notFoundHandler } from './http/on-error.ts';
import { sessionMiddleware } from './http/session.ts';
import { accountRoutes } from './routes/account.ts';
import { achievementsPageMeta, achievementsRoutes } from './routes/achievements.ts';
import { certificateRoutes } from './routes/certificates.ts';
import { bootstrapAnswer, commonRoutes } from './routes/common.ts';
import { examRoutes } from './routes/exams.ts';
import { fileRoutes } from './routes/files.ts';
import { mainRoutes } from './routes/main.ts';
import { metaRoutes } from './routes/meta.ts';
import { newsRoutes } from './routes/news.ts';
import { profileRoutes } from './routes/profile.ts';
import { trainingRoutes } from './routes/trainings.ts';
import { mountFavicon, mountSpa } from './static.ts';

export type { AppDeps } from './http/env.ts';

const served = new WeakMap<Hono<AppEnv>, ReadonlySet<string>>();
/** The call ids an app serves (test/server/contract.test.ts compares them with api/calls.ts). */
export const servedCalls = (app: Hono<AppEnv>): ReadonlySet<string> => served.get(app) ?? new Set();

export function createApp(given: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const deps = { ...given, adapters: withDefaultAdapters(given.adapters) };

  app.use('*', requestLog(deps.log, proxyHops(deps.trustProxy) > 0, deps.metrics));
  app.use('*', baseHeaders);
  mountHealth(app, deps.db, deps.stopping);
  mountMetrics(app, deps.metrics, deps.metricsToken);
  app.use('/api/*', noStore);
  const routes = [
    ...commonRoutes(deps),
    ...mainRoutes(deps),
    ...profileRoutes(deps),
    ...newsRoutes(),
    ...trainingRoutes(),
    ...certificateRoutes(deps),
    ...examRoutes(deps),
    ...fileRoutes(deps),
    ...metaRoutes(),
    ...accountRoutes(deps),
    ...achievementsRoutes(deps),
  ];
  app.use('/api/*', sessionMiddleware(deps, ownSessionRequests(routes)));
  app.use('/api/*', requireRequestedWith());
  served.set(app, mountRoutes(app, deps, routes));

  if (deps.spaRoot) mountSpa(app, deps.spaRoot, bootstrapAnswer(deps), achievementsPageMeta(deps), deps.renderPage);
  else mountFavicon(app);

  app.notFound(notFoundHandler(deps, allowedMethods(routes)));
  app.onError(errorHandler(deps));
  return app;
}
