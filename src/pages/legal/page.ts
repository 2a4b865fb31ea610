import { withMessages } from '../../app/i18n.ts';
import { preloadableLazy } from '../../app/lazy-page.ts';
import type { Budget, FirstPaint } from '../../app/first-paint.ts';

// The footer's legal links (SPEC §1 "A footer with legal links", §9; issue 10): open to everyone, in
// the frame of the session (the shell when logged in).
export default preloadableLazy(withMessages(() => import('./legal-page.tsx')));

/**
 * Painted by the server for everyone (docs/decisions.md #196) with the page in the visitor's
 * language, from the settings, as GET /api/common/legal/{slug} answers it; a slug not there is
 * not found, and the page is named so (#200, #202).
 */
export const firstPaint = {
  painted: ['anonymous', 'trainee'],
  asks: [{ call: 'legal.page', params: ({ slug }) => ({ slug }), refused: 'notThere' }],
} satisfies FirstPaint<'legal'>;

/** Initial JavaScript, kB (src/app/first-paint.ts `Budget`; a figure is raised with its reason in scripts/route-budgets.json). */
export const budget: Budget = { shell: 122.8 };
