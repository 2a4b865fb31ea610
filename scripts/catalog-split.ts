// Vite plugin: each Lingui catalog (locales/<locale>/messages.po) in two parts, so /login
// loads only the messages it can show (docs/decisions.md #26, docs/performance.md).
//
//   import('…/messages.po?start')  the messages written in the modules /login runs at start:
//                                  the static import graph of the `start` files
//   import('…/messages.po?rest')   every other message (loaded with the lazy shell and pages)
//
// A message belongs to `start` when one of its origins (the `#:` lines of the .po file) is
// a start module. The .po files stay the one place translators work in; the split is made
// at build time and follows the code, so a string added to the login page lands in `start`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs, getFailOnMissingBehavior } from '@lingui/cli/api';
import type { Plugin } from 'vite';
import { reachable } from './import-graph.ts';

export const CATALOG_PART = /\.po\?(start|rest)$/;

/** What /login runs at start: the entry module and the login page (src/pages/login/page.ts). */
export const LOGIN_START = ['src/main.tsx', 'src/pages/login/login-page.tsx'] as const;

// `import … from './x.ts'`, `import './x.ts'`, `export … from './x.ts'`; not `import type` /
// `export type`, which the build erases (an import with some `type` names still counts:
// counting one more module only moves a message into `start`). Never `import(…)`.
const STATIC_IMPORT = /(?:^|[;\n}])\s*(?:import|export)(?!\s+type\s)(?:\s+[^'"();]*?\s*from)?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** Files (relative to rootDir, with `/`) statically reachable from the roots. */
export function staticImportGraph(roots: readonly string[], rootDir: string): Set<string> {
  const files = reachable(
    roots.map((root) => resolve(rootDir, root)),
    function* (file) {
      for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
        const target = resolve(dirname(file), match[1]!); // the pattern's one group always takes part
        const found = [target, `${target}.ts`, `${target}.tsx`].find((path) => existsSync(path) && !path.endsWith(sep));
        if (found && /\.(ts|tsx|js|jsx|mjs)$/.test(found)) yield found;
      }
    },
  );
  return new Set([...files].map((file) => relative(rootDir, file).split(sep).join('/')));
}

/** One part of a catalog file: its locale and the messages (translations with fallbacks). */
export async function catalogPart(
  config: LinguiConfigNormalized,
  file: string,
  part: 'start' | 'rest',
  startFiles: ReadonlySet<string>,
): Promise<{ locale: string; messages: Record<string, string> }> {
  const found = getCatalogForFile(relative(config.rootDir, file), await getCatalogs(config));
  if (!found) throw new Error(`${file} is not a catalog of lingui.config.ts`);
  const { locale, catalog } = found;
  const entries = (await catalog.read(locale)) ?? {};
  const { messages } = await catalog.getTranslations(locale, {
    fallbackLocales: config.fallbackLocales,
    sourceLocale: config.sourceLocale,
    missingBehavior: getFailOnMissingBehavior(undefined),
  });
  const inStart = (key: string) => entries[key]?.origin?.some(([origin]) => startFiles.has(origin)) ?? false;
  return { locale, messages: Object.fromEntries(Object.entries(messages).filter(([key]) => inStart(key) === (part === 'start'))) };
}

export function catalogSplit({ start }: { start: readonly string[] }): Plugin {
  let config: LinguiConfigNormalized;
  // The start modules, walked once for the six catalog parts; walked again after a change.
  let startFiles: Set<string> | undefined;
  return {
    name: 'catalog-split',
    enforce: 'pre',
    configResolved() {
      config = getConfig({});
    },
    watchChange() {
      startFiles = undefined;
    },
    async load(id) {
      const part = CATALOG_PART.exec(id)?.[1] as 'start' | 'rest' | undefined;
      if (!part) return null;
      const file = id.slice(0, id.lastIndexOf('?'));
      startFiles ??= staticImportGraph(start, config.rootDir);
      this.addWatchFile(file);
      for (const path of startFiles) this.addWatchFile(resolve(config.rootDir, path));
      const { locale, messages } = await catalogPart(config, file, part, startFiles);
      const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'es' });
      if (errors.length) this.warn(`${file}?${part}: ${errors.length} message(s) failed to compile`);
      return { code: source, moduleType: 'js' };
    },
    // Chunk names say which part they hold: messages-start-<hash>.js, messages-rest-<hash>.js.
    outputOptions(options) {
      const previous = options.chunkFileNames ?? '[name]-[hash].js';
      return {
        ...options,
        chunkFileNames: (chunk) => {
          const name = typeof previous === 'function' ? previous(chunk) : previous;
          const which = chunk.facadeModuleId ? CATALOG_PART.exec(chunk.facadeModuleId)?.[1] : undefined;
          return which ? name.replace('[name]', `[name]-${which}`) : name;
        },
      };
    },
  };
}
