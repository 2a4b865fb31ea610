// Issue 14 "Paint before JavaScript": the server's side of pages rendered before the app runs.
// `vite build --ssr` (npm run build) writes dist-ssr/render-page.js from src/ssr/; this loads
// it when present and adds what the rendered page needs in its head: the stylesheets of the
// page's lazy chunks (render-blocking, so the first paint is styled), read from the client
// build's manifest, and the input guard and the after-paint loader inline with their CSP
// hash (src/ssr/input-guard.ts, after-paint.ts). It also lists their JavaScript and its
// language's catalog, which the loader asks for with the entry once the page is painted
// instead of one after another (server/static.ts). The module also holds what each page's first
// request is answered with, the pages' own declarations (`firstPaints`, src/ssr/pages.ts), which
// the server's preloader answers (server/routes/page-preloads.ts). Without dist-ssr/ pages are
// served as the app alone draws them: neither rendered nor with their answers.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Bootstrap } from '../api/page-data.ts';
// The server-render entry, the one module of src/ the server may import (eslint.config.js): its types.
import type * as ServerRenderEntry from '../src/ssr/render-page.tsx';
import type { FirstPaint, FirstPaints, Then } from '../src/ssr/render-page.tsx';

export type { FirstPaint, FirstPaints, Then };

export type RenderedPage = {
  /** What goes inside #root. */
  html: string;
  title: string;
  lang: 'uk' | 'ru' | 'en';
  /** Elements for the end of the head: stylesheets, the input guard and the after-paint loader. */
  head: string;
  /** The page's modules beyond the entry, to load with it after the first paint. */
  modules: string[];
  /** CSP source of the inline guard, `'sha256-…'`. */
  scriptHash: string;
};

/** Renders the page at `path` for the data, its dates in `timeZone` when given (a valid zone: knownTimeZone). */
export type PageRenderer = (path: string, data: Bootstrap, timeZone?: string) => Promise<RenderedPage | null>;

/** Zones already found known or not: asking Intl costs about 0.2 ms of every rendered page (docs/performance.md). */
const zoneAnswers = new Map<string, boolean>();
/** Names vary only with the visitors' zones, but a cookie may say anything: the map stops growing here. */
const ZONE_ANSWERS_KEPT = 1000;

/** `value` when it names a time zone this process knows (the browser's, cookie portal_tz), else undefined. */
export function knownTimeZone(value: string | undefined): string | undefined {
  if (!value || value.length > 64) return undefined;
  let known = zoneAnswers.get(value);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value }); // throws a RangeError for an unknown zone
      known = true;
    } catch {
      known = false;
    }
    if (zoneAnswers.size < ZONE_ANSWERS_KEPT) zoneAnswers.set(value, known);
  }
  return known ? value : undefined;
}

/** What server/page-render.ts takes from the built entry (dist-ssr/render-page.js). */
type RenderModule = Pick<typeof ServerRenderEntry, 'renderPage' | 'INPUT_GUARD' | 'AFTER_PAINT_LOADER' | 'firstPaints'>;

/** The built server-render entry: the pages it renders, and what each page's first request is answered with. */
export type ServerRender = { renderPage: PageRenderer; firstPaints: FirstPaints };

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

export async function loadServerRender(distRoot: string, ssrRoot: string): Promise<ServerRender | undefined> {
  const entry = join(ssrRoot, 'render-page.js');
  const manifestFile = join(distRoot, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as RenderModule;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const inline = module.INPUT_GUARD + module.AFTER_PAINT_LOADER;
  const scriptHash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
  const files = new Map<string, { css: string[]; js: string[] }>();
  const filesOf = (sources: string[]) => {
    const key = sources.join(' ');
    let found = files.get(key);
    if (!found) {
      const chunks = sources.map((source) => chunkFiles(manifest, source));
      files.set(
        key,
        (found = { css: [...new Set(chunks.flatMap((f) => f.css))].map((f) => `/${f}`), js: [...new Set(chunks.flatMap((f) => f.js))].map((f) => `/${f}`) }),
      );
    }
    return found;
  };
  const renderPage: PageRenderer = async (path, data, timeZone) => {
    const rendered = await module.renderPage(path, data, timeZone);
    if (!rendered) return null;
    const { sources, ...page } = rendered;
    const { css, js } = filesOf(sources);
    const stylesheets = css.map((f) => `<link rel="stylesheet" crossorigin href="${f}">`).join('');
    return { ...page, head: `<script>${inline}</script>${stylesheets}`, modules: js, scriptHash };
  };
  return { renderPage, firstPaints: module.firstPaints };
}
