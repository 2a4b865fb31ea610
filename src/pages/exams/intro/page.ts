import { withMessages } from '../../../app/i18n.ts';
import { preloadableLazy } from '../../../app/lazy-page.ts';

// SPEC §2 /exams/{id} (the id is the scheduleId): an exam's intro.
export default preloadableLazy(withMessages(() => import('./intro-page.tsx')));
