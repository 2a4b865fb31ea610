import type { RouteId } from '../../api/routes.ts';
import type { Budget, FirstPaint } from '../app/first-paint.ts';
import { notFoundPage, pages, type PageDef } from '../app/pages.ts';

// What each page's folder declares beside its page (src/pages/<area>/<screen>/page.ts, issue 58):
// its first paint and its budget (src/app/first-paint.ts), found by the page the table's line
// shows (src/app/pages.ts). The app itself never reads them, so its build leaves them out; the
// server-render entry reads them (src/ssr/render-page.tsx: whom a page is painted for) and hands
// the first paints to the server's preloader (server/routes/page-preloads.ts); the route budgets'
// test reads the budgets (test/e2e/route-budgets.e2e.test.ts).

type PageModule = { default: PageDef['page']; firstPaint?: FirstPaint; budget?: Budget };

/** Every page folder's declaration, with its folder. */
export const declarations = Object.entries(import.meta.glob<PageModule>('../pages/**/page.ts', { eager: true })).map(([file, module]) => ({
  folder: `src/${file.slice('../'.length, -'/page.ts'.length)}`,
  ...module,
}));

/** Every page of the table and the not-found page. */
export const allPages: readonly PageDef[] = [...pages, notFoundPage];

/** The declaration of the folder whose page `page` shows. */
export function declarationOf(page: PageDef): (typeof declarations)[number] {
  const found = declarations.find((declaration) => declaration.default === page.page);
  if (!found) throw new Error(`${page.id}: its page is declared in no page folder (src/pages/**/page.ts)`);
  return found;
}

/** Whom the server paints the page for and with which answers, or undefined when it does not paint it. */
export function firstPaintOf(page: PageDef): FirstPaint | undefined {
  const paint = declarationOf(page).firstPaint;
  return paint?.onlyInShell && page.layout !== 'shell' ? undefined : paint;
}

/** The first paint of every route that has one, by route: what the server's preloader answers a page's first request with. */
export type FirstPaints = Partial<Record<RouteId | 'notFound', FirstPaint>>;

export const firstPaints: FirstPaints = Object.fromEntries(allPages.flatMap((page) => (firstPaintOf(page) ? [[page.id, firstPaintOf(page)]] : [])));
