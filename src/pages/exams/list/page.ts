import { withMessages } from '../../../app/i18n.ts';
import { preloadableLazy } from '../../../app/lazy-page.ts';

// SPEC §2 /exams: the exams open to the trainee and the passages running.
export default preloadableLazy(withMessages(() => import('./exams-page.tsx')));
