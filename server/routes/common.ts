// SPEC §7 "Common": bootstrap data, languages, login, logout (declared in api/session-calls.ts).
import type { Context } from 'hono';
import type { Common, Language } from '../../api/common.ts';
import type { Bootstrap } from '../../api/page-data.ts';
import { loadInfo, loadMain } from '../domain/main-data.ts';
import { mainCalls } from '../../api/main.ts';
import { isAppPath, paramsAt } from '../../api/routes.ts';
import { viewerOf } from './main.ts';
import { pagePreloads } from './page-preloads.ts';
import { legalCalls } from '../../api/legal.ts';
import { sessionCalls } from '../../api/session-calls.ts';
import { NotFoundError, ValidationError } from '../domain/errors.ts';
import { logIn } from '../domain/auth.ts';
import { setCustomerLocale } from '../domain/customer.ts';
import { LANGUAGE_NAMES, LOCALES } from '../domain/locale.ts';
import { deleteSession, setSessionLocale } from '../domain/sessions.ts';
import { isEmailLogin, legalPage, publicSettings } from '../domain/settings.ts';
import { clientAddress } from '../http/guards.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import {
  chosenLocale,
  clearSessionCookie,
  localeMessages,
  requestSettings,
  sessionMiddleware,
  sessionToken,
  setLocaleCookie,
  setSessionCookie,
} from '../http/session.ts';
import { route, type Route } from '../http/contract.ts';
import { spendCaptcha } from './account.ts';

const OK = { ok: true } as const;

/** GET /api/common's answer for this request. entryExam: null until the entry-exam issue. */
export async function commonAnswer(c: Context<AppEnv>, deps: AppDeps): Promise<Common> {
  const locale = c.get('locale');
  const [settings, messages] = await Promise.all([requestSettings(c, deps), localeMessages(deps, locale)]);
  return {
    messages,
    settings: publicSettings(settings, locale),
    isLoggedIn: c.get('session') !== null,
    entryExam: null,
    locale,
  };
}

/** GET /api/common/language's answer for this request. */
export function languagesAnswer(c: Context<AppEnv>): Language[] {
  const active = c.get('locale');
  return LOCALES.map((id) => ({ id, name: LANGUAGE_NAMES[id], active: id === active }));
}

/**
 * What index.html carries for the page's first request (docs/decisions.md #27): the session
 * and locale resolved as for an /api call, then both answers above.
 */
export function bootstrapAnswer(deps: AppDeps): (c: Context<AppEnv, string>) => Promise<Bootstrap> {
  const session = sessionMiddleware(deps);
  return async (c) => {
    await session(c, async () => {});
    const common = await commonAnswer(c, deps);
    // A logged-in trainee's page also carries GET /api/main (docs/decisions.md #154) and, but a
    // passage's, the info panel's GET /api/main/info (#198); a page carries the answers of its
    // first calls (#165), a visitor's only those of a page anyone may open (#196); an address at
    // no route is not found (#200).
    const trainee = common.isLoggedIn ? c.get('session') : undefined;
    const caller = trainee ? { db: deps.db, customerId: trainee.customerId, now: deps.clock(), locale: c.get('locale') } : undefined;
    const visit = { caller, settings: await requestSettings(c, deps), locale: c.get('locale'), db: deps.db };
    const viewer = caller && (await viewerOf(caller, c, deps));
    const [main, info, start] = await Promise.all([
      viewer && loadMain(viewer),
      viewer && !paramsAt('passage', c.req.path) ? loadInfo(viewer) : undefined,
      pagePreloads(c.req.path, visit, deps.firstPaints),
    ]);
    const preloaded = info ? { ...start?.preloaded, [mainCalls['main.info'].path]: info } : start?.preloaded;
    const notFound = !isAppPath(c.req.path) || start?.notFound;
    return { common, languages: languagesAnswer(c), ...(main ? { main } : {}), ...start, ...(preloaded ? { preloaded } : {}), ...(notFound && { notFound }) };
  };
}

export function commonRoutes(deps: AppDeps): Route[] {
  const { db } = deps;
  return [
    // SPEC §3 "Common bootstrap data".
    route(sessionCalls['common.get'], ({ c }) => commonAnswer(c, deps)),
    // SPEC §3 "Language: id, name, active".
    route(sessionCalls['common.languages'], ({ c }) => languagesAnswer(c)),
    // On the session and the account when logged in, and in the portal_locale cookie always
    // (so the login page keeps it after logout).
    route(sessionCalls['common.language.set'], async ({ params, c }) => {
      const session = c.get('session');
      if (session) {
        await setSessionLocale(db, session, params.id);
        await setCustomerLocale(db, session.customerId, params.id);
      }
      setLocaleCookie(c, params.id);
      return OK;
    }),
    // SPEC §5 "Login", §8 login failure; docs/api.md.
    route(sessionCalls['common.login'], async ({ body: { login, password, locale, code }, c }) => {
      const token = await logIn(db, {
        login,
        password,
        address: clientAddress(c, deps),
        emailLogin: isEmailLogin(await requestSettings(c, deps)),
        now: deps.clock(),
        // Asked only while the address group is busy (issue 59 item 10): the captcha the page shows.
        // None sent: the throttle asks for one (login.captcha); a wrong one is said so (captcha.wrong).
        solveCaptcha: async () => {
          if (code === undefined) return false;
          if (!(await spendCaptcha(c, db, code, deps.clock()))) throw new ValidationError({ code: 'captcha' }, 'captcha.wrong');
          return true;
        },
        shown: locale,
        picked: chosenLocale(c),
        requestLocale: c.get('locale'),
        previousToken: sessionToken(c),
      });
      setSessionCookie(c, token);
      return OK;
    }),
    // SPEC §1 footer legal links, §9 from settings (issue 10): the page in the caller's language.
    route(legalCalls['legal.page'], async ({ params, c }) => {
      const page = legalPage(await requestSettings(c, deps), params.slug, c.get('locale'));
      if (!page) throw new NotFoundError();
      return page;
    }),
    // Needs X-Requested-With like a POST (the declaration says it changes something).
    route(sessionCalls['common.logout'], async ({ c }) => {
      await deleteSession(db, sessionToken(c));
      clearSessionCookie(c);
      return OK;
    }),
  ];
}
