import { withMessages } from '../../../app/i18n.ts';
import { preloadableLazy } from '../../../app/lazy-page.ts';

// SPEC §2 courses/{courseId}: a course and its groups.
export default preloadableLazy(withMessages(() => import('./course-page.tsx')));
