import { withMessages } from '../../app/i18n.ts';
import { preloadableLazy } from '../../app/lazy-page.ts';

// SPEC §2 /restore: the password recovery, opened from the login form.
export default preloadableLazy(withMessages(() => import('./restore-page.tsx')));
