import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { PageProps } from '../../../app/page-props.ts';
import { href } from '../../../../api/href.ts';
import { useNews } from '../../../features/news/news-store.tsx';
import type { NewsItem } from '../../../../api/news.ts';
import * as marks from '../../../features/news/news.css.ts';
import { formatDate } from '../../../lib/format.ts';
import { LoadState } from '../../../ui/load-state.tsx';
import * as styles from '../news.css.ts';

// SPEC §2 "news": all news, newest first by show_from, each with its title and content (text:
// markup in it is shown, never run), or a no-news text. SPEC §4 "opening news marks items
// viewed": the list shows every item's content, so opening it marks every item it shows viewed
// (the top bar's indicator follows at once). The items that were unread when the page opened
// keep their "New" mark for this visit, so the trainee still sees what was new.
export default function NewsPage(_: PageProps<'news'>) {
  const { t } = useLingui();
  const news = useNews();
  const { status, items, markViewed } = news;
  // Read at the first render when the list is there (a page the server painted with it), else
  // once it comes. The items are marked viewed only once that reading is kept: marking updates
  // the store at once, which can render the page again before a state set beside it is applied
  // (while it is hydrated), and the page would read them all as read.
  const [arrivedUnread, setArrivedUnread] = useState(() => (status === 'ready' ? unreadIn(items) : null));

  useEffect(() => {
    if (status !== 'ready') return;
    if (!arrivedUnread) setArrivedUnread(unreadIn(items));
    else markViewed(items.map((item) => item.newsId));
  }, [status, items, markViewed, arrivedUnread]);

  if (status !== 'ready') return <LoadState status={status} onRetry={news.retry} />;
  if (items.length === 0)
    return (
      <p>
        <Trans>No news yet.</Trans>
      </p>
    );
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.newsId}>
          <article className={styles.card}>
            <h2 className={styles.title}>
              <Link href={href('newsItem', { newsId: item.newsId })}>{item.title}</Link>
              {arrivedUnread?.has(item.newsId) || !item.viewed ? <span className={marks.newMark}>{t`New`}</span> : null}
            </h2>
            <p className={styles.meta}>{formatDate(item.show_from)}</p>
            <p className={styles.content}>{item.content}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}

const unreadIn = (items: readonly NewsItem[]): ReadonlySet<number> => new Set(items.filter((item) => !item.viewed).map((item) => item.newsId));
