// The portal's public address (issue 59 item 2; docs/operations.md "Behind a reverse proxy"):
// every absolute link the portal prints (a certificate PDF's verification link and QR code, the
// public page's Open Graph address, the share links and the public page's address the browser
// shows, the links in e-mails) comes from the setting portalUrl when it is set, else from the
// request that makes the document: its Host, or behind trusted proxies (TRUST_PROXY) the
// X-Forwarded-Host and X-Forwarded-Proto they set. Never a default: the setting has none.
//
// A header a chain of proxies appends to holds what the client wrote first and what each proxy
// added after it, so it is read as X-Forwarded-For is (server/http/guards.ts clientAddress):
// behind N trusted proxies the value the outermost of them gave, the N-th from the right (one
// proxy: the rightmost), and never anything left of it, which the client may have forged.
import type { Context } from 'hono';
import type { Settings } from '../domain/settings.ts';
import type { AppDeps } from './env.ts';
import { proxyHops } from './guards.ts';

type TrustProxy = AppDeps['trustProxy'];

/** A host name or an IP address (v4, or v6 in brackets), with an optional port: nothing a link could be bent with. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The value the outermost of `hops` trusted proxies gave the comma-separated header `name`: the
 * hops-th from the right; with fewer values than proxies the leftmost (a proxy wrote each one, or
 * the outermost set it alone); undefined when there is none.
 */
function fromProxies(c: Context, name: string, hops: number): string | undefined {
  const values = (c.req.header(name) ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  return values[Math.max(0, values.length - hops)];
}

/**
 * The origin the request was made to, as its client sees it: `https://portal.example.org`. Behind
 * trusted proxies their X-Forwarded-Host and X-Forwarded-Proto, else (or when they sent none, or
 * a host that is not one) the Host header and the connection's own protocol. Lower case, the
 * default port left out.
 */
export function requestOrigin(c: Context, trustProxy: TrustProxy): string {
  const url = new URL(c.req.url);
  const hops = proxyHops(trustProxy);
  const host = [hops > 0 ? fromProxies(c, 'x-forwarded-host', hops) : undefined, c.req.header('host')].find((h) => h !== undefined && HOST.test(h)) ?? url.host;
  const proto = hops > 0 ? fromProxies(c, 'x-forwarded-proto', hops)?.toLowerCase() : undefined;
  const scheme = proto === 'https' || proto === 'http' ? proto : url.protocol === 'https:' ? 'https' : 'http';
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return url.origin;
  }
}

/** The setting portalUrl when it is set (to anything but spaces), else the request's origin. */
export function publicUrl(all: Settings, c: Context, trustProxy: TrustProxy): string {
  const set = all.portalUrl?.trim();
  return set ? set : requestOrigin(c, trustProxy);
}

/**
 * The settings a request works with, portalUrl filled in from the request when the setting is
 * empty (server/http/session.ts requestSettings), so that every link built from it, on the server
 * or in the browser (GET /api/common), names the address the portal was reached at.
 */
export function withPublicUrl(all: Settings, c: Context, trustProxy: TrustProxy): Settings {
  const url = publicUrl(all, c, trustProxy);
  return url === all.portalUrl ? all : { ...all, portalUrl: url };
}
