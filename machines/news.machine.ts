import { assign, fromPromise, setup } from 'xstate';
import type { NewsItem } from '../api/news.ts';

// SPEC §4 "News: opening news marks items viewed; unread indicator in the dropdown"; §7 GET
// /api/news (a non-array answer is an error: the call's schema refuses it, so the load fails),
// POST /api/news/viewed. One running store per logged-in shell (src/features/news/): the top
// bar's dropdown, the news panels and the news pages read the same list, so marking items
// viewed anywhere updates every one of them at once. An item counts as viewed when its content
// was shown (the news list, a news item), never for a title in a dropdown or panel. The list is
// asked for when a view first reads it (NEWS.LOAD), so a shell that shows no news (during a
// passage, issue 10 item 3) never loads it.
// What the views read: machines/news.connect.ts.

export type NewsEvent = { type: 'NEWS.LOAD' } | { type: 'NEWS.VIEWED'; ids: readonly number[] } | { type: 'NEWS.RETRY' };

export interface NewsContext {
  /** Newest first by show_from. */
  items: NewsItem[];
  /** The list came with the page (src/app/preloaded.ts): the store starts ready with it, asking nothing. */
  given: boolean;
}

/** The list the page came with, when it came with one (docs/decisions.md #195). */
export type NewsInput = { items: readonly NewsItem[] | undefined };

const newestFirst = (items: readonly NewsItem[]) => [...items].sort((a, b) => b.show_from - a.show_from);

/** The ids among `ids` that are in the list and not viewed yet, once each. */
export function unreadAmong(items: readonly NewsItem[], ids: readonly number[]): number[] {
  const unread = new Set(items.filter((item) => !item.viewed).map((item) => item.newsId));
  return [...new Set(ids)].filter((id) => unread.has(id));
}

export const newsMachine = setup({
  types: {
    context: {} as NewsContext,
    events: {} as NewsEvent,
    input: {} as NewsInput,
  },
  actors: {
    // Provided by the app (src/features/news/news-store.ts): GET /api/news.
    loadNews: fromPromise<NewsItem[]>(() => Promise.resolve([])),
  },
  actions: {
    storeItems: assign((_, params: { items: readonly NewsItem[] }) => ({ items: newestFirst(params.items) })),
    /** Shown as viewed at once, everywhere; the server is told in the background (postViewed). */
    markLocally: assign(({ context }, params: { ids: readonly number[] }) => ({
      items: context.items.map((item) => (params.ids.includes(item.newsId) ? { ...item, viewed: true } : item)),
    })),
    /** POST /api/news/viewed with the ids (provided by the app; its failure is not shown). */
    postViewed: (_, _params: { ids: readonly number[] }) => {},
  },
  guards: {
    hasUnread: ({ context }, params: { ids: readonly number[] }) => unreadAmong(context.items, params.ids).length > 0,
    given: ({ context }) => context.given,
  },
}).createMachine({
  id: 'news',
  context: ({ input }) => ({ items: newestFirst(input.items ?? []), given: input.items !== undefined }),
  initial: 'idle',
  states: {
    idle: {
      always: { guard: 'given', target: 'ready' },
      on: { 'NEWS.LOAD': { target: 'loading' } },
    },
    loading: {
      invoke: {
        id: 'loadNews',
        src: 'loadNews',
        onDone: { target: 'ready', actions: { type: 'storeItems', params: ({ event }) => ({ items: event.output }) } },
        onError: { target: 'failed' },
      },
    },
    failed: {
      on: { 'NEWS.RETRY': { target: 'loading' } },
    },
    ready: {
      on: {
        'NEWS.VIEWED': {
          guard: { type: 'hasUnread', params: ({ event }) => ({ ids: event.ids }) },
          // Only the unread ones are posted, so opening read news again sends nothing.
          actions: [
            { type: 'postViewed', params: ({ context, event }) => ({ ids: unreadAmong(context.items, event.ids) }) },
            { type: 'markLocally', params: ({ event }) => ({ ids: event.ids }) },
          ],
        },
      },
    },
  },
});
