import { withMessages } from '../../../app/i18n.ts';
import { preloadableLazy } from '../../../app/lazy-page.ts';

// SPEC §2 "news": the news list.
export default preloadableLazy(withMessages(() => import('./news-page.tsx')));
