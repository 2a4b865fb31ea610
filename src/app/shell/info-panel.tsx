import { useLingui } from '@lingui/react/macro';
import { mainCalls } from '../../../api/main.ts';
import { Tabs } from '../../ui/tabs.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { usePreloaded, useServices } from '../services.tsx';
import * as styles from './info-panel.css.ts';
import { panel } from './shell.css.ts';

// SPEC §1 right-hand info panel, two tabs: FAQ links (text, href) and course contacts
// (email, messenger handle, phone per course). Data: GET /api/main/info (docs/api.md).
export function InfoPanel({ className }: { className: string }) {
  const { t } = useLingui();
  const { http } = useServices();
  // Every trainee's page comes with it (server/routes/common.ts, docs/decisions.md #198): the
  // panel is painted with the page and asks only when shown again later.
  const loaded = useLoad(() => http.call(mainCalls['main.info'], undefined, { quiet: true, local: true }), 'info', usePreloaded(mainCalls['main.info']));
  const info = loaded.status === 'ready' ? loaded.data : null;

  const status =
    loaded.status === 'failed' ? <p className={styles.empty}>{t`Could not load this information.`}</p> : !info ? <p className={styles.empty}>{t`Loading…`}</p> : null;

  const faq =
    status ??
    (info!.faq.length === 0 ? (
      <p className={styles.empty}>{t`No questions yet.`}</p>
    ) : (
      <ul className={styles.list}>
        {info!.faq.map((item) => (
          <li key={item.href + item.text}>
            <a href={item.href} target="_blank" rel="noopener noreferrer">
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    ));

  const contacts =
    status ??
    (info!.contacts.length === 0 ? (
      <p className={styles.empty}>{t`No contacts yet.`}</p>
    ) : (
      <ul className={styles.list}>
        {info!.contacts.map((contact) => (
          <li key={contact.courseId} className={styles.contact}>
            <h3 className={styles.course}>{contact.name}</h3>
            <dl className={styles.details}>
              {contact.email ? (
                <>
                  <dt>{t`E-mail`}</dt>
                  <dd>
                    <a href={`mailto:${contact.email}`}>{contact.email}</a>
                  </dd>
                </>
              ) : null}
              {contact.skype ? (
                <>
                  <dt>{t`Skype`}</dt>
                  <dd>
                    <a href={`skype:${contact.skype}?chat`}>{contact.skype}</a>
                  </dd>
                </>
              ) : null}
              {contact.phone ? (
                <>
                  <dt>{t`Phone`}</dt>
                  <dd>
                    <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
                  </dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
    ));

  return (
    <aside className={`${panel} ${className}`} aria-label={t`Information`} data-testid="info-panel">
      <Tabs
        label={t`Information`}
        items={[
          { id: 'faq', label: t`FAQ`, content: faq },
          { id: 'contacts', label: t`Contacts`, content: contacts },
        ]}
      />
    </aside>
  );
}
