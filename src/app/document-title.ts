import { useLayoutEffect } from 'react';

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
