import { legalCalls } from '../../../api/legal.ts';
import type { PageProps } from '../../app/page-props.ts';
import { useLingui } from '@lingui/react/macro';
import { usePageName } from '../../app/document-title.ts';
import { useWired } from '../../app/use-app-machine.ts';
import { useLoad } from '../../lib/use-load.ts';
import { usePreloadedOrNotThere } from '../../app/services.tsx';
import { LoadState } from '../../ui/load-state.tsx';
import { NoPageHere } from '../../ui/not-there.tsx';
import * as page from '../../ui/page.css.ts';
import { legalApi } from './legal-api.ts';
import * as styles from './legal.css.ts';

// /legal/{slug}: a page the footer's legal links open (SPEC §1 "A footer with legal links",
// §9 "footer links come from settings"; issue 10: a real page, never a not-found page). Its
// title and text come from the settings in the trainee's language (GET /api/common/legal/{slug});
// plain text, paragraph by paragraph, never HTML. Open with or without a login (the layout
// follows the session). A page the server painted starts with its text (docs/decisions.md #196);
// a slug the settings have no page for is a page not found (SPEC §2), said in place (#202).
export default function LegalPage({ params }: PageProps<'legal'>) {
  const api = useWired(legalApi);
  const { slug } = params;
  const { t } = useLingui();
  const loaded = useLoad(() => api.page(slug), slug, usePreloadedOrNotThere(legalCalls['legal.page'], { slug }));
  usePageName(loaded.status === 'ready' && !loaded.data ? t`Page not found` : null);
  if (loaded.status !== 'ready') return <LoadState status={loaded.status} onRetry={loaded.retry} />;
  if (!loaded.data) return <NoPageHere />;
  const { title, paragraphs } = loaded.data;
  return (
    <article className={`${page.card} ${styles.article}`} aria-labelledby="legal-title">
      <h2 id="legal-title" className={styles.title}>
        {title}
      </h2>
      {paragraphs.map((text, i) => (
        <p key={i} className={styles.paragraph}>
          {text}
        </p>
      ))}
    </article>
  );
}
