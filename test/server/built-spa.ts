// A stand-in for dist/ (what `vite build` writes) in a temp folder, for the tests of what the
// server does with the built app (server/static.ts): index.html and any other files by path.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import * as v from 'valibot';
import { Bootstrap } from '../../api/page-data.ts';
// The pages' first paints, as the built server-render entry hands them to the server with its
// renderer (server/page-render.ts): a server given `spaRoot` and these answers a page's first
// request with the answers its page starts with (server/routes/page-preloads.ts), as `npm start` does.
export { firstPaints } from '../../src/ssr/pages.ts';

export const INDEX_HTML = '<!doctype html><html><head><title>portal</title></head><body><div id="root"></div></body></html>';

/** The folder, with `index.html` and `files` (path → content) written in it, and how to remove it. */
export function builtSpa(indexHtml: string = INDEX_HTML, files: Record<string, string> = {}): { dist: string; remove: () => void } {
  const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  for (const [path, content] of Object.entries({ 'index.html': indexHtml, ...files })) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
  return { dist, remove: () => rmSync(dist, { recursive: true, force: true }) };
}

/**
 * The data a page came with (server/static.ts `withBootstrap`), with the answers of its own calls
 * only: not the info panel's, which every trainee's page but a passage carries (test/server/spa.test.ts).
 */
export async function ownPageData(page: Response): Promise<Bootstrap> {
  const json = /<script id="bootstrap" type="application\/json">(.*?)<\/script>/s.exec(await page.text())?.[1];
  const { preloaded, ...data } = v.parse(Bootstrap, JSON.parse(json!));
  const { '/api/main/info': _panel, ...own } = preloaded ?? {};
  return Object.keys(own).length ? { ...data, preloaded: own } : data;
}
