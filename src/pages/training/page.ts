import { withMessages } from '../../app/i18n.ts';
import { preloadableLazy } from '../../app/lazy-page.ts';

// SPEC §2 training/{applicationId}: a course group, its timelines, logins and certificate.
export default preloadableLazy(withMessages(() => import('./training-page.tsx')));
