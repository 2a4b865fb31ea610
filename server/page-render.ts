// Issue 14 "Paint before JavaScript": the server's side of pages rendered before the app runs.
// `vite build --ssr` (npm run build) writes dist-ssr/render-login.js from src/ssr/; this loads
// it when present and adds what the rendered page needs in its head: the stylesheets of the
// page's lazy chunk (render-blocking, so the first paint is styled) and a modulepreload of its
// JavaScript, read from the client build's manifest, and the submit guard inline with its
// CSP hash (src/ssr/submit-guard.ts). Without dist-ssr/ pages are served as before.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Bootstrap } from '../api/page-data.ts';

export type RenderedPage = {
  /** What goes inside #root. */
  html: string;
  title: string;
  lang: 'uk' | 'ru' | 'en';
  /** Elements for the end of the head: stylesheets, modulepreloads, the submit guard. */
  head: string;
  /** CSP source of the inline guard, `'sha256-…'`. */
  scriptHash: string;
};

export type PageRenderer = (path: string, data: Bootstrap) => Promise<RenderedPage | null>;

type RenderModule = {
  renderPage: (path: string, data: Bootstrap) => Promise<{ html: string; title: string; lang: 'uk' | 'ru' | 'en' } | null>;
  SUBMIT_GUARD: string;
  /** The source file of each page the module renders, by path (its chunk in the client's manifest). */
  PAGE_SOURCES: Record<string, string>;
};

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };

/** The chunk of `source` and every chunk it imports statically: their CSS and JS files, but the entry's (index.html has them). */
export function chunkFiles(manifest: Record<string, ManifestChunk>, source: string): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (chunk.isEntry) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  return { css: [...css], js: [...js] };
}

export async function loadPageRenderer(distRoot: string, ssrRoot: string): Promise<PageRenderer | undefined> {
  const entry = join(ssrRoot, 'render-login.js');
  const manifestFile = join(distRoot, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as RenderModule;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const guard = `<script>${module.SUBMIT_GUARD}</script>`;
  const scriptHash = `'sha256-${createHash('sha256').update(module.SUBMIT_GUARD).digest('base64')}'`;
  const heads = new Map(
    Object.entries(module.PAGE_SOURCES).map(([path, source]) => {
      const { css, js } = chunkFiles(manifest, source);
      const links = [...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`), ...js.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)];
      return [path, guard + links.join('')];
    }),
  );
  return async (path, data) => {
    const head = heads.get(path);
    if (head === undefined) return null;
    const page = await module.renderPage(path, data);
    return page && { ...page, head, scriptHash };
  };
}
