import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { useSession } from '../services.tsx';
import * as styles from './side-menu.css.ts';
import { href } from '../../../api/href.ts';
import { routePaths, type RouteId } from '../../../api/routes.ts';
import { pageById } from '../pages.ts';
import { PASSAGE_LEAVE_HELD, usePassageOpen } from './passage-quiet.ts';

// SPEC §1 left menu: all courses, my courses (in progress and past), tests, document
// catalogues (only if any exist) and inquirers (only if any exist). On small screens it
// is a drawer (SPEC §2 "mobile menus close on navigation"). While a passage is open the
// menu says that leaving finishes the test, and the drawer closes when the passage holds a
// link for its leave confirmation (issue 10 item 3, app/shell/passage-quiet.ts). Under Tests,
// the completed tests (issue 10 Results). An item that opens a page says the page's own name, the
// one its title and breadcrumbs say (src/app/pages.ts; issue 59 item 5, docs/words.md); the two
// under "My courses" are SPEC §1's "in progress and past".

export const MENU_ID = 'main-menu';

interface SideMenuProps {
  drawerOpen: boolean;
  onCloseDrawer: (restoreFocus: boolean) => void;
}

/** '/training/': a training's page (SPEC §2 training/{applicationId}) belongs to "In progress". */
const TRAINING_PREFIX = routePaths.training.path.slice(0, routePaths.training.path.indexOf(':'));

/** Active when the path is the item or below it (home only for itself and a training's page). */
export function isActive(path: string, to: string): boolean {
  if (to === href('home')) return path === to || path.startsWith(TRAINING_PREFIX);
  return path === to || path.startsWith(`${to}/`);
}

export function SideMenu({ drawerOpen, onCloseDrawer }: SideMenuProps) {
  const { t, i18n } = useLingui();
  const { main, showsCatalogues, showsInquirers } = useSession();
  /** The page's name (src/app/pages.ts), as its title and breadcrumbs say it. */
  const nameOf = (id: RouteId) => i18n._(pageById(id)!.name);
  const [path] = useLocation();
  const nav = useRef<HTMLElement>(null);
  const passageOpen = usePassageOpen();

  useEffect(() => {
    if (!drawerOpen) return;
    nav.current?.querySelector<HTMLElement>('a')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onCloseDrawer(true);
    const onLeaveHeld = () => onCloseDrawer(true);
    document.addEventListener('keydown', onKey);
    document.addEventListener(PASSAGE_LEAVE_HELD, onLeaveHeld);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener(PASSAGE_LEAVE_HELD, onLeaveHeld);
    };
  }, [drawerOpen, onCloseDrawer]);

  const item = (to: string, label: string, nested = false, active = isActive(path, to)) => (
    <li key={to}>
      <Link href={to} className={`${styles.link} ${nested ? styles.nested : ''}`} aria-current={active ? 'page' : undefined}>
        {label}
      </Link>
    </li>
  );

  return (
    <>
      {drawerOpen ? <button type="button" className={styles.scrim} aria-label={t`Close menu`} tabIndex={-1} onClick={() => onCloseDrawer(false)} /> : null}
      <nav ref={nav} id={MENU_ID} className={styles.nav} aria-label={t`Main menu`} data-open={drawerOpen}>
        {passageOpen ? (
          <p className={styles.passageNote} data-testid="menu-passage-note">
            {t`A test is in progress. Opening another page finishes it.`}
          </p>
        ) : null}
        <ul className={styles.list}>
          {item(href('courses'), nameOf('courses'))}
          <li>
            <p className={styles.group} id="menu-my-courses">{t`My courses`}</p>
            <ul className={styles.list} aria-labelledby="menu-my-courses">
              {item(href('home'), t`In progress`, true)}
              {item(href('past'), t`Past`, true)}
            </ul>
          </li>
          {item(href('exams'), nameOf('exams'), false, isActive(path, href('exams')) && !isActive(path, href('examsPassed')))}
          {/* The completed tests (issue 10 Results). */}
          {item(href('examsPassed'), nameOf('examsPassed'), true)}
          {showsCatalogues ? (
            <li>
              <p className={styles.group} id="menu-documents">{t`Documents`}</p>
              <ul className={styles.list} aria-labelledby="menu-documents">
                {main?.catalogues.map((catalogue) => item(href('documents', { catalogueId: catalogue.catalogueId }), catalogue.name, true))}
              </ul>
            </li>
          ) : null}
          {showsInquirers ? item(href('inquirers'), nameOf('inquirers')) : null}
        </ul>
      </nav>
    </>
  );
}
