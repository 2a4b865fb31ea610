import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Dropdown } from '../../ui/dropdown.tsx';
import * as dd from '../../ui/dropdown.css.ts';
import { visuallyHidden } from '../../ui/global.css.ts';
import { useSession } from '../services.tsx';
import type { ShellMenus } from './use-shell-menus.ts';
import * as styles from './top-bar.css.ts';
import { href } from '../../../api/href.ts';
import { useShownPhoto } from './shell-photo.ts';

// SPEC §1 top bar: the trainee's name and photo, a profile menu (my profile, logout).
export function ProfileMenu({ menus }: { menus: ShellMenus }) {
  const { t } = useLingui();
  const { main, onLogout } = useSession();
  const customer = main?.customer;
  const photo = useShownPhoto(customer);
  const fullName = [customer?.name, customer?.surname].filter(Boolean).join(' ');
  const initials = [customer?.name, customer?.surname]
    .map((part) => part?.[0] ?? '')
    .join('')
    .toUpperCase();
  return (
    <Dropdown
      open={menus.open === 'profile'}
      onOpenChange={(open) => menus.setMenu('profile', open)}
      trigger={
        <>
          {photo ? (
            <img className={styles.avatar} src={photo} alt="" width={34} height={34} />
          ) : (
            <span className={styles.avatar} aria-hidden="true">
              {initials || '?'}
            </span>
          )}
          <span className={styles.userName}>{fullName}</span>
          <span className={visuallyHidden}>{t`Profile menu`}</span>
        </>
      }
    >
      <ul className={dd.list}>
        <li>
          <Link href={href('profile')} className={dd.item}>
            {t`My profile`}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={dd.item}
            onClick={() => {
              menus.close();
              onLogout();
            }}
          >
            {t`Log out`}
          </button>
        </li>
      </ul>
    </Dropdown>
  );
}
