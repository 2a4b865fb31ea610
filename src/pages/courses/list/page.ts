import { withMessages } from '../../../app/i18n.ts';
import { preloadableLazy } from '../../../app/lazy-page.ts';

// SPEC §2 "courses": the course catalogue.
export default preloadableLazy(withMessages(() => import('./courses-page.tsx')));
