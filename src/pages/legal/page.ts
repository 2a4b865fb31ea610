import { withMessages } from '../../app/i18n.ts';
import { preloadableLazy } from '../../app/lazy-page.ts';

// The footer's legal links (SPEC §1 "A footer with legal links", §9; issue 10): open to everyone, in
// the frame of the session (the shell when logged in).
export default preloadableLazy(withMessages(() => import('./legal-page.tsx')));
