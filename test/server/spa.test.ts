// server/static.ts: the built SPA with history fallback, long cache for /assets/*, favicon,
// and the bootstrap answers written into index.html (docs/decisions.md #27).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import * as v from 'valibot';
import { Common, Languages } from '../../api/common.ts';
import { Main } from '../../api/main.ts';
import { Bootstrap } from '../../api/page-data.ts';
import type { AppEnv } from '../../server/http/env.ts';
import { mountSpa } from '../../server/static.ts';
import { builtSpa, firstPaints } from './built-spa.ts';
import { makeTestApp, T1, T2, type TestApp } from './harness.ts';

let t: TestApp;
let dist: string;
let remove: () => void;
let spa: ReturnType<TestApp['appWith']>;

beforeAll(async () => {
  t = await makeTestApp();
  ({ dist, remove } = builtSpa(undefined, { 'assets/app-abc123.js': 'console.log(1)', 'robots.txt': 'User-agent: *' }));
  spa = t.appWith({ spaRoot: dist, firstPaints });
});
afterAll(async () => {
  remove?.();
  await t?.close();
});

describe('the built SPA', () => {
  it('serves index.html for / and for client routes, private and revalidated on each use', async () => {
    const cookie = await spa.login(T1.phone, T1.password);
    for (const path of ['/', '/index.html', '/login', '/past', '/exams/passage/5/2', '/news']) {
      const res = await spa.call('GET', path, { noRequestedWith: true, cookie: path === '/login' ? '' : cookie });
      expect(res.status, path).toBe(path === '/index.html' ? 404 : 200); // at no route of the app (below)
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  /** The JSON of the bootstrap element of a page. */
  async function bootstrapOf(res: Response): Promise<Bootstrap> {
    const html = await res.text();
    const json = /<script id="bootstrap" type="application\/json">(.*?)<\/script><\/head>/s.exec(html)?.[1];
    expect(json, html).toBeDefined();
    return v.parse(Bootstrap, JSON.parse(json!));
  }

  it('writes the answers of GET /api/common and /api/common/language into the page', async () => {
    const headers = { 'Accept-Language': 'ru-RU,ru;q=0.9' };
    const page = await bootstrapOf(await spa.call('GET', '/login', { noRequestedWith: true, headers }));
    const common = v.parse(Common, await (await spa.call('GET', '/api/common', { headers })).json());
    const languages = v.parse(Languages, await (await spa.call('GET', '/api/common/language', { headers })).json());
    expect(page).toEqual({ common, languages });
    expect(page.common).toMatchObject({ isLoggedIn: false, locale: 'ru' });
  });

  it('reads the session like the API: a logged-in trainee gets isLoggedIn and the account locale', async () => {
    const cookie = await spa.login(T1.phone, T1.password);
    const page = await bootstrapOf(await spa.call('GET', '/', { noRequestedWith: true, cookie }));
    const common = v.parse(Common, await (await spa.call('GET', '/api/common', { cookie })).json());
    expect(page.common).toEqual(common);
    expect(page.common.isLoggedIn).toBe(true);
  });

  it("carries a logged-in trainee's GET /api/main, and no one else's (docs/decisions.md #154)", async () => {
    const cookie = await spa.login(T1.phone, T1.password);
    const page = await bootstrapOf(await spa.call('GET', '/exams', { noRequestedWith: true, cookie }));
    const main = v.parse(Main, await (await spa.call('GET', '/api/main', { cookie })).json());
    expect(page.main).toEqual(main);
    expect(page.main?.customer.name).toBe('Олена');
    const visitor = await bootstrapOf(await spa.call('GET', '/login', { noRequestedWith: true }));
    expect(visitor.main).toBeUndefined();
  });

  it("carries on / the trainee's own cards, exam alerts and news, as the API answers them, and not on a page that shows none of them (docs/decisions.md #165, #195)", async () => {
    for (const trainee of [T1, T2]) {
      const cookie = await spa.login(trainee.phone, trainee.password);
      const page = await bootstrapOf(await spa.call('GET', '/', { noRequestedWith: true, cookie }));
      const cards: unknown = await (await spa.call('GET', '/api/trainings/current', { cookie })).json();
      const alerts: unknown = await (await spa.call('GET', '/api/main/alerts', { cookie })).json();
      const news: unknown = await (await spa.call('GET', '/api/news', { cookie })).json();
      const info: unknown = await (await spa.call('GET', '/api/main/info', { cookie })).json();
      expect(page.preloaded).toEqual({ '/api/trainings/current': cards, '/api/main/alerts': alerts, '/api/news': news, '/api/main/info': info });
      const other = await bootstrapOf(await spa.call('GET', '/inquirers', { noRequestedWith: true, cookie }));
      expect(other.preloaded).toEqual({ '/api/main/info': info });
    }
    const visitor = await bootstrapOf(await spa.call('GET', '/login', { noRequestedWith: true }));
    expect(visitor.preloaded).toBeUndefined();
  });

  // SPEC §1 info panel (src/app/shell/info-panel.tsx), docs/decisions.md #198: painted with the
  // page, so the page carries it, each trainee their own; not a passage's page, where it is hidden.
  it("carries the info panel's GET /api/main/info on a trainee's every page but a passage's", async () => {
    const infos = [];
    for (const trainee of [T1, T2]) {
      const cookie = await spa.login(trainee.phone, trainee.password);
      const info: unknown = await (await spa.call('GET', '/api/main/info', { cookie })).json();
      infos.push(info);
      for (const path of ['/exams', '/courses', '/profile', '/inquirers', '/legal/terms', '/no-such-page']) {
        const page = await bootstrapOf(await spa.call('GET', path, { noRequestedWith: true, cookie }));
        expect(page.preloaded?.['/api/main/info'], path).toEqual(info);
      }
      for (const path of ['/exams/passage/1', '/exams/passage/1/2']) {
        const page = await bootstrapOf(await spa.call('GET', path, { noRequestedWith: true, cookie }));
        expect(page.preloaded?.['/api/main/info'], path).toBeUndefined();
      }
    }
    expect(infos[0]).not.toEqual(infos[1]);
    const visitor = await bootstrapOf(await spa.call('GET', '/legal/terms', { noRequestedWith: true }));
    expect(visitor.preloaded?.['/api/main/info']).toBeUndefined();
  });

  // SPEC §2 "Any other path shows a page-not-found message", docs/decisions.md #200: the page
  // is served (the app shows the message) with 404, so a link checker or a crawler sees it.
  it('answers an address at no route with 404 and the page, saying it is not found; every route 200', async () => {
    const cookie = await spa.login(T1.phone, T1.password);
    for (const who of [cookie, '']) {
      for (const path of ['/no-such-page', '/courses/abc', '/exams/passage/0', '/legal/terms/more']) {
        const res = await spa.call('GET', path, { noRequestedWith: true, cookie: who });
        expect(res.status, `${path} ${who}`).toBe(404);
        expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
        expect((await bootstrapOf(res)).notFound, path).toBe(true);
      }
      for (const path of who ? ['/', '/courses', '/courses/1', '/exams/passage/1', '/legal/terms', '/profile/password'] : ['/login', '/restore', '/legal/terms']) {
        const res = await spa.call('GET', path, { noRequestedWith: true, cookie: who });
        expect(res.status, `${path} ${who}`).toBe(200);
        expect((await bootstrapOf(res)).notFound, path).toBeUndefined();
      }
    }
  });

  // SPEC §2 "A non-logged-in user opening anything except login, restore, … is sent to /login",
  // docs/decisions.md #204: by the server, with the way back in the address.
  it("sends a visitor from a trainee's page to /login with the way back, and lets them into the public pages", async () => {
    const sent = async (path: string) => {
      const res = await spa.call('GET', path, { noRequestedWith: true });
      return [res.status, res.headers.get('location'), res.headers.get('cache-control')];
    };
    expect(await sent('/exams/passage/5/2')).toEqual([302, '/login?return=%2Fexams%2Fpassage%2F5%2F2', 'no-store']);
    expect(await sent('/profile/certificate/4')).toEqual([302, '/login?return=%2Fprofile%2Fcertificate%2F4', 'no-store']);
    // The main page, where logging in leads anyway: no way back to carry.
    expect(await sent('/')).toEqual([302, '/login', 'no-store']);
    // A developer's Stately inspector (README: `?inspect`) goes along.
    expect(await sent('/?inspect')).toEqual([302, '/login?inspect=', 'no-store']);
    expect(await sent('/exams?inspect')).toEqual([302, '/login?return=%2Fexams&inspect=', 'no-store']);
    for (const path of ['/login', '/restore', '/legal/terms', '/confirmEmail/abc', '/achievements/abc', '/pay/abc']) {
      expect((await spa.call('GET', path, { noRequestedWith: true })).status, path).not.toBe(302);
    }
    // A trainee is let in.
    const cookie = await spa.login(T1.phone, T1.password);
    expect((await spa.call('GET', '/exams/passage/5/2', { noRequestedWith: true, cookie })).status).toBe(200);
  });

  it('serves the page without them when they cannot be had (the app then asks the API)', async () => {
    const app = new Hono<AppEnv>();
    mountSpa(app, dist, async () => {
      throw new Error('database down');
    });
    const res = await app.request('/login');
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('id="bootstrap"');
    // An address at no route is still not found: the route table says so, not the database.
    expect((await app.request('/no-such-page')).status).toBe(404);
  });

  it('escapes texts so that no setting or message can end the script element', async () => {
    const evil = '</script><script>alert(1)</script> $& $1 \u2028';
    const app = t.appWith({ spaRoot: dist, firstPaints, settings: { productName: evil } });
    const res = await app.call('GET', '/login', { noRequestedWith: true });
    const html = await res.clone().text();
    expect(html).not.toContain('<script>alert(1)');
    expect((await bootstrapOf(res)).common.settings.productName).toBe(evil);
  });

  it('serves hashed assets with a year-long immutable cache, and 404 for missing ones', async () => {
    const res = await spa.call('GET', '/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await spa.call('GET', '/assets/missing-1.js')).status).toBe(404);
  });

  it('serves other files of dist/ as files', async () => {
    const res = await spa.call('GET', '/robots.txt');
    expect(await res.text()).toBe('User-agent: *');
  });

  it('never answers /api paths with index.html', async () => {
    const res = await spa.call('GET', '/api/unknown');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('serves a favicon (ICO with a PNG inside, and SVG)', async () => {
    const ico = await spa.call('GET', '/favicon.ico');
    expect(ico.status).toBe(200);
    expect(ico.headers.get('content-type')).toBe('image/x-icon');
    const bytes = new Uint8Array(await ico.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect([...bytes.subarray(22, 26)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const svg = await t.call('GET', '/favicon.svg');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('without a dist folder, non-API paths are plain 404s', async () => {
    expect((await t.call('GET', '/login')).status).toBe(404);
  });
});
