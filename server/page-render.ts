// Issue 14 "Paint before JavaScript": the server's side of pages rendered before the app runs.
// `vite build --ssr` (npm run build) writes dist-ssr/render-page.js from src/ssr/; this loads
// it when present and adds what the rendered page needs in its head: the stylesheets of the
// page's lazy chunks (render-blocking, so the first paint is styled) and a modulepreload of
// their JavaScript and of its language's catalog, read from the client build's manifest (the
// browser fetches them with the entry instead of one after another), and the submit guard
// inline with its CSP hash (src/ssr/submit-guard.ts). Without dist-ssr/ pages are served as before.
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
  /** The pages the module renders, by path, and their source files (their chunks in the client's manifest; `{lang}` the page's language). */
  PAGES: Record<string, { sources: string[] }>;
};

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };

/** The chunk of `source` and every chunk it imports statically: their CSS and JS files, but those index.html links (the entry's and its imports'). */
export function chunkFiles(manifest: Record<string, ManifestChunk>, source: string): { css: string[]; js: string[] } {
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (manifest[key] && !seen.has(key)) {
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    }
    return seen;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const linked = new Set(entries.flatMap((key) => [...closure(key)]));
  const own = [...closure(source)].filter((key) => !linked.has(key)).map((key) => manifest[key]!);
  return { css: [...new Set(own.flatMap((chunk) => chunk.css ?? []))], js: own.map((chunk) => chunk.file) };
}

export async function loadPageRenderer(distRoot: string, ssrRoot: string): Promise<PageRenderer | undefined> {
  const entry = join(ssrRoot, 'render-page.js');
  const manifestFile = join(distRoot, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as RenderModule;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const guard = `<script>${module.SUBMIT_GUARD}</script>`;
  const scriptHash = `'sha256-${createHash('sha256').update(module.SUBMIT_GUARD).digest('base64')}'`;
  const heads = new Map<string, string>();
  const headOf = (path: string, lang: string): string => {
    const key = `${path} ${lang}`;
    let head = heads.get(key);
    if (head === undefined) {
      const files = module.PAGES[path]!.sources.map((source) => chunkFiles(manifest, source.replace('{lang}', lang)));
      const css = new Set(files.flatMap((f) => f.css));
      const js = new Set(files.flatMap((f) => f.js));
      const links = [
        ...[...css].map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
        ...[...js].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ];
      heads.set(key, (head = guard + links.join('')));
    }
    return head;
  };
  return async (path, data) => {
    if (!(path in module.PAGES)) return null;
    const page = await module.renderPage(path, data);
    return page && { ...page, head: headOf(path, page.lang), scriptHash };
  };
}
