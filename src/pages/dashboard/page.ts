import { withMessages } from '../../app/i18n.ts';
import { preloadableLazy } from '../../app/lazy-page.ts';

// SPEC §2 "/": the courses the trainee applied to, the exam alerts and the news beside them.
export default preloadableLazy(withMessages(() => import('./dashboard-page.tsx')));
