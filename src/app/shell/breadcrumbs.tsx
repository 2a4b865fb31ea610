import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { pageChain, type PageDef } from '../pages.ts';
import * as styles from './breadcrumbs.css.ts';

// SPEC §1 "breadcrumbs ... come from route names": the route and its parents.
// Shown for nested pages; a top-level page has only its own title. The last crumb is the
// page's heading (`current`: the route's name, or the name the page gave itself, e.g. an exam's).
export function Breadcrumbs({ route, current }: { route: PageDef; current?: string }) {
  const { t, i18n } = useLingui();
  const chain = pageChain(route);
  if (chain.length < 2) return null; // a top-level page: its title says it all
  return (
    <nav aria-label={t`Breadcrumbs`} className={styles.nav}>
      <ol className={styles.list}>
        {chain.map((item, index) => (
          <li key={item.id} className={styles.item}>
            {index < chain.length - 1 ? <Link href={item.path}>{i18n._(item.name)}</Link> : <span aria-current="page">{current ?? i18n._(item.name)}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
