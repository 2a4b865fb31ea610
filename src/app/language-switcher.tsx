import { useLingui } from '@lingui/react/macro';
import { useLanguages } from './use-languages.ts';
import { useSession } from './services.tsx';
import * as styles from './language-switcher.css.ts';

// SPEC §2 /login "language switcher"; SPEC §4 "Language switch: post, then the page reloads".
export function LanguageSwitcher() {
  const { t } = useLingui();
  const languages = useLanguages();
  const { locale, onSwitchLanguage } = useSession();
  return (
    <div role="group" aria-label={t`Language`} className={styles.group}>
      {languages.map((language) => {
        const current = language.id === locale;
        return (
          <button
            key={language.id}
            type="button"
            lang={language.id === 'ua' ? 'uk' : language.id}
            className={styles.option}
            aria-pressed={current}
            onClick={() => !current && onSwitchLanguage(language.id)}
          >
            {language.name}
          </button>
        );
      })}
    </div>
  );
}
