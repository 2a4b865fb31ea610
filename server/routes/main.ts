// SPEC §7 "Main": GET /api/main, GET /api/main/info (not in SPEC, docs/api.md),
// GET and POST /api/main/alerts. Mounted at /api/main; logged-in trainees only.
import { Hono } from 'hono';
import type { Info, Main } from '../../api/main.ts';
import { Alert } from '../../api/main.ts';
import { dismissAlert, examAlerts } from '../domain/exams/lists.ts';
import { loadInfo, loadMain, type Viewer } from '../domain/main-data.ts';
import { isEmailLogin } from '../domain/settings.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { currentSession, requestSettings, requireLogin } from '../http/session.ts';
import { jsonBody } from '../http/validate.ts';
import type { Context } from 'hono';

export async function viewerOf(c: Context<AppEnv>, deps: AppDeps): Promise<Viewer> {
  const session = currentSession(c);
  const settings = await requestSettings(c, deps);
  return { customerId: session.customerId, locale: c.get('locale'), now: deps.clock(), emailLogin: isEmailLogin(settings) };
}

export function mainRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireLogin);

  routes.get('/', async (c) => {
    const body: Main = await loadMain(deps.db, await viewerOf(c, deps));
    return c.json(body);
  });

  routes.get('/info', async (c) => {
    const body: Info = await loadInfo(deps.db, await viewerOf(c, deps));
    return c.json(body);
  });

  // Exam alerts (SPEC §2 "Exam alerts (examName, finish) are sticky popups; closing one posts
  // the alert back"): open exams closing within 24 h, not passed, alert not closed (docs/exams.md).
  routes.get('/alerts', async (c) => {
    const actor = { db: deps.db, customerId: currentSession(c).customerId, now: deps.clock(), locale: c.get('locale') };
    return c.json(await examAlerts(actor));
  });

  routes.post('/alerts', async (c) => {
    const alert = await jsonBody(c, Alert);
    await dismissAlert({ db: deps.db, customerId: currentSession(c).customerId, now: deps.clock(), locale: c.get('locale') }, alert);
    return c.json({ ok: true } as const);
  });

  return routes;
}
