import { useLingui } from '@lingui/react/macro';
import { Dropdown } from '../../ui/dropdown.tsx';
import { Icon } from '../../ui/icons.tsx';
import * as dd from '../../ui/dropdown.css.ts';
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
  return (
    <Dropdown
      open={menus.open === 'language'}
      onOpenChange={(open) => menus.setMenu('language', open)}
      label={t`Language: ${currentName}`}
      trigger={
        <>
          <Icon name="globe" />
          <span className={styles.langCode} aria-hidden="true">
            {locale}
          </span>
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
