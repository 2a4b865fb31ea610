import { useRef } from 'react';
import type { LayoutProps } from './layout-props.ts';
import { useRouteFocus } from './use-route-focus.ts';
import { useServices, useSession } from './services.tsx';
import { PageNameContext, useDocumentTitle, usePageNameState } from './document-title.ts';
import { SkipLink } from './skip-link.tsx';
import { SiteFooter } from './site-footer.tsx';
import * as styles from './bare-layout.css.ts';

// The frame of the public pages (SPEC §2 public routes): product name, page, footer.
const NARROW = new Set(['login', 'restore']);

export function BareLayout({ route, title, children }: LayoutProps) {
  const { productName } = useSession();
  const content = useRef<HTMLElement>(null);
  const [pageName, setPageName] = usePageNameState(title, useServices().preloaded?.start?.pageName);
  useDocumentTitle(pageName, productName);
  useRouteFocus(content);
  return (
    <div className={styles.page}>
      <SkipLink />
      <header className={styles.header}>{productName}</header>
      <main ref={content} id="content" tabIndex={-1} className={`${styles.main} ${NARROW.has(route.id) ? styles.narrow : ''}`}>
        <div className={styles.card}>
          <h1 className={styles.title}>{pageName}</h1>
          <PageNameContext.Provider value={setPageName}>{children}</PageNameContext.Provider>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
