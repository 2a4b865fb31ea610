// SPEC §7 "Main, profile, news": GET /api/profile and GET /api/profile/userpic.jpg.
// Mounted at /api/profile; logged-in trainees only. Editing comes with the profile issue.
import { Hono } from 'hono';
import type { Profile } from '../../api/profile.ts';
import { loadCustomer, loadPhoto } from '../domain/customer.ts';
import { NotFoundError } from '../domain/errors.ts';
import { isEmailLogin } from '../domain/settings.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { currentSession, requestSettings, requireLogin } from '../http/session.ts';

export function profileRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireLogin);

  routes.get('/', async (c) => {
    const settings = await requestSettings(c, deps);
    const body: Profile = await loadCustomer(deps.db, currentSession(c).customerId, isEmailLogin(settings));
    return c.json(body);
  });

  // The avatar as image/jpeg. Only the owner's browser may keep it: private caching, and for
  // the versioned URL (?v=<current version>) for a year, since a new photo gets a new version.
  routes.get('/userpic.jpg', async (c) => {
    const photo = await loadPhoto(deps.db, currentSession(c).customerId);
    if (!photo) throw new NotFoundError();
    const versioned = c.req.query('v') === String(photo.version);
    c.header('Content-Type', 'image/jpeg');
    c.header('Cache-Control', versioned ? 'private, max-age=31536000, immutable' : 'private, no-cache');
    c.header('Vary', 'Cookie');
    return c.body(photo.jpeg.slice().buffer as ArrayBuffer);
  });

  return routes;
}
