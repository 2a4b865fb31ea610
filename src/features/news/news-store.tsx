import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { newsCalls } from '../../../api/news.ts';
import { newsMachine } from '../../../machines/news.machine.ts';
import { connectNews, type NewsApi } from '../../../machines/news.connect.ts';
import { wired } from '../../app/machines.ts';
import { useAppMachine } from '../../app/use-app-machine.ts';
import { usePreloaded } from '../../app/services.tsx';
import { useStoreSnapshot } from '../../app/use-store-snapshot.ts';

// The news store of a logged-in session (SPEC §4 "News"): one running news machine, started by
// the shell (NewsProvider in src/app/shell/shell-layout.tsx) when the trainee's frame appears
// and stopped when it goes (logging out), so the next trainee starts from a fresh list. Every
// consumer (the top bar's dropdown, NewsPanel on the dashboard and past trainings, the news
// pages) reads it through useNews(), so an item marked viewed anywhere is read everywhere at once.
// The list is asked for when the first of them is shown: a passage's quiet shell shows none, so
// a trainee's exam page makes no news call.

export const newsStore = wired('news', ({ services: { http } }) =>
  newsMachine.provide({
    actors: {
      // Quiet and local: the top bar loads it beside every page; a failure shows where the news is
      // shown (the dropdown's line, LoadState on the news pages), never as a dialog.
      loadNews: fromPromise(() => http.call(newsCalls['news.list'], undefined, { quiet: true, local: true })),
    },
    actions: {
      postViewed: (_, { ids }) => {
        void http.call(newsCalls['news.viewed'], { body: [...ids] }, { quiet: true, local: true }).catch(() => undefined);
      },
    },
  }),
);

type NewsActor = ActorRefFrom<typeof newsMachine>;
/** The store, and its snapshot when the shell first rendered it: what a page the server rendered shows. */
type NewsStore = { actor: NewsActor; first: SnapshotFrom<typeof newsMachine> };
const NewsContext = createContext<NewsStore | null>(null);

/** Runs the session's news store for everything inside (the logged-in shell), from the list the page came with when it did. */
export function NewsProvider({ children }: { children: ReactNode }) {
  const [, , actor] = useAppMachine(newsStore, { input: { items: usePreloaded(newsCalls['news.list'])() } });
  const [first] = useState(() => actor.getSnapshot());
  const store = useMemo(() => ({ actor, first }), [actor, first]);
  return <NewsContext.Provider value={store}>{children}</NewsContext.Provider>;
}

/**
 * The session's news: list, unread count, markViewed(ids), retry; asked for once a view using
 * it is shown. A page the server rendered is hydrated with the store as the shell first had it
 * (useStoreSnapshot): the top bar's request may have brought the list in before then.
 */
export function useNews(): NewsApi {
  const store = useContext(NewsContext);
  if (!store) throw new Error('useNews outside NewsProvider (the logged-in shell)');
  const { actor, first } = store;
  const snapshot = useStoreSnapshot(actor, first);
  useEffect(() => actor.send({ type: 'NEWS.LOAD' }), [actor]);
  return useMemo(() => connectNews(snapshot, actor.send), [snapshot, actor]);
}
