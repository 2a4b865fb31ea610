// Route budgets (docs/performance.md "Route budgets"): the initial JavaScript of each route may
// not grow past the figure its page's folder declares (`budget` in src/pages/<area>/<screen>/page.ts,
// issue 58), and a figure is raised only with its reason: it must be the figure the route's
// history records (scripts/route-budgets.json; a new page's first figure is its folder's alone).
// Read from the production build the e2e suite serves (test/e2e/global-setup.ts builds it),
// counted as `npm run bench:bundle` counts /login (scripts/initial-js.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routePaths } from '../../api/routes.ts';
import type { Frame } from '../../src/app/first-paint.ts';
import type { PageDef } from '../../src/app/pages.ts';
import { allPages, declarationOf } from '../../src/ssr/pages.ts';
import { loginInitialJs, screenInitialJs } from '../../scripts/initial-js.ts';

type History = { kB: number; reason: string };
const { routes: history } = JSON.parse(readFileSync('scripts/route-budgets.json', 'utf8')) as { routes: Record<string, History> };
const kB = (bytes: number) => bytes / 1024;

/** The route's path as the history names it: /exams/passage/{resultId}/{currentQuestionIndex?}. */
const pathOf = (page: PageDef) => (page.id === 'notFound' ? 'an address at no route' : routePaths[page.id].path.replace(/:(\w+)(\?)?/g, '{$1$2}'));

/** The frames a page is drawn in: the shell, the bare frame, or by session (`auto`). */
const framesOf = (page: PageDef): Frame[] => (page.layout === 'auto' ? ['shell', 'bare'] : [page.layout]);

/** A page's figure in one frame, for every route that shows it there. */
type Budget = { label: string; chunk: string; frame: Frame; kB: number; startCatalog: boolean };
const budgets = new Map<string, Budget & { paths: string[] }>();
for (const page of allPages) {
  const declaration = declarationOf(page);
  // The page's chunk: the module its declaration loads (`import('./<name>.tsx')`).
  const chunk = /import\('\.\/([\w-]+)\.tsx'\)/.exec(readFileSync(`${declaration.folder}/page.ts`, 'utf8'))?.[1];
  for (const frame of framesOf(page)) {
    const figure = declaration.budget?.[frame];
    if (figure === undefined || !chunk) continue;
    const key = `${declaration.folder} ${frame}`;
    const budget = budgets.get(key) ?? { label: '', chunk, frame, kB: figure, startCatalog: declaration.firstPaint?.startCatalog === true, paths: [] };
    budget.paths.push(pathOf(page));
    budgets.set(key, { ...budget, label: budget.paths.join(', ') });
  }
}

describe('initial JavaScript per route', () => {
  it('every route has a budget, in a frame its page is drawn in', () => {
    const counted = new Set([...budgets.values()].flatMap((budget) => budget.paths));
    expect(allPages.map(pathOf).filter((path) => !counted.has(path))).toEqual([]);
  });

  it.each([...budgets.values()].map((budget) => [budget.label, budget] as const))('%s stays within its budget', (label, budget) => {
    const measured = kB(budget.startCatalog ? loginInitialJs('dist').bytes : screenInitialJs('dist', budget.chunk, budget.frame).bytes);
    console.log(`${label}: ${measured.toFixed(3)} kB of ${budget.kB} kB`);
    expect(measured, `${label} grew past its budget: make it smaller, or raise its page's budget with the reason in scripts/route-budgets.json`).toBeLessThanOrEqual(
      budget.kB + 0.05,
    );
  });

  it.each([...budgets.values()].map((budget) => [budget.label, budget] as const))('%s: the figure its history records', (label, budget) => {
    const recorded = history[label];
    if (recorded) expect(budget.kB, `${label}: a figure changes only with its reason in scripts/route-budgets.json`).toBe(recorded.kB);
  });

  it('records the history of routes that have a budget only', () => {
    const labels = new Set([...budgets.values()].map((budget) => budget.label));
    expect(Object.keys(history).filter((label) => !labels.has(label))).toEqual([]);
  });
});
