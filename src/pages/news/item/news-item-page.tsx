import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { PageProps } from '../../../app/page-props.ts';
import { href } from '../../../../api/href.ts';
import { usePageName } from '../../../app/document-title.ts';
import { useNews } from '../../../features/news/news-store.tsx';
import { formatDate } from '../../../lib/format.ts';
import { LoadState } from '../../../ui/load-state.tsx';
import { NotThere } from '../../../ui/not-there.tsx';
import * as styles from '../news.css.ts';

// SPEC §2 "news/{newsId}": the item's title (the page's heading) and content with its line
// breaks kept; content is text, so markup in it is shown, never run. Opening it marks it viewed
// (SPEC §4), and the top bar's indicator follows at once. An id the trainee cannot see (or
// that does not exist) says so, with the way to all news.
export default function NewsItemPage({ params }: PageProps<'newsItem'>) {
  const news = useNews();
  const { status, markViewed } = news;
  const item = news.items.find((candidate) => candidate.newsId === params.newsId);
  usePageName(item?.title);
  const found = item !== undefined;

  useEffect(() => {
    if (status === 'ready' && found) markViewed([params.newsId]);
  }, [status, found, markViewed, params.newsId]);

  if (status !== 'ready') return <LoadState status={status} onRetry={news.retry} />;
  const back = (
    <Link href={href('news')}>
      <Trans>All news</Trans>
    </Link>
  );
  if (!item)
    return (
      <NotThere back={back}>
        <Trans>This news item does not exist or is no longer shown.</Trans>
      </NotThere>
    );
  return (
    <article className={styles.card}>
      <p className={styles.meta}>{formatDate(item.show_from)}</p>
      <p className={styles.content}>{item.content}</p>
      <div className={styles.back}>{back}</div>
    </article>
  );
}
