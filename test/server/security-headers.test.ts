// Security headers of HTML pages (server/http/security-headers.ts, docs/decisions.md): the
// SPA's index.html, SPEC §2's embeddable /preview/iframe/*, HSTS over https, and a route
// (the API reference) that asks for inline styles.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseHeaders } from '../../server/http/guards.ts';
import { HSTS, htmlSecurityHeaders } from '../../server/http/security-headers.ts';
import { builtSpa, firstPaints } from './built-spa.ts';
import { makeTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let dist: string;
let remove: () => void;
let spa: ReturnType<TestApp['appWith']>;

beforeAll(async () => {
  t = await makeTestApp();
  ({ dist, remove } = builtSpa('<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>'));
  spa = t.appWith({ spaRoot: dist, firstPaints });
});
afterAll(async () => {
  remove?.();
  await t?.close();
});

/** The directives of a Content-Security-Policy header by name. */
function csp(res: Response): Record<string, string[]> {
  const header = res.headers.get('content-security-policy');
  expect(header).toBeTruthy();
  return Object.fromEntries(
    header!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );
}

const page = (path: string, headers: Record<string, string> = {}) => spa.call('GET', path, { noRequestedWith: true, headers });

describe('the SPA page', () => {
  it('allows scripts from this origin only: no inline script, no eval', async () => {
    // A visitor's pages (a trainee's page sends a visitor to /login, docs/decisions.md #204).
    for (const path of ['/login', '/restore', '/legal/terms', '/preview/iframe/3']) {
      const res = await page(path);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      const policy = csp(res);
      expect(policy['script-src'], path).toEqual(["'self'"]);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['style-src']).toEqual(["'self'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'self'"]);
      // The after-paint loader's worker runs a blob the page's own inline script made (docs/decisions.md #188).
      expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
      expect(res.headers.get('content-security-policy')).not.toMatch(/unsafe-eval/);
    }
  });

  it('carries its bootstrap data only as a JSON data block, which is not executed', async () => {
    const html = await (await page('/login')).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length).toBe(2);
    for (const attributes of scripts) expect(attributes).toMatch(/\bsrc=|type="application\/json"/);
  });

  it('may be framed by this origin only, except /preview/iframe/* (SPEC §2), which any site may frame', async () => {
    for (const path of ['/login', '/restore', '/preview/3', '/preview/passage/4/1', '/preview/iframeX/1']) {
      const res = await page(path);
      expect(csp(res)['frame-ancestors'], path).toEqual(["'self'"]);
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
    const res = await page('/preview/iframe/42');
    expect(csp(res)['frame-ancestors']).toEqual(['*']);
    expect(res.headers.has('x-frame-options')).toBe(false);
  });

  it('turns off camera, microphone, geolocation and payment, and isolates its window', async () => {
    const res = await page('/login');
    const features = res.headers
      .get('permissions-policy')!
      .split(',')
      .map((f) => f.trim());
    for (const off of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) expect(features).toContain(off);
    expect(features).toContain('fullscreen=(self)');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // ?inspect: the Stately inspector runs in a window the page opens and talks to.
    expect((await page('/login?inspect')).headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });

  it('allows the chat widget origin (SPEC §1 chatWidgetUrl) for its scripts, styles and connections', async () => {
    const app = t.appWith({ spaRoot: dist, firstPaints, settings: { chatWidgetUrl: 'https://chat.example/widget.js?id=1' } });
    const policy = csp(await app.call('GET', '/login', { noRequestedWith: true }));
    expect(policy['script-src']).toEqual(["'self'", 'https://chat.example']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://chat.example', 'wss://chat.example']);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://chat.example']);
    for (const url of ['javascript:alert(1)', '/local-widget.js', 'not a url']) {
      const other = t.appWith({ spaRoot: dist, firstPaints, settings: { chatWidgetUrl: url } });
      expect(csp(await other.call('GET', '/login', { noRequestedWith: true }))['script-src'], url).toEqual(["'self'"]);
    }
  });
});

describe('HSTS', () => {
  it('is sent over https (the URL, or X-Forwarded-Proto from the proxy), on pages and API answers', async () => {
    expect((await page('/login', { 'X-Forwarded-Proto': 'https' })).headers.get('strict-transport-security')).toBe(HSTS);
    expect(HSTS).toBe('max-age=31536000; includeSubDomains');
    const direct = await spa.app.request('https://portal.example/login');
    expect(direct.headers.get('strict-transport-security')).toBe(HSTS);
    const api = await spa.call('GET', '/api/common', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(api.headers.get('strict-transport-security')).toBe(HSTS);
  });

  it('is not sent over plain http', async () => {
    expect((await page('/login')).headers.has('strict-transport-security')).toBe(false);
    expect((await page('/login', { 'X-Forwarded-Proto': 'http' })).headers.has('strict-transport-security')).toBe(false);
  });
});

describe('other responses', () => {
  const app = new Hono();
  app.use('*', baseHeaders);
  app.get('/plain.html', (c) => c.html('<p>hi</p>'));
  app.get('/api/docs', (c) => {
    htmlSecurityHeaders(c, { inlineStyles: true });
    return c.html('<p>reference</p>');
  });
  app.get('/preview/iframe/1', (c) => c.html('<p>embedded</p>'));
  app.get('/data', (c) => c.json({ ok: true }));

  it('any HTML without a policy of its own gets the default one', async () => {
    const res = await app.request('/plain.html');
    expect(csp(res)['script-src']).toEqual(["'self'"]);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(csp(await app.request('/preview/iframe/1'))['frame-ancestors']).toEqual(['*']);
  });

  it('a route may ask for inline styles (Swagger UI at /api/docs), never for inline scripts', async () => {
    const res = await app.request('/api/docs');
    const policy = csp(res);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
  });

  it('JSON gets no page headers', async () => {
    const res = await app.request('/data');
    expect(res.headers.has('content-security-policy')).toBe(false);
    expect(res.headers.has('x-frame-options')).toBe(false);
  });
});
