import { legalCalls } from '../../../api/legal.ts';
import type { PageProps } from '../../app/page-props.ts';
import { usePreloaded } from '../../app/services.tsx';
import { useWired } from '../../app/use-app-machine.ts';
import { useLoad } from '../../lib/use-load.ts';
import { LoadState } from '../../ui/load-state.tsx';
import * as page from '../../ui/page.css.ts';
import { legalApi } from './legal-api.ts';
import * as styles from './legal.css.ts';

// /legal/{slug}: a page the footer's legal links open (SPEC §1 "A footer with legal links",
// §9 "footer links come from settings"; issue 10: a real page, never a not-found page). Its
// title and text come from the settings in the trainee's language (GET /api/common/legal/{slug});
// plain text, paragraph by paragraph, never HTML. Open with or without a login (the layout
// follows the session). A page the server painted starts with its text (docs/decisions.md #196).
export default function LegalPage({ params }: PageProps<'legal'>) {
  const api = useWired(legalApi);
  const { slug } = params;
  const loaded = useLoad(() => api.page(slug), slug, usePreloaded(legalCalls['legal.page'], { slug }));
  if (loaded.status !== 'ready') return <LoadState status={loaded.status} onRetry={loaded.retry} />;
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
