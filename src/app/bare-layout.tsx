import type { LayoutProps } from './layout-props.ts';
import { useSession } from './services.tsx';
import { useDocumentTitle } from './document-title.ts';
import { SkipLink } from './skip-link.tsx';
import { SiteFooter } from './site-footer.tsx';
import * as styles from './bare-layout.css.ts';

// The frame of the public pages (SPEC §2 public routes): product name, page, footer.
const NARROW = new Set(['login', 'restore']);

export function BareLayout({ route, title, children }: LayoutProps) {
  const { productName } = useSession();
  useDocumentTitle(title, productName);
  return (
    <div className={styles.page}>
      <SkipLink />
      <header className={styles.header}>{productName}</header>
      <main id="content" tabIndex={-1} className={`${styles.main} ${NARROW.has(route.id) ? styles.narrow : ''}`}>
        <div className={styles.card}>
          <h1 className={styles.title}>{title}</h1>
          {children}
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
