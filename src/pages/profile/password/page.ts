import { withMessages } from '../../../app/i18n.ts';
import { preloadableLazy } from '../../../app/lazy-page.ts';

// SPEC §2 profile/password: the password change.
export default preloadableLazy(withMessages(() => import('./password-page.tsx')));
