import { withMessages } from '../../../app/i18n.ts';
import { preloadableLazy } from '../../../app/lazy-page.ts';

// SPEC §2 news/{newsId}: one news item.
export default preloadableLazy(withMessages(() => import('./news-item-page.tsx')));
