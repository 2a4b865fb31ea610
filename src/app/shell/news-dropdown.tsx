import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Link } from 'wouter';
import { Dropdown } from '../../ui/dropdown.tsx';
import { Icon } from '../../ui/icons.tsx';
import * as dd from '../../ui/dropdown.css.ts';
import { formatDate } from '../../lib/format.ts';
import type { ShellMenus } from './use-shell-menus.ts';
import { useNews } from './use-news.ts';
import * as styles from './news-dropdown.css.ts';
import { href } from '../../../api/href.ts';

// SPEC §1 "a news dropdown with an unread indicator and a link to all news". It reads the
// session's news store (src/features/news/): titles only, so opening it marks nothing viewed;
// an item is viewed once its content is shown (the news list or the item's page), and the
// indicator follows at once, without a reload. An item not viewed is "new", in the button's name
// as in its mark (issue 59 item 5, docs/words.md).
const SHOWN = 5;

export function NewsDropdown({ menus }: { menus: ShellMenus }) {
  const { t } = useLingui();
  const news = useNews();
  const open = menus.open === 'news';
  const unread = news.unreadCount;
  return (
    <Dropdown
      open={open}
      onOpenChange={(next) => menus.setMenu('news', next)}
      label={unread > 0 ? t`News: ${plural(unread, { one: '# new', other: '# new' })}` : t`News`}
      trigger={<Icon name="news" />}
      badge={unread}
    >
      <p className={dd.heading}>{t`News`}</p>
      {news.status === 'failed' ? <p className={dd.empty}>{t`Could not load the news.`}</p> : null}
      {news.status === 'ready' && news.items.length === 0 ? <p className={dd.empty}>{t`No news yet.`}</p> : null}
      <ul className={dd.list}>
        {news.items.slice(0, SHOWN).map((item) => (
          <li key={item.newsId}>
            <Link href={href('newsItem', { newsId: item.newsId })} className={`${dd.item} ${item.viewed ? '' : styles.unread}`}>
              <span className={styles.date}>{formatDate(item.show_from)}</span>
              {!item.viewed ? <span className={styles.newMark}>{t`New`}</span> : null}
              <span className={styles.title}>{item.title}</span>
            </Link>
          </li>
        ))}
        <li>
          <Link href={href('news')} className={dd.item}>
            <strong>{t`All news`}</strong>
          </Link>
        </li>
      </ul>
    </Dropdown>
  );
}
