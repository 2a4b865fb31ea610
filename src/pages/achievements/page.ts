import { withMessages } from '../../app/i18n.ts';
import { preloadableLazy } from '../../app/lazy-page.ts';
import { achievementsPageName } from '../../../api/page-names.ts';
import type { Budget, FirstPaint } from '../../app/first-paint.ts';

// SPEC §2 /achievements/{hash}: a trainee's public page, opened from a shared link, in the bare frame
// for everyone.
export default preloadableLazy(withMessages(() => import('./achievements-page.tsx')));

/**
 * Painted by the server for everyone (docs/decisions.md #199) with the page in the visitor's
 * language, as GET /api/common/achievements/{hash} answers it, named as the app names it (its
 * <title> and Open Graph tags are made from it: server/routes/achievements.ts); a hash not there
 * is not found, and the page is named so (#200).
 */
export const firstPaint = {
  painted: ['anonymous', 'trainee'],
  asks: [{ call: 'common.achievements', params: ({ hash }) => ({ hash }), refused: 'notThere', names: (page, _route, locale) => achievementsPageName(page, locale) }],
} satisfies FirstPaint<'achievements'>;

/** Initial JavaScript, kB (src/app/first-paint.ts `Budget`; a figure is raised with its reason in scripts/route-budgets.json). */
export const budget: Budget = { bare: 119.7 };
