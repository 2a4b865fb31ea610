import { withMessages } from '../../app/i18n.ts';
import { preloadableLazy } from '../../app/lazy-page.ts';

// SPEC §2 profile/certificate/{appId}: a course's certificate, its request or the files issued.
export default preloadableLazy(withMessages(() => import('./certificate-page.tsx')));
