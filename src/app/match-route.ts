import { matchRoute, useLocation, useRouter, type Parser } from 'wouter';
import { notFoundRoute, routes, type RouteDef } from './routes.tsx';
import type { Params } from './page-props.ts';

// The first route of the table matching a path, with its params (wouter's own matcher,
// so optional params like `/:currentQuestionIndex?` behave as in <Route>).

export interface RouteMatch {
  route: RouteDef;
  params: Params;
}

export function findRoute(parser: Parser, path: string): RouteMatch {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const route of routes) {
    const [matched, params] = matchRoute(parser, route.path, clean);
    if (matched) return { route, params: decodeParams(params ?? {}) };
  }
  return { route: notFoundRoute, params: {} };
}

function decodeParams(params: Record<string, string | undefined>): Params {
  const out: Params = {};
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
