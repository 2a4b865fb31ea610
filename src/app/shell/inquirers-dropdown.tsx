import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Dropdown } from '../../ui/dropdown.tsx';
import { Icon } from '../../ui/icons.tsx';
import * as dd from '../../ui/dropdown.css.ts';
import { useSession } from '../services.tsx';
import type { ShellMenus } from './use-shell-menus.ts';
import { href } from '../../../api/href.ts';

// SPEC §1 "an inquirers notification dropdown": the inquirers waiting to be filled in, "to fill in"
// in every language (not "new": issue 59 item 5, docs/words.md).
export function InquirersDropdown({ menus }: { menus: ShellMenus }) {
  const { t } = useLingui();
  const { main } = useSession();
  const inquirers = main?.inquirers ?? [];
  const count = inquirers.length;
  return (
    <Dropdown
      open={menus.open === 'inquirers'}
      onOpenChange={(open) => menus.setMenu('inquirers', open)}
      label={t`Surveys to fill in: ${count}`}
      trigger={<Icon name="inquirers" />}
      badge={count}
    >
      <p className={dd.heading}>{t`Surveys`}</p>
      {count === 0 ? (
        <p className={dd.empty}>{t`No surveys to fill in.`}</p>
      ) : (
        <ul className={dd.list}>
          {inquirers.map((inquirer) => (
            <li key={inquirer.id}>
              <Link href={href('inquirer', { inquirerId: inquirer.id })} className={dd.item}>
                {inquirer.theme}
              </Link>
            </li>
          ))}
          <li>
            <Link href={href('inquirers')} className={dd.item}>
              <strong>{t`All surveys`}</strong>
            </Link>
          </li>
        </ul>
      )}
    </Dropdown>
  );
}
