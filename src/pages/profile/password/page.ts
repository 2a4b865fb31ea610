import { withMessages } from '../../../app/i18n.ts';
import { preloadableLazy } from '../../../app/lazy-page.ts';
import type { Budget, FirstPaint } from '../../../app/first-paint.ts';

// SPEC §2 profile/password: the password change.
export default preloadableLazy(withMessages(() => import('./password-page.tsx')));

/** Painted by the server for the trainee (docs/decisions.md #196): a form, no call of its own. */
export const firstPaint = { painted: ['trainee'] } satisfies FirstPaint<'password'>;

/** Initial JavaScript, kB (src/app/first-paint.ts `Budget`; a figure is raised with its reason in scripts/route-budgets.json). */
export const budget: Budget = { shell: 129.7 };
