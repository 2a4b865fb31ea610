import { withMessages } from '../../app/i18n.ts';
import { preloadableLazy } from '../../app/lazy-page.ts';

// SPEC §2 /unsubscribeEmail/{hash}: an e-mail's unsubscribe link.
export default preloadableLazy(withMessages(() => import('./unsubscribe-page.tsx')));
