// SPEC §7 "Main, profile, news": GET /api/profile and GET /api/profile/userpic.jpg (declared
// in api/profile.ts); POST /api/profile and POST /api/profile/password (api/account.ts
// profileEditCalls; docs/api.md "Account").
import { profileEditCalls } from '../../api/account.ts';
import { profileCalls } from '../../api/profile.ts';
import { loadCustomer, loadPhoto } from '../domain/customer.ts';
import { NotFoundError } from '../domain/errors.ts';
import { tellCustomer } from '../domain/mail-messages.ts';
import { changePassword, saveProfile } from '../domain/profile-edit.ts';
import { isEmailLogin } from '../domain/settings.ts';
import { route, type Route } from '../http/contract.ts';
import type { Adapters, AppDeps } from '../http/env.ts';
import { clientAddress } from '../http/guards.ts';
import { currentSession, requestSettings } from '../http/session.ts';

const OK = { ok: true } as const;

export function profileRoutes(deps: AppDeps & { adapters: Adapters }): Route[] {
  const { db } = deps;
  return [
    route(profileCalls['profile.get'], async ({ caller, c }) => loadCustomer(db, caller.customerId, isEmailLogin(await requestSettings(c, deps)))),
    // The avatar as image/jpeg. Only the owner's browser may keep it: private caching, and for
    // the versioned URL (?v=<current version>) for a year, since a new photo gets a new version.
    route(profileCalls['profile.userpic'], async ({ caller, query, c }) => {
      const photo = await loadPhoto(db, caller.customerId);
      if (!photo) throw new NotFoundError();
      c.header('Content-Type', 'image/jpeg');
      c.header('Cache-Control', query.v === String(photo.version) ? 'private, max-age=31536000, immutable' : 'private, no-cache');
      c.header('Vary', 'Cookie');
      return c.body(photo.jpeg.slice().buffer);
    }),
    // SPEC §5 Forms "Profile": e-mail, additional phone, photo; the answer is the saved profile.
    route(profileEditCalls['profile.save'], async ({ caller, body, c }) => {
      const emailLogin = isEmailLogin(await requestSettings(c, deps));
      await saveProfile(db, caller.customerId, body, emailLogin);
      return loadCustomer(db, caller.customerId, emailLogin);
    }),
    // SPEC §5 Forms "Password change"; issue 12: the other sessions end, an e-mail tells the trainee.
    route(profileEditCalls['profile.password'], async ({ caller, body, c }) => {
      await changePassword(db, {
        customerId: caller.customerId,
        oldPassword: body.oldPassword,
        password: body.password,
        address: clientAddress(c, deps),
        emailLogin: isEmailLogin(await requestSettings(c, deps)),
        now: deps.clock(),
        keepSessionTokenHash: currentSession(c).tokenHash,
      });
      // Issue 59 item 2: the e-mail's links lead to the address the change was made at.
      await tellCustomer({ ...deps, settings: { ...deps.settings, portalUrl: (await requestSettings(c, deps)).portalUrl ?? '' } }, caller.customerId, {
        kind: 'passwordChanged',
        how: 'profile',
      });
      return OK;
    }),
  ];
}
