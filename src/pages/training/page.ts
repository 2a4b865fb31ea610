import { withMessages } from '../../app/i18n.ts';
import { preloadableLazy } from '../../app/lazy-page.ts';
import type { Budget, FirstPaint } from '../../app/first-paint.ts';

// SPEC §2 training/{applicationId}: a course group, its timelines, logins and certificate.
export default preloadableLazy(withMessages(() => import('./training-page.tsx')));

/** Painted by the server for the trainee (docs/decisions.md #195), named after the course; a group not hers is not there (#202). */
export const firstPaint = {
  painted: ['trainee'],
  asks: [{ call: 'trainings.get', params: ({ applicationId }) => ({ applicationId }), refused: 'notThere', names: (group) => group.courseName }],
} satisfies FirstPaint<'training'>;

/** Initial JavaScript, kB (src/app/first-paint.ts `Budget`; a figure is raised with its reason in scripts/route-budgets.json). */
export const budget: Budget = { shell: 126.7 };
