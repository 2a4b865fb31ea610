import { useLocation } from 'wouter';
import { notFoundPage, pages, type PageDef } from './pages.ts';
import { paramsAt, type RouteId, type RouteParams } from '../../api/routes.ts';

// The first route of the table whose path matches and whose params validate (paramsAt in
// api/routes.ts, the matcher the server uses too), with its params parsed; otherwise the
// not-found route (SPEC §2 "Any other path shows a page-not-found message"), so
// /exams/passage/abc is not found.

export interface RouteMatch {
  route: PageDef;
  params: RouteParams<RouteId>;
}

export function findRoute(path: string): RouteMatch {
  for (const route of pages) {
    if (route.id === 'notFound') continue;
    const params = paramsAt(route.id, path);
    if (params) return { route, params };
  }
  return { route: notFoundPage, params: {} };
}

export function useCurrentRoute(): RouteMatch & { path: string } {
  const [path] = useLocation();
  return { ...findRoute(path), path };
}
