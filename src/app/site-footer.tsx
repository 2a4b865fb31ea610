import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { inAppPath } from '../../machines/session-return.ts';
import { useSession } from './services.tsx';
import * as styles from './site-footer.css.ts';

// SPEC §1 "A footer with legal links"; SPEC §9 "footer links come from settings". A link to a
// page of this app (the legal pages, /legal/<slug>; issue 10) opens in place, like any in-app
// link; a link to another site in a new tab.
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
                {inAppPath(link.href) ? (
                  <Link href={link.href}>{link.text}</Link>
                ) : (
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.text}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </footer>
  );
}
