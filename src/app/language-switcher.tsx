import { useLingui } from '@lingui/react/macro';
import type { WireLocale } from '../../api/common.ts';
import { useHeldSubmit } from '../ssr/input-guard.ts';
import { useLanguages } from './use-languages.ts';
import { useSession } from './services.tsx';
import * as styles from './language-switcher.css.ts';

// SPEC §2 /login "language switcher"; SPEC §4 "Language switch: post, then the page reloads".
// A form whose buttons submit it: on a page the server painted, a language picked before the
// app runs is held and sent by the same button once it does (src/ssr/input-guard.ts, #173).
// Picking the language already shown is a choice too (issue 59 item 1): it is posted, so the
// device keeps it (the portal_locale cookie) over what the browser asks for.
export function LanguageSwitcher() {
  const { t } = useLingui();
  const languages = useLanguages();
  const { locale, onSwitchLanguage } = useSession();
  const form = useHeldSubmit();
  return (
    <form
      ref={form}
      method="post"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        // The button that sent it: one of the languages below.
        const picked = (event.nativeEvent.submitter as HTMLButtonElement | null)?.value as WireLocale | undefined;
        if (picked) onSwitchLanguage(picked);
      }}
    >
      <div role="group" aria-label={t`Language`} className={styles.group}>
        {languages.map((language) => (
          <button
            key={language.id}
            type="submit"
            name="language"
            value={language.id}
            lang={language.id === 'ua' ? 'uk' : language.id}
            className={styles.option}
            aria-pressed={language.id === locale}
          >
            {language.name}
          </button>
        ))}
      </div>
    </form>
  );
}
