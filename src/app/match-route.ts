import { matchRoute, useLocation, useRouter, type Parser } from 'wouter';
import { notFoundRoute, routes, type RouteDef } from './routes.tsx';
import { parseParams, type RouteId, type RouteParams } from './route-paths.ts';

// The first route of the table whose path matches (wouter's own matcher, so optional
// params like `/:currentQuestionIndex?` behave as in <Route>) and whose params validate
// (route-paths.ts), with its params parsed; otherwise the not-found route (SPEC §2 "Any
// other path shows a page-not-found message"), so /exams/passage/abc is not found.

export interface RouteMatch {
  route: RouteDef;
  params: RouteParams<RouteId>;
}

export function findRoute(parser: Parser, path: string): RouteMatch {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const route of routes) {
    if (route.id === 'notFound') continue;
    const [matched, raw] = matchRoute(parser, route.path, clean);
    const params = matched ? parseParams(route.id, decodeParams(raw ?? {})) : null;
    if (params) return { route, params };
  }
  return { route: notFoundRoute, params: {} };
}

function decodeParams(params: Record<string, string | undefined>): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(params)) {
    if (/^\d+$/.test(key)) continue; // positional duplicates of named params
    out[key] = value === undefined ? undefined : safeDecode(value);
  }
  return out;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function useCurrentRoute(): RouteMatch & { path: string } {
  const [path] = useLocation();
  const { parser } = useRouter();
  return { ...findRoute(parser, path), path };
}
