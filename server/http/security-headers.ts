// Security headers of HTML pages (docs/decisions.md #36, docs/operations.md "Behind a reverse
// proxy"). The SPA's index.html (server/static.ts) and the API reference (/api/docs) call
// htmlSecurityHeaders with what they need; responseSecurityHeaders, run after every route,
// gives any other text/html response the default set and adds HSTS over https.
//
// - Content-Security-Policy: scripts only from files of this origin (no inline script, no
//   eval), but for the one inline script of a server-rendered page, allowed by its hash. The bootstrap JSON in index.html is a `<script type="application/json">` data
//   block, which is never executed and which script-src does not govern. Styles from files
//   too; React's `style` props go through the CSSOM, which style-src does not govern either.
//   `inlineStyles` allows style attributes and elements for a page that needs them (Swagger
//   UI), never inline scripts. `origins` are added for a chat widget (SPEC §1), with inline
//   styles, which such widgets inject. Workers from this origin and from blobs: the rendered
//   page's loader starts one from a blob its inline script makes (docs/decisions.md #188).
// - frame-ancestors 'self' and X-Frame-Options: SAMEORIGIN, except `embeddable` pages
//   (SPEC §2 /preview/iframe/*: frame-ancestors *, no X-Frame-Options).
// - Permissions-Policy: no camera, microphone, geolocation, payment, USB or screen capture
//   (audio playback needs no permission); fullscreen for this origin only.
// - Cross-Origin-Opener-Policy: same-origin; `allowPopups` keeps the link to windows the page
//   opens (the Stately inspector of `?inspect`).
// - Strict-Transport-Security on every response that came over https.
import type { Context, MiddlewareHandler } from 'hono';
import { setHeader } from './set-header.ts';

export type PageHeaderOptions = {
  /** Any site may frame the page (SPEC §2 /preview/iframe/*). */
  embeddable?: boolean;
  /** Inline styles (style attributes and elements) for this page; never inline scripts. */
  inlineStyles?: boolean;
  /** Further origins (`https://host`) the page loads scripts, styles, images, frames and data from. */
  origins?: readonly string[];
  /** COOP same-origin-allow-popups instead of same-origin. */
  allowPopups?: boolean;
  /** Inline scripts allowed by their hash, `'sha256-…'` (the input guard of a page the server rendered, server/page-render.ts). */
  scriptHashes?: readonly string[];
};

export const HSTS = 'max-age=31536000; includeSubDomains';
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), display-capture=(), fullscreen=(self)';

export function contentSecurityPolicy(options: PageHeaderOptions = {}): string {
  const origins = options.origins ?? [];
  const sockets = origins.flatMap((o) => (o.startsWith('https://') ? [`wss://${o.slice('https://'.length)}`] : []));
  const inline = options.inlineStyles || origins.length > 0 ? ["'unsafe-inline'"] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(options.scriptHashes ?? []), ...origins],
    ['style-src', "'self'", ...inline, ...origins],
    ['img-src', "'self'", 'data:', 'blob:', ...origins],
    ['media-src', "'self'", 'blob:'],
    ['font-src', "'self'", ...origins],
    ['worker-src', "'self'", 'blob:'],
    ['connect-src', "'self'", ...origins, ...sockets],
    ['frame-src', "'self'", ...origins],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', options.embeddable ? '*' : "'self'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Sets the page headers on this response (before or after the route wrote it). */
export function htmlSecurityHeaders(c: Context, options: PageHeaderOptions = {}): void {
  setHeader(c, 'Content-Security-Policy', contentSecurityPolicy(options));
  setHeader(c, 'X-Frame-Options', options.embeddable ? undefined : 'SAMEORIGIN');
  setHeader(c, 'Permissions-Policy', PERMISSIONS_POLICY);
  setHeader(c, 'Cross-Origin-Opener-Policy', options.allowPopups ? 'same-origin-allow-popups' : 'same-origin');
}

/** SPEC §2: the preview's embedded view may be framed by any site. */
export function isEmbeddablePath(path: string): boolean {
  return path.startsWith('/preview/iframe/');
}

/**
 * The origin of a chat widget script URL (SPEC §1 "chatWidgetUrl"), for the page's policy;
 * null when empty, relative (then it is this origin) or not http(s).
 */
export function widgetOrigin(url: string | undefined): string | null {
  if (!url?.trim()) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether the browser reached us over https: the request URL, or X-Forwarded-Proto from a
 * proxy in front. The header needs no trusted proxy here: a browser ignores HSTS received
 * over plain http (RFC 6797 §8.1), so a forged header cannot switch it on for anyone.
 */
export function cameOverHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

/** After every route: HSTS over https; the default page headers on HTML that has no policy yet. */
export function applyResponseSecurityHeaders(c: Context): void {
  if (cameOverHttps(c)) setHeader(c, 'Strict-Transport-Security', HSTS);
  const html = /^text\/html\b/i.test(c.res.headers.get('content-type') ?? '');
  if (html && !c.res.headers.has('content-security-policy')) htmlSecurityHeaders(c, { embeddable: isEmbeddablePath(c.req.path) });
}

export const responseSecurityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  applyResponseSecurityHeaders(c);
};
