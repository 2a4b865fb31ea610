import { routePaths, type RouteId, type RouteParams } from './routes.ts';

// The one URL builder of the app: href('passage', { resultId: 7, currentQuestionIndex: 2 })
// gives '/exams/passage/7/2', from the same path patterns the router matches
// (api/routes.ts), so a link cannot drift from its route. An optional param left out
// drops its segment; values are URI-encoded.

type Args<Id extends RouteId> = keyof RouteParams<Id> extends never ? [] : [params: RouteParams<Id>];

export function href<Id extends RouteId>(routeId: Id, ...[params]: Args<Id>): string {
  const values: Record<string, string | number | undefined> = params ?? {};
  const segments = routePaths[routeId].path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      const value = values[name];
      if (value === undefined && optional) return [];
      if (value === undefined) throw new Error(`href('${routeId}'): the param ${name} is missing`);
      return [encodeURIComponent(String(value))];
    });
  return `/${segments.join('/')}`;
}
