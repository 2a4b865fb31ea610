import { withMessages } from '../../../app/i18n.ts';
import { preloadableLazy } from '../../../app/lazy-page.ts';
import type { Budget, FirstPaint } from '../../../app/first-paint.ts';

// SPEC §2 /exams/{id} (the id is the scheduleId): an exam's intro.
export default preloadableLazy(withMessages(() => import('./intro-page.tsx')));

/** Painted by the server for the trainee (issue 14) with the passages running, named after the exam; an exam not open to her is not there (#202). */
export const firstPaint = {
  painted: ['trainee'],
  asks: [{ call: 'exams.intro', params: ({ id }) => ({ scheduleId: id }), refused: 'notThere', names: (intro) => intro.name }, { call: 'exams.active' }],
} satisfies FirstPaint<'exam'>;

/** Initial JavaScript, kB (src/app/first-paint.ts `Budget`; a figure is raised with its reason in scripts/route-budgets.json). */
export const budget: Budget = { shell: 131.2 };
