import { withMessages } from '../../app/i18n.ts';
import { preloadableLazy } from '../../app/lazy-page.ts';

// The page of every route of SPEC §2 whose screen belongs to a later issue: it says so, under the
// route's name (src/app/pages.ts: the routes without a page of their own).
export default preloadableLazy(withMessages(() => import('./coming-soon-page.tsx')));
