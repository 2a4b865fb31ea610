import type { RouteId, RouteParams } from '../../api/routes.ts';

// What every page of the route table receives (src/app/pages.ts): its route's params,
// already validated and parsed (api/routes.ts), e.g. PageProps<'passage'> gives
// { resultId: number; currentQuestionIndex?: number }.
export interface PageProps<Id extends RouteId = RouteId> {
  params: RouteParams<Id>;
  /** The translated route name (the page's heading is rendered by the layout). */
  title: string;
}
