import { withMessages } from '../../../../app/i18n.ts';
import { preloadableLazy } from '../../../../app/lazy-page.ts';
import type { Budget, FirstPaint } from '../../../../app/first-paint.ts';

// SPEC §2 /exams/passed/{resultId}: a completed test's result.
export default preloadableLazy(withMessages(() => import('./result-page.tsx')));

/** Painted by the server for the trainee (docs/decisions.md #195); a result not hers is not there (#202). */
export const firstPaint = {
  painted: ['trainee'],
  asks: [{ call: 'exams.result', params: ({ resultId }) => ({ resultId }), refused: 'notThere' }],
} satisfies FirstPaint<'examResult'>;

/** Initial JavaScript, kB (src/app/first-paint.ts `Budget`; a figure is raised with its reason in scripts/route-budgets.json). */
export const budget: Budget = { shell: 126.9 };
