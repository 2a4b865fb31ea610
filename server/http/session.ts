// Per-request session and locale (docs/operations.md "Sessions"; SPEC §7 language switch).
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { WireLocale } from '../../api/common.ts';
import type { Caller } from '../domain/caller.ts';
import { ForbiddenError } from '../domain/errors.ts';
import { isWireLocale, localeFromAcceptLanguage } from '../domain/locale.ts';
import { admitSession, resolveSession, SESSION_MAX_MS, tokenHashOf, type Session, type SessionRow } from '../domain/sessions.ts';
import { loadMessages, loadSettings, type Messages, type Settings } from '../domain/settings.ts';
import type { AppDeps, AppEnv } from './env.ts';
import { withPublicUrl } from './public-origin.ts';

export const SESSION_COOKIE = 'portal_session';
export const LOCALE_COOKIE = 'portal_locale';
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Secure cookies when the browser talks https to us or to the proxy in front of us. */
function isHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

export function setSessionCookie(c: Context, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: isHttps(c),
    maxAge: Math.floor(SESSION_MAX_MS / 1000),
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isHttps(c) });
}

export function sessionToken(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

export function setLocaleCookie(c: Context, locale: WireLocale): void {
  setCookie(c, LOCALE_COOKIE, locale, { httpOnly: true, sameSite: 'Lax', path: '/', secure: isHttps(c), maxAge: LOCALE_COOKIE_MAX_AGE_S });
}

/** The locale a visitor chose before logging in (portal_locale cookie), if any. */
export function chosenLocale(c: Context): WireLocale | undefined {
  const value = getCookie(c, LOCALE_COOKIE);
  return isWireLocale(value) ? value : undefined;
}

/**
 * Resolves the session cookie and the locale: the session's locale when logged in, else the
 * portal_locale cookie, else Accept-Language (uk/ru/en), else 'ua'. A cookie naming an ended
 * session is removed. A request for a call that reads its session in its own first statement
 * (`ownSession`, server/http/contract.ts routeOwnSession) is left without one here: its
 * handler admits it (sessionInQuery below), with the same rules.
 */
export function sessionMiddleware(deps: AppDeps, ownSession: (method: string, path: string) => boolean = () => false): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (ownSession(c.req.method, c.req.path)) {
      c.set('session', null);
      c.set('locale', visitorLocale(c));
    } else admit(c, await resolveSession(deps.db, sessionToken(c), deps.clock()));
    await next();
  };
}

const visitorLocale = (c: Context) => chosenLocale(c) ?? localeFromAcceptLanguage(c.req.header('accept-language'));

/** Puts the session (or none) and its locale on the request; a cookie naming no live session is removed. */
function admit(c: Context<AppEnv>, session: Session | null): Session | null {
  if (sessionToken(c) && !session) clearSessionCookie(c);
  c.set('session', session);
  c.set('locale', session?.locale ?? visitorLocale(c));
  return session;
}

/** What a handler that reads its own session gets (issue 14): the token's hash to read it by, and the rules to apply to the row it read. */
export type SessionInQuery = {
  /** null: no cookie, or one no session can have; the handler reads nothing and admits null. */
  tokenHash: string | null;
  /** The session's rules (sessions.ts admitSession) on the row read: the caller, or 403. */
  admit: (row: SessionRow | null) => Promise<Caller>;
};

export function sessionInQuery(c: Context<AppEnv>, deps: AppDeps): SessionInQuery {
  const tokenHash = tokenHashOf(sessionToken(c));
  const now = deps.clock();
  return {
    tokenHash,
    admit: async (row) => {
      const session = admit(c, tokenHash ? await admitSession(deps.db, tokenHash, row, now) : null);
      if (!session) throw new ForbiddenError('session.expired');
      return { db: deps.db, customerId: session.customerId, now, locale: session.locale };
    },
  };
}

/** For a call reading its own session: before an error of `work` is answered, the session is resolved, and without one the answer is 403. */
export async function loginBefore<T>(c: Context<AppEnv>, deps: AppDeps, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!c.get('session') && !admit(c, await resolveSession(deps.db, sessionToken(c), deps.clock()))) throw new ForbiddenError('session.expired');
    throw error;
  }
}

/** loginBefore for a middleware's own refusals (a body limit's 413), not for what runs after it. */
export function loginBeforeErrorsOf(deps: AppDeps, middleware: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let passed = false;
    const after = async () => {
      passed = true;
      await next();
    };
    try {
      return await middleware(c, after);
    } catch (error) {
      if (passed) throw error;
      return loginBefore(c, deps, () => Promise.reject(error as Error));
    }
  };
}

/** Every protected endpoint: 403 for anonymous (SPEC §6, §8). */
export const requireLogin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('session')) throw new ForbiddenError('session.expired');
  await next();
};

/** The logged-in session; only after requireLogin. */
export function currentSession(c: Context<AppEnv>): Session {
  const session = c.get('session');
  if (!session) throw new ForbiddenError('session.expired');
  return session;
}

type Kept = { at: number; value: Promise<unknown> };
/** What a process keeps between requests, per app and key (issue 14: one statement less on every call that reads it). */
const kept = new WeakMap<AppDeps, Map<string, Kept>>();

/**
 * `load()`'s answer, kept by the process for deps.settingsTtlMs under `key`: an operator's edit
 * to the table it reads reaches every process within that time. Safe to hold in each process
 * (docs/operations.md "Processes"). Without a period, read each time.
 */
function keptByProcess<T>(deps: AppDeps, key: string, load: () => Promise<T>): Promise<T> {
  const ttl = deps.settingsTtlMs ?? 0;
  if (ttl <= 0) return load();
  const now = deps.clock();
  let held = kept.get(deps);
  if (!held) kept.set(deps, (held = new Map<string, Kept>()));
  const found = held.get(key);
  if (found && now - found.at < ttl) return found.value as Promise<T>;
  const value = load();
  held.set(key, { at: now, value });
  // A failed read is not kept: the next request tries again.
  value.catch(() => {
    if (held.get(key)?.value === value) held.delete(key);
  });
  return value;
}

/**
 * Effective settings, read once per request and kept by the process for deps.settingsTtlMs;
 * portalUrl is the request's own address when the setting is empty (./public-origin.ts).
 */
export async function requestSettings(c: Context<AppEnv>, deps: AppDeps): Promise<Settings> {
  const cached = c.get('settingsCache');
  if (cached) return cached;
  const all = withPublicUrl(await keptByProcess(deps, 'settings', () => loadSettings(deps.db, deps.settings)), c, deps.trustProxy);
  c.set('settingsCache', all);
  return all;
}

/** The server's messages in `locale` (SPEC §8), kept by the process as the settings are. */
export function localeMessages(deps: AppDeps, locale: WireLocale): Promise<Messages> {
  return keptByProcess(deps, `messages.${locale}`, () => loadMessages(deps.db, locale));
}
