// server/http/set-header.ts: a header set after the route answered reaches the client, whatever
// the route answered with (the headers of every response, server/http/guards.ts).
import { Hono, type MiddlewareHandler } from 'hono';
import { describe, expect, it } from 'vitest';
import { setHeader } from '../../server/http/set-header.ts';

const headers: MiddlewareHandler = async (c, next) => {
  setHeader(c, 'X-Before', 'set before the route');
  await next();
  setHeader(c, 'X-Content-Type-Options', 'nosniff');
  setHeader(c, 'X-Removed', undefined);
};

function appAnswering(answer: () => Response): Hono {
  const app = new Hono();
  app.use('*', headers);
  app.get('/json', (c) => {
    c.header('X-Removed', 'by the route');
    return c.json({ ok: true });
  });
  app.get('/raw', () => answer());
  return app;
}

describe('setHeader', () => {
  it('adds and removes headers of an answer made with c.json, before and after the route', async () => {
    const res = await appAnswering(() => new Response()).request('/json');
    expect(res.headers.get('x-before')).toBe('set before the route');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.has('x-removed')).toBe(false);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('sets them on a response whose headers cannot change (a redirect), keeping its status and body', async () => {
    const res = await appAnswering(() => Response.redirect('http://localhost/elsewhere', 302)).request('/raw');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://localhost/elsewhere');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
