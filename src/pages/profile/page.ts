import { withMessages } from '../../app/i18n.ts';
import { preloadableLazy } from '../../app/lazy-page.ts';
import type { Budget, FirstPaint } from '../../app/first-paint.ts';

// SPEC §2 "My profile": the profile form and the certificates below it.
export default preloadableLazy(withMessages(() => import('./profile-page.tsx')));

/** Painted by the server for the trainee (docs/decisions.md #197) with the certificates below the form (a lazy part of its own: the page module's `parts`). */
export const firstPaint = { painted: ['trainee'], asks: [{ call: 'profile.get' }, { call: 'certificates.all' }] } satisfies FirstPaint<'profile'>;

/** Initial JavaScript, kB (src/app/first-paint.ts `Budget`; a figure is raised with its reason in scripts/route-budgets.json). */
export const budget: Budget = { shell: 132.1 };
