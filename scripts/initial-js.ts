// The JavaScript a built page loads before the visitor can act, read from dist/ (no
// browser): used by `npm run bench:bundle`, and checked against what Chromium really
// fetches by test/e2e/initial-js.e2e.test.ts.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { reachable } from './import-graph.ts';

/** A chunk's static imports only: `import ... from "./x.js"` / `import "./x.js"`. */
const CHUNK_IMPORT = /(?:^|[;\n}])\s*import\s*(?:[^'"();]*?from\s*)?["']\.\/([^"']+\.js)["']/g;

export const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The entry scripts and modulepreloads of index.html, the extra chunks, and everything they import statically. */
export function initialJs(dist: string, extraEntries: string[] = []): { files: string[]; bytes: number } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const seen = reachable([...entry, ...extraEntries], (file) => [...readFileSync(join(dist, file), 'utf8').matchAll(CHUNK_IMPORT)].map((m) => `assets/${m[1]}`));
  return { files: [...seen], bytes: [...seen].reduce((n, f) => n + gz(join(dist, f)), 0) };
}

/** The built chunks whose file names start with `name-` (largest first, gzipped). */
function chunks(dist: string, name: string): string[] {
  return readdirSync(join(dist, 'assets'))
    .filter((f) => f.startsWith(`${name}-`) && f.endsWith('.js'))
    .map((f) => `assets/${f}`)
    .sort((a, b) => gz(join(dist, b)) - gz(join(dist, a)));
}

/**
 * /login at start: the entry's graph, its lazy page chunk and the start part of one
 * catalog (scripts/catalog-split.ts). Every locale's start part is listed; the figure
 * counts the largest.
 */
export function loginInitialJs(dist: string): { files: string[]; bytes: number; catalogs: string[] } {
  const catalogs = chunks(dist, 'messages-start');
  return { ...initialJs(dist, [...chunks(dist, 'login-page'), ...catalogs.slice(0, 1)]), catalogs };
}

/**
 * A screen opened first (a reload on it): the entry's graph, its frame (the shell for a
 * logged-in screen; none for a public page, drawn in the bare frame), the screen's lazy chunk
 * and both parts of the largest catalog, with everything they import statically. Every
 * locale's catalog part is listed in `catalogs`. Not counted: ky and the dialog host, loaded
 * once for the whole app with the first call and at login (docs/performance.md "Route budgets").
 */
export function screenInitialJs(dist: string, page: string, frame: 'shell' | 'bare' = 'shell'): { files: string[]; bytes: number; catalogs: string[] } {
  const starts = chunks(dist, 'messages-start');
  const rests = chunks(dist, 'messages-rest');
  const shell = frame === 'shell' ? chunks(dist, 'shell-layout') : [];
  return { ...initialJs(dist, [...shell, ...chunks(dist, page), starts[0]!, rests[0]!]), catalogs: [...starts, ...rests] };
}
