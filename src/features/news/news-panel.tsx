import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { href } from '../../../api/href.ts';
import { formatDate } from '../../lib/format.ts';
import { useNews } from './news-store.tsx';
import * as styles from './news.css.ts';

// SPEC §2 "/" and "past": the news panel beside the page's content (below it on a phone; the
// page places it). The latest few news, newest first, with their unread marks in words, and a
// link to all news. Titles only: it marks nothing viewed (the news pages do, news-store.tsx).
export const PANEL_SHOWN = 3;

export function NewsPanel({ className }: { className?: string }) {
  const { t } = useLingui();
  const news = useNews();
  const headingId = useId();
  return (
    <section className={[styles.panel, className].filter(Boolean).join(' ')} aria-labelledby={headingId} data-testid="news-panel">
      <h2 id={headingId} className={styles.heading}>
        <Trans>Latest news</Trans>
      </h2>
      {news.status === 'loading' ? <p className={styles.muted}>{t`Loading…`}</p> : null}
      {news.status === 'failed' ? <p className={styles.muted}>{t`Could not load the news.`}</p> : null}
      {news.status === 'ready' && news.items.length === 0 ? <p className={styles.muted}>{t`No news yet.`}</p> : null}
      {news.items.length > 0 ? (
        <ul className={styles.list}>
          {news.items.slice(0, PANEL_SHOWN).map((item) => (
            <li key={item.newsId} className={styles.item}>
              <span className={styles.date}>{formatDate(item.show_from)}</span>
              <span>
                <Link href={href('newsItem', { newsId: item.newsId })} className={item.viewed ? undefined : styles.unreadTitle}>
                  {item.title}
                </Link>
                {item.viewed ? null : <span className={styles.newMark}>{t`New`}</span>}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <Link href={href('news')} className={styles.all}>
        <Trans>All news</Trans>
      </Link>
    </section>
  );
}
