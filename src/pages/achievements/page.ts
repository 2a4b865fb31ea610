import { withMessages } from '../../app/i18n.ts';
import { preloadableLazy } from '../../app/lazy-page.ts';

// SPEC §2 /achievements/{hash}: a trainee's public page, opened from a shared link, in the bare frame
// for everyone.
export default preloadableLazy(withMessages(() => import('./achievements-page.tsx')));
