import { useCallback, useEffect, useMemo, useState } from 'react';
import { newsCalls, type NewsItem } from '../../../api/news.ts';
import { useServices } from '../services.tsx';

// SPEC §4 "News: opening news marks items viewed; unread indicator in the dropdown".
// SPEC §7 GET /api/news (newest first by show_from), POST /api/news/viewed with the ids.
export function useNews() {
  const { http } = useServices();
  const [items, setItems] = useState<NewsItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  // Marked viewed on the server during this visit; they keep their "new" mark in the list
  // until the next load but no longer count as unread.
  const [seen, setSeen] = useState<readonly number[]>([]);

  useEffect(() => {
    let live = true;
    http
      .call(newsCalls['news.list'], undefined, { quiet: true, local: true })
      .then((list) => live && setItems([...list].sort((a, b) => b.show_from - a.show_from)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [http]);

  const unread = useMemo(() => (items ?? []).filter((item) => !item.viewed && !seen.includes(item.newsId)), [items, seen]);

  /** Called when the dropdown opens: the unread ones are now seen. */
  const markViewed = useCallback(() => {
    const ids = unread.map((item) => item.newsId);
    if (ids.length === 0) return;
    http
      .call(newsCalls['news.viewed'], { body: ids }, { quiet: true, local: true })
      .then(() => setSeen((before) => [...before, ...ids]))
      .catch(() => undefined);
  }, [http, unread]);

  return { items, failed, unreadCount: unread.length, markViewed };
}
