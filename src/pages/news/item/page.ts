import { withMessages } from '../../../app/i18n.ts';
import { preloadableLazy } from '../../../app/lazy-page.ts';
import type { Budget, FirstPaint } from '../../../app/first-paint.ts';

// SPEC §2 news/{newsId}: one news item.
export default preloadableLazy(withMessages(() => import('./news-item-page.tsx')));

/**
 * Painted by the server for the trainee (docs/decisions.md #195) from the list the news pages
 * show from the shell's news store: an item she can see names its page, one she cannot is not
 * there (#202).
 */
export const firstPaint = {
  painted: ['trainee'],
  asks: [
    {
      call: 'news.list',
      there: (news, { newsId }) => news.some((item) => item.newsId === newsId),
      names: (news, { newsId }) => news.find((item) => item.newsId === newsId)?.title,
    },
  ],
} satisfies FirstPaint<'newsItem'>;

/** Initial JavaScript, kB (src/app/first-paint.ts `Budget`; a figure is raised with its reason in scripts/route-budgets.json). */
export const budget: Budget = { shell: 122.9 };
