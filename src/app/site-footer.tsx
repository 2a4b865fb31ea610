import { useLingui } from '@lingui/react/macro';
import { useSession } from './services.tsx';
import { SettingLink } from './setting-link.tsx';
import * as styles from './site-footer.css.ts';

// SPEC §1 "A footer with legal links"; SPEC §9 "footer links come from settings" (each a
// SettingLink: a page of this app opens in place, another site in a new tab).
export function SiteFooter() {
  const { t } = useLingui();
  const { footerLinks, productName } = useSession();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <span>
        © {year} {productName}
      </span>
      {footerLinks.length > 0 ? (
        <nav aria-label={t`Legal information`}>
          <ul className={styles.links}>
            {footerLinks.map((link) => (
              <li key={link.href + link.text}>
                <SettingLink link={link} />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </footer>
  );
}
