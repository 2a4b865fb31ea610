import { withMessages } from '../../app/i18n.ts';
import { preloadableLazy } from '../../app/lazy-page.ts';
import type { Budget, FirstPaint } from '../../app/first-paint.ts';

// SPEC §2 "Any other path shows a page-not-found message": in the frame of the session.
export default preloadableLazy(withMessages(() => import('./not-found-page.tsx')));

/**
 * Painted by the server (docs/decisions.md #200): in the shell for a trainee, in the bare frame for
 * a visitor where the guard lets them see it (under a public page's path).
 */
export const firstPaint = { painted: ['anonymous', 'trainee'] } satisfies FirstPaint;

/** Initial JavaScript, kB (src/app/first-paint.ts `Budget`; a figure is raised with its reason in scripts/route-budgets.json). */
export const budget: Budget = { shell: 122.1 };
