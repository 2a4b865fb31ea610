import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { useSession } from '../services.tsx';
import * as styles from './side-menu.css.ts';

// SPEC §1 left menu: all courses, my courses (in progress and past), tests, document
// catalogues (only if any exist) and inquirers (only if any exist). On small screens it
// is a drawer (SPEC §2 "mobile menus close on navigation").

export const MENU_ID = 'main-menu';

interface SideMenuProps {
  drawerOpen: boolean;
  onCloseDrawer: (restoreFocus: boolean) => void;
}

/** Active when the path is the item or below it ('/' only for itself). */
export function isActive(path: string, href: string): boolean {
  if (href === '/') return path === '/' || path.startsWith('/training/');
  return path === href || path.startsWith(`${href}/`);
}

export function SideMenu({ drawerOpen, onCloseDrawer }: SideMenuProps) {
  const { t } = useLingui();
  const { main, showsCatalogues, showsInquirers } = useSession();
  const [path] = useLocation();
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!drawerOpen) return;
    nav.current?.querySelector<HTMLElement>('a')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onCloseDrawer(true);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen, onCloseDrawer]);

  const item = (href: string, label: string, nested = false) => (
    <li key={href}>
      <Link href={href} className={`${styles.link} ${nested ? styles.nested : ''}`} aria-current={isActive(path, href) ? 'page' : undefined}>
        {label}
      </Link>
    </li>
  );

  return (
    <>
      {drawerOpen ? <button type="button" className={styles.scrim} aria-label={t`Close menu`} tabIndex={-1} onClick={() => onCloseDrawer(false)} /> : null}
      <nav ref={nav} id={MENU_ID} className={styles.nav} aria-label={t`Main menu`} data-open={drawerOpen}>
        <ul className={styles.list}>
          {item('/courses', t`All courses`)}
          <li>
            <p className={styles.group} id="menu-my-courses">{t`My courses`}</p>
            <ul className={styles.list} aria-labelledby="menu-my-courses">
              {item('/', t`In progress`, true)}
              {item('/past', t`Past`, true)}
            </ul>
          </li>
          {item('/exams', t`Tests`)}
          {showsCatalogues ? (
            <li>
              <p className={styles.group} id="menu-documents">{t`Documents`}</p>
              <ul className={styles.list} aria-labelledby="menu-documents">
                {main?.catalogues.map((catalogue) => item(`/documents/${catalogue.catalogueId}`, catalogue.name, true))}
              </ul>
            </li>
          ) : null}
          {showsInquirers ? item('/inquirers', t`Inquirers`) : null}
        </ul>
      </nav>
    </>
  );
}
