import { withMessages } from '../../app/i18n.ts';
import { preloadableLazy } from '../../app/lazy-page.ts';
import type { Budget, FirstPaint } from '../../app/first-paint.ts';

// SPEC §2 "past": the past trainings and the news beside them.
export default preloadableLazy(withMessages(() => import('./past-page.tsx')));

/** Painted by the server for the trainee (docs/decisions.md #195) with the news beside them, which the shell's news store starts with. */
export const firstPaint = { painted: ['trainee'], asks: [{ call: 'trainings.past' }, { call: 'news.list' }] } satisfies FirstPaint<'past'>;

/** Initial JavaScript, kB (src/app/first-paint.ts `Budget`; a figure is raised with its reason in scripts/route-budgets.json). */
export const budget: Budget = { shell: 124.5 };
