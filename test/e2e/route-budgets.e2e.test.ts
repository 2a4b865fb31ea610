// Route budgets (docs/performance.md "Route budgets"): the initial JavaScript of each route
// with a recorded figure in scripts/route-budgets.json may not grow past it. Read from the
// production build the e2e suite serves (test/e2e/global-setup.ts builds it), counted as
// `npm run bench:bundle` counts /login (scripts/initial-js.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loginInitialJs, screenInitialJs } from '../../scripts/initial-js.ts';

/** `frame`: a public page's is bare (no shell); a logged-in screen's, the default, the shell. */
type Budget = { page: string; kB: number; reason: string; frame?: 'bare' };
const { routes } = JSON.parse(readFileSync('scripts/route-budgets.json', 'utf8')) as { routes: Record<string, Budget> };
const kB = (bytes: number) => bytes / 1024;

describe('initial JavaScript per route', () => {
  it.each(Object.entries(routes))('%s stays within its recorded budget', (route, budget) => {
    const measured = kB(budget.page === 'login-page' ? loginInitialJs('dist').bytes : screenInitialJs('dist', budget.page, budget.frame).bytes);
    console.log(`${route}: ${measured.toFixed(1)} kB of ${budget.kB} kB`);
    expect(measured, `${route} grew past its budget: make it smaller, or raise scripts/route-budgets.json with the reason`).toBeLessThanOrEqual(budget.kB + 0.05);
  });
});
