import { useLingui } from '@lingui/react/macro';
import { useSession } from './services.tsx';
import * as styles from './site-footer.css.ts';

// SPEC §1 "A footer with legal links"; SPEC §9 "footer links come from settings".
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
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.text}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </footer>
  );
}
