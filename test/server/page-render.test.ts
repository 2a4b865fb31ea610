// server/page-render.ts and server/static.ts (issue 14 "Paint before JavaScript"): a page the
// renderer makes is served with its HTML inside #root, its language, title and stylesheets,
// and the input guard allowed by its hash; anything else is the page as built.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkFiles, loadServerRender, type PageRenderer } from '../../server/page-render.ts';
import { makeTestApp, T1, type TestApp } from './harness.ts';

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], isEntry: true, imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime-1.js' },
  'src/pages/login/login-page.tsx': { file: 'assets/login-page-1.js', css: ['assets/login-page-1.css'], imports: ['index.html', '_text-field.js'] },
  '_text-field.js': { file: 'assets/text-field-1.js', css: ['assets/text-field-1.css'], imports: ['index.html', '_runtime.js'] },
  'locales/en/messages.po?start': { file: 'assets/messages-start-en.js' },
  'locales/uk/messages.po?start': { file: 'assets/messages-start-uk.js' },
};

const GUARD = 'window.__ssr={hydrated:false,held:null};';
const LOADER = 'loadAfterPaint();';
const RENDERER = `
export const INPUT_GUARD = ${JSON.stringify(GUARD)};
export const AFTER_PAINT_LOADER = ${JSON.stringify(LOADER)};
export const firstPaints = {};
export async function renderPage(path, data, timeZone) {
  if (path !== '/login' || data.common.isLoggedIn) return null;
  if (data.common.locale === 'ru') throw new Error('the renderer failed');
  const lang = data.common.locale === 'ua' ? 'uk' : data.common.locale;
  const sources = ['locales/' + lang + '/messages.po?start', 'src/pages/login/login-page.tsx'];
  return { html: timeZone ? '<form data-zone="' + timeZone + '">rendered</form>' : '<form>rendered</form>', title: 'Log in - <Academy>', lang: 'en', sources };
}`;

let t: TestApp;
let dir: string;
let render: PageRenderer | undefined;

beforeAll(async () => {
  t = await makeTestApp();
  dir = mkdtempSync(join(tmpdir(), 'portal-ssr-'));
  mkdirSync(join(dir, 'dist', '.vite'), { recursive: true });
  mkdirSync(join(dir, 'dist-ssr'));
  writeFileSync(
    join(dir, 'dist', 'index.html'),
    '<!doctype html><html lang="uk"><head><title>QA Academy</title>' +
      '<script type="module" crossorigin src="/assets/index-1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">\n    ' +
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'dist', '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(dir, 'dist-ssr', 'render-page.js'), RENDERER);
  render = (await loadServerRender(join(dir, 'dist'), join(dir, 'dist-ssr')))?.renderPage;
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t?.close();
});

describe('the files a rendered page links', () => {
  it("are its chunk's and its static imports' stylesheets and scripts, never those index.html links (the entry and its imports)", () => {
    expect(chunkFiles(MANIFEST, 'src/pages/login/login-page.tsx')).toEqual({
      css: ['assets/login-page-1.css', 'assets/text-field-1.css'],
      js: ['assets/login-page-1.js', 'assets/text-field-1.js'],
    });
  });
});

describe('a page the server renders', () => {
  it('comes with its HTML in #root, its language, title, stylesheets, and the input guard and the after-paint loader allowed by their hash', async () => {
    const spa = t.appWith({ spaRoot: join(dir, 'dist'), ...(render ? { renderPage: render } : {}) });
    const res = await spa.call('GET', '/login', { noRequestedWith: true, headers: { 'Accept-Language': 'en' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root" data-ssr=""><form>rendered</form></div>');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Log in - &#60;Academy&#62;</title>');
    expect(html).toContain(`<script>${GUARD}${LOADER}</script>`);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/login-page-1.css">');
    expect(html.match(/href="\/assets\/index-1.css"/g)).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256')
      .update(GUARD + LOADER)
      .digest('base64')}'`;
    expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' ${hash}`);
  });

  it("asks for no script before it is painted: the entry, its modulepreloads, the page's chunks and its language's catalog are listed for the loader (docs/decisions.md #168)", async () => {
    const spa = t.appWith({ spaRoot: join(dir, 'dist'), ...(render ? { renderPage: render } : {}) });
    const html = await (await spa.call('GET', '/login', { noRequestedWith: true, headers: { 'Accept-Language': 'en' } })).text();
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    const list = /<script id="after-paint" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(list ?? 'null')).toEqual({
      entry: '/assets/index-1.js',
      preload: ['/assets/runtime-1.js', '/assets/messages-start-en.js', '/assets/login-page-1.js', '/assets/text-field-1.js'],
    });
  });

  it('is the page as built, with no inline script allowed, for a path it does not render, a logged-in trainee, or a failed render', async () => {
    const spa = t.appWith({ spaRoot: join(dir, 'dist'), ...(render ? { renderPage: render } : {}) });
    const cookie = await spa.login(T1.phone, T1.password);
    const pages = [
      await spa.call('GET', '/restore', { noRequestedWith: true, headers: { 'Accept-Language': 'en' } }),
      await spa.call('GET', '/login', { noRequestedWith: true, cookie }),
      await spa.call('GET', '/login', { noRequestedWith: true, headers: { 'Accept-Language': 'ru' } }),
    ];
    for (const res of pages) {
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root"></div>');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
    }
  });

  it("has its dates in the time zone the browser told (cookie portal_tz), or the server's when it told none it knows", async () => {
    const spa = t.appWith({ spaRoot: join(dir, 'dist'), ...(render ? { renderPage: render } : {}) });
    const zoneOf = async (cookie: string) => {
      const html = await (await spa.call('GET', '/login', { noRequestedWith: true, headers: { 'Accept-Language': 'en', Cookie: cookie } })).text();
      return /<form data-zone="([^"]*)">/.exec(html)?.[1] ?? null;
    };
    expect(await zoneOf('portal_tz=Europe%2FKyiv')).toBe('Europe/Kyiv');
    expect(await zoneOf('portal_tz=Mars%2FOlympus_Mons')).toBeNull();
    expect(await zoneOf(`portal_tz=${'A'.repeat(65)}`)).toBeNull();
    expect(await zoneOf('portal_tz=%22%3E%3Cscript%3E')).toBeNull();
    // Asked again, each answer is the same (the process keeps them: server/page-render.ts).
    expect(await zoneOf('portal_tz=Europe%2FKyiv')).toBe('Europe/Kyiv');
    expect(await zoneOf('portal_tz=Mars%2FOlympus_Mons')).toBeNull();
  });

  it('is not served from dist/.vite (the manifest is for the server)', async () => {
    const spa = t.appWith({ spaRoot: join(dir, 'dist') });
    const res = await spa.call('GET', '/.vite/manifest.json', { noRequestedWith: true });
    expect(await res.text()).not.toContain('login-page-1');
  });
});
