import { withMessages } from '../../app/i18n.ts';
import { preloadableLazy } from '../../app/lazy-page.ts';
import type { Budget, FirstPaint } from '../../app/first-paint.ts';

// The page of every route of SPEC §2 whose screen belongs to a later issue: it says so, under the
// route's name (src/app/pages.ts: the routes without a page of their own).
export default preloadableLazy(withMessages(() => import('./coming-soon-page.tsx')));

/** Painted by the server for the trainee on the logged-in routes (docs/decisions.md #196); the public routes still to come are not. */
export const firstPaint = { painted: ['trainee'], onlyInShell: true } satisfies FirstPaint;

/** Initial JavaScript, kB (src/app/first-paint.ts `Budget`; a figure is raised with its reason in scripts/route-budgets.json). */
export const budget: Budget = { shell: 121.8, bare: 113.6 };
