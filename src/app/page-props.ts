// What every page of the route table receives (src/app/routes.tsx).

export type Params = Record<string, string | undefined>;

export interface PageProps {
  params: Params;
  /** The translated route name (the page's heading is rendered by the layout). */
  title: string;
}
