import { useState, type ReactNode } from 'react';
import { ServicesContext, useServices } from './services.tsx';

/**
 * Its children read the answers the page came with as they were when it was first rendered. For
 * a part inside a Suspense boundary of its own: React hydrates such a part after its page, once
 * the page has used the answers up (src/app/app-routes.tsx), and it would be drawn again without
 * them. Put it outside that boundary, so it is rendered with the page.
 */
export function KeepPreloaded({ children }: { children: ReactNode }) {
  const services = useServices();
  const [kept] = useState(() => ({ ...services, preloaded: services.preloaded?.held() }));
  return <ServicesContext.Provider value={kept}>{children}</ServicesContext.Provider>;
}
