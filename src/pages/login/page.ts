import { preloadableLazy } from '../../app/lazy-page.ts';
import type { Budget, FirstPaint } from '../../app/first-paint.ts';

// SPEC §2 /login. It needs only the start part of the catalog (docs/decisions.md #26): the one page
// loaded without `withMessages`.
export default preloadableLazy(() => import('./login-page.tsx'));

/** Painted by the server for a visitor (issue 14), from the start part of the catalog alone. */
export const firstPaint = { painted: ['anonymous'], startCatalog: true } satisfies FirstPaint<'login'>;

/** Initial JavaScript, kB (src/app/first-paint.ts `Budget`; a figure is raised with its reason in scripts/route-budgets.json). */
export const budget: Budget = { bare: 108.0 };
