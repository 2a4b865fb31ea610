import { withMessages } from '../../app/i18n.ts';
import { preloadableLazy } from '../../app/lazy-page.ts';

// SPEC §2 "past": the past trainings and the news beside them.
export default preloadableLazy(withMessages(() => import('./past-page.tsx')));
