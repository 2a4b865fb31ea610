import { withMessages } from '../../app/i18n.ts';
import { preloadableLazy } from '../../app/lazy-page.ts';

// SPEC §2 /confirmEmail/{hash}: an e-mail's confirmation link.
export default preloadableLazy(withMessages(() => import('./confirm-email-page.tsx')));
