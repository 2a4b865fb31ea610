import { forwardRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Icon } from '../../ui/icons.tsx';
import { trigger } from '../../ui/dropdown.css.ts';
import { useSession } from '../services.tsx';
import { InquirersDropdown } from './inquirers-dropdown.tsx';
import { NewsDropdown } from './news-dropdown.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import { MENU_ID } from './side-menu.tsx';
import type { ShellMenus } from './use-shell-menus.ts';
import { usePassageOpen } from './passage-quiet.ts';
import * as styles from './top-bar.css.ts';
import { href } from '../../../api/href.ts';

// SPEC §1 top bar: name and photo, profile menu, inquirers, news, language selector.
// On small screens a button opens the menu drawer. While a passage is open, surveys and
// news (invitations to leave) are not shown (issue 10 item 3, passage-quiet.ts).
export const TopBar = forwardRef<HTMLButtonElement, { menus: ShellMenus }>(function TopBar({ menus }, toggleRef) {
  const { t } = useLingui();
  const { productName } = useSession();
  const drawerOpen = menus.open === 'drawer';
  const quiet = usePassageOpen();
  return (
    <header className={styles.bar}>
      <button
        ref={toggleRef}
        type="button"
        className={`${trigger} ${styles.menuToggle}`}
        aria-expanded={drawerOpen}
        aria-controls={MENU_ID}
        aria-label={drawerOpen ? t`Close menu` : t`Open menu`}
        onClick={() => menus.setMenu('drawer', !drawerOpen)}
      >
        <Icon name={drawerOpen ? 'close' : 'menu'} />
      </button>
      <Link href={href('home')} className={styles.brand}>
        {productName}
      </Link>
      <div className={styles.tools}>
        {quiet ? null : <InquirersDropdown menus={menus} />}
        {quiet ? null : <NewsDropdown menus={menus} />}
        <LanguageMenu menus={menus} />
        <ProfileMenu menus={menus} />
      </div>
    </header>
  );
});
