import { ShellLayout } from '../app/app-routes.tsx';
import type { PageDef } from '../app/pages.ts';
import { declarationOf } from './pages.ts';

// The source files whose built chunks the head of a painted page links (server/page-render.ts
// finds them in the client build's manifest: their stylesheets, and their scripts to load after
// the first paint): the shell's when the page is in it, the page's module and the lazy parts it
// lists in `parts` (src/app/lazy-page.ts), which live in the page's folder. Found by the modules
// themselves, the ones the app loads, so no list of files can drift from them.

const lazyFiles = Object.entries(import.meta.glob(['../pages/**/*.tsx', '../app/shell/shell-layout.tsx'])).map(([path, load]) => ({
  file: `src/${path.slice('../'.length)}`,
  load,
}));

const folderOf = (file: string) => file.slice(0, file.lastIndexOf('/'));

/** The file in `folder` whose module is `module`. */
async function fileOf(module: unknown, folder: string): Promise<string> {
  for (const { file, load } of lazyFiles) if (folderOf(file) === folder && (await load()) === module) return file;
  throw new Error(`no module of ${folder} is the one the app loads`);
}

const known = new Map<string, Promise<string[]>>();

/** The files the page is rendered from, in the shell or without it: the shell's first, then the page's and its parts'. */
export function pageFiles(page: PageDef, shell: boolean): Promise<string[]> {
  const key = `${page.id} ${shell}`;
  let files = known.get(key);
  if (!files) {
    files = (async () => {
      const module = (await page.page.preload()) as { parts?: readonly { preload: () => Promise<unknown> }[] };
      const parts = await Promise.all((module.parts ?? []).map((part) => part.preload()));
      const { folder } = declarationOf(page);
      const own = await Promise.all([module, ...parts].map((one) => fileOf(one, folder)));
      return shell ? [await fileOf(await ShellLayout.preload(), 'src/app/shell'), ...own] : own;
    })();
    known.set(key, files);
  }
  return files;
}
