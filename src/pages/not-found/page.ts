import { withMessages } from '../../app/i18n.ts';
import { preloadableLazy } from '../../app/lazy-page.ts';

// SPEC §2 "Any other path shows a page-not-found message": in the frame of the session.
export default preloadableLazy(withMessages(() => import('./not-found-page.tsx')));
