import { withMessages } from '../../../app/i18n.ts';
import { preloadableLazy } from '../../../app/lazy-page.ts';

// SPEC §2 /exams/passed: the completed tests.
export default preloadableLazy(withMessages(() => import('./passed-page.tsx')));
