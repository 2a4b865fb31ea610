import { withMessages } from '../../../app/i18n.ts';
import { preloadableLazy } from '../../../app/lazy-page.ts';
import type { Budget, FirstPaint } from '../../../app/first-paint.ts';

// SPEC §2 courses/{courseId}: a course and its groups.
export default preloadableLazy(withMessages(() => import('./course-page.tsx')));

/** Painted by the server for the trainee (docs/decisions.md #195), named after the course; a course not there is not there (#202). */
export const firstPaint = {
  painted: ['trainee'],
  asks: [{ call: 'courses.get', params: ({ courseId }) => ({ courseId }), refused: 'notThere', names: (course) => course.name }],
} satisfies FirstPaint<'course'>;

/** Initial JavaScript, kB (src/app/first-paint.ts `Budget`; a figure is raised with its reason in scripts/route-budgets.json). */
export const budget: Budget = { shell: 128.4 };
