import { withMessages } from '../../../app/i18n.ts';
import { preloadableLazy } from '../../../app/lazy-page.ts';

// SPEC §2 /exams/passage/{resultId}/{currentQuestionIndex?}: a running passage.
export default preloadableLazy(withMessages(() => import('./passage-page.tsx')));
