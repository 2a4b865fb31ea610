import { withMessages } from '../../app/i18n.ts';
import { preloadableLazy } from '../../app/lazy-page.ts';
import type { Budget, FirstPaint } from '../../app/first-paint.ts';

// SPEC §2 "/": the courses the trainee applied to, the exam alerts and the news beside them.
export default preloadableLazy(withMessages(() => import('./dashboard-page.tsx')));

/** Painted by the server for the trainee (issue 14) with the cards, the exam alerts above them and the news beside them. */
export const firstPaint = {
  painted: ['trainee'],
  asks: [{ call: 'trainings.current' }, { call: 'main.alerts' }, { call: 'news.list' }],
} satisfies FirstPaint<'home'>;

/** Initial JavaScript, kB (src/app/first-paint.ts `Budget`; a figure is raised with its reason in scripts/route-budgets.json). */
export const budget: Budget = { shell: 127.2 };
