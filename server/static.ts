// The built SPA (dist/) with history fallback, and the favicon (DESIGN "server/ serves ... the
// built SPA with history fallback"). Registered after the API routes.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import { faviconIco, FAVICON_SVG } from './adapters/images.ts';
import type { AppEnv } from './http/env.ts';

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * - /assets/* (hashed file names from vite build): cached for a year, immutable; a missing
 *   one is a 404, never index.html.
 * - other files of dist/: served, revalidated on each use.
 * - any other non-/api GET: dist/index.html (no-cache), so client routes survive a reload.
 */
export function mountSpa(app: Hono<AppEnv>, root: string): void {
  app.get('/assets/*', cached(serveStatic<AppEnv>({ root }), 'public, max-age=31536000, immutable'));
  app.get('/assets/*', (c) => c.text('Not found', 404));
  const files = cached(serveStatic<AppEnv>({ root }), 'no-cache');
  app.get('*', async (c, next) => (isApi(c.req.path) ? next() : files(c, next)));
  mountFavicon(app);
  const index = join(root, 'index.html');
  const indexFile = cached(serveStatic<AppEnv>({ path: index }), 'no-cache');
  app.get('*', async (c, next) => (isApi(c.req.path) || !existsSync(index) ? next() : indexFile(c, next)));
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
    return c.body((await ico).slice().buffer as ArrayBuffer, 200, { 'Content-Type': 'image/x-icon' });
  });
}
