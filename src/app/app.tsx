import { Router } from 'wouter';
import { useLocation } from 'wouter';
import { ServicesProvider, useSession, type Services } from './services.tsx';
import { I18nGate } from './i18n-gate.tsx';
import { AppRoutes } from './app-routes.tsx';
import { DialogHost } from './dialog-host.tsx';
import { LoadingOverlay } from './loading-overlay.tsx';
import { NoticeBridge } from './notice-bridge.tsx';
import { useChatWidget } from './chat-widget.ts';

// The whole app: services, the active catalog, routes, the shared dialogs and overlay.
// `routerHook` lets tests run on a memory location.
export function App({ services, routerHook }: { services: Services; routerHook?: Parameters<typeof Router>[0]['hook'] }) {
  return (
    <ServicesProvider services={services}>
      <I18nGate>
        <Router hook={routerHook}>
          <AppRoutes />
          <ChatWidget />
          <NoticeBridge />
          <DialogHost />
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
