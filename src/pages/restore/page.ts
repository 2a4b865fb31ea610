import { withMessages } from '../../app/i18n.ts';
import { preloadableLazy } from '../../app/lazy-page.ts';
import type { Budget, FirstPaint } from '../../app/first-paint.ts';

// SPEC §2 /restore: the password recovery, opened from the login form.
export default preloadableLazy(withMessages(() => import('./restore-page.tsx')));

/** Its first step painted by the server for a visitor (docs/decisions.md #203). */
export const firstPaint = { painted: ['anonymous'] } satisfies FirstPaint<'restore'>;

/** Initial JavaScript, kB (src/app/first-paint.ts `Budget`; a figure is raised with its reason in scripts/route-budgets.json). */
export const budget: Budget = { bare: 121.7 };
