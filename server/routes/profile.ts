// SPEC §7 "Main, profile, news": GET /api/profile and GET /api/profile/userpic.jpg (declared
// in api/profile.ts). Editing comes with the profile issue.
import { profileCalls } from '../../api/profile.ts';
import { loadCustomer, loadPhoto } from '../domain/customer.ts';
import { NotFoundError } from '../domain/errors.ts';
import { isEmailLogin } from '../domain/settings.ts';
import { route, type Route } from '../http/contract.ts';
import type { AppDeps } from '../http/env.ts';
import { requestSettings } from '../http/session.ts';

export function profileRoutes(deps: AppDeps): Route[] {
  return [
    route(profileCalls['profile.get'], async ({ caller, c }) => loadCustomer(deps.db, caller.customerId, isEmailLogin(await requestSettings(c, deps)))),
    // The avatar as image/jpeg. Only the owner's browser may keep it: private caching, and for
    // the versioned URL (?v=<current version>) for a year, since a new photo gets a new version.
    route(profileCalls['profile.userpic'], async ({ caller, query, c }) => {
      const photo = await loadPhoto(deps.db, caller.customerId);
      if (!photo) throw new NotFoundError();
      c.header('Content-Type', 'image/jpeg');
      c.header('Cache-Control', query.v === String(photo.version) ? 'private, max-age=31536000, immutable' : 'private, no-cache');
      c.header('Vary', 'Cookie');
      return c.body(photo.jpeg.slice().buffer);
    }),
  ];
}
