// The public account calls (issue 12; api/account.ts publicAccountCalls; docs/api.md "Account"):
// the captcha, the three-step restore, e-mail confirmation and unsubscribe.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { publicAccountCalls as calls } from '../../api/account.ts';
import { addressGroup } from '../domain/address-group.ts';
import { captchaAudio } from '../domain/captcha-audio.ts';
import { CAPTCHA_RATE, CAPTCHA_TTL_MS, captchaAnswer, checkCaptcha, newCaptcha } from '../domain/captcha.ts';
import { confirmEmail, unsubscribeEmail } from '../domain/email-links.ts';
import { NotFoundError, ValidationError } from '../domain/errors.ts';
import { countRequest } from '../domain/restore/rate-events.ts';
import { beginRestore, checkCode, loginOf, resendCode, RESTORE_RATE, RESTORE_TTL_MS, updatePassword, type RestoreDeps } from '../domain/restore/restore.ts';
import { isEmailLogin } from '../domain/settings.ts';
import { route, type Route } from '../http/contract.ts';
import type { Db } from '../db/connect.ts';
import type { Adapters, AppDeps, AppEnv } from '../http/env.ts';
import { clientAddress } from '../http/guards.ts';
import { requestSettings } from '../http/session.ts';

export const CAPTCHA_COOKIE = 'portal_captcha';
export const RESTORE_COOKIE = 'portal_restore';
/** Both cookies go only to the calls that read them. */
const COOKIE_PATH = '/api/common';
/** A restore cookie outlives the restore's own expiry a little: the server decides, the cookie only carries the token. */
const RESTORE_COOKIE_MAX_AGE_S = (3 * RESTORE_TTL_MS) / 1000;

const isHttps = (c: Context) => new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';

function setTokenCookie(c: Context, name: string, token: string, maxAgeS: number): void {
  setCookie(c, name, token, { httpOnly: true, sameSite: 'Strict', path: COOKIE_PATH, secure: isHttps(c), maxAge: maxAgeS });
}

const OK = { ok: true } as const;

/**
 * Whether `code` is the text of this browser's captcha, using it up with its cookie as restore
 * step 1 does: the captcha a login from a busy address group is asked for (issue 59 item 10).
 */
export async function spendCaptcha(c: Context, db: Db, code: string | undefined, now: number): Promise<boolean> {
  if (code === undefined) return false;
  const right = await checkCaptcha(db, getCookie(c, CAPTCHA_COOKIE), code, now);
  deleteCookie(c, CAPTCHA_COOKIE, { path: COOKIE_PATH, secure: isHttps(c) });
  return right;
}

export function accountRoutes(deps: AppDeps & { adapters: Adapters }): Route[] {
  const { db } = deps;
  const restoreDeps = async (c: Context<AppEnv>): Promise<RestoreDeps> => {
    const all = await requestSettings(c, deps);
    return {
      db,
      // Issue 59 item 2: the links in its e-mails lead to the address the restore was asked at.
      settings: { ...deps.settings, portalUrl: all.portalUrl ?? '' },
      adapters: deps.adapters,
      random: deps.adapters.random,
      emailLogin: isEmailLogin(all),
      now: deps.clock(),
    };
  };
  const group = (c: Context<AppEnv>) => addressGroup(clientAddress(c, deps));

  return [
    // SPEC §7 GET /api/common/captcha.jpg: a new image, its answer bound to this browser.
    route(calls['common.captcha'], async ({ c }) => {
      const now = deps.clock();
      await countRequest(db, `captcha:${group(c)}`, now, CAPTCHA_RATE);
      const { jpeg, token } = await newCaptcha(db, deps.adapters.random, now, getCookie(c, CAPTCHA_COOKIE), deps.fixedCaptchaText);
      setTokenCookie(c, CAPTCHA_COOKIE, token, CAPTCHA_TTL_MS / 1000);
      return c.body(new Uint8Array(jpeg), 200, { 'content-type': 'image/jpeg', 'content-length': String(jpeg.length) });
    }),
    // Issue 59 item 4: the same captcha spoken (WCAG 2.2 1.1.1), in the language the page is in
    // (a visitor's locale: server/http/session.ts). Reading it does not use it up.
    route(calls['common.captchaAudio'], async ({ c }) => {
      const now = deps.clock();
      await countRequest(db, `captcha-audio:${group(c)}`, now, CAPTCHA_RATE);
      const token = getCookie(c, CAPTCHA_COOKIE);
      const digits = await captchaAnswer(db, token, now);
      // A captcha drawn before its text was digits only is not spoken: the person asks for a new picture.
      if (!token || !digits || !/^[0-9]+$/.test(digits)) throw new NotFoundError();
      const wav = await captchaAudio(digits, c.get('locale'), token);
      return c.body(wav, 200, { 'content-type': 'audio/wav', 'content-length': String(wav.length) });
    }),
    // Step 1: the captcha is used up by any attempt; a wrong one is a field error on `code`.
    route(calls['common.restore.step1'], async ({ body, c }) => {
      const d = await restoreDeps(c);
      let loginErrors: Record<string, string> = {};
      try {
        loginOf(body.login, d.emailLogin);
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        loginErrors = error.errors;
      }
      const rightCaptcha = await checkCaptcha(db, getCookie(c, CAPTCHA_COOKIE), body.code, d.now);
      deleteCookie(c, CAPTCHA_COOKIE, { path: COOKIE_PATH, secure: isHttps(c) });
      if (!rightCaptcha) throw new ValidationError({ ...loginErrors, code: 'captcha' }, 'captcha.wrong');
      if (loginErrors.login) throw new ValidationError(loginErrors);
      await countRequest(db, `restore:${group(c)}`, d.now, RESTORE_RATE);
      const { token, resendIn } = await beginRestore(d, body.login);
      setTokenCookie(c, RESTORE_COOKIE, token, RESTORE_COOKIE_MAX_AGE_S);
      return { resendIn };
    }),
    route(calls['common.restore.step2'], async ({ body, c }) => checkCode(await restoreDeps(c), getCookie(c, RESTORE_COOKIE), body.code)),
    route(calls['common.restore.resend'], async ({ c }) => resendCode(await restoreDeps(c), getCookie(c, RESTORE_COOKIE))),
    route(calls['common.restore.update'], async ({ body, c }) => {
      await updatePassword(await restoreDeps(c), getCookie(c, RESTORE_COOKIE), body.password);
      deleteCookie(c, RESTORE_COOKIE, { path: COOKIE_PATH, secure: isHttps(c) });
      return OK;
    }),
    // SPEC §2 "Screen details": Email confirmation and Unsubscribe.
    route(calls['common.confirmEmail'], async ({ params, c }) => confirmEmail(db, params.hash, c.get('locale'), deps.clock())),
    route(calls['common.unsubscribeEmail'], async ({ params, c }) => unsubscribeEmail(db, params.hash, c.get('locale'), deps.clock())),
  ];
}
