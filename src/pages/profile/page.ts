import { withMessages } from '../../app/i18n.ts';
import { preloadableLazy } from '../../app/lazy-page.ts';

// SPEC §2 "My profile": the profile form and the certificates below it.
export default preloadableLazy(withMessages(() => import('./profile-page.tsx')));
