import { withMessages } from '../../../../app/i18n.ts';
import { preloadableLazy } from '../../../../app/lazy-page.ts';

// SPEC §2 /exams/passed/{resultId}: a completed test's result.
export default preloadableLazy(withMessages(() => import('./result-page.tsx')));
