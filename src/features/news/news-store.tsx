import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { newsCalls } from '../../../api/news.ts';
import { newsMachine } from '../../../machines/news.machine.ts';
import { connectNews, type NewsApi } from '../../../machines/news.connect.ts';
import { wired } from '../../app/machines.ts';
import { useAppMachine } from '../../app/use-app-machine.ts';

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
const NewsContext = createContext<NewsActor | null>(null);

/** Runs the session's news store for everything inside (the logged-in shell). */
export function NewsProvider({ children }: { children: ReactNode }) {
  const [, , actor] = useAppMachine(newsStore, { input: undefined });
  return <NewsContext.Provider value={actor}>{children}</NewsContext.Provider>;
}

/** The session's news: list, unread count, markViewed(ids), retry; asked for once a view using it is shown. */
export function useNews(): NewsApi {
  const actor = useContext(NewsContext);
  if (!actor) throw new Error('useNews outside NewsProvider (the logged-in shell)');
  const snapshot = useSelector(actor, (s) => s);
  useEffect(() => actor.send({ type: 'NEWS.LOAD' }), [actor]);
  return useMemo(() => connectNews(snapshot, actor.send), [snapshot, actor]);
}
