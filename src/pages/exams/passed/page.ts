import { withMessages } from '../../../app/i18n.ts';
import { preloadableLazy } from '../../../app/lazy-page.ts';
import type { Budget, FirstPaint } from '../../../app/first-paint.ts';

// SPEC §2 /exams/passed: the completed tests.
export default preloadableLazy(withMessages(() => import('./passed-page.tsx')));

/** Painted by the server for the trainee (docs/decisions.md #195). */
export const firstPaint = { painted: ['trainee'], asks: [{ call: 'exams.passed' }] } satisfies FirstPaint<'examsPassed'>;

/** Initial JavaScript, kB (src/app/first-paint.ts `Budget`; a figure is raised with its reason in scripts/route-budgets.json). */
export const budget: Budget = { shell: 126.4 };
