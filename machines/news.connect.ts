import type { NewsItem } from '../api/news.ts';
import type { NewsContext, NewsEvent } from './news.machine.ts';

// What the news views read from the news store (machines/news.machine.ts): the list, how many
// are unread (the top bar's indicator), and how to mark items viewed or load again.

export interface NewsApi {
  /** 'loading' also before the list was asked for (NEWS.LOAD, sent by useNews when a view shows). */
  status: 'loading' | 'failed' | 'ready';
  /** Newest first by show_from; empty until loaded. */
  items: readonly NewsItem[];
  unreadCount: number;
  /** The items whose content was shown (ids already viewed or unknown are left out). */
  markViewed: (ids: readonly number[]) => void;
  retry: () => void;
}

export interface NewsSnapshotLike {
  context: NewsContext;
  matches: (value: 'loading' | 'failed' | 'ready') => boolean;
}

export function connectNews(snapshot: NewsSnapshotLike, send: (event: NewsEvent) => void): NewsApi {
  const status = snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading';
  const items = snapshot.context.items;
  return {
    status,
    items,
    unreadCount: items.filter((item) => !item.viewed).length,
    markViewed: (ids) => send({ type: 'NEWS.VIEWED', ids }),
    retry: () => send({ type: 'NEWS.RETRY' }),
  };
}
