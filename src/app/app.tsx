import { useEffect, useRef, useState } from 'react';
import { Router } from 'wouter';
import { useLocation } from 'wouter';
import { ServicesProvider, useDialogs, useSession, type Services } from './services.tsx';
import { I18nGate } from './i18n-gate.tsx';
import { withMessages } from './i18n.ts';
import { AppRoutes } from './app-routes.tsx';
import { LoadingOverlay } from './loading-overlay.tsx';
import { NoticeBridge } from './notice-bridge.tsx';
import { useChatWidget } from './chat-widget.ts';
import type * as DialogHostExports from './dialog-host.tsx';

// The whole app: services, the active catalog, routes, the shared dialogs and overlay.
// `routerHook` lets tests run on a memory location; `ssrPath` is the page the server renders
// (src/ssr/render-page.tsx).
export function App({ services, routerHook, ssrPath }: { services: Services; routerHook?: Parameters<typeof Router>[0]['hook']; ssrPath?: string }) {
  return (
    <ServicesProvider services={services}>
      <I18nGate>
        <Router hook={routerHook} ssrPath={ssrPath}>
          <AppRoutes />
          <ChatWidget />
          <NoticeBridge />
          <Dialogs />
          <LoadingOverlay />
        </Router>
      </I18nGate>
    </ServicesProvider>
  );
}

function ChatWidget() {
  const { chatWidgetUrl } = useSession();
  const [path] = useLocation();
  useChatWidget(chatWidgetUrl, path);
  return null;
}

type DialogHostModule = typeof DialogHostExports;
const loadDialogHost = withMessages(() => import('./dialog-host.tsx'));

/**
 * The shared dialogs (SPEC §1) are loaded when the first one opens, or once the trainee is
 * logged in: /login paints without them (docs/decisions.md #28). A dialog that cannot be
 * shown because its code cannot be loaded (offline before any was needed) is dismissed, as
 * if cancelled, so the ones queued after it still come; loading is tried again next time.
 */
function Dialogs() {
  const { current, onCancel } = useDialogs();
  const { isLoggedIn } = useSession();
  const [host, setHost] = useState<DialogHostModule | null>(null);
  const openId = current?.id ?? null;
  const latest = useRef({ openId, onCancel });
  latest.current = { openId, onCancel };
  const wanted = openId != null || isLoggedIn;
  useEffect(() => {
    if (!wanted || host) return;
    let live = true;
    loadDialogHost().then(
      (module) => live && setHost(module),
      () => {
        if (live && openId != null && latest.current.openId === openId) latest.current.onCancel();
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, host, openId]);
  return host ? <host.DialogHost /> : null;
}
