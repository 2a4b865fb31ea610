import { Link } from 'wouter';
import { inAppPath } from '../../api/session-return.ts';

// A link from the settings (SPEC §9: footerLinks, promoLinks; JSON [{text, href}]). A page of
// this app (the legal pages, /legal/<slug>; issue 10) opens in place, like any in-app link; a
// link to another site in a new tab.
export function SettingLink({ link }: { link: { text: string; href: string } }) {
  return inAppPath(link.href) ? (
    <Link href={link.href}>{link.text}</Link>
  ) : (
    <a href={link.href} target="_blank" rel="noopener noreferrer">
      {link.text}
    </a>
  );
}
