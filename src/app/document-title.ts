import { createContext, useContext, useLayoutEffect, useState } from 'react';

/** SPEC §1 "a page title of the form '{page} - product'". */
export function formatDocumentTitle(page: string, productName: string): string {
  return `${page} - ${productName}`;
}

/** Set in the commit that renders the page heading, so title and heading never disagree. */
export function useDocumentTitle(page: string, productName: string): void {
  useLayoutEffect(() => {
    document.title = formatDocumentTitle(page, productName);
  }, [page, productName]);
}

type NamePage = (name: string | null) => void;

/** The layout's setter for the name a page gives itself (provided by the shell and bare layouts). */
export const PageNameContext = createContext<NamePage>(() => {});

/**
 * The layout's page name: the route's name (SPEC §1 "title and breadcrumbs come from route
 * names") until the page names what it shows (usePageName), e.g. the exam's own name on its
 * intro instead of a generic "Test" (issue 10 "Words"). `preloaded`: the name the page came
 * with (src/app/preloaded.ts), so a page the server painted says it from the first render.
 */
export function usePageNameState(routeName: string, preloaded?: string): [string, NamePage] {
  const [named, setNamed] = useState<string | null>(preloaded ?? null);
  return [named ?? routeName, setNamed];
}

/**
 * A page whose subject has a name of its own (an exam) gives it to the layout: the heading,
 * the last breadcrumb and the tab's title ('{name} - product') say it while the page is shown;
 * null (still loading) keeps the route's name.
 */
export function usePageName(name: string | null | undefined): void {
  const setName = useContext(PageNameContext);
  useLayoutEffect(() => {
    setName(name || null);
    return () => setName(null);
  }, [setName, name]);
}
