import { useLingui } from '@lingui/react/macro';
import { Dropdown } from '../../ui/dropdown.tsx';
import { Icon } from '../../ui/icons.tsx';
import * as dd from '../../ui/dropdown.css.ts';
import { visuallyHidden } from '../../ui/global.css.ts';
import { useSession } from '../services.tsx';
import { useLanguages } from '../use-languages.ts';
import type { ShellMenus } from './use-shell-menus.ts';
import * as styles from './top-bar.css.ts';

// SPEC §1 top bar "a language selector"; SPEC §4 "post, then the page reloads".
export function LanguageMenu({ menus }: { menus: ShellMenus }) {
  const { t } = useLingui();
  const { locale, onSwitchLanguage } = useSession();
  const languages = useLanguages();
  const currentName = languages.find((language) => language.id === locale)?.name ?? locale ?? '';
  // Name: hidden 'Language: <name>' plus the visible code (WCAG 2.5.3 label in name).
  const code = (locale ?? '').toUpperCase();
  return (
    <Dropdown
      open={menus.open === 'language'}
      onOpenChange={(open) => menus.setMenu('language', open)}
      trigger={
        <>
          <Icon name="globe" />
          <span className={visuallyHidden}>{t`Language: ${currentName}`}</span>
          <span className={styles.langCode}> {code}</span>
        </>
      }
    >
      <ul className={dd.list}>
        {languages.map((language) => (
          <li key={language.id}>
            <button
              type="button"
              className={dd.item}
              lang={language.id === 'ua' ? 'uk' : language.id}
              aria-current={language.id === locale ? 'true' : undefined}
              onClick={() => {
                menus.close();
                if (language.id !== locale) onSwitchLanguage(language.id);
              }}
            >
              {language.name}
            </button>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}
