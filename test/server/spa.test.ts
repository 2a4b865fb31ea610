// server/static.ts: the built SPA with history fallback, long cache for /assets/*, favicon.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let dist: string;
let spa: ReturnType<TestApp['appWith']>;

beforeAll(async () => {
  t = await makeTestApp({ demo: false });
  dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  spa = t.appWith({ spaRoot: dist });
});
afterAll(async () => {
  rmSync(dist, { recursive: true, force: true });
  await t?.close();
});

describe('the built SPA', () => {
  it('serves index.html for / and for client routes, revalidated on each use', async () => {
    for (const path of ['/', '/login', '/training/12', '/exams/passage/5/2', '/news']) {
      const res = await spa.call('GET', path, { noRequestedWith: true });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
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
