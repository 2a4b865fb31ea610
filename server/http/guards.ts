// Request guards in front of every /api call (docs/api.md "Conventions").
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PayloadTooLargeError, RefusedError } from '../domain/errors.ts';
import type { AppDeps, AppEnv } from './env.ts';
import { applyResponseSecurityHeaders } from './security-headers.ts';
import { setHeader } from './set-header.ts';

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * SPEC §7 "All requests carry an X-Requested-With header". A request that changes something
 * (any method but GET/HEAD/OPTIONS; with `always`, a GET the contract declares as changing,
 * such as logout or a passage start) without it is refused with 400 {errorMessage}: a
 * cross-site form cannot set the header, and a cross-site script cannot send it without a
 * CORS preflight this server never grants. 400 rather than 403, because SPEC §8 makes every
 * 403 log the user out.
 */
export function requireRequestedWith(always = false): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const changes = always || !SAFE_METHODS.has(c.req.method);
    if (changes && !c.req.header('x-requested-with')) throw new RefusedError('error.badRequest');
    await next();
  };
}

/**
 * 413 for bodies over the limit (the call's own, else the app's), with or without Content-Length.
 * A body with its length declared is judged by the header before it is read, as Hono's
 * bodyLimit does, but without asking for the request's body stream first: that turns
 * @hono/node-server's lightweight request into a web Request, and the JSON is then read
 * through a stream instead of straight from the socket (issue 14, docs/performance.md).
 */
export function limitBody(deps: AppDeps, maxSize?: number): MiddlewareHandler<AppEnv> {
  const max = maxSize ?? deps.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const tooLarge = () => {
    throw new PayloadTooLargeError();
  };
  const counted = bodyLimit({ maxSize: max, onError: tooLarge });
  return async (c, next) => {
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return counted(c, next);
    if (Number.parseInt(length, 10) > max) tooLarge();
    await next();
  };
}

/** Private API answers are never stored by caches unless a route says otherwise. */
export const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.res.headers.has('cache-control')) setHeader(c, 'Cache-Control', 'no-store');
};

/**
 * Headers for every response, and HSTS and the HTML page headers (./security-headers.ts:
 * frames only from this origin but on /preview/iframe/*, SPEC §2) where a route set none.
 */
export const baseHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  setHeader(c, 'X-Content-Type-Options', 'nosniff');
  setHeader(c, 'Referrer-Policy', 'same-origin');
  applyResponseSecurityHeaders(c);
};

/** How many proxies in front of the server append to X-Forwarded-For (TRUST_PROXY): `true` is one, `false` none. */
export const proxyHops = (trustProxy: AppDeps['trustProxy']): number => (trustProxy === true ? 1 : typeof trustProxy === 'number' ? trustProxy : 0);

/**
 * The client's address (issue 59 item 9; docs/operations.md "Behind a reverse proxy"): behind
 * `hops` trusted proxies, the hop the outermost of them appended to X-Forwarded-For, counted
 * from the right (one proxy: the rightmost). Whatever the client wrote itself stands to the
 * left of that and is never read, so a forged header changes nothing. With fewer hops in the
 * header than proxies, its leftmost (a proxy wrote every one); with none, or no trusted proxy,
 * the connection's peer.
 */
export function clientAddress(c: Context, deps: AppDeps): string {
  const hops = proxyHops(deps.trustProxy);
  if (hops > 0) {
    const chain = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter((hop) => hop !== '');
    const client = chain[Math.max(0, chain.length - hops)];
    if (client) return client.slice(0, 64);
  }
  return deps.remoteAddress?.(c) ?? 'unknown';
}
