import { withMessages } from '../../../app/i18n.ts';
import { preloadableLazy } from '../../../app/lazy-page.ts';
import type { Budget, FirstPaint } from '../../../app/first-paint.ts';

// SPEC §2 "courses": the course catalogue.
export default preloadableLazy(withMessages(() => import('./courses-page.tsx')));

/** Painted by the server for the trainee (docs/decisions.md #195). */
export const firstPaint = { painted: ['trainee'], asks: [{ call: 'courses.list' }] } satisfies FirstPaint<'courses'>;

/** Initial JavaScript, kB (src/app/first-paint.ts `Budget`; a figure is raised with its reason in scripts/route-budgets.json). */
export const budget: Budget = { shell: 127.3 };
