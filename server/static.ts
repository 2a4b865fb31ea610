// The built SPA (dist/) with history fallback, and the favicon (DESIGN "server/ serves ... the
// built SPA with history fallback"). Registered after the API routes.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { AFTER_PAINT_ID, BOOTSTRAP_ELEMENT_ID, PAGE_END_ID, TIME_ZONE_COOKIE, type Bootstrap } from '../api/page-data.ts';
import { faviconIco, FAVICON_SVG } from './adapters/images.ts';
import type { AppEnv } from './http/env.ts';
import { htmlSecurityHeaders, isEmbeddablePath, widgetOrigin } from './http/security-headers.ts';
import { knownTimeZone, type PageRenderer, type RenderedPage } from './page-render.ts';
import { isAppPath } from '../api/routes.ts';
import { guard } from '../api/guard.ts';
import { RETURN_QUERY } from '../api/session-return.ts';

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * - /assets/* (hashed file names from vite build): cached for a year, immutable; a missing
 *   one is a 404, never index.html.
 * - other files of dist/ but index.html: served, revalidated on each use.
 * - a visitor the guard sends away (SPEC §2): a redirect there (visitorRedirect).
 * - any other non-/api GET: dist/index.html, so client routes survive a reload (404 when the
 *   data says the page is not there, docs/decisions.md #200); with
 *   `bootstrap`, carrying this request's GET /api/common and /api/common/language answers
 *   (docs/decisions.md #27), hence private and revalidated on each use. If they cannot be
 *   had (database down), the page goes without and the app asks the API itself. With the
 *   page headers of ./http/security-headers.ts (a chat widget's origin allowed when set).
 *   With `pageMeta` (the public achievements page, server/routes/achievements.ts), its title
 *   and Open Graph tags from the page's data (withPageMeta); null adds none. With `renderPage`
 *   (server/page-render.ts) and the data, the pages it renders come with their HTML inside
 *   #root (withRenderedPage), dates in the browser's time zone (cookie portal_tz,
 *   src/app/time-zone.ts) when it told one; a failed render serves the page as built.
 */
export function mountSpa(
  app: Hono<AppEnv>,
  root: string,
  bootstrap?: (c: Context<AppEnv, string>) => Promise<Bootstrap>,
  pageMeta?: (c: Context<AppEnv, string>, data: Bootstrap) => Promise<PageMeta | null>,
  renderPage?: PageRenderer,
): void {
  // Brotli or gzip copies made at build (scripts/precompress.ts) when the browser accepts them.
  app.get('/assets/*', cached(serveStatic<AppEnv>({ root, precompressed: true }), 'public, max-age=31536000, immutable'));
  app.get('/assets/*', (c) => c.text('Not found', 404));
  const files = cached(serveStatic<AppEnv>({ root }), 'no-cache');
  const isIndex = (path: string) => path.endsWith('/') || path.endsWith('/index.html');
  // dist/.vite holds the build's manifest, read by the server (server/page-render.ts), not served.
  const isBuildInfo = (path: string) => path.startsWith('/.');
  app.get('*', async (c, next) => (isApi(c.req.path) || isIndex(c.req.path) || isBuildInfo(c.req.path) ? next() : files(c, next)));
  mountFavicon(app);
  const index = join(root, 'index.html');
  app.get('*', async (c, next) => {
    if (isApi(c.req.path) || !existsSync(index)) return next();
    const data = bootstrap ? await bootstrap(c).catch(() => null) : null;
    const away = data && visitorRedirect(c.req.path, data, new URL(c.req.url).searchParams);
    if (away) {
      c.header('Cache-Control', 'no-store');
      return c.redirect(away, 302);
    }
    const html = await readFile(index, 'utf8');
    const meta = pageMeta && data ? await pageMeta(c, data).catch(() => null) : null;
    const rendered =
      renderPage && data
        ? await renderPage(c.req.path, data, knownTimeZone(getCookie(c, TIME_ZONE_COOKIE))).catch((error: unknown) => {
            console.error('Rendering the page failed; serving it as built:', error);
            return null;
          })
        : null;
    c.header('Cache-Control', 'private, no-cache');
    const widget = widgetOrigin(data?.common.settings.chatWidgetUrl);
    htmlSecurityHeaders(c, {
      embeddable: isEmbeddablePath(c.req.path),
      origins: widget ? [widget] : [],
      allowPopups: new URL(c.req.url).searchParams.has('inspect'), // the Stately inspector's window (README)
      scriptHashes: rendered ? [rendered.scriptHash] : [],
    });
    const painted = rendered ? withRenderedPage(html, rendered) : html;
    const page = meta ? withPageMeta(painted, meta) : painted;
    // Not found: what the page's data says (#200, #202), or, without it (the database down), an address at no route.
    const notFound = data ? data.notFound : !isAppPath(c.req.path);
    return htmlResponse(c, data ? withBootstrap(page, data) : page, notFound ? 404 : 200);
  });
}

/**
 * Where the guard sends a visitor who is not logged in from `path` (SPEC §2: to /login, or to
 * their entry test), or null where it lets them in. The server sends them itself, so /login
 * comes painted at once instead of after the app has loaded only to leave (docs/decisions.md
 * #204); the way back goes in the address (RETURN_QUERY, read by src/app/session.ts), but for
 * the main page, where logging in leads anyway.
 */
