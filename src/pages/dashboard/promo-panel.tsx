import { Trans, useLingui } from '@lingui/react/macro';
import type { PromoCode } from '../../../api/trainings.ts';
import { parseFooterLinks } from '../../../machines/session.connect.ts';
import { useSession } from '../../app/services.tsx';
import { SettingLink } from '../../app/setting-link.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import * as styles from './dashboard.css.ts';

// SPEC §2 "/": the promo-code panel (SPEC §3 "Promo code: announceText, promoCode") with a copy
// action that says it copied (src/ui/copy-button.tsx, as the group page's credentials: 'Copied'
// for 1 s, SPEC §9, and a polite live region), and the links of the setting `promoLinks` (SPEC §9
// "Promo-code ... links come from settings"; JSON [{text, href}] like footerLinks). Nothing at all
// without a promo code (null).
export function PromoPanel({ promo, className }: { promo: PromoCode | null; className?: string }) {
  const { t } = useLingui();
  const session = useSession();
  const links = parseFooterLinks(session.common?.settings.promoLinks);
  if (!promo) return null;
  return (
    <section className={`${styles.panel} ${className ?? ''}`} aria-labelledby="promo-title">
      <h2 id="promo-title" className={styles.panelTitle}>
        <Trans>Promo code</Trans>
      </h2>
      {promo.announceText ? <p className={styles.announce}>{promo.announceText}</p> : null}
      <div className={styles.promoRow}>
        <code className={styles.promoCode}>{promo.promoCode}</code>
        <CopyButton value={promo.promoCode} what={t`Promo code`} />
      </div>
      {links.length > 0 ? (
        <ul className={styles.promoLinks}>
          {links.map((link) => (
            <li key={link.href + link.text}>
              <SettingLink link={link} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
