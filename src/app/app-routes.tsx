import { Suspense, useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { guard } from '../../api/guard.ts';
import { useServices, useSession } from './services.tsx';
import { findRoute, useCurrentRoute } from './match-route.ts';
import { preloadableLazy, preloadWithParts } from './lazy-page.ts';
import { BareLayout } from './bare-layout.tsx';
import { BootFailure } from './boot-failure.tsx';
import { FullPageSpinner } from '../ui/spinner.tsx';
import { withMessages } from './i18n.ts';
import { markHydrated } from '../ssr/input-guard.ts';

// SPEC §2: the guard runs on every navigation before a page shows; then the matching
// page renders in its layout (the logged-in shell is loaded on demand).
export const ShellLayout = preloadableLazy(withMessages(() => import('./shell/shell-layout.tsx')));

/** Loads the code of the page at `path` (with its parts) and of its layout, so that hydrating a page the server painted does not suspend (src/app/lazy-page.ts). */
export function preloadPage(path: string, isLoggedIn: boolean): Promise<unknown> {
  const { route } = findRoute(path);
  const shell = route.layout === 'shell' || (route.layout === 'auto' && isLoggedIn);
  return Promise.all([preloadWithParts(route.page), shell ? ShellLayout.preload() : null]);
}

export function AppRoutes() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const [location, navigate] = useLocation();
  const { route, params } = useCurrentRoute();
  const settled = session.phase === 'loggedIn' || session.phase === 'loggedOut';
  const verdict = settled ? guard({ path: location, isLoggedIn: session.isLoggedIn, entryExam: session.entryExam, returnTo: session.returnTo }) : null;
  const redirect = verdict?.kind === 'redirect' ? verdict : null;
  const redirectTo = redirect?.to ?? null;
  const notice = redirect?.notice;
  const remember = redirect?.remember;
  const returned = redirect?.returned ?? false;
  const { onShowNotice, onRememberReturn, onReturned } = session;

  useEffect(() => {
    if (!redirectTo) return;
    if (notice) onShowNotice(notice);
    // Issue 10: sent to /login from a page, the trainee returns to it after logging in.
    if (remember) onRememberReturn(remember);
    navigate(redirectTo, { replace: true });
    if (returned) onReturned();
  }, [redirectTo, notice, remember, returned, location, navigate, onShowNotice, onRememberReturn, onReturned]);

  if (session.phase === 'failed') return <BootFailure onRetry={session.onRetry} />;
  if (!settled || redirectTo) return <FullPageSpinner label={t`Loading…`} />;

  const title = i18n._(route.name);
  const Page = route.page;
  const shell = route.layout === 'shell' || (route.layout === 'auto' && session.isLoggedIn);
  const Layout = shell ? ShellLayout : BareLayout;
  return (
    <Suspense fallback={<FullPageSpinner label={t`Loading…`} />}>
      <Layout route={route} title={title}>
        <Suspense fallback={<FullPageSpinner label={t`Loading…`} />}>
          <Page key={route.id} params={params} title={title} />
          <PageShown />
        </Suspense>
      </Layout>
    </Suspense>
  );
}

/**
 * Runs once the first page is shown (hydrated, when the server rendered it): the answers the
 * page came with are used up (src/app/preloaded.ts) and the page is marked hydrated, so a
 * submit held before is let through (src/ssr/input-guard.ts) and tests know the app runs.
 */
function PageShown() {
  const { preloaded } = useServices();
  useEffect(() => {
    preloaded?.drop();
    markHydrated();
  }, [preloaded]);
  return null;
}
