import { withMessages } from '../../../app/i18n.ts';
import { preloadableLazy } from '../../../app/lazy-page.ts';
import type { Budget, FirstPaint } from '../../../app/first-paint.ts';

// SPEC §2 /exams: the exams open to the trainee and the passages running.
export default preloadableLazy(withMessages(() => import('./exams-page.tsx')));

/** Painted by the server for the trainee (issue 14): the way to a passage on an exam's morning. */
export const firstPaint = { painted: ['trainee'], asks: [{ call: 'exams.available' }, { call: 'exams.active' }] } satisfies FirstPaint<'exams'>;

/** Initial JavaScript, kB (src/app/first-paint.ts `Budget`; a figure is raised with its reason in scripts/route-budgets.json). */
export const budget: Budget = { shell: 126.7 };
