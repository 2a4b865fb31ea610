import { useCallback, useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import type { LayoutProps } from '../layout-props.ts';
import { useServices, useSession } from '../services.tsx';
import { PageNameContext, useDocumentTitle, usePageNameState } from '../document-title.ts';
import { useRouteFocus } from '../use-route-focus.ts';
import { SkipLink } from '../skip-link.tsx';
import { SiteFooter } from '../site-footer.tsx';
import { RebootNotice } from '../reboot-notice.tsx';
import { Alert } from '../../ui/alert.tsx';
import { button } from '../../ui/button.css.ts';
import { FullPageSpinner } from '../../ui/spinner.tsx';
import { TopBar } from './top-bar.tsx';
import { SideMenu } from './side-menu.tsx';
import { InfoPanel } from './info-panel.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { useShellMenus } from './use-shell-menus.ts';
import { NewsProvider } from '../../features/news/news-store.tsx';
import { usePassageOpen } from './passage-quiet.ts';
import * as styles from './shell.css.ts';

// SPEC §1: the logged-in frame — top bar, left menu, page with breadcrumbs and title,
// right info panel, footer — plus the restart notice of SPEC §2. While a passage is open the
// info panel (help links, contacts), the footer (issue 10 item 3) and the breadcrumbs (issue 59
// item 3) are left out, and on the
// passage's route from the start, so they never show and vanish as the passage opens (a layout
// shift on a phone, issue 14).
export default function ShellLayout({ route, title, children }: LayoutProps) {
  const session = useSession();
  const menus = useShellMenus();
  const toggle = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLElement>(null);
  const quiet = usePassageOpen() || route.id === 'passage';
  // The route's name, or the name the page gives what it shows (an exam's, issue 10 "Words"),
  // from the first render when the page came with it.
  const [pageName, setPageName] = usePageNameState(title, useServices().preloaded?.start?.pageName);
  useDocumentTitle(pageName, session.productName);
  useRouteFocus(content);

  const { close } = menus;
  const closeDrawer = useCallback(
    (restoreFocus: boolean) => {
      close();
      if (restoreFocus) toggle.current?.focus();
    },
    [close],
  );

  const frame = (
    <div className={styles.shell}>
      <SkipLink />
      <TopBar ref={toggle} menus={menus} />
      <div className={styles.body}>
        <SideMenu drawerOpen={menus.open === 'drawer'} onCloseDrawer={closeDrawer} />
        <main ref={content} id="content" tabIndex={-1} className={styles.main}>
          {/* Not during a passage (issue 59 item 3): their parent link is one more way out, and the exam's name is the heading's alone. */}
          {quiet ? null : <Breadcrumbs route={route} current={pageName} />}
          <h1 className={styles.title}>{pageName}</h1>
          {session.mainStatus === 'ready' ? (
            <PageNameContext.Provider value={setPageName}>{children}</PageNameContext.Provider>
          ) : session.mainStatus === 'failed' ? (
            <>
              <Alert tone="error">
                <Trans>Could not load your data.</Trans>
              </Alert>
              <button type="button" className={button.primary} onClick={session.onRetry}>
                <Trans>Try again</Trans>
              </button>
            </>
          ) : (
            <FullPageSpinner />
          )}
        </main>
        {quiet ? null : <InfoPanel className={styles.aside} />}
      </div>
      {quiet ? null : <SiteFooter />}
      <RebootNotice visible={session.reboot.visible} minutesLeft={session.reboot.minutesLeft} />
    </div>
  );
  // The session's news store (SPEC §4 "News"): the top bar, the news panels and pages share it.
  return <NewsProvider>{frame}</NewsProvider>;
}