export function visitorRedirect(path: string, data: Bootstrap, query: URLSearchParams): string | null {
  // An address at no route stays a 404 (#200), which a link checker must see; the app sends the visitor on.
  if (data.common.isLoggedIn || data.notFound) return null;
  const verdict = guard({ path, isLoggedIn: false, entryExam: data.common.entryExam });
  if (verdict.kind !== 'redirect') return null;
  const search = new URLSearchParams();
  if (verdict.remember && verdict.remember !== '/') search.set(RETURN_QUERY, verdict.remember);
  // A developer who opened the app with the Stately inspector (README) keeps it where they land.
  if (query.has('inspect')) search.set('inspect', '');
  return search.size > 0 ? `${verdict.to}?${search}` : verdict.to;
}

/** The page with `status`, gzipped when the browser accepts it (a phone on a slow network gets about a third of the bytes). */
function htmlResponse(c: Context<AppEnv, string>, html: string, status: 200 | 404): Response {
  const accepts = /\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '');
  c.header('Vary', 'Accept-Encoding', { append: true });
  if (!accepts || html.length < 1024) return c.html(html, status);
  const body = gzipSync(html, { level: 6 });
  return c.body(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength), status, {
    'Content-Type': 'text/html; charset=UTF-8',
    'Content-Encoding': 'gzip',
  });
}

/** The data as a JSON script element at the end of the head; `<` escaped so no text can close it. */
export function withBootstrap(html: string, data: Bootstrap): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return inHead(html, `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">${json}</script>`);
}

/** `elements` at the end of the page's head (before the page when it has none). */
const inHead = (html: string, elements: string) => (html.includes('</head>') ? html.replace('</head>', () => `${elements}</head>`) : elements + html);

/** The page's `<html lang>` set to `lang`. */
const withLang = (html: string, lang: string) => html.replace(/<html lang="[^"]*"/, () => `<html lang="${lang}"`);

/** The page's <title> replaced by `title`, escaped (added first in the head when it has none). */
function withTitle(html: string, title: string): string {
  const element = `<title>${escapeHtml(title)}</title>`;
  return /<title>[^<]*<\/title>/.test(html) ? html.replace(/<title>[^<]*<\/title>/, () => element) : html.replace('<head>', () => `<head>${element}`);
}

const ROOT = '<div id="root"></div>';

/**
 * index.html with the page's HTML inside #root (marked `data-ssr` for src/main.tsx) and the
 * page's end after it (PAGE_END_ID), its title, `<html lang>`, head elements and scripts loaded
 * after the first paint.
 */
export function withRenderedPage(html: string, page: RenderedPage): string {
  if (!html.includes(ROOT)) return html;
  const rendered = html.replace(ROOT, () => `<div id="root" data-ssr="">${page.html}</div><template id="${PAGE_END_ID}"></template>`);
  return afterPaint(inHead(withTitle(withLang(rendered, page.lang), page.title), page.head), page.modules);
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The page's entry script and modulepreloads taken out of its head and listed, with the
 * page's `modules`, for the after-paint loader (src/ssr/after-paint.ts; docs/decisions.md #168).
 */
function afterPaint(html: string, modules: string[]): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preload = [...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!), ...modules];
  const list = JSON.stringify({ entry, preload }).replace(/</g, '\\u003c');
  return inHead(html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''), `<script id="${AFTER_PAINT_ID}" type="application/json">${list}</script>`);
}

/**
 * The title and Open Graph tags of a page whose link is shared (the public achievements page,
 * issue 13): crawlers do not run JavaScript, so they read what the server wrote.
 */
export type PageMeta = {
  title: string;
  description: string;
  url: string;
  type: 'website' | 'profile';
  siteName: string;
  /** The language of the texts: `<html lang>` and og:locale. */
  lang: 'uk' | 'ru' | 'en';
};

const OG_LOCALES: Record<PageMeta['lang'], string> = { uk: 'uk_UA', ru: 'ru_RU', en: 'en_GB' };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** index.html with `meta`: its <title> and <html lang> replaced, og:title, og:description, og:url, og:type, og:site_name and og:locale added, every value escaped. */
export function withPageMeta(html: string, meta: PageMeta): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    ...Object.entries({ title: meta.title, description: meta.description, url: meta.url, type: meta.type, site_name: meta.siteName, locale: OG_LOCALES[meta.lang] }).map(
      ([key, value]) => `<meta property="og:${key}" content="${escapeHtml(value)}" />`,
    ),
  ].join('');
  return inHead(withTitle(withLang(html, meta.lang), meta.title), tags);
}

/** serveStatic with a Cache-Control on the files it finds (its onFound runs too late for headers). */
function cached(serve: MiddlewareHandler<AppEnv>, cacheControl: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const res = await serve(c, next);
    if (res instanceof Response && res.ok) res.headers.set('Cache-Control', cacheControl);
    return res;
  };
}

let ico: Promise<Uint8Array> | undefined;

/** /favicon.svg and /favicon.ico, unless dist/ brings its own (served first). */
export function mountFavicon(app: Hono<AppEnv>): void {
  app.get('/favicon.svg', (c) => {
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(FAVICON_SVG, 200, { 'Content-Type': 'image/svg+xml' });
  });
  app.get('/favicon.ico', async (c) => {
    ico ??= faviconIco();
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body((await ico).slice().buffer, 200, { 'Content-Type': 'image/x-icon' });
  });
}
